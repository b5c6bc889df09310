// The kinds of content a plan includes and the states a piece goes through, with the words pages
// show for them. The database schema takes its lists from here (db/schema/content.ts), so a
// browser form that needs the list loads these few lines, not the schema.

/**
 * requested (a founder asked; no draft yet) → draft (the writer's; "in progress" for a request) →
 * pending (submitted) → approved (final) | rejected (changes requested) → pending …; cancelled (a
 * request called off, by its founder before work starts or by an admin) is final too.
 */
export const CONTENT_STATUSES = ['requested', 'draft', 'pending', 'approved', 'rejected', 'cancelled'] as const
/** In the order plans and pages list them. */
export const CONTENT_TYPES = ['blog', 'linkedin', 'pr', 'strategy'] as const

export type ContentStatus = (typeof CONTENT_STATUSES)[number]
export type ContentType = (typeof CONTENT_TYPES)[number]

export const STATUS_LABELS: Record<ContentStatus, string> = {
  requested: 'Requested',
  draft: 'Draft',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Changes requested',
  cancelled: 'Cancelled',
}

/** A request's draft as everyone but its writer sees it: work has started. */
export const IN_PROGRESS_LABEL = 'In progress'

/**
 * The states of a piece not yet delivered: its due date is the writer's to meet, and it is late
 * (overdue) past that day. Once submitted, it waits for the founder, and its due date has been met
 * or missed for good.
 */
export const UNDELIVERED_STATUSES = ['requested', 'draft'] as const satisfies readonly ContentStatus[]

/** The states of a piece its writer has to work on: sent back by the founder, or still a draft. */
export const NEEDS_WORK_STATUSES = ['rejected', 'draft'] as const satisfies readonly ContentStatus[]

export function isUndelivered(status: ContentStatus): boolean {
  return (UNDELIVERED_STATUSES as readonly ContentStatus[]).includes(status)
}

/** One piece of a type: "Blog article". */
export const TYPE_LABELS: Record<ContentType, string> = {
  blog: 'Blog article',
  linkedin: 'LinkedIn post',
  pr: 'PR article',
  strategy: 'Strategy session',
}

/** A count of a type, as plans and usage state it: "Blog articles". */
export const TYPE_PLURAL_LABELS: Record<ContentType, string> = {
  blog: 'Blog articles',
  linkedin: 'LinkedIn posts',
  pr: 'PR articles',
  strategy: 'Strategy sessions',
}

/** One piece of a type inside a sentence: "a new LinkedIn post" (never "linkedin post"). */
export const TYPE_IN_TEXT: Record<ContentType, string> = {
  blog: 'blog article',
  linkedin: 'LinkedIn post',
  pr: 'PR article',
  strategy: 'strategy session',
}

/** A count of a type inside a sentence: "4 of 4 blog articles". */
export const TYPE_PLURAL_IN_TEXT: Record<ContentType, string> = {
  blog: 'blog articles',
  linkedin: 'LinkedIn posts',
  pr: 'PR articles',
  strategy: 'strategy sessions',
}

/** A status from a query string (`?status=pending`), or null for anything else. */
export function parseContentStatus(value: string | null | undefined): ContentStatus | null {
  return CONTENT_STATUSES.find((status) => status === value) ?? null
}

/** Where a piece stands against its revision rounds: "Revision round 1 of 3", "No revisions yet, 3 rounds included". */
export function revisionRoundText(round: number, limit: number | null): string {
  if (round === 0) return `No revisions yet, ${limit === null ? 'unlimited rounds' : `${limit} round${limit === 1 ? '' : 's'}`} included`
  return `Revision round ${round}${limit === null ? ' (unlimited)' : ` of ${limit}`}`
}
