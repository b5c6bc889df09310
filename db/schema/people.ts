import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { NOTIFICATION_TOPICS } from '#app/domain/notification-topics.ts'
import { updatedAt } from './columns.ts'
import { user } from './auth.ts'

export const ROLES = ['admin', 'writer', 'founder'] as const
export type Role = (typeof ROLES)[number]

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name'),
  bio: text('bio'),
  company: text('company'),
  portfolioUrl: text('portfolio_url'),
  /** Writers: years of experience and writing specialties (admins choose writers by them). */
  experienceYears: integer('experience_years'),
  specialties: text('specialties')
    .array()
    .notNull()
    .default(sql`ARRAY[]::text[]`),
  /** When the person finished onboarding (the role wizard or the writer flow); null while they have not. */
  onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
  /**
   * When an admin first granted or removed one of the person's roles: from then on their roles are
   * the admins' to give, and neither onboarding nor the first-sign-in setup adds one (decision 036).
   */
  rolesManagedAt: timestamp('roles_managed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
})

/**
 * What a buyer's tax invoices name them by besides their company (address, GSTIN): saved at each
 * checkout and offered at the next one, where it can be changed. The company is the profile's
 * (`profiles.company`, one source for invoices, checkout, writers and Settings). An issued invoice
 * keeps its own copy of all three.
 */
export const billingProfiles = pgTable('billing_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  address: text('address'),
  gstNumber: text('gst_number'),
  updatedAt: updatedAt(),
})

export const PAYOUT_METHODS = ['bank', 'upi', 'paypal'] as const

/** How a writer gets paid: read by admins recording payouts, never shown to founders. */
export const writerPayoutDetails = pgTable(
  'writer_payout_details',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    accountHolder: text('account_holder').notNull(),
    upiId: text('upi_id'),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    bankRoutingCode: text('bank_routing_code'),
    paypalEmail: text('paypal_email'),
    country: text('country').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('writer_payout_details_method_check', sql`${t.method} in ('bank', 'upi', 'paypal')`)],
)

/** A founder's brand questionnaire, read by every writer assigned to them beside each submission. */
export const brandProfiles = pgTable('brand_profiles', {
  founderId: text('founder_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  brandAndAudience: text('brand_and_audience'),
  voiceWords: text('voice_words')
    .array()
    .notNull()
    .default(sql`ARRAY[]::text[]`),
  topics: text('topics'),
  avoid: text('avoid'),
  likedExamples: text('liked_examples')
    .array()
    .notNull()
    .default(sql`ARRAY[]::text[]`),
  competitors: text('competitors'),
  linkedinUrl: text('linkedin_url'),
  goals: text('goals'),
  updatedAt: updatedAt(),
})

/**
 * What each writer has earned and been paid, kept by triggers in the same transaction as the write
 * (migration 0007): approved pieces and the latest approval (from content_pieces), and payouts that
 * count against what is owed, per currency (from billing_transactions). A writer with neither has no row.
 */
export const writerTotals = pgTable('writer_totals', {
  writerId: text('writer_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  approvedPieces: integer('approved_pieces').notNull().default(0),
  lastApprovedAt: timestamp('last_approved_at', { withTimezone: true }),
  paidUsdMinor: bigint('paid_usd_minor', { mode: 'number' }).notNull().default(0),
  paidInrMinor: bigint('paid_inr_minor', { mode: 'number' }).notNull().default(0),
  /** What the writer's owed lines still owe, per currency (from writer_earnings, migration 0012). */
  owedUsdMinor: bigint('owed_usd_minor', { mode: 'number' }).notNull().default(0),
  owedInrMinor: bigint('owed_inr_minor', { mode: 'number' }).notNull().default(0),
})

export const NOTIFICATION_KINDS = [
  'content.submitted',
  'content.approved',
  'content.changes-requested',
  'content.comment',
  'content.reminder',
  'assignment.created',
] as const

/** In-app notifications: the count in the app layout, and a list of what happened. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
)

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]

/**
 * What a person chose to hear about, per topic (app/domain/notification-topics.ts): in the app and by
 * e-mail. No row means everything on; tellPerson / notifyUser / notifyAdmins read it.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: NOTIFICATION_TOPICS }).notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topic] }),
    check('notification_preferences_topic_check', sql`${t.topic} in ('reviews', 'comments', 'reminders', 'billing', 'payouts')`),
  ],
)

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    /**
     * `lower(user.name)`, copied by trigger (migration 0006) whoever writes either table, so the lists of
     * one role by name (writer payouts, the pickers) walk `user_roles_role_name_idx` through that role's
     * people only instead of the whole agency's name index.
     */
    sortName: text('sort_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    index('user_roles_role_name_idx').on(t.role, t.sortName, t.userId),
    check('user_roles_role_check', sql`${t.role} in ('admin', 'writer', 'founder')`),
  ],
)

/**
 * How many people hold each role, kept by a trigger (migration 0006) on every insert, update, delete and
 * truncation of user_roles, in the same transaction: the admin's overview and payouts read one row
 * instead of counting the role's people.
 */
export const roleTotals = pgTable('role_totals', {
  role: text('role', { enum: ROLES }).primaryKey(),
  people: integer('people').notNull(),
})

export const writerFounderAssignments = pgTable(
  'writer_founder_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    writerId: text('writer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    founderId: text('founder_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').references(() => user.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('assignments_writer_idx').on(t.writerId, t.isActive),
    index('assignments_founder_idx').on(t.founderId, t.isActive),
    // Newest first, in ORDER BY … DESC's own order: the admin's list walks it a page at a time.
    index('assignments_newest_idx').on(t.assignedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One active pairing per writer and founder; removed ones stay as history.
    uniqueIndex('assignments_active_pair_uq')
      .on(t.writerId, t.founderId)
      .where(sql`${t.isActive}`),
    // A writer's active pairings with their start, read from the index alone (the months a
    // per-month rate has run, per listed writer on the payouts page).
    index('assignments_writer_active_since_idx')
      .on(t.writerId, t.assignedAt)
      .where(sql`${t.isActive}`),
    check('assignments_distinct_people', sql`${t.writerId} <> ${t.founderId}`),
  ],
)

/** Pairings, active and ended, kept by a trigger (migration 0006) like role_totals: the overview's "active pairings". */
export const assignmentTotals = pgTable('assignment_totals', {
  isActive: boolean('is_active').primaryKey(),
  assignments: integer('assignments').notNull(),
})

export const adminActivityLog = pgTable(
  'admin_activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_activity_log_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // The log's filters by actor and by action, newest first.
    index('admin_activity_log_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
    index('admin_activity_log_action_idx').on(t.action, t.createdAt.desc().nullsFirst()),
  ],
)

export const DATA_EXPORT_STATUSES = ['queued', 'ready', 'failed'] as const

/**
 * "Download my data": a JSON file of everything held about a person, built by a background job, kept
 * in file storage under `storage_key` and mailed as a signed link that works until `expires_at`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    storageKey: text('storage_key'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt.desc().nullsFirst()),
    check('data_exports_status_check', sql`${t.status} in ('queued', 'ready', 'failed')`),
  ],
)
