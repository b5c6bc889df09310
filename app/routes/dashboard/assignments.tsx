import { pageCount, pageFromUrl } from '#app/domain/pagination.ts'
import { ActiveBadge, dateText } from '#app/features/content/content-ui.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { BrandProfileSummary } from '#app/features/profiles/brand-profile-summary.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { loadWriterAssignments } from './assignments.server.ts'
import type { Route } from './+types/assignments'

export const meta: Route.MetaFunction = () => pageMeta('Assignments', 'The founders you write for, and their brand profiles.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'read:own-assignments')
  const page = pageFromUrl(args.request.url)
  return loadWriterAssignments(getDb(), user, page)
}

export default function AssignmentsPage({ loaderData }: Route.ComponentProps) {
  const { rows, page, total } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Assignments"
        description="The founders you are paired with, newest first. Read their brand profile before you write."
      />
      {rows.length === 0 ? (
        <EmptyState title="No assignments yet.">
          <p>An admin pairs you with founders; they show here with their brand profile.</p>
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Assignments">
          {rows.map((row) => (
            <li key={row.id} className="card space-y-3" data-testid="assignment">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-bold">{row.founderName}</h2>
                  <p className="text-sm text-ink-soft">
                    {row.company ?? 'No company given'} · assigned {dateText(row.assignedAt)}
                  </p>
                </div>
                <ActiveBadge active={row.isActive} />
              </div>
              {row.isActive ? (
                <details>
                  <summary className="cursor-pointer py-0.5 text-sm font-semibold">Brand profile of {row.founderName}</summary>
                  <div className="mt-3">
                    <BrandProfileSummary profile={row.brandProfile} founderName={row.founderName} headingLevel={3} />
                  </div>
                </details>
              ) : (
                <p className="text-sm text-ink-soft">This pairing has ended; its brand profile is no longer shared with you.</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pageCount(total, loaderData.pageSize)} label="Assignment pages" />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
