// What the admin reads about subscriptions: the state a person understands (active, payment due,
// cancelling, cancelled, expired) and the recurring revenue figures per currency — MRR, subscribers,
// new and churned this month, churn rate and ARPU. Pure arithmetic on figures the caller reads (the
// counters of subscription_currency_monthly_totals, docs/decisions/033); money stays per currency.

/** How an admin reads a subscription, derived from what is stored (status, cancel at period end, period end). */
export const SUBSCRIPTION_STATES = ['active', 'payment-due', 'cancelling', 'cancelled', 'expired'] as const
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number]

export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionState, string> = {
  active: 'Active',
  'payment-due': 'Payment due',
  cancelling: 'Cancelling',
  cancelled: 'Cancelled',
  expired: 'Expired',
}

export type StoredSubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'expired'

/**
 * The state of a subscription at `now`:
 * - canceled → cancelled; expired → expired; past due → payment due;
 * - active and set to end at its period end → cancelling, or cancelled once that end has passed (the
 *   hourly job has not got to it yet);
 * - active with its period over and no renewal recorded → payment due;
 * - otherwise active.
 * The admin list's filter (subscriptions-admin) asks the database the same questions.
 */
export function subscriptionState(
  subscription: { status: StoredSubscriptionStatus; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null },
  now: Date,
): SubscriptionState {
  switch (subscription.status) {
    case 'canceled':
      return 'cancelled'
    case 'expired':
      return 'expired'
    case 'past_due':
      return 'payment-due'
    case 'active': {
      const over = subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd.getTime() <= now.getTime()
      if (subscription.cancelAtPeriodEnd) return over ? 'cancelled' : 'cancelling'
      return over ? 'payment-due' : 'active'
    }
  }
}

/** Whether a subscription in this state still brings money in (counted in MRR and as a subscriber). */
export const isLiveStatus = (status: StoredSubscriptionStatus) => status === 'active' || status === 'past_due'

/**
 * A subscription's recurring revenue over a year, in minor units: twelve times a monthly price, a
 * yearly price as it is. Kept as a year so the counters stay whole numbers; MRR is a twelfth of it.
 * A one-time product recurs not at all.
 */
export function annualRecurringMinor(period: string, amountMinor: number): number {
  if (period === 'monthly') return amountMinor * 12
  if (period === 'yearly') return amountMinor
  return 0
}

/** Monthly recurring revenue from a year's recurring revenue: a twelfth, to the nearest minor unit. */
export function mrrFromAnnual(annualMinor: number): number {
  return Math.round(annualMinor / 12)
}

/** Churned this month over subscribers at the start of the month; null when nobody was subscribed. */
export function churnRate(churned: number, activeAtStart: number): number | null {
  return activeAtStart > 0 ? churned / activeAtStart : null
}

/** Average revenue per subscriber per month (MRR / subscribers), in minor units; null without subscribers. */
export function arpuMinor(mrrMinor: number, subscribers: number): number | null {
  return subscribers > 0 ? Math.round(mrrMinor / subscribers) : null
}

/** A churn rate as people read it: "12.5 %", or "—" when there is no rate. */
export function percentText(rate: number | null): string {
  if (rate === null) return '—'
  return `${(Math.round(rate * 1000) / 10).toLocaleString('en-US')} %`
}

/** One currency's subscriptions started and ended in one calendar month (YYYY-MM), with their yearly recurring revenue. */
export type MonthMovement = {
  month: string
  started: number
  ended: number
  startedAnnualMinor: number
  endedAnnualMinor: number
}

export type CurrencyMetrics = {
  /** MRR now: every live subscription's twelfth of a year. */
  mrrMinor: number
  subscribers: number
  newThisMonth: number
  churnedThisMonth: number
  activeAtStartOfMonth: number
  churnRate: number | null
  arpuMinor: number | null
  /** MRR at the end of each of `months` (the last one: now). */
  mrrByMonth: { month: string; mrrMinor: number }[]
}

/**
 * One currency's figures from its monthly movements (any order, months before the chart included):
 * a month's subscribers and MRR are everything started up to its end less everything ended by then.
 * `months` are the chart's months, oldest first, the last one the current month.
 */
export function currencyMetrics(movements: readonly MonthMovement[], months: readonly string[]): CurrencyMetrics {
  const current = months.at(-1)
  if (!current) throw new Error('currencyMetrics needs at least the current month')
  const upTo = (month: string, inclusive: boolean) =>
    movements
      .filter((row) => (inclusive ? row.month <= month : row.month < month))
      .reduce(
        (sum, row) => ({ count: sum.count + row.started - row.ended, annual: sum.annual + row.startedAnnualMinor - row.endedAnnualMinor }),
        { count: 0, annual: 0 },
      )
  const now = upTo(current, true)
  const atStart = upTo(current, false)
  const thisMonth = movements.filter((row) => row.month === current)
  const newThisMonth = thisMonth.reduce((sum, row) => sum + row.started, 0)
  const churnedThisMonth = thisMonth.reduce((sum, row) => sum + row.ended, 0)
  const mrrMinor = mrrFromAnnual(now.annual)
  return {
    mrrMinor,
    subscribers: now.count,
    newThisMonth,
    churnedThisMonth,
    activeAtStartOfMonth: atStart.count,
    churnRate: churnRate(churnedThisMonth, atStart.count),
    arpuMinor: arpuMinor(mrrMinor, now.count),
    mrrByMonth: months.map((month) => ({ month, mrrMinor: mrrFromAnnual(upTo(month, true).annual) })),
  }
}
