// The admin's overview (spec §2 Admin dashboard, Overview): the four cards and the charts, all
// counted in SQL. Money stays per currency: USD and INR are never added together. The caller shows
// it only to admins (the dashboard picks the admin view by role).
import { sql } from 'drizzle-orm'
import type { Database } from '#app/utils/db.server.ts'
import type { Currency } from '#app/domain/money.ts'
import { CONTENT_COUNT_CAP, REVIEW_WAIT_DAYS } from '#app/domain/content-board.ts'
import { currencyMetrics, type CurrencyMetrics, type MonthMovement } from '#app/domain/subscription-metrics.ts'

export const CHART_MONTHS = 12

/**
 * Money that came in and stayed: completed (or paid) charges of subscriptions, renewals and one-time
 * purchases, less refunds (and lost disputes, booked as refunds); never payouts.
 */
const REVENUE = sql.raw(`status in ('completed', 'paid') and transaction_type in ('subscription', 'renewal', 'one_time', 'refund')`)
/** An amount of REVENUE's rows with its sign: refunds count against it. */
const SIGNED = sql.raw(`case when transaction_type = 'refund' then -amount_minor else amount_minor end`)
const CHARGES = sql.raw(`transaction_type <> 'refund'`)

/** The first day of each of the last CHART_MONTHS months, as UTC wall-clock timestamps. */
const MONTHS = sql.raw(`select generate_series(
  date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${CHART_MONTHS - 1}),
  date_trunc('month', now() at time zone 'UTC'),
  interval '1 month') as month`)

/** What the cards' query answers (counts as int, sums as bigint, which node-postgres gives as text). */
type CardsRow = Record<
  'writers' | 'active_assignments' | 'founder_accounts' | 'subscribers' | 'usable_coupons' | 'switched_on_coupons' | 'open_disputes',
  number
>
type ContentRow = Record<'overdue' | 'review_late' | 'not_started', number>

const capped = (query: string) => sql.raw(`(select count(*)::int from (${query} limit ${CONTENT_COUNT_CAP + 1}) capped)`)

/**
 * The board's three alarms (docs/decisions: the content board): requests past their due day and
 * not delivered, pieces waiting for their founder's review longer than REVIEW_WAIT_DAYS, and requests
 * nobody has started. Each reads a partial or status index.
 */
function contentAlarms(db: Database) {
  const today = `(now() at time zone 'UTC')::date`
  return db.execute<ContentRow>(sql`
    select
      ${capped(`select 1 from content_pieces where status in ('requested', 'draft') and due_date is not null and due_date < ${today}`)} as overdue,
      ${capped(`select 1 from content_pieces where status = 'pending' and submitted_at < now() - make_interval(days => ${REVIEW_WAIT_DAYS})`)} as review_late,
      ${capped(`select 1 from content_pieces where status = 'requested'`)} as not_started`)
}

type TotalRow = { currency: Currency; total: string; charges: number }
type RevenueRow = { month: string; usd: string; inr: string }
type SubscriptionsRow = { month: string; started: number; ended: number }
type MovementRow = { month: string; currency: Currency; started: number; ended: number; started_annual: string; ended_annual: string }

export type MonthRevenue = { month: string; USD: number; INR: number }
export type MonthSubscriptions = { month: string; started: number; ended: number }

