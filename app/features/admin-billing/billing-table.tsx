import { Link } from 'react-router'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { SignedAmount } from '#app/components/ui/signed-amount.tsx'
import { TRANSACTION_STATUS_LABELS as STATUS_LABELS, TRANSACTION_TYPE_LABELS as TYPE_LABELS } from '#app/domain/transactions.ts'
import { dateText } from '#app/utils/dates.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { CardSection } from '#app/components/ui/card-section.tsx'
import { RefundLink } from './refund-link.tsx'

type Row = {
  id: string
  userId: string
  type: keyof typeof TYPE_LABELS
  status: keyof typeof STATUS_LABELS
  amountMinor: number
  currency: Currency
  description: string | null
  reference: string | null
  createdAt: string
  userName: string
  userEmail: string
  /** "Refunded $40 · Disputed": refunds and disputes of a charge; null when there are none. */
  moneyBack: string | null
  refundable: boolean
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
              <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                {(
                  [
                    ['Payments', total.payments],
                    ['Refunds', total.refunds],
                    ['Payouts', total.payouts],
                    ['Net', { count: total.payments.count, amountMinor: total.payments.amountMinor - total.refunds.amountMinor }],
                  ] as const
                ).map(([label, bucket]) => (
                  <div key={label}>
                    <dt className="text-ink-soft">{label}</dt>
                    <dd className="text-lg font-black" data-testid={`total-${total.currency}-${label.toLowerCase()}`}>
                      {formatMoney(bucket.amountMinor, total.currency)}
                    </dd>
                    <dd className="text-xs text-ink-soft">{label === 'Net' ? 'payments less refunds' : plural(bucket.count, 'item')}</dd>
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

const COLUMNS: Column<Row>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (row) => <time dateTime={row.createdAt}>{dateText(row.createdAt)}</time>,
    nowrap: true,
  },
  { key: 'type', header: 'Type', cell: (row) => TYPE_LABELS[row.type] },
  {
    key: 'user',
    header: 'User',
    cell: (row) => (
      <>
        {row.type === 'payout' ? (
          <span className="block font-semibold">{row.userName}</span>
        ) : (
          <Link to={`/dashboard/admin/customers/${encodeURIComponent(row.userId)}`} className="link block font-semibold">
            {row.userName}
          </Link>
        )}
        <span className="block break-all text-ink-soft">{row.userEmail}</span>
      </>
    ),
  },
  {
    key: 'details',
    header: 'Details',
    cell: (row) => (
      <>
        {row.description ?? '—'}
        {row.reference ? <span className="block text-xs text-ink-soft">Ref {row.reference}</span> : null}
      </>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    cell: (row) => <SignedAmount minor={row.amountMinor} currency={row.currency} negative={row.type === 'refund'} />,
    align: 'end',
    className: 'font-semibold',
    nowrap: true,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <>
        {STATUS_LABELS[row.status]}
        {row.moneyBack ? (
          <span className="block text-xs font-semibold text-shock-ink" data-testid="money-back">
            {row.moneyBack}
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: 'actions',
    header: 'Actions',
    cell: (row) => (row.refundable ? <RefundLink row={row} of={`paid by ${row.userName}`} /> : null),
  },
]

export function BillingTable({ rows, total, page, pages }: { rows: Row[]; total: number; page: number; pages: number }) {
  return (
    <CardSection
      id="transactions-heading"
      title={
        <>
          Transactions <span className="text-base font-semibold text-ink-soft">({total.toLocaleString('en-US')})</span>
        </>
      }
    >
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        caption="Transactions, newest first"
        rowTestId="billing-row"
        empty="No transactions match these filters."
        className="mt-4"
      />
      <Pager page={page} pages={pages} label="Transaction pages" />
    </CardSection>
  )
}
