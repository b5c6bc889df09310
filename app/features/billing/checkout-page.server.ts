// The checkout page's requests, one call each: the page itself (every price and the buyer's order),
// a re-pricing of its summary, and Pay. The last two are counted against the checkout's limits first.
import type { Database } from '#app/utils/db.server.ts'
import type { Currency } from '#app/domain/money.ts'
import { findBillingProfile } from './billing-profile.server.ts'
import { admitCheckoutRequest, type CheckoutRequester } from './checkout-limits.server.ts'
import type { CheckoutValues } from './checkout-schema.ts'
import { quoteOrder, quoteView, startCheckout, type Buyer, type CheckoutResult } from './checkout.server.ts'
import { loadPriceTable } from './prices.server.ts'
import { checkoutPath, orderPeriodFor, type OrderPeriod, type Product } from './products.ts'
import type { QuoteView } from './quote-view.ts'

/** Too many quotes or Pays from this account or address: try again after this many seconds. */
export type TooMany = { kind: 'too-many'; retryAfterSeconds: number }

/**
 * The page for a signed-in buyer: every product's prices (the plan switcher), their order as the
 * server prices it, and their billing profile to fill the form with.
 */
export async function loadCheckout(db: Database, buyer: Buyer, choice: { product: string; period: OrderPeriod; currency: Currency }) {
  const [table, quote, billingProfile] = await Promise.all([
    loadPriceTable(db),
    quoteOrder(db, buyer, choice),
    findBillingProfile(db, buyer.id),
  ])
  return { table, quote: quoteView(quote, choice), billingProfile }
}

/** The summary priced again for the choices that change the price (period, currency, coupon, GST number). */
export async function requoteOrder(
  db: Database,
  buyer: Buyer,
  requester: CheckoutRequester,
  product: Product,
  choices: Pick<CheckoutValues, 'billing' | 'currency' | 'couponCode' | 'gstNumber'>,
): Promise<{ kind: 'quote'; quote: QuoteView } | TooMany> {
  const admission = await admitCheckoutRequest(db, 'quote', requester, choices.couponCode)
  if (!admission.allowed) return { kind: 'too-many', retryAfterSeconds: admission.retryAfterSeconds }
  const choice = { product: product.slug, period: orderPeriodFor(product, choices.billing), currency: choices.currency }
  const quote = await quoteOrder(db, buyer, { ...choice, couponCode: choices.couponCode, gstNumber: choices.gstNumber })
  await admission.settle(quote.order?.couponRefused?.reason === 'not-found')
  return { kind: 'quote', quote: quoteView(quote, choice) }
}

/** Pay: the order handed to its provider (or a plan change scheduled for the next cycle), or refused. */
export async function placeOrder(
  db: Database,
  buyer: Buyer,
  requester: CheckoutRequester,
  product: Product,
  values: CheckoutValues,
): Promise<CheckoutResult | TooMany> {
  const admission = await admitCheckoutRequest(db, 'pay', requester, values.couponCode)
  if (!admission.allowed) return { kind: 'too-many', retryAfterSeconds: admission.retryAfterSeconds }
  const outcome = await startCheckout(db, buyer, {
    product: product.slug,
    values,
    // Where a buyer who gives up on the provider's page comes back to.
    checkoutUrl: checkoutPath(product.slug, orderPeriodFor(product, values.billing), values.currency),
  })
  await admission.settle(outcome.kind === 'refused' && outcome.couponRefusal === 'not-found')
  return outcome
}
