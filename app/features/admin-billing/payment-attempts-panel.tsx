import { useEffect, useRef } from 'react'
import { useLocation, useRevalidator } from 'react-router'
import { notify } from '#app/components/ui/toast.tsx'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { dateTimeText } from '#app/utils/dates.ts'
import { Pager } from '#app/components/ui/pager.tsx'

export type PaymentAttemptRow = {
  id: string
  status: 'dropped' | 'success' | 'failed'
  outcome: 'pending' | 'paid' | 'failed' | 'expired'
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
const STATUS_STYLES = { success: 'bg-lime/50', failed: 'bg-shock/15 text-shock-ink', dropped: 'bg-ink/5' } as const
const OUTCOME_STYLES = { paid: 'bg-lime/50', failed: 'bg-shock/15 text-shock-ink', expired: 'bg-ink/5', pending: 'bg-ink/5' } as const
const SYMBOLS: Record<Currency, string> = { USD: '$', INR: '₹' }

const timeText = dateTimeText

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
  total,
  page,
  pages,
}: {
  attempts: PaymentAttemptRow[]
  total: number
  page: number
  pages: number
}) {
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
      {attempts.length === 0 ? (
        <p className="mt-6 text-ink-soft">No payment attempts recorded yet</p>
      ) : (
        <div className="mt-6 overflow-x-auto" role="region" aria-label="Payment attempts table (scrolls sideways)" tabIndex={0}>
          <table className="w-full min-w-[860px] text-left text-sm">
            <thead>
              <tr className="border-b border-ink/10">
                {['Time', 'Email', 'Plan', 'Billing period', 'Currency', 'Amount', 'Status', 'Outcome'].map((heading) => (
                  <th key={heading} scope="col" className={`py-3 pr-4 font-bold ${heading === 'Amount' ? 'text-right' : ''}`}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {attempts.map((attempt) => (
                <tr key={attempt.id} className="border-b border-ink/5 last:border-0" data-testid="payment-attempt">
                  <td className="py-3 pr-4 whitespace-nowrap">
                    <time dateTime={attempt.timestamp}>{timeText(attempt.timestamp)}</time>
                  </td>
                  <td className="py-3 pr-4 break-all">{attempt.email}</td>
                  <td className="py-3 pr-4">{attempt.planName}</td>
                  <td className="py-3 pr-4">{PERIODS[attempt.billingPeriod]}</td>
                  <td className="py-3 pr-4 whitespace-nowrap">
                    <span aria-hidden="true">{SYMBOLS[attempt.currency]}</span> {attempt.currency}
                  </td>
                  <td className="py-3 pr-4 text-right font-semibold whitespace-nowrap">
                    {formatMoney(attempt.amountMinor, attempt.currency)}
                  </td>
                  <td className="py-3 pr-4">
                    <span className={`rounded-full px-2.5 py-1 text-xs font-bold capitalize ${STATUS_STYLES[attempt.status]}`}>
                      {attempt.status}
                    </span>
                  </td>
                  <td className="py-3 pr-4">
                    <span className={`rounded-full px-2.5 py-1 text-xs font-bold capitalize ${OUTCOME_STYLES[attempt.outcome]}`}>
                      {attempt.outcome}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} label="Payment attempt pages" />
    </section>
  )
}
