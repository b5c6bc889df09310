import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

export const CURRENCIES = ['USD', 'INR'] as const
export const BILLING_PERIODS = ['monthly', 'yearly', 'one_time'] as const
export const DISCOUNT_TYPES = ['flat', 'percentage'] as const
export const COUPON_AUDIENCES = ['founder', 'writer'] as const
export const PAYMENT_STATUSES = ['dropped', 'success', 'failed'] as const
export const TRANSACTION_STATUSES = ['completed', 'paid', 'pending', 'failed', 'refunded'] as const
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'expired'] as const
export const PAYMENT_PROVIDERS = ['stripe', 'phonepe', 'sandbox'] as const

/** The catalogue's prices, seeded from the spec and edited by admins (minor units). */
export const planPrices = pgTable(
  'plan_prices',
  {
    planSlug: text('plan_slug').notNull(),
    billingPeriod: text('billing_period', { enum: BILLING_PERIODS }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    applicableTo: text('applicable_to').array().notNull().default(sql`ARRAY['founder','writer']::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_codes_created_at_idx').on(t.createdAt.desc()),
    check('coupon_codes_upper_check', sql`${t.code} = upper(${t.code})`),
    check('coupon_codes_type_check', sql`${t.discountType} in ('flat', 'percentage')`),
    check('coupon_codes_amount_check', sql`${t.discountAmount} > 0`),
    check(
      'coupon_codes_percentage_check',
      sql`${t.discountType} <> 'percentage' or ${t.discountAmount} <= 100`,
    ),
    check('coupon_codes_usage_check', sql`${t.currentUsage} >= 0 and (${t.maxUsageLimit} is null or ${t.maxUsageLimit} > 0)`),
    check('coupon_codes_audience_check', sql`${t.applicableTo} <@ ARRAY['founder','writer']::text[] and cardinality(${t.applicableTo}) > 0`),
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
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_status_idx').on(t.status),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'past_due', 'canceled', 'expired')`),
    check('subscriptions_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check('subscriptions_period_check', sql`${t.billingPeriod} in ('monthly', 'yearly', 'one_time')`),
    check('subscriptions_provider_check', sql`${t.provider} in ('stripe', 'phonepe', 'sandbox')`),
  ],
)

/** Every checkout attempt: dropped → success | failed. */
export const paymentData = pgTable(
  'payment_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    email: text('email').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    billingPeriod: text('billing_period', { enum: BILLING_PERIODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('dropped'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerReference: text('provider_reference').unique(),
    couponId: uuid('coupon_id').references(() => couponCodes.id, { onDelete: 'set null' }),
    discountMinor: integer('discount_minor').notNull().default(0),
    gstMinor: integer('gst_minor').notNull().default(0),
    gstNumber: text('gst_number'),
    failureReason: text('failure_reason'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_data_timestamp_idx').on(t.timestamp.desc()),
    index('payment_data_user_idx').on(t.userId),
    index('payment_data_status_idx').on(t.status),
    check('payment_data_amount_check', sql`${t.amountMinor} > 0`),
    check('payment_data_status_check', sql`${t.status} in ('dropped', 'success', 'failed')`),
    check('payment_data_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check('payment_data_period_check', sql`${t.billingPeriod} in ('monthly', 'yearly', 'one_time')`),
    check('payment_data_provider_check', sql`${t.provider} in ('stripe', 'phonepe', 'sandbox')`),
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
    transactionType: text('transaction_type').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    paymentId: uuid('payment_id').references(() => paymentData.id, { onDelete: 'set null' }),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_transactions_user_idx').on(t.userId, t.createdAt.desc()),
    index('billing_transactions_created_at_idx').on(t.createdAt.desc()),
    index('billing_transactions_status_idx').on(t.status),
    check('billing_transactions_amount_check', sql`${t.amountMinor} >= 0`),
    check('billing_transactions_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check(
      'billing_transactions_status_check',
      sql`${t.status} in ('completed', 'paid', 'pending', 'failed', 'refunded')`,
    ),
  ],
)

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
    check('webhook_events_provider_check', sql`${t.provider} in ('stripe', 'phonepe', 'sandbox')`),
  ],
)
