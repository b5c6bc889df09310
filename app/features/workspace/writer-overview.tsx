import { Link } from 'react-router'
import type { WriterOverviewData } from './writer-overview.server.ts'
import { moneyTotals, shortDate, StatCard, StatGrid } from './overview-cards.tsx'

/** The writer dashboard: earnings, assignments, what was submitted and approved, and what needs the writer. */
export function WriterOverview({ data }: { data: WriterOverviewData }) {
  return (
    <>
      <StatGrid label="Your numbers">
        <StatCard label="Total Earnings" value={moneyTotals(data.earnings)} hint="Paid payouts" to="/dashboard/earnings" />
        <StatCard label="Active Assignments" value={data.activeAssignments} to="/dashboard/assignments" />
        <StatCard label="Submitted Content" value={data.submitted} hint={`${data.pending} pending review`} to="/dashboard/content" />
        <StatCard label="Approved Content" value={data.approved} to="/dashboard/content?status=approved" />
      </StatGrid>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="attention-heading" className="card">
          <h2 id="attention-heading" className="font-display text-xl font-black">
            Needs your attention
          </h2>
          {data.attention.length === 0 ? (
            <p className="mt-3 text-ink-soft">Nothing sent back and no drafts waiting. Nice.</p>
          ) : (
            <ul className="mt-3 divide-y divide-ink/10">
              {data.attention.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link to={`/dashboard/content/${item.id}`} className="font-semibold break-words hover:underline">
                      {item.title}
                    </Link>
                    <p className="text-sm text-ink-soft">
                      {item.status === 'rejected' ? 'Changes requested' : 'Draft'} · updated {shortDate(item.updatedAt)}
                    </p>
                  </div>
                  <Link to={`/dashboard/content/${item.id}/edit`} className="btn-secondary btn-sm">
                    {item.status === 'rejected' ? 'Revise' : 'Edit'}
                    <span className="sr-only"> {item.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="next-heading" className="card space-y-3">
          <h2 id="next-heading" className="font-display text-xl font-black">
            Write
          </h2>
          <p className="text-ink-soft">
            {data.activeAssignments > 0
              ? 'Start a piece for one of your founders.'
              : 'You can write once an admin pairs you with a founder.'}
          </p>
          {data.activeAssignments > 0 ? (
            <Link to="/dashboard/content/new" className="btn-primary">
              New submission
            </Link>
          ) : null}
          <Link to="/dashboard/calendar" className="link block">
            Content calendar
          </Link>
        </section>
      </div>
    </>
  )
}
