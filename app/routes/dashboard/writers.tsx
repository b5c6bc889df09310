import { ASSIGNMENTS_PAGE_SIZE, pageOfAssignmentsFor } from '#app/features/assignments/assignments.server.ts'
import { pageCount, pageFromUrl } from '#app/domain/pagination.ts'
import { ActiveBadge, dateText } from '#app/features/content/content-ui.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/writers'

export const meta: Route.MetaFunction = () => pageMeta('Writers', 'The writers who write for you.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'read:own-writers')
  const page = pageFromUrl(args.request.url)
  const { rows, total } = await pageOfAssignmentsFor(getDb(), user, { as: 'founder', page })
  return {
    pageSize: ASSIGNMENTS_PAGE_SIZE,
    page,
    total,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.writer?.name ?? 'Unnamed writer',
      bio: row.writer?.bio ?? null,
      assignedAt: row.assignedAt.toISOString(),
      isActive: row.isActive,
    })),
  }
}

export default function WritersPage({ loaderData }: Route.ComponentProps) {
  const { rows, page, total } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Writers" description="The writers paired with you, newest first." />
      {rows.length === 0 ? (
        <EmptyState title="No writer yet.">
          <p>We pair you with a writer once your plan starts; they show here.</p>
        </EmptyState>
      ) : (
        <ul className="card divide-y divide-ink/10 p-0" aria-label="Writers">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-start justify-between gap-3 px-5 py-4" data-testid="writer">
              <div className="min-w-0 flex-1 basis-64">
                <h2 className="font-bold">{row.name}</h2>
                <p className="mt-1 text-ink-soft">{row.bio ?? 'No bio yet.'}</p>
                <p className="mt-1 text-sm text-ink-soft">Assigned {dateText(row.assignedAt)}</p>
              </div>
              <ActiveBadge active={row.isActive} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pageCount(total, loaderData.pageSize)} label="Writer pages" />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
