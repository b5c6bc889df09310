// What a writer earns for an approved piece: a rate per content type, in the writer's pay currency.
// The agency's default rate table is configuration (below); an admin may set any writer's own rates
// on the payouts page, and a writer without their own rate for a type earns the default in their
// currency. Start-up writes this table into writer_default_rates, where the approval's accrual (a
// trigger of migration 0011) reads it in the approving transaction: see decision 028.
import { CONTENT_TYPES, TYPE_LABELS, type ContentType } from './content.ts'
import { currencies, formatMoney, type Currency } from './money.ts'

/** The default rate per approved piece, in minor units, for a writer paid in each currency. */
export const DEFAULT_WRITER_RATES = {
  USD: { blog: 12_000, linkedin: 4_000, pr: 15_000, strategy: 8_000 },
  INR: { blog: 600_000, linkedin: 200_000, pr: 800_000, strategy: 400_000 },
} as const satisfies Record<Currency, Record<ContentType, number>>

/** One line of a rate card: a content type, what an approved piece of it earns, and whether it is the writer's own rate. */
export type RateCardLine = { contentType: ContentType; amountMinor: number; custom: boolean }
export type RateCard = { currency: Currency; lines: RateCardLine[] }

/** The default table as rate cards, in the order plans list content types. */
export function defaultRateCard(currency: Currency): RateCard {
  return {
    currency,
    lines: CONTENT_TYPES.map((contentType) => ({ contentType, amountMinor: DEFAULT_WRITER_RATES[currency][contentType], custom: false })),
  }
}

export const DEFAULT_RATE_CARDS: RateCard[] = currencies.map(defaultRateCard)

/** "Blog article $120 · LinkedIn post $40 · PR article $150 · Strategy session $80" */
export function rateCardText(card: RateCard): string {
  return card.lines.map((line) => `${TYPE_LABELS[line.contentType]} ${formatMoney(line.amountMinor, card.currency)}`).join(' · ')
}

/** Amounts in one currency, summed; a list holds one entry per currency present, never added across them. */
export type MoneyTotal = { currency: Currency; amountMinor: number }

/** Sums amounts per currency (USD first), leaving out currencies with nothing. */
export function totalsByCurrency(items: readonly { currency: Currency; amountMinor: number }[]): MoneyTotal[] {
  return currencies
    .map((currency) => ({
      currency,
      amountMinor: items.filter((item) => item.currency === currency).reduce((sum, item) => sum + item.amountMinor, 0),
    }))
    .filter((total) => total.amountMinor !== 0)
}

/** "$190 · ₹6,000", or the fallback when there is nothing in either currency. */
export function totalsText(totals: readonly MoneyTotal[], none = '—'): string {
  return totals.length ? totals.map((total) => formatMoney(total.amountMinor, total.currency)).join(' · ') : none
}
