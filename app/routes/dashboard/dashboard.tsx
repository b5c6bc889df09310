import { Form } from 'react-router'
import { pageMeta } from '#app/utils/meta.ts'
import { primaryRole } from '#app/utils/permissions.ts'
import { requireUser } from '#app/utils/session.server.ts'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => pageMeta('Dashboard', 'Your Unfiltered dashboard.')

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return { name: user.name, email: user.email, role: primaryRole(user.roles), roles: user.roles }
}

const VIEW_TITLES = { admin: 'Admin Dashboard', writer: 'Writer Dashboard', founder: 'Founder Dashboard' } as const

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { name, email, role, roles } = loaderData
  return (
    <section className="mx-auto max-w-5xl px-5 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-black sm:text-4xl">{role ? VIEW_TITLES[role] : 'Dashboard'}</h1>
          <p className="mt-2 text-ink-soft">
            Signed in as <span className="font-semibold text-ink">{name || email}</span>
            {roles.length ? ` · ${roles.join(', ')}` : null}
          </p>
        </div>
        <Form method="post" action="/logout">
          <button type="submit" className="btn-secondary btn-sm">
            Sign out
          </button>
        </Form>
      </div>
      {role ? (
        <p className="card mt-8 text-ink-soft">Your {role} workspace is being set up here: assignments, content and billing appear on this page.</p>
      ) : (
        <div className="card mt-8" role="status">
          <h2 className="text-xl font-bold">Access Required</h2>
          <p className="mt-2 text-ink-soft">Access Required - Please contact an administrator to assign your role.</p>
        </div>
      )}
    </section>
  )
}
