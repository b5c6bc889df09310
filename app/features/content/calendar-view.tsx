// The content calendar: a month of pieces by planned (or published) day. A grid on wide screens, a
// list of days where a week's cells would be too narrow (a phone, a tablet beside the menu); every
// piece is a link, months are links (?month=YYYY-MM).
import { Link } from 'react-router'
import { shiftMonth, type MonthRef } from '#app/domain/periods.ts'
import { monthKey, monthName, monthWeeks } from './calendar.ts'
import type { ContentStatus, ContentType } from '#app/domain/content.ts'
import { DueDate, StatusBadge, typeLabel } from './content-ui.tsx'

export type CalendarItem = {
  id: string
  title: string
  status: ContentStatus
  contentType: ContentType
  published: boolean
  day: string
  /** A request's due date: shown while it is undelivered (an unplanned one sits on that day). */
  dueDate: string | null
  /** A request's draft seen by someone other than its writer: it reads "In progress". */
  inProgress: boolean
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

function Item({ item }: { item: CalendarItem }) {
  return (
    <Link
      to={`/dashboard/content/${item.id}`}
      className="block rounded-lg bg-ink/5 px-2 py-1.5 text-sm hover:bg-ink/10 focus-visible:outline-3"
      data-testid="calendar-item"
    >
      <span className="line-clamp-2 font-semibold break-words">{item.title}</span>
      <span className="mt-1 flex flex-wrap items-center gap-1 text-xs text-ink-soft">
        <StatusBadge status={item.status} published={item.published} inProgress={item.inProgress} wrap />
        <DueDate dueDate={item.dueDate} status={item.status} wrap />
        <span>{typeLabel(item.contentType)}</span>
      </span>
    </Link>
  )
}

export function CalendarView({ month, today, items }: { month: MonthRef; today: string; items: CalendarItem[] }) {
  const byDay = new Map<string, CalendarItem[]>()
  for (const item of items) byDay.set(item.day, [...(byDay.get(item.day) ?? []), item])
  const weeks = monthWeeks(month)
  const previous = shiftMonth(month, -1)
  const next = shiftMonth(month, 1)
  const title = monthName(month)
  const days = [...byDay.keys()].sort()
  return (
    <section aria-labelledby="calendar-month" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="calendar-month" className="font-display text-2xl font-black" aria-live="polite">
          {title}
        </h2>
        <nav aria-label="Months" className="flex flex-wrap gap-2">
          <Link to={`?month=${monthKey(previous)}`} className="btn-secondary btn-sm" rel="prev">
            <span aria-hidden="true">←</span> {monthName(previous)}
          </Link>
          <Link to="?" className="btn-secondary btn-sm">
            This month
          </Link>
          <Link to={`?month=${monthKey(next)}`} className="btn-secondary btn-sm" rel="next">
            {monthName(next)} <span aria-hidden="true">→</span>
          </Link>
        </nav>
      </div>

      <table className="hidden w-full table-fixed border-collapse lg:table" aria-labelledby="calendar-month">
        <thead>
          <tr>
            {WEEKDAYS.map((day, index) => (
              <th key={day} scope="col" className="pb-2 text-left text-xs font-bold tracking-widest text-ink-soft uppercase">
                <abbr title={WEEKDAY_NAMES[index]} className="no-underline">
                  {day}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => (
                <td
                  key={day ?? `blank-${index}-${column}`}
                  className={`h-28 border border-ink/10 p-1.5 align-top ${day ? 'bg-white' : 'bg-ink/[0.03]'}`}
                  data-day={day ?? undefined}
                >
                  {day ? (
                    <>
                      <p
                        className={`text-xs font-bold ${day === today ? 'inline-block rounded-full bg-ink px-1.5 text-paper' : 'text-ink-soft'}`}
                      >
                        <span className="sr-only">{dayLabel(day)}</span>
                        <span aria-hidden="true">{Number(day.slice(8))}</span>
                        {day === today ? <span className="sr-only"> (today)</span> : null}
                      </p>
                      <ul className="mt-1 space-y-1">
                        {(byDay.get(day) ?? []).map((item) => (
                          <li key={item.id}>
                            <Item item={item} />
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="lg:hidden">
        {days.length === 0 ? (
          <p className="card text-ink-soft">Nothing planned this month.</p>
        ) : (
          <ol className="space-y-4" aria-label={`Planned in ${title}`}>
            {days.map((day) => (
              <li key={day} className="card p-4" data-day={day}>
                <h3 className="font-bold">
                  {dayLabel(day)}
                  {day === today ? ' (today)' : ''}
                </h3>
                <ul className="mt-2 space-y-2">
                  {byDay.get(day)!.map((item) => (
                    <li key={item.id}>
                      <Item item={item} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
      {items.length === 0 ? <p className="hidden text-ink-soft md:block">Nothing planned this month.</p> : null}
    </section>
  )
}
