import { Link } from 'react-router'
import { pageMeta } from '#app/utils/meta.ts'
import { getSessionUser } from '#app/utils/session.server.ts'
import type { Route } from './+types/onboarding'

export const meta: Route.MetaFunction = () => pageMeta('Create Your Account', 'Tell us whether you write or need content, and a little about yourself.')

/** Renders for everyone; completing it needs a signed-in user. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request)
  return { signedIn: Boolean(user), path: new URL(request.url).pathname }
}

export default function OnboardingPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-5 py-12">
      <div className="card">
        <h1 className="font-display text-3xl font-black">Create Your Account</h1>
        <p className="mt-2 text-ink-soft">What&apos;s your role on the platform?</p>
        <ul className="mt-6 grid gap-3">
          <li className="rounded-xl border border-ink/15 p-4">
            <p className="font-bold">Writer</p>
            <p className="text-sm text-ink-soft">I create content for founders and executives</p>
          </li>
          <li className="rounded-xl border border-ink/15 p-4">
            <p className="font-bold">Founder / Executive</p>
            <p className="text-sm text-ink-soft">I need help with content creation for my brand</p>
          </li>
        </ul>
        {loaderData.signedIn ? null : (
          <div className="mt-6 rounded-xl bg-ink/5 p-4">
            <p className="text-sm">You must be logged in to complete onboarding</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Link to={`/login?redirectTo=${encodeURIComponent(loaderData.path)}`} className="btn-primary btn-sm">
                Log in
              </Link>
              <Link to="/signup" className="btn-secondary btn-sm">
                Sign up
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  )
}
