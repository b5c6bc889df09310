import { pageCount, pageFromUrl } from '#app/domain/pagination.ts'
import { dateText, EmptyState, PageHeader } from '#app/features/content/content-ui.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
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

export default function EarningsPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, paid, page } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Earnings" intro="Payouts for your work, newest first.">
        <p className="text-sm text-ink-soft" data-testid="earnings-total">
          Paid in all: {paid.length === 0 ? '—' : paid.map((total) => formatMoney(total.amountMinor, total.currency)).join(' · ')}
        </p>
      </PageHeader>
      {rows.length === 0 ? (
        <EmptyState title="No payouts yet.">
          <p>When a payout is recorded for your work, it shows here.</p>
        </EmptyState>
      ) : (
        <div className="card overflow-x-auto p-0" role="region" aria-label="Payouts (scrolls sideways)" tabIndex={0}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead>
              <tr className="border-b border-ink/10">
                <th scope="col" className="px-5 py-3 font-bold">
                  Type
                </th>
                <th scope="col" className="px-5 py-3 font-bold">
                  Date
                </th>
                <th scope="col" className="px-5 py-3 text-right font-bold">
                  Amount
                </th>
                <th scope="col" className="px-5 py-3 font-bold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-ink/5 last:border-0">
                  <td className="px-5 py-3">
                    Payout
                    {row.description ? <span className="block text-ink-soft">{row.description}</span> : null}
                  </td>
                  <td className="px-5 py-3 whitespace-nowrap">{dateText(row.createdAt)}</td>
                  <td className="px-5 py-3 text-right font-semibold whitespace-nowrap">{formatMoney(row.amountMinor, row.currency)}</td>
                  <td className="px-5 py-3">{STATUS[row.status] ?? row.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pageCount(total, loaderData.pageSize)} label="Earnings pages" />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
