import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { updatedAt } from './columns.ts'
import { user } from './auth.ts'

export const CURRENCIES = ['USD', 'INR'] as const
export const BILLING_PERIODS = ['monthly', 'yearly', 'one_time'] as const
export const DISCOUNT_TYPES = ['flat', 'percentage'] as const
export const COUPON_AUDIENCES = ['founder', 'writer'] as const
/** The hand-off to the provider (spec §4): recorded as dropped, then success (a redirect URL came back) or failed. */
export const PAYMENT_STATUSES = ['dropped', 'success', 'failed'] as const
/** What the provider later confirmed: only a verified webhook or status call moves it off pending. */
export const PAYMENT_OUTCOMES = ['pending', 'paid', 'failed', 'expired'] as const
/**
 * Why an attempt did not end paid, for the code to branch on (failure_reason is the buyer's text):
 * the provider declined it, the buyer cancelled on the provider's page, nobody finished it in time,
 * the provider confirmed an amount other than the order's, or the hand-off to the provider failed.
 */
export const PAYMENT_FAILURE_KINDS = ['declined', 'cancelled', 'expired', 'amount-mismatch', 'provider-error'] as const
export type PaymentFailureKind = (typeof PAYMENT_FAILURE_KINDS)[number]
/** Why an attempt was made: a first purchase, a renewal paid by link (INR), or a plan change with nothing to pay today. */
export const PAYMENT_PURPOSES = ['purchase', 'renewal', 'plan_change'] as const
export const TRANSACTION_TYPES = ['subscription', 'renewal', 'one_time', 'refund', 'payout'] as const
export const TRANSACTION_STATUSES = ['completed', 'paid', 'pending', 'failed', 'refunded'] as const
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'expired'] as const
/** `free`: an order a 100 % coupon paid in full, fulfilled without a provider. */
export const PAYMENT_PROVIDERS = ['stripe', 'phonepe', 'sandbox', 'free'] as const

