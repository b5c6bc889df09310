// Formatting helpers for the marketing pages. They avoid Intl so the server and the
// browser always produce the same text (no hydration mismatches across locales or ICU builds).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

function parseIsoDate(iso: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2]) - 1
  const day = Number(match[3])
  if (month < 0 || month > 11 || day < 1 || day > 31) return null
  return { year, month, day }
}

/** '2026-10-27' -> 'Oct 27, 2026'. */
export function formatShortDate(iso: string): string {
  const parts = parseIsoDate(iso)
  if (!parts) return iso
  return `${MONTHS[parts.month]} ${parts.day}, ${parts.year}`
}

/** '2026-11-01' -> 'November 1, 2026'. */
export function formatLongDate(iso: string): string {
  const parts = parseIsoDate(iso)
  if (!parts) return iso
  return `${LONG_MONTHS[parts.month]} ${parts.day}, ${parts.year}`
}

/** 3214576 -> '3,214,576'. */
export function formatThousands(value: number): string {
  const sign = value < 0 ? '-' : ''
  const digits = Math.trunc(Math.abs(value)).toString()
  const groups: string[] = []
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end))
  return sign + groups.join(',')
}

/** 412000 -> '412K', 1250000 -> '1.3M', 950 -> '950'. */
export function formatCompact(value: number): string {
  if (value >= 1_000_000) return `${trimZero((value / 1_000_000).toFixed(1))}M`
  if (value >= 1_000) return `${Math.round(value / 1_000)}K`
  return String(value)
}

function trimZero(text: string) {
  return text.endsWith('.0') ? text.slice(0, -2) : text
}

/** Serialises structured data for a <script type="application/ld+json"> element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
