import { Link } from 'react-router'
import { AdminOverview } from '#app/features/admin/admin-overview.tsx'
import { loadAdminOverview } from '#app/features/admin/admin-overview.server.ts'
import { FounderOverview } from '#app/features/workspace/founder-overview.tsx'
import { loadFounderOverview } from '#app/features/workspace/founder-overview.server.ts'
import { WriterOverview } from '#app/features/workspace/writer-overview.tsx'
import { loadWriterOverview } from '#app/features/workspace/writer-overview.server.ts'
import { readActiveRole } from '#app/utils/active-role.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { primaryRole } from '#app/utils/permissions.ts'
import { requireUser, requireUserWithRole } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/dashboard'
import { PageHeader } from '#app/components/ui/page-header.tsx'

export const meta: Route.MetaFunction = () => pageMeta('Dashboard', 'Your Unfiltered dashboard.')

/** One view per role (spec §2): the role the person switched to in the user menu, else admin, writer, founder. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const db = getDb()
  const role = primaryRole(user.roles, await readActiveRole(args.request))
  const base = { name: user.name, email: user.email, onboarded: user.onboarded }
  switch (role) {
    case 'admin':
      // The admin's overview is an admin page: the same role check (and REQUIRE_ADMIN_2FA) as the others.
      requireUserWithRole(args, 'admin')
      return { ...base, view: 'admin' as const, data: await loadAdminOverview(db) }
    case 'writer':
      return { ...base, view: 'writer' as const, data: await loadWriterOverview(db, user) }
    case 'founder':
      return { ...base, view: 'founder' as const, data: await loadFounderOverview(db, user) }
    default:
      return { ...base, view: null, data: null }
  }
}

const VIEW_TITLES = { admin: 'Admin Dashboard', writer: 'Writer Dashboard', founder: 'Founder Dashboard' } as const

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { name, email, onboarded } = loaderData
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        title={loaderData.view ? VIEW_TITLES[loaderData.view] : 'Dashboard'}
        description={
          <>
            Signed in as <span className="font-semibold text-ink">{name || email}</span>
          </>
        }
      />
      {onboarded ? null : (
        <div className="card mt-6 flex flex-wrap items-center justify-between gap-4" role="status">
          <div>
            <h2 className="text-lg font-bold">Finish setting up your account</h2>
            <p className="mt-1 text-ink-soft">Tell us your role and a little about yourself, so we can pair you with the right people.</p>
          </div>
          <Link to="/onboarding" className="btn-primary">
            Finish setting up
          </Link>
        </div>
      )}
      {loaderData.view === 'admin' ? <AdminOverview data={loaderData.data} /> : null}
      {loaderData.view === 'writer' ? <WriterOverview data={loaderData.data} /> : null}
      {loaderData.view === 'founder' ? <FounderOverview data={loaderData.data} /> : null}
      {loaderData.view === null ? (
        <div className="card mt-8" role="status">
          <h2 className="text-xl font-bold">Access Required</h2>
          <p className="mt-2 text-ink-soft">Access Required - Please contact an administrator to assign your role.</p>
        </div>
      ) : null}
    </section>
  )
}