/** The catalogue's prices, seeded from the spec and edited by admins (minor units). */
export const planPrices = pgTable(
  'plan_prices',
  {
    planSlug: text('plan_slug').notNull(),
    billingPeriod: text('billing_period', { enum: BILLING_PERIODS }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plan_prices_pk').on(t.planSlug, t.billingPeriod, t.currency),
    check('plan_prices_amount_check', sql`${t.amountMinor} >= 0`),
    check('plan_prices_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check('plan_prices_period_check', sql`${t.billingPeriod} in ('monthly', 'yearly', 'one_time')`),
  ],
)

export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
    /** Percentage points for 'percentage'; minor units of `currency` for 'flat'. */
    discountAmount: integer('discount_amount').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    maxUsageLimit: integer('max_usage_limit'),
    currentUsage: integer('current_usage').notNull().default(0),
    applicableTo: text('applicable_to')
      .array()
      .notNull()
      .default(sql`ARRAY['founder','writer']::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_codes_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    check('coupon_codes_upper_check', sql`${t.code} = upper(${t.code})`),
    check('coupon_codes_type_check', sql`${t.discountType} in ('flat', 'percentage')`),
    check('coupon_codes_amount_check', sql`${t.discountAmount} > 0`),
    check('coupon_codes_percentage_check', sql`${t.discountType} <> 'percentage' or ${t.discountAmount} <= 100`),
    check('coupon_codes_usage_check', sql`${t.currentUsage} >= 0 and (${t.maxUsageLimit} is null or ${t.maxUsageLimit} > 0)`),
    check(
      'coupon_codes_audience_check',
      sql`${t.applicableTo} <@ ARRAY['founder','writer']::text[] and cardinality(${t.applicableTo}) > 0`,
    ),
    check('coupon_codes_currency_check', sql`${t.currency} in ('USD', 'INR')`),
  ],
)

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planSlug: text('plan_slug').notNull(),
    billingPeriod: text('billing_period', { enum: BILLING_PERIODS }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    /** The price of one period, as it was when bought (an admin's later edit does not change it). */
    amountMinor: integer('amount_minor').notNull().default(0),
    /** Kept for the invoices of renewals. */
    gstNumber: text('gst_number'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A plan change chosen at checkout, taking effect at the next billing cycle (FAQ). */
    pendingPlanSlug: text('pending_plan_slug'),
    pendingBillingPeriod: text('pending_billing_period', { enum: BILLING_PERIODS }),
    pendingAmountMinor: integer('pending_amount_minor'),
    /** The period end a renewal reminder (payment link) was sent for, so it is sent once per period. */
    reminderSentFor: timestamp('reminder_sent_for', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_status_idx').on(t.status, t.currentPeriodEnd),
    // The admin's chart of subscriptions started and ended per month reads these instead of every subscription.
    index('subscriptions_created_at_idx').on(t.createdAt),
    // The admin's subscriptions list, newest first with the id as tie-break, in ORDER BY … DESC's own order.
    index('subscriptions_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('subscriptions_ended_idx')
      .on(sql`coalesce(${t.canceledAt}, ${t.updatedAt})`)
      .where(sql`${t.status} in ('canceled', 'expired')`),
    // One live subscription per founder: a second purchase is a plan change, not a second subscription.
    uniqueIndex('subscriptions_one_live_per_user_uq')
      .on(t.userId)
      .where(sql`${t.status} in ('active', 'past_due')`),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'past_due', 'canceled', 'expired')`),
    check('subscriptions_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check('subscriptions_period_check', sql`${t.billingPeriod} in ('monthly', 'yearly', 'one_time')`),
    check(
      'subscriptions_pending_period_check',
      sql`${t.pendingBillingPeriod} is null or ${t.pendingBillingPeriod} in ('monthly', 'yearly')`,
    ),
    check('subscriptions_provider_check', sql`${t.provider} in ('stripe', 'phonepe', 'sandbox', 'free')`),
    check('subscriptions_amount_check', sql`${t.amountMinor} >= 0`),
  ],
)

/**
 * Every checkout attempt (spec §3 payment_data): the order as the server priced it, the hand-off
 * (`status`: dropped → success | failed) and what the provider confirmed (`outcome`).
 */
export const paymentData = pgTable(
  'payment_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The product's slug: a plan (`growth`) or `linkedin-profile-optimization`. */
    plan: text('plan').notNull(),
    email: text('email').notNull(),
    buyerName: text('buyer_name'),
    company: text('company'),
    /** The buyer's billing address, printed on the invoice. */
    billingAddress: text('billing_address'),
    contactNumber: text('contact_number'),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('purchase'),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** The list price before the coupon; amount = subtotal − discount + GST. */
    subtotalMinor: integer('subtotal_minor').notNull().default(0),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    billingPeriod: text('billing_period', { enum: BILLING_PERIODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('dropped'),
    outcome: text('outcome', { enum: PAYMENT_OUTCOMES }).notNull().default('pending'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerReference: text('provider_reference').unique(),
    couponId: uuid('coupon_id').references(() => couponCodes.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    discountMinor: integer('discount_minor').notNull().default(0),
    gstMinor: integer('gst_minor').notNull().default(0),
    gstNumber: text('gst_number'),
    /** Set with the outcome failed or expired, and only then. */
    failureKind: text('failure_kind', { enum: PAYMENT_FAILURE_KINDS }),
    failureReason: text('failure_reason'),
    /** A pending attempt past this moment is expired (and its coupon reservation freed). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_data_timestamp_idx').on(t.timestamp.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payment_data_user_idx').on(t.userId, t.timestamp.desc().nullsFirst()),
    index('payment_data_status_idx').on(t.status),
    index('payment_data_pending_idx')
      .on(t.outcome, t.timestamp)
      .where(sql`${t.outcome} = 'pending'`),
    index('payment_data_coupon_idx').on(t.couponId, t.outcome),
    check(
      'payment_data_amount_check',
      sql`${t.amountMinor} >= 0 and ${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.gstMinor} >= 0`,
    ),
    check('payment_data_status_check', sql`${t.status} in ('dropped', 'success', 'failed')`),
    check('payment_data_outcome_check', sql`${t.outcome} in ('pending', 'paid', 'failed', 'expired')`),
    check(
      'payment_data_failure_kind_check',
      sql`${t.failureKind} is null or (${t.failureKind} in ('declined', 'cancelled', 'expired', 'amount-mismatch', 'provider-error') and ${t.outcome} in ('failed', 'expired'))`,
    ),
    check('payment_data_purpose_check', sql`${t.purpose} in ('purchase', 'renewal', 'plan_change')`),
    check('payment_data_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check('payment_data_period_check', sql`${t.billingPeriod} in ('monthly', 'yearly', 'one_time')`),
    check('payment_data_provider_check', sql`${t.provider} in ('stripe', 'phonepe', 'sandbox', 'free')`),
  ],
)

/** Money that moved: payments from founders, payouts to writers. */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    paymentId: uuid('payment_id').references(() => paymentData.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** The provider's id for this charge (a Stripe invoice, a PhonePe order): one transaction per charge. */
    providerReference: text('provider_reference').unique(),
    description: text('description'),
    /** A payout's bank or UPI reference and the admin's note (type payout). */
    reference: text('reference'),
    note: text('note'),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_transactions_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // Newest first with the id as tie-break, in ORDER BY … DESC's own order (nulls first): the admin's
    // pages walk it instead of sorting every row.
    index('billing_transactions_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('billing_transactions_status_idx').on(t.status),
    index('billing_transactions_type_created_idx').on(t.transactionType, t.createdAt.desc().nullsFirst()),
    index('billing_transactions_currency_created_idx').on(t.currency, t.createdAt.desc().nullsFirst()),
    // What a writer was paid, per currency, summed from the index alone (the payouts page, per listed writer).
    index('billing_transactions_user_payout_idx').on(t.userId, t.transactionType, t.currency, t.status, t.amountMinor),
    check('billing_transactions_amount_check', sql`${t.amountMinor} >= 0`),
    check('billing_transactions_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check('billing_transactions_status_check', sql`${t.status} in ('completed', 'paid', 'pending', 'failed', 'refunded')`),
    check('billing_transactions_type_check', sql`${t.transactionType} in ('subscription', 'renewal', 'one_time', 'refund', 'payout')`),
  ],
)

/**
 * Running totals of billing_transactions per UTC day, currency, type and status, kept by a trigger
 * (migration 0005) on every insert, update and delete of a transaction, in the same transaction.
 * The admin's revenue figures and billing totals add up these few rows instead of every charge.
 */
export const billingDailyTotals = pgTable(
  'billing_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    transactions: integer('transactions').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency, t.transactionType, t.status] })],
)

/**
 * billing_daily_totals added up per UTC calendar month, kept by a trigger on billing_daily_totals
 * (migration 0006), so it is the daily rows' sum by construction: the admin overview's revenue cards
 * and chart read a few rows a month instead of a few a day.
 */
export const billingMonthlyTotals = pgTable(
  'billing_monthly_totals',
  {
    month: date('month', { mode: 'string' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    transactions: integer('transactions').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.currency, t.transactionType, t.status] })],
)

/**
 * How many checkout attempts there are per status, outcome and failure kind ('' for none), kept by a
 * trigger (migrations 0005, 0015) on every insert, update and delete of payment_data: the /admin panel's
 * payment figures read these few rows.
 */
export const paymentAttemptTotals = pgTable(
  'payment_attempt_totals',
  {
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    outcome: text('outcome', { enum: PAYMENT_OUTCOMES }).notNull(),
    failureKind: text('failure_kind').notNull().default(''),
    attempts: integer('attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.outcome, t.failureKind] })],
)

/**
 * Subscriptions per status, kept by a trigger (migration 0006) on every insert, update, delete and
 * truncation of subscriptions: the overview's live subscribers (active and past due) read two rows.
 */
export const subscriptionStatusTotals = pgTable('subscription_status_totals', {
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).primaryKey(),
  subscriptions: integer('subscriptions').notNull(),
})

/**
 * Subscriptions started (by `created_at`) and ended (canceled or expired, by `coalesce(canceled_at,
 * updated_at)`) per UTC calendar month, kept by the same trigger: the overview's chart reads twelve rows.
 */
export const subscriptionMonthlyTotals = pgTable('subscription_monthly_totals', {
  month: date('month', { mode: 'string' }).primaryKey(),
  started: integer('started').notNull(),
  ended: integer('ended').notNull(),
})

/**
 * Subscriptions started and ended per UTC calendar month and currency (the same months as
 * subscription_monthly_totals), with their recurring revenue over a year (a monthly price twelve
 * times, a yearly price once: whole minor units; MRR is a twelfth). Kept by a trigger on
 * subscriptions (migration 0015): the admin's MRR, churn and ARPU per currency, now and for each of
 * twelve months, add up a few rows a month (docs/decisions/033).
 */
export const subscriptionCurrencyMonthlyTotals = pgTable(
  'subscription_currency_monthly_totals',
  {
    month: date('month', { mode: 'string' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    started: integer('started').notNull(),
    ended: integer('ended').notNull(),
    startedAnnualMinor: bigint('started_annual_minor', { mode: 'number' }).notNull(),
    endedAnnualMinor: bigint('ended_annual_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.currency] })],
)

/**
 * One invoice per charge, numbered without gaps per Indian financial year (April–March) through
 * `invoice_counters`, with the seller's and the buyer's details as they were when it was issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .unique()
      .references(() => billingTransactions.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => paymentData.id, { onDelete: 'set null' }),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    description: text('description').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    couponCode: text('coupon_code'),
    gstMinor: integer('gst_minor').notNull().default(0),
    /**
     * The GST in its parts (app/domain/gst.ts splitGst): CGST + SGST when the place of supply is the
     * seller's state, IGST otherwise. All zero on invoices issued before the split was recorded.
     */
    cgstMinor: integer('cgst_minor').notNull().default(0),
    sgstMinor: integer('sgst_minor').notNull().default(0),
    igstMinor: integer('igst_minor').notNull().default(0),
    /** The buyer's state code (from their GSTIN) when GST was charged. */
    placeOfSupply: text('place_of_supply'),
    /** The service's accounting code (SAC) when GST was charged. */
    sac: text('sac'),
    totalMinor: integer('total_minor').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_uq').on(t.financialYear, t.sequence),
    index('invoices_user_idx').on(t.userId, t.issuedAt.desc().nullsFirst()),
    check('invoices_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check(
      'invoices_amounts_check',
      sql`${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} + ${t.gstMinor} and ${t.totalMinor} >= 0`,
    ),
    check(
      'invoices_gst_split_check',
      sql`${t.cgstMinor} >= 0 and ${t.sgstMinor} >= 0 and ${t.igstMinor} >= 0 and ${t.cgstMinor} + ${t.sgstMinor} + ${t.igstMinor} in (0, ${t.gstMinor}) and (${t.igstMinor} = 0 or ${t.cgstMinor} + ${t.sgstMinor} = 0)`,
    ),
  ],
)

/** Who an invoice is from or to: a name, and what the invoice prints about them. */
export type InvoiceParty = {
  name: string
  email?: string | null
  company?: string | null
  address?: string | null
  gstNumber?: string | null
  /** The seller's state code (the first two digits of its GSTIN), as it was when the invoice was issued. */
  stateCode?: string | null
  /** The demo's made-up seller GSTIN, printed as a sample. */
  sampleGstin?: boolean
}

/** The last invoice number of each financial year; taken under a row lock, so numbers never skip or repeat. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
})

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => couponCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => paymentData.id, { onDelete: 'cascade' }),
    discountMinor: integer('discount_minor').notNull(),
    /**
     * A payment that arrived when the coupon was already used up: honoured (money moved) but not one of
     * the coupon's uses (`coupon_codes.current_usage` counts only uses within the limit), and the team is told.
     */
    overLimit: boolean('over_limit').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId)],
)

/** Provider event ids, so a webhook delivered twice is handled once. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_events_provider_event_uq').on(t.provider, t.eventId),
    index('webhook_events_received_at_idx').on(t.receivedAt.desc().nullsFirst()),
    check('webhook_events_provider_check', sql`${t.provider} in ('stripe', 'phonepe', 'sandbox')`),
  ],
)

export const SANDBOX_CHECKOUT_STATUSES = ['open', 'paid', 'failed', 'canceled', 'expired'] as const

/**
 * The built-in sandbox payment provider's own records (what Stripe or PhonePe would keep on their
 * side): the hosted checkout at /sandbox/checkout/{id} and the subscriptions it renews.
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: text('id').primaryKey(),
    clientReference: text('client_reference').notNull().unique(),
    mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
    description: text('description').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** What each later period costs (a coupon discounts only the first charge). */
    renewalAmountMinor: integer('renewal_amount_minor'),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }),
    customerEmail: text('customer_email').notNull(),
    status: text('status', { enum: SANDBOX_CHECKOUT_STATUSES }).notNull().default('open'),
    subscriptionId: text('subscription_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_checkouts_status_check', sql`${t.status} in ('open', 'paid', 'failed', 'canceled', 'expired')`),
    check('sandbox_checkouts_amount_check', sql`${t.amountMinor} > 0`),
  ],
)

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    customerEmail: text('customer_email').notNull(),
    description: text('description').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    status: text('status', { enum: ['active', 'canceled'] })
      .notNull()
      .default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    lastInvoiceId: text('last_invoice_id'),
    /** The test card the sandbox charges ("Visa ending 4242"), changed on its billing portal page. */
    cardLabel: text('card_label').notNull().default('Visa ending 4242'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
)

/**
 * A visit to the sandbox's billing portal (as a Stripe Billing Portal session): its id is the page's
 * only key, it is for one subscription, it sends the founder back to `returnUrl`, and it expires.
 */
export const sandboxPortalSessions = pgTable('sandbox_portal_sessions', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id')
    .notNull()
    .references(() => sandboxSubscriptions.id, { onDelete: 'cascade' }),
  returnUrl: text('return_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every renewal the sandbox charged, as Stripe keeps its invoices: an `invoice.paid` webhook is applied
 * only for an invoice found here, for that subscription, and at the amount recorded here.
 */
export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => sandboxSubscriptions.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_invoices_subscription_idx').on(t.subscriptionId)],
)

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]
/** What a refund of a subscription's charge does to the subscription (asked on the refund form). */
export const REFUND_SUBSCRIPTION_ACTIONS = ['keep', 'period_end', 'now'] as const

/**
 * A refund of one charge (a billing transaction of a payment), asked by an admin and sent to the
 * charge's provider. Written pending before the provider is called; only the provider's confirmation
 * (webhook or status call) moves it to succeeded or failed, and never back. A succeeded refund books a
 * `refund` billing transaction (which the totals triggers count) and a credit note.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The charge refunded. */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => billingTransactions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    reason: text('reason').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    subscriptionAction: text('subscription_action', { enum: REFUND_SUBSCRIPTION_ACTIONS }).notNull().default('keep'),
    failureReason: text('failure_reason'),
    /** The `refund` billing transaction booked when it succeeded. */
    refundTransactionId: uuid('refund_transaction_id')
      .unique()
      .references(() => billingTransactions.id, { onDelete: 'set null' }),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_transaction_idx').on(t.transactionId, t.status),
    index('refunds_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('refunds_amount_check', sql`${t.amountMinor} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check('refunds_action_check', sql`${t.subscriptionAction} in ('keep', 'period_end', 'now')`),
  ],
)

/**
 * One credit note per succeeded refund (or lost dispute), numbered without gaps per financial year in
 * its own series (`credit_note_counters`), referring to the charge's invoice, with the refunded
 * amount split into taxable value and GST in the invoice's proportions (app/domain/credit-notes.ts).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The `refund` billing transaction it documents. */
    transactionId: uuid('transaction_id')
      .notNull()
      .unique()
      .references(() => billingTransactions.id, { onDelete: 'cascade' }),
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'set null' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    taxableMinor: integer('taxable_minor').notNull(),
    gstMinor: integer('gst_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_year_sequence_uq').on(t.financialYear, t.sequence),
    index('credit_notes_user_idx').on(t.userId, t.issuedAt.desc().nullsFirst()),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    check('credit_notes_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check('credit_notes_amounts_check', sql`${t.totalMinor} = ${t.taxableMinor} + ${t.gstMinor} and ${t.totalMinor} > 0`),
  ],
)

/** The last credit-note number of each financial year (its own series, beside invoice_counters). */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
})

export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const

/**
 * A chargeback on a charge (Stripe's `charge.dispute.*`), as Stripe last reported it. A lost dispute
 * books a `refund` billing transaction for its amount, once (`lost_transaction_id`).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerDisputeId: text('provider_dispute_id').notNull().unique(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => billingTransactions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull(),
    /** Stripe's own status word ("needs_response", "under_review", "won", "lost") and reason. */
    providerStatus: text('provider_status').notNull(),
    reason: text('reason'),
    lostTransactionId: uuid('lost_transaction_id')
      .unique()
      .references(() => billingTransactions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('disputes_transaction_idx').on(t.transactionId),
    index('disputes_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('disputes_status_check', sql`${t.status} in ('open', 'won', 'lost')`),
    check('disputes_amount_check', sql`${t.amountMinor} > 0`),
  ],
)

/** The sandbox provider's own record of a refund (what Stripe keeps on its side). */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  chargeReference: text('charge_reference').notNull(),
  /** Our refund id (Stripe's metadata). */
  clientReference: text('client_reference').notNull().unique(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency', { enum: CURRENCIES }).notNull(),
  status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
