// The admin billing list's filters, read from the URL (so a filtered view can be shared and exported).
// Bad values get a message that names them, never a server error.
import { z } from 'zod'
// Sets Zod to build no code with new Function, which the CSP refuses: this page loads no form that would.
import '#app/utils/validation.ts'
import type { CURRENCIES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '#db/schema/billing.ts'
import { TRANSACTION_STATUS_OPTIONS, TRANSACTION_TYPE_OPTIONS } from '#app/domain/transactions.ts'
import { firstOfMonth, firstOfNextMonth, isRealDay, shiftDay } from '#app/domain/periods.ts'

// The lists of values are the domain's; the schema's own must match them.
export const STATUS_OPTIONS = TRANSACTION_STATUS_OPTIONS satisfies readonly (typeof TRANSACTION_STATUSES)[number][]
export const TYPE_OPTIONS = TRANSACTION_TYPE_OPTIONS satisfies readonly (typeof TRANSACTION_TYPES)[number][]
export const CURRENCY_OPTIONS = ['USD', 'INR'] as const satisfies readonly (typeof CURRENCIES)[number][]

export const BILLING_PAGE_SIZE = 25
const MAX_PAGE = 100_000

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const choice = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
  z.preprocess(blankToUndefined, z.enum(options, { error: `${label} must be one of: ${options.join(', ')}.` }).optional())

const dateField = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date such as 2026-01-31.`, abort: true })
      .refine(isRealDay, `${label} is not a real date.`)
      .optional(),
  )

export const BillingFiltersSchema = z
  .object({
    status: choice(STATUS_OPTIONS, 'Status'),
    type: choice(TYPE_OPTIONS, 'Type'),
    currency: choice(CURRENCY_OPTIONS, 'Currency'),
    from: dateField('From'),
    to: dateField('To'),
    /** A customer's name or e-mail, or part of it. */
    q: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .replace(/[\s\p{Cc}]+/gu, ' ')
              .trim()
              .slice(0, 100) || undefined
          : undefined,
      z.string().optional(),
    ),
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

export type BillingFilters = z.output<typeof BillingFiltersSchema>

const FILTER_KEYS = ['status', 'type', 'currency', 'from', 'to', 'q', 'page'] as const

/** The filters of a URL, or the messages that say which values are wrong. */
export function parseBillingFilters(params: URLSearchParams): { ok: true; filters: BillingFilters } | { ok: false; messages: string[] } {
  const input = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]))
  const result = BillingFiltersSchema.safeParse(input)
  if (result.success) return { ok: true, filters: result.data }
  return { ok: false, messages: [...new Set(result.error.issues.map((issue) => issue.message))] }
}

/** The query string of a set of filters (without the page unless given). */
export function filtersQuery(filters: Partial<BillingFilters>, page?: number): string {
  const params = new URLSearchParams()
  for (const key of ['q', 'status', 'type', 'currency', 'from', 'to'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  if (page && page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Days from `from` to `to`, both included; null is open-ended. */
export type DayRange = { from: string | null; to: string | null }
/** Calendar months from the one starting on `from` up to, not including, the one starting on `before`; null is open-ended. */
export type MonthRange = { from: string | null; before: string | null }

/**
 * A date filter (whole UTC days, both ends included) as the whole calendar months inside it and the
 * days left at its ragged ends, so totals can be read from monthly rows with daily rows only at the
 * edges. Together the parts cover the range exactly once.
 */
export function splitIntoMonths(range: DayRange): { months: MonthRange | null; days: DayRange[] } {
  const monthsFrom = range.from === null ? null : range.from === firstOfMonth(range.from) ? range.from : firstOfNextMonth(range.from)
  const monthsBefore = range.to === null ? null : firstOfMonth(shiftDay(range.to, 1))
  if (monthsFrom !== null && monthsBefore !== null && monthsFrom >= monthsBefore) return { months: null, days: [range] }
  const days: DayRange[] = []
  if (range.from !== null && monthsFrom !== null && range.from < monthsFrom) days.push({ from: range.from, to: shiftDay(monthsFrom, -1) })
  if (range.to !== null && monthsBefore !== null && monthsBefore <= range.to) days.push({ from: monthsBefore, to: range.to })
  return { months: { from: monthsFrom, before: monthsBefore }, days }
}
