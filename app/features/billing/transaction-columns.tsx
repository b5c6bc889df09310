// The columns of a list of a founder's transactions, for the founder's own billing history and the
// customer page admins read: date, what it was, its kind, the amount (money back as "−$40"), its
// status with any refund or dispute, and its invoice or credit note. A page adds its own columns
// (an admin's Refund link) after these.
import { Link } from 'react-router'
import type { ReactNode } from 'react'
import type { Column } from '#app/components/ui/data-table.tsx'
import { SignedAmount } from '#app/components/ui/signed-amount.tsx'
import type { Currency } from '#app/domain/money.ts'
import {
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
  type TransactionStatus,
  type TransactionType,
} from '#app/domain/transactions.ts'
import { dateText } from '#app/utils/dates.ts'

export type TransactionRowView = {
  id: string
  type: TransactionType
  status: TransactionStatus
  description: string | null
  amountMinor: number
  currency: Currency
  createdAt: string
  /** "Refunded $40 · Disputed": what went back of a charge; null when nothing did. */
  moneyBack: string | null
  invoiceId: string | null
  invoiceNumber: string | null
  creditNoteId: string | null
  creditNoteNumber: string | null
}

/** The shared columns, then `extra`. */
export function transactionColumns<Row extends TransactionRowView>(extra: Column<Row>[] = []): Column<Row>[] {
  return [
    { key: 'date', header: 'Date', nowrap: true, cell: (row) => <time dateTime={row.createdAt}>{dateText(row.createdAt)}</time> },
    { key: 'description', header: 'Description', cell: (row) => row.description ?? '—' },
    { key: 'type', header: 'Type', cell: (row) => TRANSACTION_TYPE_LABELS[row.type] },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      nowrap: true,
      className: 'font-semibold',
      cell: (row) => <SignedAmount minor={row.amountMinor} currency={row.currency} negative={row.type === 'refund'} />,
    },
    { key: 'status', header: 'Status', cell: (row) => <StatusCell status={row.status} moneyBack={row.moneyBack} /> },
    { key: 'invoice', header: 'Invoice', nowrap: true, cell: (row) => <DocumentLink row={row} /> },
    ...extra,
  ]
}

function StatusCell({ status, moneyBack }: { status: TransactionStatus; moneyBack: string | null }) {
  return (
    <>
      {TRANSACTION_STATUS_LABELS[status]}
      {moneyBack ? (
        <span className="block text-xs font-semibold text-shock-ink" data-testid="money-back">
          {moneyBack}
        </span>
      ) : null}
    </>
  )
}

/** A charge's invoice, or a refund's credit note ("Credit note UCN…", or its number alone under a "Credit note" header); `none` for neither. */
export function DocumentLink({
  row,
  none = '—',
  numberOnly = false,
}: {
  row: Omit<Partial<TransactionRowView>, 'type'>
  none?: ReactNode
  numberOnly?: boolean
}) {
  if (row.invoiceId)
    return (
      <Link to={`/invoices/${row.invoiceId}`} className="link">
        {row.invoiceNumber}
      </Link>
    )
  if (row.creditNoteId)
    return (
      <Link to={`/credit-notes/${row.creditNoteId}`} className="link">
        {numberOnly ? null : 'Credit note '}
        <span className="whitespace-nowrap">{row.creditNoteNumber}</span>
      </Link>
    )
  return <span className="text-ink-soft">{none}</span>
}
