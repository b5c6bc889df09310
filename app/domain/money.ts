// Money is held as integer minor units (cents / paise) plus a currency code,
// and only turned into text at the edge with formatMoney.

export type Currency = 'USD' | 'INR'

export const currencies = ['USD', 'INR'] as const satisfies readonly Currency[]

const MINOR_PER_MAJOR = 100

const locales: Record<Currency, string> = { USD: 'en-US', INR: 'en-IN' }

const moneyFormats = new Map<string, Intl.NumberFormat>()

/** One formatter per currency and number of decimals, made on first use (making one is the costly part). */
function moneyFormat(currency: Currency, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locales[currency], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
    moneyFormats.set(key, format)
  }
  return format
}

/** `$1,910`, `$29.99`, `₹1,63,190` — decimals only when the amount has a fractional part. */
export function formatMoney(minor: number, currency: Currency): string {
  const fractionDigits = minor % MINOR_PER_MAJOR === 0 ? 0 : 2
  // Some ICU versions put a (narrow) no-break space between symbol and digits.
  return moneyFormat(currency, fractionDigits)
    .format(minor / MINOR_PER_MAJOR)
    .replace(/\s/g, '')
}

/** Rounds minor units to the nearest whole major unit (half rounds up). */
function roundToMajor(minor: number): number {
  return Math.round(minor / MINOR_PER_MAJOR) * MINOR_PER_MAJOR
}

/** The per-month equivalent of a yearly price: yearly ÷ 12, rounded to a whole major unit. */
export function yearlyPerMonth(yearlyMinor: number): number {
  return roundToMajor(yearlyMinor / 12)
}

export function parseCurrency(value: string | null | undefined): Currency | null {
  const upper = value?.toUpperCase()
  return upper === 'USD' || upper === 'INR' ? upper : null
}

/**
 * The one currency rule (spec §4), used by every loader and by the public page cache's key
 * (app/content/public-paths.ts), so a cached page and a page rendered per request never disagree.
 * A valid `currency` query value wins; otherwise INR when any preferred language has the region
 * IN (`en-IN`, `hi-IN`, or an Accept-Language header such as `en-IN,en;q=0.9`); otherwise USD.
 * "Contains IN" means the region subtag: a bare `in` is a language (the retired code for
 * Indonesian), so `en;q=0.9, in;q=0.5` is USD.
 */
export function pickCurrency(queryValue: string | null | undefined, languages: string | readonly string[] | null | undefined): Currency {
  const fromQuery = parseCurrency(queryValue)
  if (fromQuery) return fromQuery
  return languageTags(languages).some(isIndianTag) ? 'INR' : 'USD'
}

function languageTags(languages: string | readonly string[] | null | undefined): string[] {
  if (!languages) return []
  const list = typeof languages === 'string' ? languages.split(',') : languages
  // Drop Accept-Language quality weights: `en;q=0.9` → `en`.
  return list.map((entry) => entry.split(';')[0]?.trim() ?? '').filter(Boolean)
}

// Region subtags follow the language (`en-IN`, `hi-Latn-IN`); matching the
// subtag rather than any "in" substring keeps `fin` or `inh` from counting.
function isIndianTag(tag: string): boolean {
  return tag
    .split(/[-_]/)
    .slice(1)
    .some((subtag) => subtag.toUpperCase() === 'IN')
}
