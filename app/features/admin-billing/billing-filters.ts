// The admin billing list's filters, read from the URL (so a filtered view can be shared and exported).
// Bad values get a message that names them, never a server error.
import { z } from 'zod'
// Sets Zod to build no code with new Function, which the CSP refuses: this page loads no form that would.
import '#app/utils/validation.ts'
import type { CURRENCIES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '#db/schema/billing.ts'
import { TRANSACTION_STATUS_OPTIONS, TRANSACTION_TYPE_OPTIONS } from '#app/domain/transactions.ts'
import { firstOfMonth, firstOfNextMonth, shiftDay } from '#app/domain/periods.ts'
import { choiceField, dayField, dayRange, filterQuery, pageField, readFilters, searchField } from '#app/domain/list-filters.ts'

// The lists of values are the domain's; the schema's own must match them.
export const STATUS_OPTIONS = TRANSACTION_STATUS_OPTIONS satisfies readonly (typeof TRANSACTION_STATUSES)[number][]
export const TYPE_OPTIONS = TRANSACTION_TYPE_OPTIONS satisfies readonly (typeof TRANSACTION_TYPES)[number][]
export const CURRENCY_OPTIONS = ['USD', 'INR'] as const satisfies readonly (typeof CURRENCIES)[number][]

export const BILLING_PAGE_SIZE = 25
/** Further than the other lists go: every transaction ever made is reachable a page at a time. */
const MAX_PAGE = 100_000

export const BillingFiltersSchema = dayRange(
  z.object({
    status: choiceField(STATUS_OPTIONS, 'Status'),
    type: choiceField(TYPE_OPTIONS, 'Type'),
    currency: choiceField(CURRENCY_OPTIONS, 'Currency'),
    from: dayField('From'),
    to: dayField('To'),
    /** A customer's name or e-mail, or part of it. */
    q: searchField(),
    page: pageField(MAX_PAGE),
  }),
)

export type BillingFilters = z.output<typeof BillingFiltersSchema>

const FILTER_KEYS = ['status', 'type', 'currency', 'from', 'to', 'q', 'page'] as const

/** The filters of a URL, or the messages that say which values are wrong. */
export function parseBillingFilters(params: URLSearchParams) {
  return readFilters(BillingFiltersSchema, FILTER_KEYS, params)
}

/** The query string of a set of filters (without the page unless given). */
export function filtersQuery(filters: Partial<BillingFilters>, page?: number): string {
  return filterQuery(filters, ['q', 'status', 'type', 'currency', 'from', 'to'], page)
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
