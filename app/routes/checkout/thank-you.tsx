import { Link } from 'react-router'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/session.server.ts'
import type { Route } from './+types/thank-you'

export const meta: Route.MetaFunction = () => pageMeta('Thank You', 'Your purchase was successful.')

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request)
  return null
}

export default function ThankYouPage() {
  return (
    <section className="mx-auto max-w-2xl px-5 py-12 text-center">
      <h1 className="font-display text-4xl font-black">Thank You!</h1>
      <p className="mt-3 text-lg text-ink-soft">Your purchase was successful.</p>
      <ol className="card mt-8 list-decimal space-y-2 pl-10 text-left">
        <li>Check your email for the confirmation.</li>
        <li>Complete your profile with the brand questionnaire.</li>
        <li>Schedule your welcome call.</li>
      </ol>
      <Link to="/onboarding" className="btn-primary mt-8">
        Onboard Now
      </Link>
    </section>
  )
}
