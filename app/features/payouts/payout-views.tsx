import { Link } from 'react-router'
import { TYPE_LABELS, type ContentType } from '#app/domain/content.ts'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { totalsText, type MoneyTotal, type RateCard } from '#app/domain/writer-pay.ts'
import { dateText } from '#app/utils/dates.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { CardSection } from '#app/components/ui/card-section.tsx'

export type BalanceView = {
  currency: Currency
  customRates: boolean
  approvedPieces: number
  owed: MoneyTotal[]
  owedLines: number
  paid: MoneyTotal[]
}

/** How owed and paid are worked out, in the words the numbers on the page follow (decision 028). */
export function OwedFormula() {
  return (
    <p className="text-sm text-ink-soft">
      <strong className="text-ink">How “owed” is worked out:</strong> when a founder approves a piece, its writer is owed their rate for
      that content type as it stood that day, in the currency they are paid in. A recorded payout settles what is owed in its currency,
      oldest piece first; the last piece it reaches may be settled in part. Dollars and rupees are totalled apart and never converted.
    </p>
  )
}

export const owedText = (owed: readonly MoneyTotal[]) => totalsText(owed, 'Nothing owed')
export const paidText = (paid: readonly MoneyTotal[]) => totalsText(paid, 'Nothing yet')

export function rateSummary(balance: Pick<BalanceView, 'currency' | 'customRates'>) {
  return `${balance.currency}, ${balance.customRates ? 'own rates' : 'default rates'}`
}

/** A writer's rates per content type: "Blog article $120", marked where an admin set their own. */
export function RateCardList({ card, className = '' }: { card: RateCard; className?: string }) {
  return (
    <dl className={`grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4 ${className}`} data-testid="rate-card">
      {card.lines.map((line) => (
        <div key={line.contentType} className="rounded-xl bg-paper px-4 py-3">
          <dt className="text-ink-soft">{TYPE_LABELS[line.contentType]}</dt>
          <dd className="font-display text-xl font-black">
            {formatMoney(line.amountMinor, card.currency)}
            <span className="sr-only"> per approved piece</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** One writer's numbers: what is owed and paid per currency, their pieces and their rates. */
export function BalanceSummary({ balance }: { balance: BalanceView }) {
  const items = [
    ['Paid in', rateSummary(balance)],
    ['Approved pieces', balance.approvedPieces.toLocaleString('en-US')],
    ['Pieces owed for', balance.owedLines.toLocaleString('en-US')],
    ['Paid out', paidText(balance.paid)],
  ] as const
  return (
    <section aria-labelledby="balance-heading" className="card space-y-4 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="balance-heading" className="font-display text-xl font-black">
          Owed
        </h2>
        <p className="font-display text-3xl font-black" data-testid="owed">
          {owedText(balance.owed)}
        </p>
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
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

export type OwedLineRow = {
  id: string
  contentId: string | null
  contentType: ContentType
  title: string
  amountMinor: number
  outstandingMinor: number
  currency: Currency
  accruedAt: string
}

const pieceTitle = (piece: { contentId: string | null; title: string }, linked: boolean) =>
  linked && piece.contentId ? (
    <Link to={`/dashboard/content/${piece.contentId}`} className="link break-words">
      {piece.title}
    </Link>
  ) : (
    <span className="break-words">{piece.title}</span>
  )

/** The approved pieces still owed for, oldest first (the order payouts settle them in). */
export function OwedPieces({
  lines,
  total,
  linked,
  empty,
}: {
  lines: readonly OwedLineRow[]
  total: number
  /** Link each title to its piece (the writer reads their own pieces; admins do not open them). */
  linked: boolean
  empty: React.ReactNode
}) {
  const columns: Column<OwedLineRow>[] = [
    { key: 'piece', header: 'Piece', rowHeader: true, cell: (line) => pieceTitle(line, linked) },
    { key: 'type', header: 'Type', cell: (line) => TYPE_LABELS[line.contentType] },
    { key: 'approved', header: 'Approved', cell: (line) => dateText(line.accruedAt), nowrap: true },
    {
      key: 'owed',
      header: 'Owed',
      align: 'end',
      nowrap: true,
      className: 'font-semibold',
      cell: (line) =>
        line.outstandingMinor === line.amountMinor
          ? formatMoney(line.amountMinor, line.currency)
          : `${formatMoney(line.outstandingMinor, line.currency)} of ${formatMoney(line.amountMinor, line.currency)}`,
    },
  ]
  return (
    <CardSection id="owed-pieces-heading" title="Owed for">
      <p className="mt-1 text-sm text-ink-soft">Approved pieces not yet paid, oldest first: the next payout settles them in this order.</p>
      <DataTable
        rows={lines}
        columns={columns}
        rowKey={(line) => line.id}
        labelledBy="owed-pieces-heading"
        rowTestId="owed-row"
        empty={empty}
        className="mt-4"
      />
      {total > lines.length ? (
        <p className="mt-3 text-xs text-ink-soft">
          The oldest {lines.length} of {total.toLocaleString('en-US')}.
        </p>
      ) : null}
    </CardSection>
  )
}

type PieceBehindView = { contentId: string | null; contentType: ContentType; title: string; amountMinor: number; lineMinor: number }

/** The pieces a payout settled: "Blog article · The title · $120" (or "$80 of $120" for a part). */
export function PiecesBehind({ pieces, currency, linked }: { pieces: readonly PieceBehindView[]; currency: Currency; linked: boolean }) {
  if (pieces.length === 0) return null
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-ink-soft">
      {pieces.map((piece, index) => (
        <li key={`${piece.contentId ?? piece.title}-${index}`}>
          {TYPE_LABELS[piece.contentType]} · {pieceTitle(piece, linked)} ·{' '}
          {piece.amountMinor === piece.lineMinor
            ? formatMoney(piece.amountMinor, currency)
            : `${formatMoney(piece.amountMinor, currency)} of ${formatMoney(piece.lineMinor, currency)}`}
        </li>
      ))}
    </ul>
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
  pieces: PieceBehindView[]
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
    header: 'Reference and pieces',
    cell: (payout) => (
      <>
        {payout.reference ?? '—'}
        {payout.note ? <span className="block text-xs whitespace-pre-line text-ink-soft">{payout.note}</span> : null}
        <PiecesBehind pieces={payout.pieces} currency={payout.currency} linked={false} />
      </>
    ),
  },
  { key: 'recorded-by', header: 'Recorded by', cell: (payout) => payout.recordedBy ?? '—' },
]

export function PayoutHistory({ payouts }: { payouts: PayoutRow[] }) {
  return (
    <CardSection id="history-heading" title="Payouts">
      <DataTable
        rows={payouts}
        columns={PAYOUT_COLUMNS}
        rowKey={(payout) => payout.id}
        labelledBy="history-heading"
        rowTestId="payout-row"
        empty="No payouts recorded yet."
        className="mt-4"
      />
    </CardSection>
  )
}
