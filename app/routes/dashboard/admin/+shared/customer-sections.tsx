// The customer page's sections: profile, plan history with its actions, transactions with invoices,
// refunds and credit notes, and writers. Lists are DataTables (decision 025).
import { Link } from 'react-router'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { SignedAmount } from '#app/components/ui/signed-amount.tsx'
import { CardSection } from '#app/components/ui/card-section.tsx'
import { DocumentLink, transactionColumns } from '#app/features/billing/transaction-columns.tsx'
import { CANCEL_TEXT } from '#app/features/subscriptions-admin/cancel-schema.ts'
import { RefundLink } from '#app/features/admin-billing/refund-link.tsx'
import { SubscriptionsTable } from '#app/features/subscriptions-admin/subscriptions-table.tsx'
import { dateText } from '#app/utils/dates.ts'
import type { CustomerData } from '../customer.server.ts'

type Transaction = CustomerData['transactions']['rows'][number]
type MoneyBack = CustomerData['moneyBack'][number]
type Assignment = CustomerData['assignments'][number]

const TRANSACTION_COLUMNS = transactionColumns<Transaction>([
  {
    key: 'actions',
    header: 'Actions',
    // Nothing for a row that cannot be refunded: an empty cell, and no "Actions" line on its card.
    cell: (row) => (row.refundable ? <RefundLink row={row} of={`of ${row.description ?? 'this charge'}`} /> : null),
  },
])

const REFUND_STATUS_LABELS = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed' } as const

const MONEY_BACK_COLUMNS: Column<MoneyBack>[] = [
  { key: 'date', header: 'Asked on', nowrap: true, cell: (row) => <time dateTime={row.createdAt}>{dateText(row.createdAt)}</time> },
  {
    key: 'what',
    header: 'What',
    cell: (row) => (
      <>
        <span className="block font-semibold">{row.kind === 'dispute' ? 'Lost dispute' : 'Refund'}</span>
        <span className="block text-ink-soft">of {row.chargeDescription}</span>
      </>
    ),
  },
  { key: 'reason', header: 'Reason', cell: (row) => row.reason },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    nowrap: true,
    className: 'font-semibold',
    cell: (row) => <SignedAmount minor={row.amountMinor} currency={row.currency} negative />,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <>
        {REFUND_STATUS_LABELS[row.status]}
        {row.status === 'failed' && row.failureReason ? <span className="block text-xs text-ink-soft">{row.failureReason}</span> : null}
      </>
    ),
  },
  {
    key: 'credit-note',
    header: 'Credit note',
    nowrap: true,
    cell: (row) => (
      <DocumentLink
        row={{ creditNoteId: row.creditNote?.id, creditNoteNumber: row.creditNote?.number }}
        none={row.status === 'pending' ? 'Once it succeeds' : 'None'}
        numberOnly
      />
    ),
  },
]

const ASSIGNMENT_COLUMNS: Column<Assignment>[] = [
  { key: 'writer', header: 'Writer', rowHeader: true, cell: (row) => row.writerName },
  { key: 'since', header: 'Paired on', nowrap: true, cell: (row) => <time dateTime={row.assignedAt}>{dateText(row.assignedAt)}</time> },
  { key: 'state', header: 'Pairing', cell: (row) => (row.isActive ? 'Active' : 'Ended') },
]

export function CustomerSections({ customer, here }: { customer: CustomerData; here: string }) {
  const { profile, plans, transactions, assignments } = customer
  const live = plans.find((plan) => plan.live)
  const confirmHref = (intent: keyof typeof CANCEL_TEXT, id: string) =>
    `${here}?${new URLSearchParams({ confirm: intent, subscription: id }).toString()}`
  return (
    <>
      <section aria-labelledby="profile-heading" className="card">
        <h2 id="profile-heading" className="font-display text-xl font-black">
          Profile
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-ink-soft">E-mail</dt>
            <dd className="break-all">{profile.email}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-soft">Company</dt>
            <dd>{profile.company ?? '—'}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-soft">Joined</dt>
            <dd data-testid="customer-joined">{dateText(profile.createdAt)}</dd>
          </div>
        </dl>
      </section>

      <CardSection
        id="plans-heading"
        title="Plan history"
        aside={
          live ? (
            <div className="flex flex-wrap gap-2" aria-label="End the live subscription" role="group">
              {live.state !== 'cancelling' ? (
                <Link to={confirmHref('cancel-at-period-end', live.id)} className="btn-secondary btn-sm">
                  {CANCEL_TEXT['cancel-at-period-end'].button}
                </Link>
              ) : null}
              <Link to={confirmHref('cancel-now', live.id)} className="btn-secondary btn-sm">
                {CANCEL_TEXT['cancel-now'].button}
              </Link>
            </div>
          ) : null
        }
      >
        <SubscriptionsTable rows={plans} withFounder={false} empty="No subscriptions yet." />
      </CardSection>

      <CardSection id="transactions-heading" title="Transactions">
        <DataTable
          rows={transactions.rows}
          columns={TRANSACTION_COLUMNS}
          rowKey={(row) => row.id}
          caption="Transactions, newest first"
          rowTestId="customer-transaction"
          empty="No transactions yet."
          className="mt-4"
        />
        <Pager page={transactions.page} hasMore={transactions.hasMore} label="Transaction pages" />
      </CardSection>

      <CardSection id="refunds-heading" title="Refunds and credit notes" testId="customer-refunds">
        <p className="mt-1 text-sm text-ink-soft">Refund a charge from its row in Transactions.</p>
        <DataTable
          rows={customer.moneyBack}
          columns={MONEY_BACK_COLUMNS}
          rowKey={(row) => row.key}
          caption="Refunds and credit notes, newest first"
          rowTestId="customer-refund"
          empty="No refunds or credit notes for this customer."
          className="mt-4"
        />
      </CardSection>

      <CardSection id="writers-heading" title="Writers">
        <DataTable
          rows={assignments}
          columns={ASSIGNMENT_COLUMNS}
          rowKey={(row) => row.id}
          caption="Writers paired with this founder, newest first"
          empty="No writer has been paired with this founder."
          className="mt-4"
        />
      </CardSection>
    </>
  )
}