export async function loadAdminOverview(db: Database) {
  const [cards, totals, revenue, subscriptions, alarms, movements] = await Promise.all([
    // The people, pairings and subscribers come from counters kept by triggers (migration 0006) in the
    // same transaction as every write: a few rows, however large the agency.
    db.execute<CardsRow>(sql`
      select
        (select coalesce(sum(people), 0)::int from role_totals where role = 'writer') as writers,
        (select coalesce(sum(assignments), 0)::int from assignment_totals where is_active) as active_assignments,
        (select coalesce(sum(people), 0)::int from role_totals where role = 'founder') as founder_accounts,
        -- One live subscription per person (subscriptions_one_live_per_user_uq): subscriptions are people.
        (select coalesce(sum(subscriptions), 0)::int from subscription_status_totals where status in ('active', 'past_due')) as subscribers,
        (select count(*)::int from coupon_codes
           where is_active and (expiry_date is null or expiry_date > now())
             and (max_usage_limit is null or current_usage < max_usage_limit)) as usable_coupons,
        (select count(*)::int from coupon_codes where is_active) as switched_on_coupons,
        (select count(*)::int from disputes where status = 'open') as open_disputes`),
    // Money sums come from billing_monthly_totals (billing_daily_totals, kept by a trigger on
    // billing_transactions, added up per month by its own trigger): a few rows a month instead of every
    // charge ever made.
    db.execute<TotalRow>(sql`
      select currency, coalesce(sum(${SIGNED}), 0)::bigint as total, coalesce(sum(transactions) filter (where ${CHARGES}), 0)::int as charges
      from billing_monthly_totals where ${REVENUE} group by currency having sum(transactions) > 0 order by currency`),
    // The last twelve calendar months (UTC), this one included, with a row for every month even when nothing happened.
    db.execute<RevenueRow>(sql`
      with months as (${MONTHS}),
      revenue as (
        select month,
          sum(${SIGNED}) filter (where currency = 'USD') as usd,
          sum(${SIGNED}) filter (where currency = 'INR') as inr
        from billing_monthly_totals
        where ${REVENUE} and month >= (select min(month) from months)::date
        group by 1
      )
      select to_char(m.month, 'YYYY-MM') as month, coalesce(r.usd, 0)::bigint as usd, coalesce(r.inr, 0)::bigint as inr
      from months m left join revenue r on r.month = m.month::date order by m.month`),
    // Started (created_at) and ended (canceled or expired, at coalesce(canceled_at, updated_at)) per UTC
    // month, from subscription_monthly_totals (kept by a trigger on subscriptions, migration 0006).
    db.execute<SubscriptionsRow>(sql`
      with months as (${MONTHS})
      select to_char(m.month, 'YYYY-MM') as month, coalesce(t.started, 0)::int as started, coalesce(t.ended, 0)::int as ended
      from months m left join subscription_monthly_totals t on t.month = m.month::date order by m.month`),
    contentAlarms(db),
    // Subscriptions started and ended per month and currency with their recurring revenue
    // (subscription_currency_monthly_totals, migration 0015): two rows a month at most, whatever the size.
    db.execute<MovementRow>(sql`
      select to_char(month, 'YYYY-MM') as month, currency, started, ended,
        started_annual_minor as started_annual, ended_annual_minor as ended_annual
      from subscription_currency_monthly_totals order by month, currency`),
  ])
  const alarm: Partial<ContentRow> = alarms.rows[0] ?? {}
  const card: Partial<CardsRow> = cards.rows[0] ?? {}
  const num = (value: number | string | undefined) => Number(value ?? 0)
  const revenueByMonth = revenue.rows.map((row): MonthRevenue => ({ month: row.month, USD: num(row.usd), INR: num(row.inr) }))
  const chartMonths = revenueByMonth.map((row) => row.month)
  const recurring = (['USD', 'INR'] as const).map((currency) => ({
    currency,
    ...currencyMetrics(
      movements.rows
        .filter((row) => row.currency === currency)
        .map((row): MonthMovement => ({
          month: row.month,
          started: num(row.started),
          ended: num(row.ended),
          startedAnnualMinor: num(row.started_annual),
          endedAnnualMinor: num(row.ended_annual),
        })),
      chartMonths,
    ),
  }))
  return {
    writers: num(card.writers),
    activeAssignments: num(card.active_assignments),
    subscribers: num(card.subscribers),
    founderAccounts: num(card.founder_accounts),
    usableCoupons: num(card.usable_coupons),
    switchedOnCoupons: num(card.switched_on_coupons),
    openDisputes: num(card.open_disputes),
    content: { overdue: num(alarm.overdue), reviewLate: num(alarm.review_late), notStarted: num(alarm.not_started) },
    revenue: totals.rows.map((row) => ({
      currency: row.currency,
      totalMinor: num(row.total),
      charges: num(row.charges),
    })),
    revenueByMonth,
    recurring,
    subscriptionsByMonth: subscriptions.rows.map((row): MonthSubscriptions => ({
      month: row.month,
      started: num(row.started),
      ended: num(row.ended),
    })),
  }
}

export type RecurringMetrics = CurrencyMetrics & { currency: Currency }

export type AdminOverviewData = Awaited<ReturnType<typeof loadAdminOverview>>
