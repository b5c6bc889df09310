// The fields a list's filters share when they are read from the URL (a filtered view is a link that
// can be shared and exported): the page, a choice from a list, a day, a search, and a range of days
// whose start is not after its end. Bad values get a message that names them, never a server error.
// The schemas that use these import '#app/utils/validation.ts' for Zod's CSP-safe setting.
import { z } from 'zod'
import { isRealDay } from './periods.ts'
import { MAX_PAGE } from './pagination.ts'

/** A blank value in the URL (`?from=`) reads as no filter at all. */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** `?page=N`: 1 when blank; a message for anything else that is not a page number up to `maxPage`. */
export const pageField = (maxPage = MAX_PAGE) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Page must be a whole number.' })
      .int('Page must be a whole number.')
      .min(1, 'Page must be 1 or more.')
      .max(maxPage, 'That page does not exist.')
      .default(1),
  )

/** One of a list's values, or no filter when blank. */
export const choiceField = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
  z.preprocess(blankToUndefined, z.enum(options, { error: `${label} must be one of: ${options.join(', ')}.` }).optional())

/** A calendar day as YYYY-MM-DD, or no filter when blank. */
export const dayField = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date such as 2026-01-31.`, abort: true })
      .refine(isRealDay, `${label} is not a real date.`)
      .optional(),
  )

/** Search text (a name or e-mail, or part of it) on one line, cut to `limit` characters; no filter when blank. */
export const searchField = (limit = 100) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .replace(/[\s\p{Cc}]+/gu, ' ')
            .trim()
            .slice(0, limit) || undefined
        : undefined,
    z.string().optional(),
  )

/** Filters with `from` and `to` days, refused when the range ends before it starts. */
export const dayRange = <Schema extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: Schema) =>
  schema.refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: 'The start date must be on or before the end date.',
    path: ['to'],
  })

/** The filters named by `keys` in a URL, or every distinct message that says which values are wrong. */
export function readFilters<Schema extends z.ZodType>(
  schema: Schema,
  keys: readonly string[],
  params: URLSearchParams,
): { ok: true; filters: z.output<Schema> } | { ok: false; messages: string[] } {
  const input = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined]))
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, filters: result.data }
  return { ok: false, messages: [...new Set(result.error.issues.map((issue) => issue.message))] }
}

/** A query string of the filters named by `keys`, in that order, set ones only, then the page past the first. */
export function filterQuery<Filters extends Record<string, unknown>>(
  filters: Partial<Filters>,
  keys: readonly (keyof Filters & string)[],
  page?: number,
) {
  const params = new URLSearchParams()
  for (const key of keys) {
    const value = filters[key]
    if (value) params.set(key, String(value))
  }
  if (page && page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
