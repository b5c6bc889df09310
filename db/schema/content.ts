import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { CURRENCIES } from './billing.ts'

export const CONTENT_STATUSES = ['pending', 'approved', 'rejected'] as const
export const CONTENT_TYPES = ['blog', 'linkedin', 'pr', 'strategy'] as const

export const contentPieces = pgTable(
  'content_pieces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull().default('blog'),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('pending'),
    feedback: text('feedback'),
    writerId: text('writer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    founderId: text('founder_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_pieces_writer_idx').on(t.writerId, t.createdAt.desc()),
    index('content_pieces_founder_idx').on(t.founderId, t.createdAt.desc()),
    index('content_pieces_status_idx').on(t.status),
    index('content_pieces_created_at_idx').on(t.createdAt.desc()),
    check('content_pieces_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('content_pieces_type_check', sql`${t.contentType} in ('blog', 'linkedin', 'pr', 'strategy')`),
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
    status: text('status', { enum: CONTENT_STATUSES }).notNull(),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_revisions_content_idx').on(t.contentId, t.updatedAt.desc()),
    index('content_revisions_updated_at_idx').on(t.updatedAt.desc()),
    check('content_revisions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
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
    kind: text('kind', { enum: ['pack', 'starter'] }).notNull().default('pack'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_packs_created_at_idx').on(t.createdAt.desc()),
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
