import { Link } from 'react-router'
import { loadContentListPage } from '#app/features/content/content.server.ts'
import { pageCount } from '#app/domain/pagination.ts'
import { ContentList, StatusFilter } from '#app/features/content/content-ui.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { BOARD_PATH } from '#app/domain/content-board.ts'
import type { Route } from './+types/content'

export const meta: Route.MetaFunction = () => pageMeta('My Content', 'What you wrote, where it stands, and what to revise.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'create:content:own', { adminsTo: BOARD_PATH, foundersTo: '/dashboard/review' })
  return loadContentListPage(getDb(), user, 'writer', new URL(args.request.url).searchParams)
}

export default function MyContentPage({ loaderData }: Route.ComponentProps) {
  const { rows, status, page, total } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="My Content"
        description="Requests from your founders, your drafts and submissions, newest first. Drafts are yours alone until you submit them."
        actions={
          <Link to="/dashboard/content/new" className="btn-primary">
            New submission
          </Link>
        }
      />
      <StatusFilter
        current={status}
        statuses={['requested', 'draft', 'pending', 'rejected', 'approved', 'cancelled']}
        label="Filter my content by status"
      />
      {rows.length === 0 ? (
        <EmptyState title={status ? 'Nothing with this status.' : 'No content yet.'}>
          {status ? null : <p>Start with a new submission for a founder you are assigned to.</p>}
        </EmptyState>
      ) : (
        <ContentList rows={rows} side="writer" />
      )}
      <Pager page={page} pages={pageCount(total, loaderData.pageSize)} label="My content pages" />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
