// The kinds of content a plan includes and the states a piece goes through, with the words pages
// show for them. The database schema takes its lists from here (db/schema/content.ts), so a
// browser form that needs the list loads these few lines, not the schema.

/** draft (the writer's only) → pending (submitted) → approved (final) | rejected (changes requested) → pending … */
export const CONTENT_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const
/** In the order plans and pages list them. */
export const CONTENT_TYPES = ['blog', 'linkedin', 'pr', 'strategy'] as const

export type ContentStatus = (typeof CONTENT_STATUSES)[number]
export type ContentType = (typeof CONTENT_TYPES)[number]

export const STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Changes requested',
}

/** One piece of a type: "Blog article". */
export const TYPE_LABELS: Record<ContentType, string> = {
  blog: 'Blog article',
  linkedin: 'LinkedIn post',
  pr: 'PR article',
  strategy: 'Strategy',
}

/** A count of a type, as plans and usage state it: "Blog articles". */
export const TYPE_PLURAL_LABELS: Record<ContentType, string> = {
  blog: 'Blog articles',
  linkedin: 'LinkedIn posts',
  pr: 'PR articles',
  strategy: 'Strategy sessions',
}

/** A status from a query string (`?status=pending`), or null for anything else. */
export function parseContentStatus(value: string | null | undefined): ContentStatus | null {
  return CONTENT_STATUSES.find((status) => status === value) ?? null
}
