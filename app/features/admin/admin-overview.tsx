// The admin's overview on /dashboard (spec §2): four cards, revenue by month per currency and new
// subscriptions against cancellations. Every number is counted on the server (admin-overview.server.ts).
import { Link } from 'react-router'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { boardHref, CONTENT_COUNT_CAP, REVIEW_WAIT_DAYS } from '#app/domain/content-board.ts'
import { percentText } from '#app/domain/subscription-metrics.ts'
import type { AdminOverviewData, RecurringMetrics } from './admin-overview.server.ts'
import { BarChart, monthLabel } from './overview-charts.tsx'

const CURRENCIES: Currency[] = ['USD', 'INR']

function StatCard({
  label,
  value,
  children,
  testId,
}: {
  label: string
  value: React.ReactNode
  children?: React.ReactNode
  testId: string
}) {
  return (
    <div className="card flex flex-col gap-1" data-testid={testId}>
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd className="font-display text-3xl font-black tabular-nums">{value}</dd>
      {children ? <dd className="text-sm text-ink-soft">{children}</dd> : null}
    </div>
  )
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

const countText = (n: number) => (n > CONTENT_COUNT_CAP ? `${CONTENT_COUNT_CAP.toLocaleString('en-US')}+` : n.toLocaleString('en-US'))

/** The content board's alarms, each a link to the board filtered to what it counts. */
function ContentAlarms({ content }: { content: AdminOverviewData['content'] }) {
  const alarms = [
    {
      key: 'overdue',
      label: 'Overdue',
      n: content.overdue,
      href: boardHref({ due: 'overdue' }),
      text: 'Past their due date, not delivered',
    },
    {
      key: 'review-late',
      label: 'Waiting for review',
      n: content.reviewLate,
      href: boardHref({ due: 'review-late' }),
      text: `Waiting for the founder longer than ${REVIEW_WAIT_DAYS} days`,
    },
    {
      key: 'not-started',
      label: 'Not started',
      n: content.notStarted,
      href: boardHref({ state: 'requested' }),
      text: 'Requests nobody has started',
    },
  ]
  return (
    <section aria-labelledby="content-alarms-heading">
      <h2 id="content-alarms-heading" className="mb-3 font-display text-xl font-black">
        Content
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {alarms.map((alarm) => (
          <li key={alarm.key}>
            <Link
              to={alarm.href}
              className={`card flex h-full flex-col gap-1 hover:border-ink ${alarm.n > 0 && alarm.key === 'overdue' ? 'border-shock-ink/40' : ''}`}
              data-testid={`content-${alarm.key}`}
            >
              <span className="text-sm font-semibold text-ink-soft">{alarm.label}</span>
              <span
                className={`font-display text-3xl font-black tabular-nums ${alarm.n > 0 && alarm.key === 'overdue' ? 'text-shock-ink' : ''}`}
              >
                {countText(alarm.n)}
              </span>
              <span className="text-sm text-ink-soft">
                {alarm.text}
                <span className="sr-only">: see them on the content board</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** One currency's recurring revenue: the figures as a list, and its MRR over twelve months. */
function RecurringCurrency({ metrics, span }: { metrics: RecurringMetrics; span: string }) {
  const { currency } = metrics
  const format = (minor: number) => formatMoney(Math.round(minor), currency)
  const figures: [string, string, string][] = [
    ['mrr', 'MRR', format(metrics.mrrMinor)],
    ['subscribers', 'Subscribers', metrics.subscribers.toLocaleString('en-US')],
    ['new', 'New this month', metrics.newThisMonth.toLocaleString('en-US')],
    ['churned', 'Churned this month', metrics.churnedThisMonth.toLocaleString('en-US')],
    ['churn-rate', 'Churn rate', percentText(metrics.churnRate)],
    ['arpu', 'ARPU', metrics.arpuMinor === null ? '—' : format(metrics.arpuMinor)],
  ]
  const id = currency.toLowerCase()
  return (
    <div className="min-w-0 space-y-4" data-testid={`recurring-${currency}`}>
      <h3 id={`recurring-${id}-heading`} className="font-display text-lg font-black">
        {currency}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-labelledby={`recurring-${id}-heading`}>
        {figures.map(([key, label, value]) => (
          <div key={key} className="rounded-xl border border-ink/10 px-3 py-2">
            <dt className="text-xs font-semibold text-ink-soft">{label}</dt>
            <dd className="font-display text-xl font-black tabular-nums" data-testid={`recurring-${currency}-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <BarChart
        id={`mrr-${id}`}
        title={`MRR in ${currency}, end of each month`}
        summary={`MRR in ${currency} at the end of each month, ${span}: ${format(metrics.mrrByMonth[0]?.mrrMinor ?? 0)} at the start, ${format(metrics.mrrMinor)} now.`}
        rows={metrics.mrrByMonth}
        series={[{ key: 'mrrMinor', label: 'MRR', className: 'fill-ink', format }]}
      />
    </div>
  )
}

function RecurringRevenue({ recurring, span }: { recurring: AdminOverviewData['recurring']; span: string }) {
  const withHistory = recurring.filter((metrics) => metrics.mrrByMonth.some((row) => row.mrrMinor > 0) || metrics.subscribers > 0)
  const shown = withHistory.length > 0 ? withHistory : recurring.slice(0, 1)
  return (
    <section aria-labelledby="recurring-heading" className="card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recurring-heading" className="font-display text-xl font-black">
          Recurring revenue
        </h2>
        <Link to="/dashboard/admin/subscriptions" className="link text-sm">
          See every subscription
        </Link>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        Per currency, never added together. MRR: every live subscription’s monthly price, a yearly plan counted as a twelfth. Churn rate:
        subscriptions ended this month over subscribers at its start. ARPU: MRR per subscriber.
      </p>
      <div className={`mt-4 grid gap-8 ${shown.length > 1 ? 'lg:grid-cols-2' : ''}`}>
        {shown.map((metrics) => (
          <RecurringCurrency key={metrics.currency} metrics={metrics} span={span} />
        ))}
      </div>
    </section>
  )
}

export function AdminOverview({ data }: { data: AdminOverviewData }) {
  const totals = CURRENCIES.map((currency) => ({
    currency,
    totalMinor: data.revenue.find((row) => row.currency === currency)?.totalMinor ?? 0,
  }))
  const charged = CURRENCIES.filter((currency) => data.revenueByMonth.some((row) => row[currency] > 0))
  const shown = charged.length > 0 ? charged : (['USD'] as Currency[])
  const first = data.revenueByMonth[0]?.month
  const last = data.revenueByMonth.at(-1)?.month
  const span = first && last ? `${monthLabel(first, true)} – ${monthLabel(last, true)}` : 'the last 12 months'
  const started = data.subscriptionsByMonth.reduce((sum, row) => sum + row.started, 0)
  const ended = data.subscriptionsByMonth.reduce((sum, row) => sum + row.ended, 0)
  return (
    <div className="mt-8 space-y-8">
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="sr-only">
          Overview
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Total Writers" value={data.writers.toLocaleString('en-US')} testId="stat-writers">
            {plural(data.activeAssignments, 'active assignment')}
          </StatCard>
          <StatCard label="Total Founders" value={data.subscribers.toLocaleString('en-US')} testId="stat-founders">
            Platform subscribers: founders with a live subscription (active or payment due), of{' '}
            {plural(data.founderAccounts, 'founder account')}
          </StatCard>
          <StatCard label="Active Coupons" value={data.usableCoupons.toLocaleString('en-US')} testId="stat-coupons">
            Switched on, not expired, not used up
            {data.switchedOnCoupons !== data.usableCoupons ? ` (${data.switchedOnCoupons.toLocaleString('en-US')} switched on)` : ''}
          </StatCard>
          <StatCard
            label="Total Revenue"
            testId="stat-revenue"
            value={
              <span className="flex flex-col">
                {totals.map((total) => (
                  <span key={total.currency} data-testid={`revenue-${total.currency}`}>
                    {formatMoney(total.totalMinor, total.currency)}
                  </span>
                ))}
              </span>
            }
          >
            Completed charges less refunds, lifetime, per currency; payouts excluded
            {data.openDisputes > 0 ? (
              <Link to="/dashboard/admin/billing" className="mt-1 block font-semibold text-shock-ink" data-testid="open-disputes">
                {plural(data.openDisputes, 'open dispute')}
              </Link>
            ) : null}
          </StatCard>
        </dl>
      </section>

      <RecurringRevenue recurring={data.recurring} span={span} />

      <ContentAlarms content={data.content} />

      <section aria-labelledby="revenue-heading" className="card">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="revenue-heading" className="font-display text-xl font-black">
            Revenue by month
          </h2>
          <p className="text-sm text-ink-soft">{span} (UTC), each currency on its own</p>
        </div>
        <div className={`mt-4 grid gap-8 ${shown.length > 1 ? 'lg:grid-cols-2' : ''}`}>
          {shown.map((currency) => {
            const format = (minor: number) => formatMoney(Math.round(minor), currency)
            const total = data.revenueByMonth.reduce((sum, row) => sum + row[currency], 0)
            const best = data.revenueByMonth.reduce((top, row) => (row[currency] > top[currency] ? row : top), data.revenueByMonth[0]!)
            return (
              <BarChart
                key={currency}
                id={`revenue-${currency.toLowerCase()}`}
                title={`Revenue in ${currency}`}
                summary={
                  total > 0
                    ? `Revenue in ${currency} by month, ${span}: ${format(total)} in all; the best month was ${monthLabel(best.month, true)} with ${format(best[currency])}.`
                    : `No revenue in ${currency} in ${span}.`
                }
                rows={data.revenueByMonth}
                series={[{ key: currency, label: currency, className: 'fill-ink', format }]}
              />
            )
          })}
        </div>
      </section>

      <section aria-labelledby="subscriptions-heading" className="card">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="subscriptions-heading" className="font-display text-xl font-black">
            New subscriptions and cancellations
          </h2>
          <p className="text-sm text-ink-soft">{span} (UTC)</p>
        </div>
        <p className="mt-1 text-sm text-ink-soft">
          New: subscriptions started that month. Cancelled: subscriptions that ended that month (cancelled, or expired unpaid).
        </p>
        <div className="mt-4">
          <BarChart
            id="subscriptions"
            title="Subscriptions per month"
            summary={`${plural(started, 'new subscription')} and ${plural(ended, 'cancellation')} in ${span}.`}
            rows={data.subscriptionsByMonth}
            series={[
              { key: 'started', label: 'New subscriptions', className: 'fill-ink', format: (n) => n.toLocaleString('en-US') },
              { key: 'ended', label: 'Cancellations', className: 'fill-shock-ink', format: (n) => n.toLocaleString('en-US') },
            ]}
          />
        </div>
      </section>

      <nav aria-label="Admin shortcuts" className="flex flex-wrap gap-3">
        <Link to="/dashboard/admin/assignments" className="btn-secondary btn-sm">
          Assign a writer
        </Link>
        <Link to="/dashboard/admin/coupons" className="btn-secondary btn-sm">
          Create a coupon
        </Link>
        <Link to="/dashboard/admin/pricing" className="btn-secondary btn-sm">
          Edit prices
        </Link>
      </nav>
    </div>
  )
}
