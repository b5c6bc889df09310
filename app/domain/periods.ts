// Periods of time and their arithmetic, all in UTC: billing periods (month ends, leap years), the
// period of a subscription a moment falls in, business days, calendar days and months, and India's
// financial year. Built on date-fns with its UTC context (`in: utc`), so a result never depends on the
// time zone of the machine it runs on; results are plain Dates. A day is a `YYYY-MM-DD` string, a
// whole day in UTC. See docs/decisions/024-domain-core.md.
import { utc } from '@date-fns/utc'
// One module per function: date-fns's own entry loads all of its 300 files, which costs a second or
// more of CPU wherever it is imported on Node 26 (decision 045).
import { addBusinessDays as addBusinessDaysIn } from 'date-fns/addBusinessDays'
import { addDays as addDaysIn } from 'date-fns/addDays'
import { addMinutes } from 'date-fns/addMinutes'
import { addMonths } from 'date-fns/addMonths'
import { differenceInCalendarMonths } from 'date-fns/differenceInCalendarMonths'
import { format } from 'date-fns/format'
import { getDaysInMonth } from 'date-fns/getDaysInMonth'
import { getISODay } from 'date-fns/getISODay'
import { getMonth } from 'date-fns/getMonth'
import { getYear } from 'date-fns/getYear'
import { isValid } from 'date-fns/isValid'
import { parse } from 'date-fns/parse'
import { startOfMonth } from 'date-fns/startOfMonth'

const inUtc = { in: utc }

/** date-fns hands back its UTC date class; callers (the database driver, loaders' data) get a plain Date. */
const plain = (date: Date) => new Date(date.getTime())

// ——— Billing periods ———

export const BILLING_PERIODS = ['monthly', 'yearly'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]

const MONTHS_IN: Record<BillingPeriod, number> = { monthly: 1, yearly: 12 }

/** The billing period a query asks for (`?billing=yearly`); anything else is monthly. */
export function pickBillingPeriod(queryValue: string | null | undefined): BillingPeriod {
  return queryValue?.toLowerCase() === 'yearly' ? 'yearly' : 'monthly'
}

/**
 * `count` billing periods after `start`, at the same time of day: one calendar month or year later,
 * a day the month lacks stopping at its last day (Jan 31 → Feb 28, or Feb 29 in a leap year;
 * Feb 29 → Feb 28 a year later).
 */
export function addPeriod(start: Date, period: BillingPeriod, count = 1): Date {
  return plain(addMonths(start, MONTHS_IN[period] * count, inUtc))
}

export type TimeWindow = { start: Date; end: Date }

/**
 * The period of `period`s counted from `anchor` that `at` falls in: start ≤ at < end. Every boundary
 * is counted from the anchor, not from the previous boundary, so an anchor on the 31st keeps to
 * month ends (Jan 31, Feb 29, Mar 31) instead of drifting to the 29th.
 */
export function periodContaining(anchor: Date, period: BillingPeriod, at: Date): TimeWindow {
  let n = Math.floor(differenceInCalendarMonths(at, anchor, inUtc) / MONTHS_IN[period])
  while (addPeriod(anchor, period, n) > at) n -= 1
  while (addPeriod(anchor, period, n + 1) <= at) n += 1
  return { start: addPeriod(anchor, period, n), end: addPeriod(anchor, period, n + 1) }
}

/**
 * The month of a subscription that `at` falls in, counted from `start` (when it began, or its current
 * period began): what a plan's monthly allowances count against, on a monthly plan (where it is the
 * billing period itself) and on a yearly one (one of its twelve months) alike.
 */
export function subscriptionMonth(start: Date, at: Date): TimeWindow {
  return periodContaining(start, 'monthly', at)
}

// ——— Moments ———

/** `days` whole days (of 24 hours: UTC has no daylight saving) after `moment`; negative is before. */
export function addDays(moment: Date, days: number): Date {
  return plain(addDaysIn(moment, days, inUtc))
}

/**
 * `days` business days (Monday to Friday, UTC) after `moment`, at the same time of day: Friday + 1 is
 * Monday, and a count started on a weekend starts from the Monday (Saturday + 1 is Monday too).
 */
export function addBusinessDays(moment: Date, days: number): Date {
  return plain(addBusinessDaysIn(moment, days, inUtc))
}

// ——— Due dates ———

/**
 * The day a piece is due: `businessDays` business days after the moment it was asked for (UTC,
 * weekends skipped), or the day the founder wants it by when that is later.
 */
export function dueDay(requestedAt: Date, businessDays: number, wantedBy: string | null = null): string {
  const due = dayOf(addBusinessDays(requestedAt, businessDays))
  return wantedBy !== null && wantedBy > due ? wantedBy : due
}

