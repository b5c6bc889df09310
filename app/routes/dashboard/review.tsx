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
import { boardHref } from '#app/domain/content-board.ts'
import type { Route } from './+types/review'

export const meta: Route.MetaFunction = () => pageMeta('Content Review', 'What your writers delivered, waiting for your decision.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'review:content:own', { adminsTo: boardHref({ state: 'pending' }) })
  // A founder sees a draft only of their own request ("in progress"), never a writer's own draft.
  return loadContentListPage(getDb(), user, 'founder', new URL(args.request.url).searchParams)
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { rows, status, page, total } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Content Review"
        description="Your requests and what your writers delivered. Open a piece to read it, approve it or request changes."
        actions={
          <Link to="/dashboard/request" className="btn-primary">
            Request a piece
          </Link>
        }
      />
      <StatusFilter
        current={status}
        statuses={['requested', 'draft', 'pending', 'rejected', 'approved', 'cancelled']}
        label="Filter content by status"
        inProgress
      />
      {rows.length === 0 ? (
        <EmptyState title={status ? 'Nothing with this status.' : 'Nothing to review yet.'}>
          {status ? null : <p>Request a piece, and it shows here with its due date; when your writer submits it, you get an e-mail.</p>}
        </EmptyState>
      ) : (
        <ContentList rows={rows} side="founder" />
      )}
      <Pager page={page} pages={pageCount(total, loaderData.pageSize)} label="Content review pages" />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
