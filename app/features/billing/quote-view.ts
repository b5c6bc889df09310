// What the checkout page shows about an order, as the server priced it (built by
// quoteView in checkout.server.ts; rendered by order-summary.tsx). Plain data, safe for the browser.
import type { Currency } from '#app/domain/money.ts'
import type { OrderPeriod } from './products.ts'

export type QuoteView = {
  productSlug: string
  productName: string
  period: OrderPeriod
  currency: Currency
  line: string
  subtotal: number
  discount: number
  couponCode: string | null
  /** "20% off" / "$50 off" for the applied coupon. */
  couponLabel: string | null
  /** Why the coupon that was typed cannot be used. */
  couponMessage: string | null
  gst: number
  /** How the GST is split: "IGST 18%" or "CGST 9% + SGST 9%"; null without GST. */
  gstLabel: string | null
  total: number
  gstNumber: string | null
  /** What a subscription costs from its second period on (list price + GST); null for one-time orders. */
  renewalAmount: number | null
  /** A reason the order cannot be placed at all (sold out, no price). */
  refusal: string | null
  soldOut: boolean
  paymentsOff: boolean
  mode:
    | { kind: 'purchase' }
    | { kind: 'renewal'; periodEnd: string | null }
    | { kind: 'plan-change'; effectiveOn: string | null; currentPlan: string }
    | { kind: 'current-plan'; message: string }
    | { kind: 'currency-locked'; message: string }
}

/** Whether the Pay button can do anything with this quote. */
export function canPlace(quote: QuoteView): boolean {
  return !quote.refusal && !quote.paymentsOff && quote.mode.kind !== 'current-plan' && quote.mode.kind !== 'currency-locked'
}
