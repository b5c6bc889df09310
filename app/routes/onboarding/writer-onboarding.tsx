import { Link } from 'react-router'
import { pageMeta } from '#app/utils/meta.ts'
import { getSessionUser } from '#app/utils/session.server.ts'
import type { Route } from './+types/writer-onboarding'

export const meta: Route.MetaFunction = () => pageMeta('Join as a Writer', 'Write for founders and executives: high-quality assignments, a flexible schedule and competitive pay.')

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request)
  return { signedIn: Boolean(user) }
}

const BENEFITS = [
  { title: 'High-quality assignments', text: 'Founders and executives with something to say, matched to your niche.' },
  { title: 'Flexible schedule', text: 'Write when you write best; deadlines are agreed, not imposed.' },
  { title: 'Competitive pay', text: 'Paid per piece, every month, with clear rates up front.' },
]

export default function WriterOnboardingPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-5 py-12">
      <h1 className="font-display text-4xl font-black">Join as a Writer</h1>
      {loaderData.signedIn ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="card">
              <h2 className="font-bold">{benefit.title}</h2>
              <p className="mt-2 text-sm text-ink-soft">{benefit.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="card mt-8">
          <p className="text-ink-soft">Log in or create an account to start your writer profile.</p>
          <Link to="/login?redirectTo=%2Fwriter-onboarding" className="btn-primary mt-4">
            Log In
          </Link>
        </div>
      )}
    </section>
  )
}
