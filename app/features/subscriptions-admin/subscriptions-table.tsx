// The admin's list of subscriptions (and a founder's plan history): one DataTable (decision 025) that
// stacks into cards on a phone.
import { Link } from 'react-router'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { SUBSCRIPTION_STATE_LABELS, type SubscriptionState } from '#app/domain/subscription-metrics.ts'
import { dateText } from '#app/utils/dates.ts'

export type SubscriptionRow = {
  id: string
  userId: string
  name: string
  email: string
  planName: string
  period: string
  currency: Currency
  amountMinor: number
  state: SubscriptionState
  startedAt: string
  renewsOrEnds: { kind: 'renews' | 'ends'; at: string | null }
  pendingChange: { planName: string; period: string; amountMinor: number | null } | null
}

const PERIOD_TEXT: Record<string, string> = { monthly: 'Monthly', yearly: 'Yearly', one_time: 'One-time' }

const STATE_TONE: Record<SubscriptionState, string> = {
  active: 'bg-ink/5 text-ink',
  'payment-due': 'bg-shock/15 text-shock-ink',
  cancelling: 'bg-ink/5 text-ink-soft',
  cancelled: 'bg-ink/5 text-ink-soft',
  expired: 'bg-ink/5 text-ink-soft',
}

export const customerHref = (userId: string) => `/dashboard/admin/customers/${encodeURIComponent(userId)}`

export function StateBadge({ state }: { state: SubscriptionState }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${STATE_TONE[state]}`} data-testid="subscription-state">
      {SUBSCRIPTION_STATE_LABELS[state]}
    </span>
  )
}

const founderColumn: Column<SubscriptionRow> = {
  key: 'founder',
  header: 'Founder',
  rowHeader: true,
  cell: (row) => (
    <>
      <Link to={customerHref(row.userId)} className="link block font-semibold">
        {row.name}
      </Link>
      <span className="block break-all text-ink-soft">{row.email}</span>
    </>
  ),
}

const planColumns: Column<SubscriptionRow>[] = [
  {
    key: 'plan',
    header: 'Plan',
    cell: (row) => (
      <>
        <span className="block font-semibold">{row.planName}</span>
        <span className="block text-ink-soft">
          {PERIOD_TEXT[row.period] ?? row.period} · {formatMoney(row.amountMinor, row.currency)}
        </span>
      </>
    ),
  },
  { key: 'currency', header: 'Currency', cell: (row) => row.currency },
  { key: 'status', header: 'Status', cell: (row) => <StateBadge state={row.state} /> },
  {
    key: 'started',
    header: 'Started',
    nowrap: true,
    cell: (row) => <time dateTime={row.startedAt}>{dateText(row.startedAt)}</time>,
  },
  {
    key: 'renews',
    header: 'Renews / ends',
    nowrap: true,
    cell: (row) =>
      row.renewsOrEnds.at ? (
        <span data-testid="renews-or-ends">
          {row.renewsOrEnds.kind === 'renews' ? 'Renews' : 'Ends'}{' '}
          <time dateTime={row.renewsOrEnds.at}>{dateText(row.renewsOrEnds.at)}</time>
        </span>
      ) : (
        '—'
      ),
  },
  {
    key: 'pending',
    header: 'Pending change',
    cell: (row) =>
      row.pendingChange ? (
        <>
          {row.pendingChange.planName}, {(PERIOD_TEXT[row.pendingChange.period] ?? row.pendingChange.period).toLowerCase()}
          {row.pendingChange.amountMinor !== null ? (
            <span className="block text-ink-soft">{formatMoney(row.pendingChange.amountMinor, row.currency)} from the next renewal</span>
          ) : null}
        </>
      ) : (
        <span className="text-ink-soft">None</span>
      ),
  },
]

export function SubscriptionsTable({ rows, empty, withFounder = true }: { rows: SubscriptionRow[]; empty: string; withFounder?: boolean }) {
  return (
    <DataTable
      rows={rows}
      columns={withFounder ? [founderColumn, ...planColumns] : planColumns}
      rowKey={(row) => row.id}
      caption={withFounder ? 'Subscriptions, newest first' : 'Plan history, newest first'}
      rowTestId="subscription-row"
      empty={empty}
      className="mt-4"
    />
  )
}
