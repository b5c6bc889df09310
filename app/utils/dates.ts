// Dates are shown in US English and in UTC, so the server's render and the browser's agree. The
// formatters are made once: making an Intl.DateTimeFormat costs far more than using one, and a
// dashboard formats hundreds of dates per page.

const formats = {
  /** "Nov 23, 2026" */
  medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
  /** "November 23, 2026" */
  long: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  /** "Nov 23, 2026, 10:04 AM" */
  mediumTime: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
}

type DateValue = string | Date

/** A `YYYY-MM-DD` day is that day in UTC; other strings are ISO timestamps. */
function toDate(value: DateValue): Date {
  if (value instanceof Date) return value
  return new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
}

/** "Nov 23, 2026"; "—" when there is no date. */
export function dateText(value: DateValue | null | undefined): string {
  return value ? formats.medium.format(toDate(value)) : '—'
}

/** "November 23, 2026"; `fallback` when there is no date. */
export function longDateText(value: DateValue | null | undefined, fallback = '—'): string {
  return value ? formats.long.format(toDate(value)) : fallback
}

/** "Nov 23, 2026, 10:04 AM UTC"; "—" when there is no date. */
export function dateTimeText(value: DateValue | null | undefined): string {
  return value ? `${formats.mediumTime.format(toDate(value))} UTC` : '—'
}
