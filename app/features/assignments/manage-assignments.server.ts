// The write side of writer–founder pairings (spec §4 Assignment): admins pair a writer with a founder
// and remove the pairing again (soft: is_active false). Each change is logged in its transaction;
// a new pairing also mails and notifies both people in it. The caller checks 'assign:writer'.
// (The read side for writers and founders is assignments.server.ts.)
import { and, desc, eq, sql } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { assignmentTotals, profiles, userRoles, writerFounderAssignments } from '#db/schema/people.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'
import { notifyUser } from '#app/utils/notifications.server.ts'
import { companyOf, displayName, emailOf, nameOf } from '#app/utils/person-name.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { founderAssignedEmail, writerAssignedEmail } from './assignment-emails.tsx'

export const ASSIGNMENTS_PAGE_SIZE = 20

export const ASSIGNMENT_MESSAGES = {
  assigned: 'Writer assigned successfully!',
  assignFailed: 'Failed to assign writer',
  removed: 'Assignment removed successfully!',
  removeFailed: 'Failed to remove assignment',
  missing: 'Please select both a founder and writer',
  empty: 'No active assignments',
} as const

export type AssignmentResult =
  | { ok: true; assignmentId: string; message: string }
  | { ok: false; status: 400 | 404 | 409; field?: 'writerId' | 'founderId'; message: string }

type Person = { id: string; name: string; email: string; company: string | null; roles: string[] }

async function loadPerson(db: Database, id: string): Promise<Person | null> {
  const [row] = await db
    .select({
      id: userTable.id,
      name: displayName,
      email: userTable.email,
      company: profiles.company,
      roles: sql<string[]>`coalesce((select array_agg(r.role) from ${userRoles} r where r.user_id = ${userTable.id}), '{}')`,
    })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.id, userTable.id))
    .where(eq(userTable.id, id))
    .limit(1)
  return row ? { ...row, roles: row.roles ?? [] } : null
}

/**
 * Pairs a writer with a founder: both must exist and hold those roles, and the pair must not be
 * active already (the partial unique index decides under concurrency). Both get a mail and a
 * notification, in the same transaction as the pairing and its log entry.
 */
export async function assignWriterToFounder(
  db: Database,
  actor: Actor,
  input: {
    writerId: string
    founderId: string
    baseUrl: string
    /** Whether the founder's brand profile is complete already (the founder's mail asks for it only when not). */
    brandProfileComplete?: boolean
  },
): Promise<AssignmentResult> {
  if (input.writerId === input.founderId) {
    return { ok: false, status: 400, field: 'writerId', message: 'A person cannot be their own writer: choose someone else.' }
  }
  return db.transaction(async (tx) => {
    const [writer, founder] = await Promise.all([loadPerson(tx, input.writerId), loadPerson(tx, input.founderId)])
    if (!founder) return { ok: false, status: 404, field: 'founderId', message: 'That founder does not exist.' }
    if (!writer) return { ok: false, status: 404, field: 'writerId', message: 'That writer does not exist.' }
    if (!founder.roles.includes('founder'))
      return { ok: false, status: 400, field: 'founderId', message: `${founder.name} is not a founder: grant the role first.` }
    if (!writer.roles.includes('writer'))
      return { ok: false, status: 400, field: 'writerId', message: `${writer.name} is not a writer: grant the role first.` }

    const [created] = await tx
      .insert(writerFounderAssignments)
      .values({ writerId: writer.id, founderId: founder.id, assignedBy: actor.id })
      .onConflictDoNothing()
      .returning({ id: writerFounderAssignments.id })
    if (!created) {
      return { ok: false, status: 409, message: `${writer.name} is already assigned to ${founder.name}.` }
    }
    await logAdminAction(tx, actor.id, {
      action: 'assignment.create',
      targetType: 'assignment',
      targetId: created.id,
      details: `${writer.name} (${writer.email}) → ${founder.name} (${founder.email})`,
    })
    const writerUrl = `${input.baseUrl}/dashboard/assignments`
    const founderUrl = `${input.baseUrl}/dashboard/writers`
    await queueEmail(
      tx,
      writer.email,
      await writerAssignedEmail({ name: writer.name, otherName: founder.name, otherCompany: founder.company, url: writerUrl }),
    )
    await queueEmail(
      tx,
      founder.email,
      await founderAssignedEmail({
        name: founder.name,
        otherName: writer.name,
        otherCompany: null,
        url: founderUrl,
        brandProfileComplete: input.brandProfileComplete ?? false,
      }),
    )
    await notifyUser(tx, writer.id, {
      topic: 'always' as const,
      kind: 'assignment.created',
      title: `You are now writing for ${founder.name}${founder.company ? ` (${founder.company})` : ''}`,
      link: '/dashboard/assignments',
    })
    await notifyUser(tx, founder.id, {
      topic: 'always' as const,
      kind: 'assignment.created',
      title: `${writer.name} is now your writer`,
      link: '/dashboard/writers',
    })
    return { ok: true, assignmentId: created.id, message: ASSIGNMENT_MESSAGES.assigned }
  })
}

