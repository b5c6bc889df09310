// The activity log's filters, read from the URL (a filtered view can be shared and exported). Bad
// values get a message that names them, never a server error.
import { z } from 'zod'
// Sets Zod to build no code with new Function, which the CSP refuses.
import '#app/utils/validation.ts'
import { isRealDay } from '#app/domain/periods.ts'
import { MAX_PAGE } from '#app/domain/pagination.ts'
import { ACTIVITY_ACTION_CODES } from './activity-actions.ts'

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const dayField = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date such as 2026-01-31.`, abort: true })
      .refine(isRealDay, `${label} is not a real date.`)
      .optional(),
  )

export const ActivityFiltersSchema = z
  .object({
    actor: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[\w-]{1,200}$/, 'Choose an admin from the list.')
        .optional(),
    ),
    action: z.preprocess(blankToUndefined, z.enum(ACTIVITY_ACTION_CODES, { error: 'Choose an action from the list.' }).optional()),
    from: dayField('From'),
    to: dayField('To'),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'Page must be a whole number.' })
        .int('Page must be a whole number.')
        .min(1, 'Page must be 1 or more.')
        .max(MAX_PAGE, 'That page does not exist.')
        .default(1),
    ),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: 'The start date must be on or before the end date.',
    path: ['to'],
  })

export type ActivityFilters = z.output<typeof ActivityFiltersSchema>

const FILTER_KEYS = ['actor', 'action', 'from', 'to', 'page'] as const

/** The filters of a URL, or the messages that say which values are wrong. */
export function parseActivityFilters(params: URLSearchParams): { ok: true; filters: ActivityFilters } | { ok: false; messages: string[] } {
  const input = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]))
  const result = ActivityFiltersSchema.safeParse(input)
  if (result.success) return { ok: true, filters: result.data }
  return { ok: false, messages: [...new Set(result.error.issues.map((issue) => issue.message))] }
}

/** The query string of the filters, without the page (the CSV link, "Clear"). */
export function activityQuery(filters: Partial<ActivityFilters>): string {
  const params = new URLSearchParams()
  for (const key of ['actor', 'action', 'from', 'to'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
