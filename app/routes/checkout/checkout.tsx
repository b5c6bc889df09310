import { Link, redirect } from 'react-router'
import { getPlan, linkedinOptimization } from '#app/features/pricing/catalogue.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { getSessionUser } from '#app/utils/session.server.ts'
import type { Route } from './+types/checkout'

export const meta: Route.MetaFunction = () => pageMeta('Checkout', "You're almost ready to get started.")

export async function loader({ request, params }: Route.LoaderArgs) {
  const product = params.plan === linkedinOptimization.slug ? linkedinOptimization : getPlan(params.plan)
  if (!product) throw redirect('/pricing')
  const user = await getSessionUser(request)
  const url = new URL(request.url)
  return { signedIn: Boolean(user), productName: product.name, returnTo: `${url.pathname}${url.search}` }
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <section className="mx-auto max-w-md px-5 py-12">
        <div className="card text-center">
          <h1 className="font-display text-3xl font-black">Please Log In</h1>
          <p className="mt-3 text-ink-soft">You need to be logged in to complete your purchase.</p>
          <Link to={`/login?redirectTo=${encodeURIComponent(loaderData.returnTo)}`} className="btn-primary mt-6">
            Go to Login
          </Link>
        </div>
      </section>
    )
  }
  return (
    <section className="mx-auto max-w-3xl px-5 py-12">
      <h1 className="font-display text-4xl font-black">Checkout</h1>
      <p className="mt-2 text-ink-soft">You&apos;re almost ready to get started</p>
      <p className="card mt-6">Plan: {loaderData.productName}</p>
    </section>
  )
}
