// Small pieces of the content pages: status badges, dates, the list of pieces, the status filter and
// the typography of rendered Markdown.
import { Link } from 'react-router'
import { dateText, dateTimeText } from '#app/utils/dates.ts'
import { IN_PROGRESS_LABEL, STATUS_LABELS, TYPE_LABELS, type ContentStatus, type ContentType } from '#app/domain/content.ts'
import { dueLabel } from './request-rules.ts'

/** A badge's shape: a pill on one line, or (`wrap`, for narrow calendar cells) lines that stay inside their box. */
const badgeShape = (wrap: boolean) =>
  `inline-flex items-center py-0.5 text-xs font-bold ring-1 ${wrap ? 'max-w-full rounded-xl px-1.5 [overflow-wrap:anywhere]' : 'rounded-full px-2.5 whitespace-nowrap'}`

const BADGE: Record<ContentStatus, string> = {
  requested: 'bg-sky-100 text-sky-950 ring-sky-300',
  cancelled: 'bg-ink/5 text-ink-soft ring-ink/15 line-through',
  draft: 'bg-ink/5 text-ink-soft ring-ink/15',
  pending: 'bg-amber-100 text-amber-950 ring-amber-300',
  approved: 'bg-lime/50 text-ink ring-lime',
  rejected: 'bg-shock/10 text-shock-ink ring-shock/30',
}

/**
 * A piece's status as a badge. A request's draft reads "In progress" to everyone but its writer
 * (`inProgress`), who sees their draft.
 */