/** The two names of an active pairing, for the confirmation before its removal; null when none is active. */
export async function activePairingNames(db: Database, assignmentId: string) {
  const [pairing] = await db
    .select({ writerId: writerFounderAssignments.writerId, founderId: writerFounderAssignments.founderId })
    .from(writerFounderAssignments)
    .where(and(eq(writerFounderAssignments.id, assignmentId), eq(writerFounderAssignments.isActive, true)))
  if (!pairing) return null
  const [writer, founder] = await Promise.all([loadPerson(db, pairing.writerId), loadPerson(db, pairing.founderId)])
  return { writerName: writer?.name ?? 'this writer', founderName: founder?.name ?? 'this founder' }
}

export type RemovalResult = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string }

/** Ends an active pairing (soft: the row stays as history). */
export async function removeAssignment(db: Database, actor: Actor, assignmentId: string): Promise<RemovalResult> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(writerFounderAssignments)
      .set({ isActive: false })
      .where(and(eq(writerFounderAssignments.id, assignmentId), eq(writerFounderAssignments.isActive, true)))
      .returning({ writerId: writerFounderAssignments.writerId, founderId: writerFounderAssignments.founderId })
    if (!ended) {
      const [exists] = await tx
        .select({ id: writerFounderAssignments.id })
        .from(writerFounderAssignments)
        .where(eq(writerFounderAssignments.id, assignmentId))
      return exists
        ? { ok: false, status: 409, message: 'This assignment was removed already.' }
        : { ok: false, status: 404, message: 'That assignment does not exist.' }
    }
    const [writer, founder] = await Promise.all([loadPerson(tx, ended.writerId), loadPerson(tx, ended.founderId)])
    await logAdminAction(tx, actor.id, {
      action: 'assignment.remove',
      targetType: 'assignment',
      targetId: assignmentId,
      details: `${writer?.name ?? ended.writerId} no longer writes for ${founder?.name ?? ended.founderId}`,
    })
    return { ok: true, message: ASSIGNMENT_MESSAGES.removed }
  })
}

/** The id of the newest pairing ever made (or null): it changes exactly when a pairing is made. */
export async function latestAssignmentId(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ id: writerFounderAssignments.id })
    .from(writerFounderAssignments)
    .orderBy(desc(writerFounderAssignments.assignedAt), desc(writerFounderAssignments.id))
    .limit(1)
  return row?.id ?? null
}

/**
 * The active pairings, newest first, a page at a time, with both people's names and e-mails. The
 * page's ids come first (an index walk), then each of those few rows looks up its two people.
 */
export async function listActiveAssignments(db: Database, page: number) {
  const pageIds = db
    .select({ pageId: writerFounderAssignments.id })
    .from(writerFounderAssignments)
    .where(eq(writerFounderAssignments.isActive, true))
    .orderBy(desc(writerFounderAssignments.assignedAt), desc(writerFounderAssignments.id))
    .limit(ASSIGNMENTS_PAGE_SIZE)
    .offset(pageOffset(page, ASSIGNMENTS_PAGE_SIZE))
    .as('page')
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: writerFounderAssignments.id,
        assignedAt: writerFounderAssignments.assignedAt,
        writerName: sql<string>`${nameOf(writerFounderAssignments.writerId)}`,
        writerEmail: sql<string>`${emailOf(writerFounderAssignments.writerId)}`,
        founderName: sql<string>`${nameOf(writerFounderAssignments.founderId)}`,
        founderEmail: sql<string>`${emailOf(writerFounderAssignments.founderId)}`,
        founderCompany: companyOf(writerFounderAssignments.founderId),
      })
      .from(writerFounderAssignments)
      .innerJoin(pageIds, eq(pageIds.pageId, writerFounderAssignments.id))
      .orderBy(desc(writerFounderAssignments.assignedAt), desc(writerFounderAssignments.id)),
    // Kept by a trigger (assignment_totals, migration 0006) instead of counting the pairings.
    db.select({ n: assignmentTotals.assignments }).from(assignmentTotals).where(eq(assignmentTotals.isActive, true)),
  ])
  return {
    assignments: rows.map((row) => ({ ...row, assignedAt: row.assignedAt.toISOString() })),
    total: Number(total?.n ?? 0),
    page,
    pageSize: ASSIGNMENTS_PAGE_SIZE,
  }
}
