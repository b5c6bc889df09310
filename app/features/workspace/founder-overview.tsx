import { Link } from 'react-router'
import type { FounderOverviewData } from './founder-overview.server.ts'
import { moneyTotals, shortDate, StatCard, StatGrid } from './overview-cards.tsx'

/** The plan's usage this period: pieces submitted by type against what the plan includes. */
function PlanUsage({ usage }: { usage: FounderOverviewData['usage'] }) {
  return (
    <section aria-labelledby="usage-heading" className="card" data-testid="plan-usage">
      <h2 id="usage-heading" className="font-display text-xl font-black">
        Plan usage this month
      </h2>
      {usage ? (
        <>
          <p className="mt-1 text-sm text-ink-soft">
            {usage.planName} plan{usage.status === 'past_due' ? ' (payment due)' : ''} · {shortDate(usage.periodStart)} –{' '}
            {shortDate(usage.periodEnd)}
          </p>
          <ul className="mt-4 space-y-4">
            {usage.lines.map((line) => (
              <li key={line.type} data-testid="usage-line">
                <p className="flex justify-between gap-3 text-sm">
                  <span className="font-semibold">{line.label}</span>
                  <span className={line.over ? 'font-bold text-shock-ink' : 'text-ink-soft'}>{line.text}</span>
                </p>
                {line.ratio !== null ? (
                  <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-ink/10" aria-hidden="true">
                    <div
                      className={`h-full rounded-full ${line.over ? 'bg-shock-ink' : 'bg-ink'}`}
                      style={{ width: `${Math.round(line.ratio * 100)}%` }}
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm font-semibold" data-testid="plan-delivered">
            Delivered: {usage.delivered}
          </p>
        </>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="font-semibold">No active plan</p>
          <p className="text-ink-soft">Choose a plan to get articles, posts and sessions every month.</p>
          <Link to="/pricing" className="btn-primary">
            See plans
          </Link>
        </div>
      )}
    </section>
  )
}

/** The founder dashboard: what they paid, their writers, content waiting and approved, and the plan's usage. */
export function FounderOverview({ data }: { data: FounderOverviewData }) {
  return (
    <>
      <StatGrid label="Your numbers">
        <StatCard label="Total Revenue" value={moneyTotals(data.revenue)} hint="Paid to date" to="/dashboard/billing" />
        <StatCard label="Active Writers" value={data.activeWriters} to="/dashboard/writers" />
        <StatCard label="Pending Content" value={data.pending} hint="Waiting for your review" to="/dashboard/review?status=pending" />
        <StatCard label="Approved Content" value={data.approved} to="/dashboard/review?status=approved" />
      </StatGrid>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <PlanUsage usage={data.usage} />
        <section aria-labelledby="waiting-heading" className="card">
          <h2 id="waiting-heading" className="font-display text-xl font-black">
            Waiting for your review
          </h2>
          {data.waiting.length === 0 ? (
            <p className="mt-3 text-ink-soft">Nothing to review right now.</p>
          ) : (
            <ul className="mt-3 divide-y divide-ink/10">
              {data.waiting.map((item) => (
                <li key={item.id} className="py-3">
                  <Link to={`/dashboard/content/${item.id}`} className="font-semibold break-words hover:underline">
                    {item.title}
                  </Link>
                  <p className="text-sm text-ink-soft">Submitted {shortDate(item.submittedAt)}</p>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <Link to="/dashboard/request" className="btn-primary btn-sm">
              Request a piece
            </Link>
            <Link to="/dashboard/review" className="link">
              All content
            </Link>
          </div>
        </section>
      </div>
    </>
  )
}
