import { formatMoney, type Currency } from '#app/domain/money.ts'
import { RATE_TYPE_LABELS, type WriterRate } from './payout-math.ts'
import { dateText } from '#app/utils/dates.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'

export type BalanceView = {
  rate: WriterRate | null
  approvedPieces: number
  activeMonths: number
  earnedMinor: number | null
  owedMinor: number | null
  aheadMinor: number
  currency: Currency | null
  paid: Record<Currency, number>
}

/** The owed formula in words, as the numbers on the page follow it (payout-math.ts). */
export function OwedFormula() {
  return (
    <p className="text-sm text-ink-soft">
      <strong className="text-ink">How “owed” is worked out:</strong> a writer paid per piece earns their rate for every piece a founder has
      approved; a writer paid per month earns it for every full month each of their active assignments has lasted. Owed is what they earned
      minus every payout recorded for them in the rate’s currency (paid or pending). Payouts in the other currency are listed but never
      converted or subtracted, and a rate change applies to all their approved work.
    </p>
  )
}

export function paidText(paid: Record<Currency, number>) {
  const parts = (['USD', 'INR'] as const).filter((currency) => paid[currency] > 0).map((currency) => formatMoney(paid[currency], currency))
  return parts.length ? parts.join(' · ') : 'Nothing yet'
}

export function owedText(balance: Pick<BalanceView, 'owedMinor' | 'currency' | 'aheadMinor'>) {
  if (balance.owedMinor === null || !balance.currency) return 'Set a rate'
  if (balance.aheadMinor > 0) return `${formatMoney(0, balance.currency)} (paid ${formatMoney(balance.aheadMinor, balance.currency)} ahead)`
  return formatMoney(balance.owedMinor, balance.currency)
}

export function rateText(rate: WriterRate | null) {
  return rate ? `${formatMoney(rate.amountMinor, rate.currency)} ${RATE_TYPE_LABELS[rate.rateType]}` : 'No rate'
}

/** One writer's numbers: rate, what it earned, what was paid, what is owed. */
export function BalanceSummary({ balance }: { balance: BalanceView }) {
  const items = [
    ['Rate', rateText(balance.rate)],
    ['Approved pieces', balance.approvedPieces.toLocaleString('en-US')],
    ['Months of active assignments', balance.activeMonths.toLocaleString('en-US')],
    ['Earned', balance.earnedMinor !== null && balance.currency ? formatMoney(balance.earnedMinor, balance.currency) : '—'],
    ['Paid out', paidText(balance.paid)],
  ] as const
  return (
    <section aria-labelledby="balance-heading" className="card space-y-4 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="balance-heading" className="font-display text-xl font-black">
          Owed
        </h2>
        <p className="font-display text-3xl font-black" data-testid="owed">
          {owedText(balance)}
        </p>
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-soft">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <OwedFormula />
    </section>
  )
}

export type PayoutDetailsView = {
  method: 'bank' | 'upi' | 'paypal'
  accountHolder: string
  upiId: string | null
  bankName: string | null
  bankAccountNumber: string | null
  bankRoutingCode: string | null
  paypalEmail: string | null
  country: string
  updatedAt: string | null
}

const METHOD_LABELS = { bank: 'Bank transfer', upi: 'UPI', paypal: 'PayPal' } as const

/** Where to send the money, as the writer gave it at onboarding. */
export function PayoutDetailsCard({ details }: { details: PayoutDetailsView | null }) {
  const rows: [string, string | null][] = details
    ? [
        ['Method', METHOD_LABELS[details.method]],
        ['Account holder', details.accountHolder],
        ['UPI ID', details.upiId],
        ['Bank', details.bankName],
        ['Account number', details.bankAccountNumber],
        ['IFSC / routing code', details.bankRoutingCode],
        ['PayPal e-mail', details.paypalEmail],
        ['Country', details.country],
      ]
    : []
  return (
    <section aria-labelledby="details-heading" className="card">
      <h2 id="details-heading" className="font-display text-xl font-black">
        Payout details
      </h2>
      {details ? (
        <>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            {rows
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt className="text-ink-soft">{label}</dt>
                  <dd className="font-semibold break-all">{value}</dd>
                </div>
              ))}
          </dl>
          {details.updatedAt ? <p className="mt-3 text-xs text-ink-soft">Last changed {dateText(details.updatedAt)}</p> : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">
          This writer has not given payout details yet. Ask them to add them in their writer profile before paying.
        </p>
      )}
    </section>
  )
}

type PayoutRow = {
  id: string
  amountMinor: number
  currency: Currency
  status: string
  reference: string | null
  note: string | null
  createdAt: string
  recordedBy: string | null
}

const PAYOUT_COLUMNS: Column<PayoutRow>[] = [
  { key: 'date', header: 'Date', cell: (payout) => dateText(payout.createdAt), nowrap: true },
  {
    key: 'amount',
    header: 'Amount',
    cell: (payout) => formatMoney(payout.amountMinor, payout.currency),
    className: 'font-semibold',
    nowrap: true,
  },
  { key: 'status', header: 'Status', cell: (payout) => payout.status, className: 'capitalize' },
  {
    key: 'reference',
    header: 'Reference',
    cell: (payout) => (
      <>
        {payout.reference ?? '—'}
        {payout.note ? <span className="block text-xs whitespace-pre-line text-ink-soft">{payout.note}</span> : null}
      </>
    ),
  },
  { key: 'recorded-by', header: 'Recorded by', cell: (payout) => payout.recordedBy ?? '—' },
]

export function PayoutHistory({ payouts }: { payouts: PayoutRow[] }) {
  return (
    <section aria-labelledby="history-heading" className="card sm:p-8">
      <h2 id="history-heading" className="font-display text-xl font-black">
        Payouts
      </h2>
      <DataTable
        rows={payouts}
        columns={PAYOUT_COLUMNS}
        rowKey={(payout) => payout.id}
        labelledBy="history-heading"
        rowTestId="payout-row"
        empty="No payouts recorded yet."
        className="mt-4"
      />
    </section>
  )
}
