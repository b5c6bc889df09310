import { useEffect, useRef } from 'react'
import { useLocation, useRevalidator } from 'react-router'
import { notify } from '#app/components/ui/toast.tsx'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { dateTimeText } from '#app/utils/dates.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { ATTEMPT_STATUS_LABELS, ATTEMPT_STATUSES, showsReason, type AttemptStatus, type AttemptSummary } from './attempt-status.ts'

export type PaymentAttemptRow = {
  id: string
  status: AttemptStatus
  /** What the provider or the checkout said when it did not end paid. */
  failureReason: string | null
  timestamp: string
  email: string
  plan: string
  planName: string
  billingPeriod: 'monthly' | 'yearly' | 'one_time'
  currency: Currency
  amountMinor: number
}

/** Spec §9: payment attempts reload every 30 s. */
export const ATTEMPTS_REFRESH_MS = 30_000
export const REFRESHED_MESSAGE = 'Payment attempts refreshed'

const PERIODS = { monthly: 'Monthly', yearly: 'Yearly', one_time: 'One-time' } as const
const STATUS_STYLES: Record<AttemptStatus, string> = {
  started: 'bg-ink/5',
  paid: 'bg-lime/50',
  declined: 'bg-shock/15 text-shock-ink',
  cancelled: 'bg-ink/10',
  expired: 'bg-ink/5',
  'provider-error': 'bg-shock/15 text-shock-ink',
}
const SYMBOLS: Record<Currency, string> = { USD: '$', INR: '₹' }

const timeText = dateTimeText

const pill = 'inline-block rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap'

const COLUMNS: Column<PaymentAttemptRow>[] = [
  {
    key: 'time',
    header: 'Time',
    // Wraps (date, then time) where the eight columns are tight.
    cell: (attempt) => <time dateTime={attempt.timestamp}>{timeText(attempt.timestamp)}</time>,
  },
  { key: 'email', header: 'Email', cell: (attempt) => attempt.email, className: 'break-all' },
  { key: 'plan', header: 'Plan', cell: (attempt) => attempt.planName },
  { key: 'period', header: 'Billing period', cell: (attempt) => PERIODS[attempt.billingPeriod] },
  {
    key: 'currency',
    header: 'Currency',
    cell: (attempt) => (
      <>
        <span aria-hidden="true">{SYMBOLS[attempt.currency]}</span> {attempt.currency}
      </>
    ),
    nowrap: true,
  },
  {
    key: 'amount',
    header: 'Amount',
    cell: (attempt) => formatMoney(attempt.amountMinor, attempt.currency),
    align: 'end',
    className: 'font-semibold',
    nowrap: true,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (attempt) => (
      <>
        <span className={`${pill} ${STATUS_STYLES[attempt.status]}`}>{ATTEMPT_STATUS_LABELS[attempt.status]}</span>
        {showsReason(attempt.status) && attempt.failureReason ? (
          <span className="mt-1 block text-xs text-ink-soft" data-testid="attempt-reason">
            {attempt.failureReason}
          </span>
        ) : null}
      </>
    ),
  },
]

/**
 * Reloads the attempts every 30 s while the page is visible (and at once when it becomes visible again),
 * and on Refresh, which says so with a toast when the fresh list is in.
 */
function useLiveAttempts() {
  const revalidator = useRevalidator()
  const announce = useRef(false)
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined
    const start = () => {
      clearInterval(timer)
      timer = setInterval(() => void revalidator.revalidate(), ATTEMPTS_REFRESH_MS)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return clearInterval(timer)
      void revalidator.revalidate()
      start()
    }
    if (document.visibilityState === 'visible') start()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
    // The revalidator's identity changes with its state; the interval needs only its first one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    if (revalidator.state === 'idle' && announce.current) {
      announce.current = false
      notify.success(REFRESHED_MESSAGE, { id: 'payment-attempts' })
    }
  }, [revalidator.state])
  return {
    refreshing: revalidator.state === 'loading',
    refresh: () => {
      announce.current = true
      void revalidator.revalidate()
    },
  }
}

export function PaymentAttemptsPanel({
  attempts,
  summary,
  page,
  pages,
}: {
  attempts: PaymentAttemptRow[]
  summary: AttemptSummary
  page: number
  pages: number
}) {
  const total = summary.attempts
  const { refreshing, refresh } = useLiveAttempts()
  const location = useLocation()
  return (
    <section aria-labelledby="attempts-heading" className="card sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="attempts-heading" className="font-display text-xl font-black">
            Payment attempts
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            Every checkout, newest first ({total.toLocaleString('en-US')} in all). The list reloads every 30 seconds.
          </p>
        </div>
        {/* Without JavaScript, Refresh is a link to this same page. */}
        <a
          href={`${location.pathname}${location.search}`}
          className="btn-secondary btn-sm"
          aria-disabled={refreshing || undefined}
          onClick={(event) => {
            event.preventDefault()
            if (!refreshing) refresh()
          }}
        >
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </a>
      </div>
      {summary.attempts > 0 ? (
        <dl className="mt-5 flex flex-wrap gap-2 text-sm" aria-label="Attempts by status">
          {ATTEMPT_STATUSES.map((status) => (
            <div key={status} className={`flex gap-1.5 rounded-full px-3 py-1 ${STATUS_STYLES[status]}`}>
              <dt>{ATTEMPT_STATUS_LABELS[status]}</dt>
              <dd className="font-bold" data-testid={`attempts-${status}`}>
                {summary.byStatus[status].toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <DataTable
        rows={attempts}
        columns={COLUMNS}
        rowKey={(attempt) => attempt.id}
        caption="Payment attempts, newest first"
        rowTestId="payment-attempt"
        empty="No payment attempts recorded yet"
        className="mt-6"
      />
      <Pager page={page} pages={pages} label="Payment attempt pages" />
    </section>
  )
}
