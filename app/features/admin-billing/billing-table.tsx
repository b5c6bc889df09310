import { formatMoney, type Currency } from '#app/domain/money.ts'
import { STATUS_LABELS, TYPE_LABELS } from './billing-filters.ts'
import { dateText } from '#app/utils/dates.ts'
import { Pager } from '#app/components/ui/pager.tsx'

type Row = {
  id: string
  type: keyof typeof TYPE_LABELS
  status: keyof typeof STATUS_LABELS
  amountMinor: number
  currency: Currency
  description: string | null
  reference: string | null
  createdAt: string
  userName: string
  userEmail: string
}
type Bucket = { count: number; amountMinor: number }
type Totals = { currency: Currency; count: number; payments: Bucket; refunds: Bucket; payouts: Bucket }

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`

/** The filtered set's totals per currency: USD and INR side by side, never added together. */
export function BillingTotals({ totals }: { totals: Totals[] }) {
  return (
    <section aria-labelledby="totals-heading">
      <h2 id="totals-heading" className="font-display text-xl font-black">
        Totals of these transactions
      </h2>
      {totals.length === 0 ? (
        <p className="mt-2 text-ink-soft">Nothing to total.</p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {totals.map((total) => (
            <div key={total.currency} className="card" data-testid={`totals-${total.currency}`}>
              <p className="text-sm font-bold text-ink-soft">
                {total.currency} · {plural(total.count, 'transaction')}
              </p>
              <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
                {(
                  [
                    ['Payments', total.payments],
                    ['Refunds', total.refunds],
                    ['Payouts', total.payouts],
                  ] as const
                ).map(([label, bucket]) => (
                  <div key={label}>
                    <dt className="text-ink-soft">{label}</dt>
                    <dd className="text-lg font-black" data-testid={`total-${total.currency}-${label.toLowerCase()}`}>
                      {formatMoney(bucket.amountMinor, total.currency)}
                    </dd>
                    <dd className="text-xs text-ink-soft">{plural(bucket.count, 'item')}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      )}
    </section>
  )
}

export function BillingTable({ rows, total, page, pages }: { rows: Row[]; total: number; page: number; pages: number }) {
  return (
    <section aria-labelledby="transactions-heading" className="card sm:p-8">
      <h2 id="transactions-heading" className="font-display text-xl font-black">
        Transactions <span className="text-base font-semibold text-ink-soft">({total.toLocaleString('en-US')})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-4 text-ink-soft">No transactions match these filters.</p>
      ) : (
        <div className="mt-4 overflow-x-auto" role="region" aria-label="Transactions table (scrolls sideways)" tabIndex={0}>
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead>
              <tr className="border-b border-ink/10">
                <th scope="col" className="py-3 pr-4 font-bold">
                  Date
                </th>
                <th scope="col" className="py-3 pr-4 font-bold">
                  Type
                </th>
                <th scope="col" className="py-3 pr-4 font-bold">
                  User
                </th>
                <th scope="col" className="py-3 pr-4 font-bold">
                  Details
                </th>
                <th scope="col" className="py-3 pr-4 text-right font-bold">
                  Amount
                </th>
                <th scope="col" className="py-3 font-bold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-ink/5 align-top last:border-0" data-testid="billing-row">
                  <td className="py-3 pr-4 whitespace-nowrap">
                    <time dateTime={row.createdAt}>{dateText(row.createdAt)}</time>
                  </td>
                  <td className="py-3 pr-4">{TYPE_LABELS[row.type]}</td>
                  <td className="py-3 pr-4">
                    <span className="block font-semibold">{row.userName}</span>
                    <span className="block break-all text-ink-soft">{row.userEmail}</span>
                  </td>
                  <td className="py-3 pr-4 break-words">
                    {row.description ?? '—'}
                    {row.reference ? <span className="block text-xs text-ink-soft">Ref {row.reference}</span> : null}
                  </td>
                  <td className="py-3 pr-4 text-right font-semibold whitespace-nowrap">{formatMoney(row.amountMinor, row.currency)}</td>
                  <td className="py-3">{STATUS_LABELS[row.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} label="Transaction pages" />
    </section>
  )
}