/** Where a due day stands on a day: days left (calendar days), due that day, or days overdue. */
export type DueStanding = { kind: 'upcoming'; days: number } | { kind: 'today' } | { kind: 'overdue'; days: number }

export function dueStanding(due: string, today: string): DueStanding {
  const days = Math.round((dayStart(due).getTime() - dayStart(today).getTime()) / 86_400_000)
  if (days === 0) return { kind: 'today' }
  return days > 0 ? { kind: 'upcoming', days } : { kind: 'overdue', days: -days }
}

/** "due in 2 days", "due tomorrow", "due today", "overdue by 3 days". */
export function dueText(standing: DueStanding): string {
  const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`
  switch (standing.kind) {
    case 'today':
      return 'due today'
    case 'upcoming':
      return standing.days === 1 ? 'due tomorrow' : `due in ${days(standing.days)}`
    case 'overdue':
      return `overdue by ${days(standing.days)}`
  }
}

// ——— Days (YYYY-MM-DD) ———

const DAY_FORMAT = 'yyyy-MM-dd'
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/
/** A day that parses to nothing, for parse's reference date. */
const EPOCH = new Date(0)

const parseUtc = (text: string, pattern: string) => parse(text, pattern, EPOCH, inUtc)

/** Whether `value` is a `YYYY-MM-DD` day the calendar has (2026-02-30 and 2027-02-29 are not). */
export function isRealDay(value: string): boolean {
  return DAY_SHAPE.test(value) && isValid(parseUtc(value, DAY_FORMAT))
}

/** The start (00:00 UTC) of a real `YYYY-MM-DD` day; check it with isRealDay first. */
export function dayStart(day: string): Date {
  const date = parseUtc(day, DAY_FORMAT)
  if (!DAY_SHAPE.test(day) || !isValid(date)) throw new RangeError(`Not a day: ${day}`)
  return plain(date)
}

/** The UTC day of a moment, as `YYYY-MM-DD`. */
export function dayOf(moment: Date): string {
  return format(moment, DAY_FORMAT, inUtc)
}

/** A day moved by whole days: shiftDay('2028-02-28', 1) is '2028-02-29'. */
export function shiftDay(day: string, days: number): string {
  return dayOf(addDaysIn(dayStart(day), days, inUtc))
}

/** The first day of the month a day is in. */
export function firstOfMonth(day: string): string {
  return dayOf(startOfMonth(dayStart(day), inUtc))
}

/** The first day of the month after the one a day is in. */
export function firstOfNextMonth(day: string): string {
  return dayOf(addMonths(startOfMonth(dayStart(day), inUtc), 1, inUtc))
}

/** 1 for Monday … 7 for Sunday (ISO 8601). */
export function weekdayOf(day: string): number {
  return getISODay(dayStart(day), inUtc)
}

/**
 * A moment from a real day and a time of day (`HH:mm` or `HH:mm:ss`) in UTC, or null when the
 * calendar or the clock has no such moment (2025-02-31, 24:00, 10:75).
 */
export function utcMoment(day: string, time: string): Date | null {
  if (!DAY_SHAPE.test(day) || !/^\d{2}:\d{2}(?::\d{2})?$/.test(time)) return null
  const date = parseUtc(`${day} ${time}`, time.length === 5 ? `${DAY_FORMAT} HH:mm` : `${DAY_FORMAT} HH:mm:ss`)
  return isValid(date) ? plain(date) : null
}

// ——— Calendar months ———

/** A calendar month: `month` is 1 (January) … 12. */
export type MonthRef = { year: number; month: number }

/** The first moment (00:00 UTC on the 1st) of a month. */
export function monthStart({ year, month }: MonthRef): Date {
  return dayStart(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`)
}

/** The UTC month of a moment. */
export function monthOf(moment: Date): MonthRef {
  return { year: getYear(moment, inUtc), month: getMonth(moment, inUtc) + 1 }
}

/** The month `by` months after (or, negative, before) a month. */
export function shiftMonth(ref: MonthRef, by: number): MonthRef {
  return monthOf(addMonths(monthStart(ref), by, inUtc))
}

export function daysInMonth(ref: MonthRef): number {
  return getDaysInMonth(monthStart(ref), inUtc)
}

// ——— India's financial year ———

/** India Standard Time is UTC+05:30 all year round (India has no daylight saving). */
const IST_OFFSET_MINUTES = 5 * 60 + 30

/** "2026-27" for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST (GST invoices count within it). */
export function financialYearOf(moment: Date): string {
  // The wall clock in India, read as if it were UTC.
  const india = addMinutes(moment, IST_OFFSET_MINUTES, inUtc)
  const year = getYear(india, inUtc)
  const start = getMonth(india, inUtc) >= 3 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}
