// The month grid of the content calendar: weeks from Monday, days outside the month left blank.
import { daysInMonth, dayOf, monthStart, shiftMonth, weekdayOf, type MonthRef } from '#app/domain/periods.ts'

const pad = (n: number) => String(n).padStart(2, '0')
export const monthKey = ({ year, month }: MonthRef) => `${year}-${pad(month)}`
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`

/** [from, to) of a month as YYYY-MM-DD. */
export function monthRange(ref: MonthRef) {
  return { from: dayOf(monthStart(ref)), to: dayOf(monthStart(shiftMonth(ref, 1))) }
}

/** Weeks (Monday first) of the month: each a list of 7 YYYY-MM-DD days, or null outside the month. */
export function monthWeeks(ref: MonthRef): (string | null)[][] {
  const blanksBefore = weekdayOf(dayOf(monthStart(ref))) - 1
  const cells: (string | null)[] = [
    ...Array.from({ length: blanksBefore }, () => null),
    ...Array.from({ length: daysInMonth(ref) }, (_, index) => isoDay(ref.year, ref.month, index + 1)),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
export const monthName = (ref: MonthRef) => monthFormat.format(monthStart(ref))
