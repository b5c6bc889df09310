// One interface for every way to take money: Stripe (USD), PhonePe (INR) and the built-in sandbox.
// The checkout hands an order over with startCheckout; what happened afterwards reaches the app
// only as ProviderEvents, from a verified webhook (readWebhook) or a status call (checkPayment),
// never from the buyer's redirect.
import type { PaymentFailureKind } from '#db/schema/billing.ts'
import type { Currency } from '#app/domain/money.ts'
import type { OrderPeriod } from '../products.ts'

export type ProviderId = 'stripe' | 'phonepe' | 'sandbox'

export type CheckoutRequest = {
  /** Our payment_data id: the provider's client reference / merchant order id. */
  paymentId: string
  /** The line the buyer sees on the provider's page ("Growth plan, monthly"). */
  line: string
  period: OrderPeriod
  /** The total to charge now (after coupon and GST), in minor units of `currency`. */
  amountMinor: number
  /**
   * A new subscription's charge for every later period (list price + GST, no coupon), which the
   * provider then renews by itself; null means a single charge (a one-time product, or a renewal paid by link).
   */
  renewalAmountMinor: number | null
  currency: Currency
  customer: { email: string; name: string; providerCustomerId?: string | null }
  /** Where the provider sends the buyer after paying, and after giving up. */
  successUrl: string
  cancelUrl: string
}

export type CheckoutHandOff = {
  redirectUrl: string
  providerReference: string
  /** When the provider ends the checkout, if sooner than our own expiry. */
  expiresAt?: Date
}

export type SubscriptionPeriod = { id: string; customerId: string | null; currentPeriodStart: Date; currentPeriodEnd: Date }

export type ProviderEvent =
  | {
      kind: 'payment.paid'
      paymentId: string
      /** The provider's id for this charge (one billing transaction per charge). */
      chargeReference: string
      amountMinor: number
      currency: Currency
      /** When the payment started a subscription the provider renews. */
      subscription: SubscriptionPeriod | null
    }
  | {
      kind: 'payment.failed'
      paymentId: string
      /** What the code branches on; `reason` is the text the buyer reads. */
      failure: Extract<PaymentFailureKind, 'declined' | 'cancelled' | 'amount-mismatch'>
      reason: string
    }
  | { kind: 'payment.expired'; paymentId: string }
  | {
      kind: 'subscription.renewed'
      subscriptionId: string
      chargeReference: string
      amountMinor: number
      currency: Currency
      currentPeriodStart: Date
      currentPeriodEnd: Date
    }
  | { kind: 'subscription.renewal-failed'; subscriptionId: string; reason: string }
  | {
      kind: 'subscription.updated'
      subscriptionId: string
      cancelAtPeriodEnd: boolean
      currentPeriodEnd: Date | null
      status: 'active' | 'past_due'
    }
  | { kind: 'subscription.ended'; subscriptionId: string }
  | {
      kind: 'refund.settled'
      /** Our refund id (the provider's metadata or merchant refund id). */
      refundId: string
      providerRefundId: string
      status: 'succeeded' | 'failed'
      amountMinor: number
      currency: Currency
      failureReason?: string
    }
  | {
      kind: 'dispute.updated'
      providerDisputeId: string
      /** The provider's ids that may name the charge in our books (a payment intent, an invoice). */
      chargeReferences: string[]
      amountMinor: number
      currency: Currency
      status: 'open' | 'won' | 'lost'
      providerStatus: string
      reason: string | null
    }

/** A webhook whose signature held, with what it means for us (events may be empty: a type we do not act on). */
export type VerifiedWebhook = { eventId: string; eventType: string; payload: unknown; events: ProviderEvent[] }

/** A webhook refused before anything changed: a bad or stale signature, an unreadable body. Answered with 400. */
export class WebhookRejected extends Error {}

/** An event that cannot be applied yet (a renewal of a subscription we have not recorded): the provider should send it again later. */
export class EventNotReady extends Error {}

/** A provider refused or failed the hand-off; `message` is the provider's own, shown in the "Payment Error" toast. */
export class ProviderError extends Error {}

/** Who a billing portal is opened for: the provider's customer and subscription ids, as recorded on our subscription. */
export type BillingAccount = { customerId: string | null; subscriptionId: string | null }
/** A refund as asked of the provider: our refund id is its idempotency key / merchant refund id. */
export type RefundRequest = {
  refundId: string
  /** The provider's id for the charge (billing_transactions.provider_reference). */
  chargeReference: string
  /** The checkout's reference at the provider (payment_data.provider_reference: PhonePe's merchant order id). */
  paymentReference: string | null
  amountMinor: number
  currency: Currency
  reason: string
}

/** What the provider said when asked: its id for the refund; the outcome arrives later as a `refund.settled` event. */
export type RefundHandOff = { providerRefundId: string }

export type PlanChange = { line: string; amountMinor: number; currency: Currency; period: 'monthly' | 'yearly' }

export interface PaymentProvider {
  readonly id: ProviderId
  /** Whether the provider charges renewals itself (Stripe, the sandbox) or we send a payment link (PhonePe). */
  readonly renewsAutomatically: boolean
  startCheckout(request: CheckoutRequest): Promise<CheckoutHandOff>
  /** Verifies the signature on the raw body and re-reads the truth from the provider; throws WebhookRejected. */
  readWebhook(rawBody: string, headers: Headers): Promise<VerifiedWebhook>
  /** The provider's answer about one payment (its status call); null while it is still open. */
  checkPayment(payment: {
    id: string
    providerReference: string | null
    amountMinor: number
    currency: Currency
  }): Promise<ProviderEvent | null>
  /**
   * A page where the buyer updates the card (Stripe's Billing Portal, the sandbox's test portal); absent
   * when the provider has none (PhonePe keeps no card: each renewal is paid by link).
   */
  openBillingPortal?(account: BillingAccount, returnUrl: string): Promise<string>
  /** Stops (or resumes) renewal at the end of the period. */
  setCancelAtPeriodEnd?(subscriptionId: string, cancel: boolean): Promise<void>
  /** Asks the provider to refund (part of) a charge; the result comes as a `refund.settled` event. Throws ProviderError on refusal. */
  refund?(request: RefundRequest): Promise<RefundHandOff>
  /** The provider's answer about one refund (its status call); null while it is still pending. */
  checkRefund?(refund: {
    id: string
    providerRefundId: string | null
    amountMinor: number
    currency: Currency
  }): Promise<ProviderEvent | null>
  /** Ends a subscription now, without a refund of its own (an admin's refund chose "cancel now"). */
  cancelNow?(subscriptionId: string): Promise<void>
  /** Charges the new plan's price from the next billing cycle on, with nothing charged now. */
  changePlanAtNextCycle?(subscriptionId: string, change: PlanChange): Promise<void>
}
