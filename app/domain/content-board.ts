// The admin's content board (/dashboard/admin/content): every request and piece of the agency grouped
// by state, and the filters that narrow it, as one set of rules the board, its links from the
// overview and its tests share. A filter's value is in the URL (`?due=overdue&type=blog`), so every
// view of the board is a link.
import { CONTENT_STATUSES, STATUS_LABELS, type ContentStatus, type ContentType, CONTENT_TYPES } from './content.ts'
import { parsePage } from './pagination.ts'

export const BOARD_PATH = '/dashboard/admin/content'

/** A piece submitted this many days ago and still waiting for its founder is late in review (the founder is reminded then too). */
export const REVIEW_WAIT_DAYS = 3

/** The board's columns, in the order work flows through them. */
export const BOARD_STATES = [
  'requested',
  'draft',
  'pending',
  'rejected',
  'approved',
  'cancelled',
] as const satisfies readonly ContentStatus[]

/** How the board names a state: a draft it shows is a request being written. */
export const BOARD_STATE_LABELS: Record<ContentStatus, string> = {
  ...STATUS_LABELS,
  requested: 'Requested, not started',
  draft: 'In progress',
  pending: 'Waiting for review',
}

/** The due filters: late deliveries, deliveries due within seven days, and reviews waiting too long. */
export const DUE_FILTERS = ['overdue', 'week', 'review-late'] as const
export type DueFilter = (typeof DUE_FILTERS)[number]
export const DUE_FILTER_LABELS: Record<DueFilter, string> = {
  overdue: 'Overdue',
  week: 'Due this week',
  'review-late': `Waiting for review over ${REVIEW_WAIT_DAYS} days`,
}

/** Counts of the board's alarms on the overview stop here ("99+"): each reads at most this many index entries; the board lists them all. */
export const CONTENT_COUNT_CAP = 99

/** At most this many characters of a title search. */
export const BOARD_QUERY_MAX = 100

export type BoardFilters = {
  founder: string | null
  writer: string | null
  type: ContentType | null
  state: ContentStatus | null
  due: DueFilter | null
  /** A title search. */
  q: string
  /** A search for the founder or writer to filter by (when none is chosen yet). */
  founderQ: string
  writerQ: string
  page: number
}

const ID = /^[\w-]{1,200}$/

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => values.find((item) => item === value) ?? null
const id = (value: string | null) => (value && ID.test(value) ? value : null)
const text = (value: string | null) =>
  (value ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, BOARD_QUERY_MAX)

/**
 * The board's filters from its URL. A value the board does not know is no filter (an old or edited
 * link shows the whole board rather than an error), and the page is a page number.
 */
export function parseBoardFilters(params: URLSearchParams): BoardFilters {
  return {
    founder: id(params.get('founder')),
    writer: id(params.get('writer')),
    type: oneOf(CONTENT_TYPES, params.get('type')),
    state: oneOf(CONTENT_STATUSES, params.get('state')),
    due: oneOf(DUE_FILTERS, params.get('due')),
    q: text(params.get('q')),
    founderQ: text(params.get('founderQ')),
    writerQ: text(params.get('writerQ')),
    page: parsePage(params.get('page')),
  }
}

/** The states a due filter can find: only undelivered pieces are overdue or due, only pending ones wait for review. */
export function statesForDue(due: DueFilter | null): readonly ContentStatus[] {
  if (due === 'overdue' || due === 'week') return ['requested', 'draft']
  if (due === 'review-late') return ['pending']
  return BOARD_STATES
}

/** The columns the board shows for its filters: the chosen state, else every state the due filter allows. */
export function boardColumns(filters: Pick<BoardFilters, 'state' | 'due'>): ContentStatus[] {
  const allowed = statesForDue(filters.due)
  if (filters.state) return allowed.includes(filters.state) ? [filters.state] : []
  return BOARD_STATES.filter((state) => allowed.includes(state))
}

/** Delivered and called-off pieces show the latest first; work in flight shows what has waited longest first. */
export function newestFirst(state: ContentStatus): boolean {
  return state === 'approved' || state === 'cancelled'
}

/** The board's URL for some filters (and no page: a new filter starts at page 1). */
export function boardHref(filters: Partial<Omit<BoardFilters, 'page'>> & { page?: number } = {}): string {
  const params = new URLSearchParams()
  for (const key of ['founder', 'writer', 'type', 'state', 'due', 'q', 'founderQ', 'writerQ'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return query ? `${BOARD_PATH}?${query}` : BOARD_PATH
}

/** How long a piece has been in its state: "today", "1 day", "12 days". */
export function ageText(since: Date | string, now = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(since).getTime()) / 86_400_000)
  if (days <= 0) return 'today'
  return `${days} day${days === 1 ? '' : 's'}`
}
