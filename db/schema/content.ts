import { sql, type SQL } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { updatedAt } from './columns.ts'
import { user } from './auth.ts'
import { CURRENCIES } from './billing.ts'
import { writerFounderAssignments } from './people.ts'
import { CONTENT_STATUSES, CONTENT_TYPES, NEEDS_WORK_STATUSES, UNDELIVERED_STATUSES, type ContentStatus } from '#app/domain/content.ts'

/**
 * `status in ('a', 'b')` with the statuses written into the statement, as a partial index's condition
 * and every query it serves must spell it: PostgreSQL uses the index only for a condition it can match.
 */
export function statusIn(status: AnyPgColumn | SQL, statuses: readonly ContentStatus[]): SQL {
  return sql`${status} in (${sql.raw(statuses.map((value) => `'${value}'`).join(', '))})`
}

export const contentPieces = pgTable(
  'content_pieces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /**
     * The body as sanitised HTML, rendered when the version was saved: pages show this instead of
     * rendering on every view. Null until rendered (rows from before it existed, or written by SQL
     * alone); the start-up backfill renders those, and an update of `body` that leaves this as it was
     * clears it (trigger of migration 0008), so it never shows an older version.
     */
    bodyHtml: text('body_html'),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull().default('blog'),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('pending'),
    feedback: text('feedback'),
    /** Null only for a request waiting for an admin to pick its writer (or cancelled before one was). */
    writerId: text('writer_id').references(() => user.id, { onDelete: 'cascade' }),
    founderId: text('founder_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The pairing it was written under (only the assigned writer submits for a founder). */
    assignmentId: uuid('assignment_id').references(() => writerFounderAssignments.id, { onDelete: 'set null' }),
    /** How many times changes were requested (counted against the plan's revision rounds). */
    revisionRound: integer('revision_round').notNull().default(0),
    plannedPublishDate: date('planned_publish_date', { mode: 'string' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedUrl: text('published_url'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the founder was reminded of a piece pending for 3 days (once per submission). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    // ——— A founder's request (null on a piece a writer started on their own) ———
    /** When it was asked for: what the plan's monthly allowance counts, and where its due date is counted from. */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    /** Who asked: the founder, or an admin on their behalf. */
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    /** What the founder wants written (Markdown) and its sanitised HTML, rendered once when saved. */
    brief: text('brief'),
    briefHtml: text('brief_html'),
    /** The day the founder would like it by, if they said. */
    wantedBy: date('wanted_by', { mode: 'string' }),
    /** The day it is due: the plan's turnaround in business days, or the wanted-by day when later. */
    dueDate: date('due_date', { mode: 'string' }),
    /** Asked for by an admin beyond the plan's allowance: not counted against it, and shown as extra. */
    extra: boolean('extra').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
    /** Since when it has been in its status (kept by a trigger of migration 0013). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The moment the piece counts against its founder's monthly allowance: when it was requested, or,
     * for a piece a writer started, when it was first submitted; null when it does not count (extra,
     * cancelled, or a writer's draft). The one rule every usage count reads.
     */
    countedAt: timestamp('counted_at', { withTimezone: true }).generatedAlwaysAs(
      sql`case when extra or status = 'cancelled' then null else coalesce(requested_at, submitted_at) end`,
    ),
    /**
     * The day the piece sits on in a content calendar: the day it went live (UTC), else its planned
     * publish date, else, while it is not delivered yet (requested or a draft), its due date. The one
     * rule the calendars read, kept by PostgreSQL so a month is one index range per person.
     */
    calendarDay: date('calendar_day', { mode: 'string' }).generatedAlwaysAs(
      sql`coalesce((published_at at time zone 'UTC')::date, planned_publish_date, case when ${statusIn(sql.raw('status'), UNDELIVERED_STATUSES)} then due_date end)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('content_pieces_writer_idx').on(t.writerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('content_pieces_founder_idx').on(t.founderId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('content_pieces_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('content_pieces_founder_status_idx').on(t.founderId, t.status),
    index('content_pieces_writer_status_idx').on(t.writerId, t.status),
    // A writer's latest approval (the payouts page) from the index's end instead of every approved piece.
    index('content_pieces_writer_decided_idx').on(t.writerId, t.status, sql`coalesce(${t.decidedAt}, ${t.createdAt})`),
    // The writer's overview: their five latest pieces needing work, from the index's end.
    index('content_pieces_writer_attention_idx')
      .on(t.writerId, t.updatedAt.desc().nullsFirst())
      .where(statusIn(t.status, NEEDS_WORK_STATUSES)),
    // A person's calendar month: their pieces by the day they sit on.
    index('content_pieces_founder_calendar_idx').on(t.founderId, t.calendarDay),
    index('content_pieces_writer_calendar_idx').on(t.writerId, t.calendarDay),
    index('content_pieces_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
    // What the start-up backfill has left to render: empty once it has run.
    index('content_pieces_unrendered_idx')
      .on(t.id)
      .where(sql`${t.bodyHtml} is null`),
    // A founder's usage this month: their counted pieces of a type within a window.
    index('content_pieces_counted_idx')
      .on(t.founderId, t.contentType, t.countedAt)
      .where(sql`${t.countedAt} is not null`),
    // The admin's board: each state's pieces by how long they have been in it.
    index('content_pieces_status_age_idx').on(t.status, t.statusChangedAt, t.id),
    // The same, for one type: a state's column under the board's type filter.
    index('content_pieces_status_type_age_idx').on(t.status, t.contentType, t.statusChangedAt, t.id),
    // The board's due filters: each undelivered state's pieces by due date.
    index('content_pieces_status_due_idx')
      .on(t.status, t.dueDate, t.id)
      .where(sql`${t.status} in ('requested', 'draft') and ${t.dueDate} is not null`),
    // Pieces not yet delivered, by due date: the reminders and the overdue counts.
    index('content_pieces_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('requested', 'draft') and ${t.dueDate} is not null`),
    check('content_pieces_status_check', sql`${t.status} in ('requested', 'draft', 'pending', 'approved', 'rejected', 'cancelled')`),
    check('content_pieces_writer_check', sql`${t.writerId} is not null or ${t.status} in ('requested', 'cancelled')`),
    check('content_pieces_type_check', sql`${t.contentType} in ('blog', 'linkedin', 'pr', 'strategy')`),
    check('content_pieces_round_check', sql`${t.revisionRound} >= 0`),
  ],
)

/**
 * Each writer's load, kept by a trigger on content_pieces (migration 0024) like the other totals: how
 * many of their pieces are open (requested, in progress, waiting for review, sent back: the statuses
 * the trigger names, OPEN_STATUSES in app/features/content/board.server.ts). The assignment picker
 * reads a row per writer instead of counting every open piece of theirs.
 */
export const writerLoadTotals = pgTable('writer_loads', {
  writerId: text('writer_id').primaryKey(),
  openPieces: integer('open_pieces').notNull(),
})

/**
 * Every change of a piece's status, with who made it: the history its page shows (a request asked
 * for, started, submitted, sent back, approved, cancelled). `from` is null for the row that created it.
 */
export const contentEvents = pgTable(
  'content_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentPieces.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    fromStatus: text('from_status', { enum: CONTENT_STATUSES }),
    toStatus: text('to_status', { enum: CONTENT_STATUSES }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_events_content_idx').on(t.contentId, t.createdAt)],
)

/**
 * Due-date reminders sent: one row per piece, due date and kind, so a reminder goes once however
 * many instances run the job and however often (a new due date may be reminded again).
 */
export const contentDueReminders = pgTable(
  'content_due_reminders',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentPieces.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['day-before', 'due-today', 'overdue'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.dueDate, t.kind] }),
    check('content_due_reminders_kind_check', sql`${t.kind} in ('day-before', 'due-today', 'overdue')`),
  ],
)

export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentPieces.id, { onDelete: 'cascade' }),
    editorId: text('editor_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The body's sanitised HTML, as on content_pieces. */
    bodyHtml: text('body_html'),
    status: text('status', { enum: CONTENT_STATUSES }).notNull(),
    note: text('note'),
    /** The round this version belongs to (0: the first submission), and the feedback that ended it. */
    round: integer('round').notNull().default(0),
    feedback: text('feedback'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('content_revisions_content_idx').on(t.contentId, t.updatedAt.desc().nullsFirst()),
    index('content_revisions_updated_at_idx').on(t.updatedAt.desc().nullsFirst()),
    index('content_revisions_unrendered_idx')
      .on(t.id)
      .where(sql`${t.bodyHtml} is null`),
    check('content_revisions_status_check', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`),
  ],
)

/** The conversation between a piece's writer and founder. */
export const contentComments = pgTable(
  'content_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentPieces.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_comments_content_idx').on(t.contentId, t.createdAt)],
)

/**
 * The approve / request-changes links of a new-submission mail: single use, expiring, bound to one
 * founder and one piece. Only a hash of the token is kept.
 */
export const contentActionTokens = pgTable(
  'content_action_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentPieces.id, { onDelete: 'cascade' }),
    founderId: text('founder_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['approve', 'request-changes'] }).notNull(),
    round: integer('round').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_action_tokens_content_idx').on(t.contentId),
    check('content_action_tokens_action_check', sql`${t.action} in ('approve', 'request-changes')`),
  ],
)

export const contentPacks = pgTable(
  'content_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    kind: text('kind', { enum: ['pack', 'starter'] })
      .notNull()
      .default('pack'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_packs_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // One starter pack at a time: the one /thank-you offers.
    uniqueIndex('content_packs_one_starter_uq')
      .on(t.kind)
      .where(sql`${t.kind} = 'starter'`),
    check('content_packs_price_check', sql`${t.priceMinor} >= 0`),
    check('content_packs_currency_check', sql`${t.currency} in ('USD', 'INR')`),
    check('content_packs_kind_check', sql`${t.kind} in ('pack', 'starter')`),
  ],
)

export const contentPackFiles = pgTable(
  'content_pack_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packId: uuid('pack_id')
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_pack_files_pack_idx').on(t.packId),
    check('content_pack_files_mime_check', sql`${t.mimeType} in ('application/pdf', 'application/zip')`),
    check('content_pack_files_size_check', sql`${t.sizeBytes} >= 0`),
  ],
)

export const contentPackDownloads = pgTable(
  'content_pack_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packId: uuid('pack_id')
      .notNull()
      .references(() => contentPacks.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => contentPackFiles.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_pack_downloads_pack_idx').on(t.packId), index('content_pack_downloads_at_idx').on(t.downloadedAt)],
)
