import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    index('user_roles_role_idx').on(t.role),
    check('user_roles_role_check', sql`${t.role} in ('admin', 'writer', 'founder')`),
  ],
)

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
    index('assignments_assigned_at_idx').on(t.assignedAt),
    // One active pairing per writer and founder; removed ones stay as history.
    uniqueIndex('assignments_active_pair_uq').on(t.writerId, t.founderId).where(sql`${t.isActive}`),
    check('assignments_distinct_people', sql`${t.writerId} <> ${t.founderId}`),
  ],
)

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
  (t) => [index('admin_activity_log_created_at_idx').on(t.createdAt.desc())],
)
