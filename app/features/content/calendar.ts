// The month grid of the content calendar: weeks from Monday, days outside the month left blank.

export type MonthRef = { year: number; month: number }

const pad = (n: number) => String(n).padStart(2, '0')
export const monthKey = ({ year, month }: MonthRef) => `${year}-${pad(month)}`
export const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`

export function shiftMonth({ year, month }: MonthRef, by: number): MonthRef {
  const index = year * 12 + (month - 1) + by
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** [from, to) of a month as YYYY-MM-DD. */
export function monthRange(ref: MonthRef) {
  const next = shiftMonth(ref, 1)
  return { from: isoDay(ref.year, ref.month, 1), to: isoDay(next.year, next.month, 1) }
}

export const daysInMonth = ({ year, month }: MonthRef) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** Weeks (Monday first) of the month: each a list of 7 YYYY-MM-DD days, or null outside the month. */
export function monthWeeks(ref: MonthRef): (string | null)[][] {
  const firstWeekday = (new Date(Date.UTC(ref.year, ref.month - 1, 1)).getUTCDay() + 6) % 7
  const cells: (string | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: daysInMonth(ref) }, (_, index) => isoDay(ref.year, ref.month, index + 1)),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

export const monthName = ({ year, month }: MonthRef) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)))
