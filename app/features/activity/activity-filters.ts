// The activity log's filters, read from the URL (a filtered view can be shared and exported). Bad
// values get a message that names them, never a server error.
import { z } from 'zod'
// Sets Zod to build no code with new Function, which the CSP refuses.
import '#app/utils/validation.ts'
import { blankToUndefined, dayField, dayRange, filterQuery, pageField, readFilters } from '#app/domain/list-filters.ts'
import { ACTIVITY_ACTION_CODES } from './activity-actions.ts'

export const ActivityFiltersSchema = dayRange(
  z.object({
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
    page: pageField(),
  }),
)

export type ActivityFilters = z.output<typeof ActivityFiltersSchema>

const FILTER_KEYS = ['actor', 'action', 'from', 'to', 'page'] as const

/** The filters of a URL, or the messages that say which values are wrong. */
export function parseActivityFilters(params: URLSearchParams) {
  return readFilters(ActivityFiltersSchema, FILTER_KEYS, params)
}

/** The query string of the filters, without the page (the CSV link, "Clear"). */
export function activityQuery(filters: Partial<ActivityFilters>): string {
  return filterQuery(filters, ['actor', 'action', 'from', 'to'])
}
