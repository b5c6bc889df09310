import { pageCount, pageFromUrl } from '#app/domain/pagination.ts'
import { dateText } from '#app/features/content/content-ui.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { EARNINGS_PAGE_SIZE, loadEarnings } from '#app/features/workspace/earnings.server.ts'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { formatMoney } from '#app/domain/money.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/earnings'

export const meta: Route.MetaFunction = () => pageMeta('Earnings', 'Your payouts.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'read:own-earnings')
  const page = pageFromUrl(args.request.url)
  return { page, pageSize: EARNINGS_PAGE_SIZE, ...(await loadEarnings(getDb(), user, page)) }
}

const STATUS: Record<string, string> = { paid: 'Paid', pending: 'Pending', failed: 'Failed', completed: 'Paid', refunded: 'Refunded' }

type EarningsRow = Route.ComponentProps['loaderData']['rows'][number]

const COLUMNS: Column<EarningsRow>[] = [
  {
    key: 'type',
    header: 'Type',
    cell: (row) => (
      <>
        Payout
        {row.description ? <span className="block text-ink-soft">{row.description}</span> : null}
      </>
    ),
  },
  { key: 'date', header: 'Date', cell: (row) => dateText(row.createdAt), nowrap: true },
  {
    key: 'amount',
    header: 'Amount',
    cell: (row) => formatMoney(row.amountMinor, row.currency),
    align: 'end',
    className: 'font-semibold',
    nowrap: true,
  },
  { key: 'status', header: 'Status', cell: (row) => STATUS[row.status] ?? row.status },
]

export default function EarningsPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, paid, page } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Earnings"
        description="Payouts for your work, newest first."
        actions={
          <p className="text-sm text-ink-soft" data-testid="earnings-total">
            Paid in all: {paid.length === 0 ? '—' : paid.map((total) => formatMoney(total.amountMinor, total.currency)).join(' · ')}
          </p>
        }
      />
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        caption="Payouts, newest first"
        rowTestId="earnings-row"
        className="card sm:px-8"
        empty={
          <EmptyState title="No payouts yet.">
            <p>When a payout is recorded for your work, it shows here.</p>
          </EmptyState>
        }
      />
      <Pager page={page} pages={pageCount(total, loaderData.pageSize)} label="Earnings pages" />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
