import { pageCount, pageFromUrl } from '#app/domain/pagination.ts'
import { dateText } from '#app/features/content/content-ui.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { OwedPieces, PiecesBehind, RateCardList } from '#app/features/payouts/payout-views.tsx'
import { EARNINGS_PAGE_SIZE, loadWriterEarnings } from '#app/features/payouts/writer-earnings.server.ts'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { formatMoney } from '#app/domain/money.ts'
import { totalsText } from '#app/domain/writer-pay.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/earnings'

export const meta: Route.MetaFunction = () => pageMeta('Earnings', 'Your rates, what you are owed and your payouts.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'read:own-earnings')
  const page = pageFromUrl(args.request.url)
  return { page, pageSize: EARNINGS_PAGE_SIZE, ...(await loadWriterEarnings(getDb(), user, page)) }
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
        <PiecesBehind pieces={row.pieces} currency={row.currency} linked />
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
  const { rows, total, paid, owed, owedLines, owedLineCount, rateCard, page } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Earnings" description="What your approved pieces earn: owed until a payout settles them, then paid." />
      <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2">
        <div className="card">
          <h2 className="text-sm font-semibold text-ink-soft">Owed to you</h2>
          <p className="mt-1 font-display text-3xl font-black" data-testid="earnings-owed">
            {totalsText(owed, 'Nothing owed')}
          </p>
        </div>
        <div className="card">
          <h2 className="text-sm font-semibold text-ink-soft">Paid to you</h2>
          <p className="mt-1 font-display text-3xl font-black" data-testid="earnings-total">
            {totalsText(paid, 'Nothing yet')}
          </p>
        </div>
      </section>
      {rateCard ? (
        <section aria-labelledby="rates-heading" className="card sm:p-8">
          <h2 id="rates-heading" className="font-display text-xl font-black">
            Your rates
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            What each approved piece earns you, in {rateCard.currency}. A piece keeps the rate in force the day it was approved.
          </p>
          <RateCardList card={rateCard} className="mt-4" />
        </section>
      ) : null}
      <OwedPieces
        lines={owedLines}
        total={owedLineCount}
        linked
        empty={
          <p className="text-ink-soft">Nothing owed right now. When a founder approves one of your pieces, it shows here at your rate.</p>
        }
      />
      <section aria-labelledby="payouts-heading" className="space-y-4">
        <h2 id="payouts-heading" className="font-display text-xl font-black">
          Payouts
        </h2>
        <DataTable
          rows={rows}
          columns={COLUMNS}
          rowKey={(row) => row.id}
          caption="Payouts, newest first"
          rowTestId="earnings-row"
          className="card sm:px-8"
          empty={
            <EmptyState title="No payouts yet.">
              <p>When a payout is recorded for your work, it shows here with the pieces it paid for.</p>
            </EmptyState>
          }
        />
        <Pager page={page} pages={pageCount(total, loaderData.pageSize)} label="Earnings pages" />
      </section>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