export function StatusBadge({
  status,
  published = false,
  inProgress = false,
  wrap = false,
}: {
  status: ContentStatus
  published?: boolean
  inProgress?: boolean
  wrap?: boolean
}) {
  const label = published ? 'Published' : status === 'draft' && inProgress ? IN_PROGRESS_LABEL : STATUS_LABELS[status]
  return <span className={`${badgeShape(wrap)} ${published ? 'bg-ink text-paper ring-ink' : BADGE[status]}`}>{label}</span>
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${active ? 'bg-lime/50 text-ink ring-lime' : 'bg-ink/5 text-ink-soft ring-ink/15'}`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  )
}

export const typeLabel = (type: ContentType) => TYPE_LABELS[type]

/** Dates in UTC, the same on the server and in the browser. */
export { dateText, dateTimeText }

/**
 * A piece's due date as words ("due in 2 days", "overdue by 3 days") while it is not delivered; the
 * date itself on hover and for screen readers. Nothing once it is delivered or without a due date.
 */
export function DueDate({ dueDate, status, wrap = false }: { dueDate: string | null; status: ContentStatus; wrap?: boolean }) {
  const label = dueLabel({ dueDate, status })
  if (!label || !dueDate) return null
  const tone = label.overdue
    ? 'bg-shock/10 text-shock-ink ring-shock/30'
    : label.soon
      ? 'bg-amber-100 text-amber-950 ring-amber-300'
      : 'bg-white text-ink-soft ring-ink/15'
  return (
    <span className={`${badgeShape(wrap)} ${tone}`} title={`Due ${dateText(dueDate)}`} data-testid="due-date">
      <time dateTime={dueDate}>
        {label.text}
        <span className="sr-only"> (due {dateText(dueDate)})</span>
      </time>
    </span>
  )
}

/** A refusal from an action, said where the person is looking. */
export function ActionError({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-semibold text-shock-ink">
      {message}
    </p>
  )
}

/** The typography of rendered Markdown (the HTML is sanitised before it gets here). */
export const PROSE = [
  'max-w-none break-words text-base leading-7',
  '[&_h1]:mt-6 [&_h1]:font-display [&_h1]:text-2xl [&_h1]:font-black',
  '[&_h2]:mt-6 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-black',
  '[&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:font-bold',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:border-ink/15 [&_blockquote]:pl-4 [&_blockquote]:text-ink-soft',
  '[&_a]:font-semibold [&_a]:text-shock-ink [&_a]:underline [&_a]:underline-offset-4',
  '[&_code]:rounded [&_code]:bg-ink/5 [&_code]:px-1 [&_pre]:mt-3 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-ink/5 [&_pre]:p-4',
  '[&_table]:mt-3 [&_td]:border [&_td]:border-ink/10 [&_td]:px-2 [&_th]:border [&_th]:border-ink/10 [&_th]:px-2 [&_hr]:my-6',
  '[&>*:first-child]:mt-0',
].join(' ')

export type ContentRow = {
  id: string
  title: string
  contentType: ContentType
  status: ContentStatus
  writerName: string | null
  founderName: string
  revisionRound: number
  submittedAt: string | null
  createdAt: string
  requestedAt: string | null
  dueDate: string | null
  extra: boolean
  published: boolean
}

/** When a piece came into being, as a list says it. */
function since(row: ContentRow) {
  if (row.submittedAt) return `submitted ${dateText(row.submittedAt)}`
  return row.requestedAt ? `requested ${dateText(row.requestedAt)}` : `started ${dateText(row.createdAt)}`
}

/** A list of pieces (newest first) that reads as well on a phone as on a desktop. */
export function ContentList({ rows, side }: { rows: ContentRow[]; side: 'writer' | 'founder' }) {
  return (
    <ul className="card divide-y divide-ink/10 p-0" aria-label={side === 'writer' ? 'My content' : 'Content to review'}>
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4" data-testid="content-row">
          <div className="min-w-0 flex-1 basis-64">
            <Link to={`/dashboard/content/${row.id}`} className="font-bold break-words hover:underline">
              {row.title}
            </Link>
            <p className="mt-1 text-sm text-ink-soft">
              {typeLabel(row.contentType)} ·{' '}
              {side === 'writer' ? `for ${row.founderName}` : row.writerName ? `by ${row.writerName}` : 'writer to be chosen'} ·{' '}
              {since(row)}
              {row.revisionRound > 0 ? ` · revision round ${row.revisionRound}` : ''}
              {row.extra ? ' · extra' : ''}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <DueDate dueDate={row.dueDate} status={row.status} />
            <StatusBadge status={row.status} published={row.published} inProgress={side !== 'writer' && row.requestedAt !== null} />
            {side === 'writer' && row.status === 'requested' ? (
              <Link to={`/dashboard/content/${row.id}/edit`} className="btn-primary btn-sm">
                Start writing<span className="sr-only"> {row.title}</span>
              </Link>
            ) : null}
            {side === 'writer' && row.status === 'rejected' ? (
              <Link to={`/dashboard/content/${row.id}/edit`} className="btn-secondary btn-sm">
                Revise<span className="sr-only"> {row.title}</span>
              </Link>
            ) : null}
            {side === 'writer' && row.status === 'draft' ? (
              <Link to={`/dashboard/content/${row.id}/edit`} className="btn-secondary btn-sm">
                Edit<span className="sr-only"> {row.title}</span>
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Links that filter a list by status, each its own URL. */
export function StatusFilter({
  current,
  statuses,
  label,
  inProgress = false,
}: {
  current: ContentStatus | null
  statuses: ContentStatus[]
  label: string
  /** Name drafts "In progress" (a founder's requests being written). */
  inProgress?: boolean
}) {
  const options: [ContentStatus | null, string][] = [
    [null, 'All'],
    ...statuses.map((status): [ContentStatus, string] => [
      status,
      status === 'draft' && inProgress ? IN_PROGRESS_LABEL : STATUS_LABELS[status],
    ]),
  ]
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map(([status, text]) => (
          <li key={text}>
            <Link
              to={status ? `?status=${status}` : '?'}
              aria-current={current === status ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-ink/15 ${current === status ? 'bg-ink text-paper' : 'bg-white hover:bg-ink/5'}`}
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
