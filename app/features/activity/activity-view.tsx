// The activity page's parts: the filters (a GET form: works without JavaScript) and the entries as
// sentences, with their time in the reader’s format and zone (named) and their details.
import { Form, Link } from 'react-router'
import { LocalTime } from '#app/components/ui/local-time.tsx'
import {
  ACTIVITY_ACTION_CODES,
  ACTIVITY_ACTIONS,
  activityLabel,
  activitySentence,
  ISO_MOMENT,
  type ActivityEntry,
} from './activity-actions.ts'

export type FilterValues = Partial<Record<'actor' | 'action' | 'from' | 'to', string>>

export function ActivityFiltersForm({ values, actors }: { values: FilterValues; actors: { id: string; name: string }[] }) {
  return (
    <Form
      method="get"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,0.9fr)_minmax(0,0.9fr)] lg:items-start"
      aria-label="Filter the activity log"
    >
      <div>
        <label htmlFor="activity-actor" className="mb-1.5 block text-sm font-semibold">
          Admin
        </label>
        <select id="activity-actor" name="actor" defaultValue={values.actor ?? ''} className="input">
          <option value="">Every admin</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="activity-action" className="mb-1.5 block text-sm font-semibold">
          Action
        </label>
        <select id="activity-action" name="action" defaultValue={values.action ?? ''} className="input">
          <option value="">Every action</option>
          {ACTIVITY_ACTION_CODES.map((code) => (
            <option key={code} value={code}>
              {ACTIVITY_ACTIONS[code]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="activity-from" className="mb-1.5 block text-sm font-semibold">
          From <span className="font-normal text-ink-soft">(UTC day)</span>
        </label>
        <input id="activity-from" name="from" type="date" defaultValue={values.from ?? ''} className="input" />
      </div>
      <div>
        <label htmlFor="activity-to" className="mb-1.5 block text-sm font-semibold">
          To <span className="font-normal text-ink-soft">(UTC day)</span>
        </label>
        <input id="activity-to" name="to" type="date" defaultValue={values.to ?? ''} className="input" />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn-primary">
          Filter
        </button>
        <Link to="/dashboard/admin/activity" className="btn-secondary">
          Clear
        </Link>
      </div>
    </Form>
  )
}

/** Details with any ISO timestamp in them shown as a time in the reader's format. */
function Details({ text }: { text: string }) {
  const parts: React.ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(ISO_MOMENT)) {
    parts.push(text.slice(last, match.index))
    parts.push(<LocalTime key={match.index} value={match[0]} />)
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return <p className="mt-0.5 text-sm break-words text-ink-soft">{parts}</p>
}

export function ActivityList({ entries, filtered }: { entries: ActivityEntry[]; filtered: boolean }) {
  if (entries.length === 0) {
    return (
      <p className="text-ink-soft">
        {filtered ? 'Nothing matches these filters.' : 'Nothing yet: every change an admin makes is recorded here.'}
      </p>
    )
  }
  return (
    <ol className="divide-y divide-ink/10" aria-label="Activity, newest first">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 py-4 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4" data-testid="activity-entry">
          <LocalTime value={entry.createdAt} className="text-sm text-ink-soft" />
          <div className="min-w-0">
            <p className="break-words">
              {activitySentence(entry).map((part, index) =>
                part.href ? (
                  <Link key={index} to={part.href} className="link">
                    {part.text}
                  </Link>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </p>
            <p className="mt-1">
              <span className="rounded-full bg-ink/10 px-2 py-0.5 text-xs font-bold">{activityLabel(entry.action)}</span>
            </p>
            {entry.details ? <Details text={entry.details} /> : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
