// The admin's content board (/dashboard/admin/content): every request and piece of the agency by
// state, filtered in SQL and read a column at a time from the index on (status, status_changed_at),
// so a column costs the same at ten times the pieces; a founder's deliveries this month against their
// plan; each writer's load (open requests and pieces); and the admin's change of a due date, with its
// reason, in the piece's history and the activity log. Readers go through visibleContent: admins see
// every request and submitted piece, never a writer's own draft.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm'
import { contentPieces, writerLoadTotals } from '#db/schema/content.ts'
import { writerFounderAssignments } from '#db/schema/people.ts'
import { boardColumns, newestFirst, REVIEW_WAIT_DAYS, type BoardFilters } from '#app/domain/content-board.ts'
import { isUndelivered, UNDELIVERED_STATUSES, type ContentStatus, type ContentType } from '#app/domain/content.ts'
import { addDays, dayOf, shiftDay } from '#app/domain/periods.ts'
import { deliveryLines, deliverySentence } from '#app/domain/plan-delivery.ts'
import { fallbackPlan, getPlan } from '#app/domain/plans.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { findLiveSubscription } from '#app/utils/live-subscription.server.ts'
import { notifyUser } from '#app/utils/notifications.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { lockPiece, NOT_FOUND, piecePath, recordStatusChange, refuse, short, type Result } from './content-workflow.server.ts'
import { namesOf, visibleContent, withPeople } from './content.server.ts'
import { BOARD_MESSAGES } from './board-schema.ts'
import { allowanceWindow } from './request-workflow.server.ts'
import { containsPattern } from '#app/utils/like-pattern.ts'

/** Rows of each column on the whole board; a column of its own (`?state=`) pages by this many. */
export const BOARD_PREVIEW = 5
export const BOARD_PAGE_SIZE = 25

/** Pieces still open: a writer's load (the statuses writer_loads' trigger counts, migration 0024), and what the board calls work in flight. */
export const OPEN_STATUSES = ['requested', 'draft', 'pending', 'rejected'] as const satisfies readonly ContentStatus[]

/** The filters other than the state, as SQL (the state is each column's own). */
function filterCondition(filters: BoardFilters, now: Date): SQL | undefined {
  const today = dayOf(now)
  const undelivered = inArray(contentPieces.status, [...UNDELIVERED_STATUSES])
  const due =
    filters.due === 'overdue'
      ? and(undelivered, lt(contentPieces.dueDate, today))
      : filters.due === 'week'
        ? and(undelivered, gte(contentPieces.dueDate, today), lte(contentPieces.dueDate, shiftDay(today, 6)))
        : filters.due === 'review-late'
          ? and(eq(contentPieces.status, 'pending'), lt(contentPieces.submittedAt, addDays(now, -REVIEW_WAIT_DAYS)))
          : undefined
  return and(
    filters.founder ? eq(contentPieces.founderId, filters.founder) : undefined,
    filters.writer ? eq(contentPieces.writerId, filters.writer) : undefined,
    filters.type ? eq(contentPieces.contentType, filters.type) : undefined,
    filters.q ? ilike(contentPieces.title, containsPattern(filters.q)) : undefined,
    due,
  )
}

const boardFields = {
  id: contentPieces.id,
  title: contentPieces.title,
  contentType: contentPieces.contentType,
  status: contentPieces.status,
  writerId: contentPieces.writerId,
  founderId: contentPieces.founderId,
  revisionRound: contentPieces.revisionRound,
  dueDate: contentPieces.dueDate,
  extra: contentPieces.extra,
  requestedAt: contentPieces.requestedAt,
  statusChangedAt: contentPieces.statusChangedAt,
}

/**
 * A column's order: by due date (the latest first) under a due filter, read from the partial index of
 * undelivered due dates; by submission under "waiting for review" (the pending index); else by how
 * long pieces have been in their state (the (status, status_changed_at) index). Each reads only the
 * rows it shows, however many others share the state.
 */
function columnOrder(state: ContentStatus, due: BoardFilters['due']) {
  if (due === 'overdue' || due === 'week') return [asc(contentPieces.dueDate), asc(contentPieces.id)]
  if (due === 'review-late') return [asc(contentPieces.submittedAt), asc(contentPieces.id)]
  return newestFirst(state)
    ? [desc(contentPieces.statusChangedAt), desc(contentPieces.id)]
    : [asc(contentPieces.statusChangedAt), asc(contentPieces.id)]
}

/** One column: its page of ids from an index, then those rows with their people. */
async function boardColumn(
  db: Database,
  actor: Actor,
  state: ContentStatus,
  filters: BoardFilters,
  where: SQL | undefined,
  limit: number,
  offset: number,
) {
  const order = columnOrder(state, filters.due)
  const page = db
    .select({ pageId: contentPieces.id })
    .from(contentPieces)
    .where(and(eq(contentPieces.status, state), visibleContent(actor), where))
    .orderBy(...order)
    .limit(limit + 1)
    .offset(offset)
    .as('page')
  const rows = await withPeople(db, boardFields)
    .innerJoin(page, eq(page.pageId, contentPieces.id))
    .orderBy(...order)
  return {
    state,
    hasMore: rows.length > limit,
    rows: rows.slice(0, limit).map((row) => ({
      ...row,
      requestedAt: row.requestedAt?.toISOString() ?? null,
      statusChangedAt: row.statusChangedAt.toISOString(),
    })),
  }
}

export type BoardColumn = Awaited<ReturnType<typeof boardColumn>>
export type BoardRow = BoardColumn['rows'][number]

/**
 * The board for its filters: every state's first rows, or, with a state chosen, a page of that
 * state. The caller checks the admin's permission; visibleContent scopes the rows to the actor.
 */
export async function listBoard(db: Database, actor: Actor, filters: BoardFilters, now = new Date()) {
  const where = filterCondition(filters, now)
  const states = boardColumns(filters)
  const single = filters.state !== null
  const limit = single ? BOARD_PAGE_SIZE : BOARD_PREVIEW
  const offset = single ? pageOffset(filters.page, BOARD_PAGE_SIZE) : 0
  return Promise.all(states.map((state) => boardColumn(db, actor, state, filters, where, limit, offset)))
}

/**
 * A founder's deliveries this month of their subscription: the pieces counted against it (the rule
 * the allowance reads) that are approved, by type, against the plan. Null without a live plan.
 */
export async function founderDelivery(db: Database, founderId: string, now = new Date()) {
  const live = await findLiveSubscription(db, founderId)
  if (!live) return null
  const window = allowanceWindow({ start: live.currentPeriodStart, createdAt: live.createdAt }, now)
  const rows = await db
    .select({ type: contentPieces.contentType, n: count() })
    .from(contentPieces)
    .where(
      and(
        eq(contentPieces.founderId, founderId),
        eq(contentPieces.status, 'approved'),
        gte(contentPieces.countedAt, window.start),
        lt(contentPieces.countedAt, window.end),
      ),
    )
    .groupBy(contentPieces.contentType)
  const approved = Object.fromEntries(rows.map((row) => [row.type, Number(row.n)])) as Partial<Record<ContentType, number>>
  const plan = getPlan(live.planSlug) ?? fallbackPlan
  const lines = deliveryLines(plan.slug, approved)
  return {
    planName: plan.name,
    monthStart: window.start.toISOString(),
    nextMonthStart: window.end.toISOString(),
    lines,
    sentence: deliverySentence(plan.name, lines),
  }
}

/**
 * Each writer's load: their open requests and pieces (requested, in progress, waiting for review, sent
 * back), as writer_loads keeps it: one row per writer, however many pieces they have.
 */
export async function writerLoads(db: Database, writerIds: readonly string[]): Promise<Record<string, number>> {
  if (writerIds.length === 0) return {}
  const rows = await db
    .select({ writerId: writerLoadTotals.writerId, n: writerLoadTotals.openPieces })
    .from(writerLoadTotals)
    .where(inArray(writerLoadTotals.writerId, [...writerIds]))
  const loads: Record<string, number> = Object.fromEntries(writerIds.map((id) => [id, 0]))
  for (const row of rows) loads[row.writerId] = row.n
  return loads
}

/** People (writers) with their load beside them, as the assignment picker shows it. */
export async function withWriterLoads<P extends { id: string }>(
  db: Database,
  writers: readonly P[],
): Promise<(P & { openPieces: number })[]> {
  const loads = await writerLoads(
    db,
    writers.map((writer) => writer.id),
  )
  return writers.map((writer) => ({ ...writer, openPieces: loads[writer.id] ?? 0 }))
}

/** The founder's active writers with their load: whom a request of theirs may go to. */
export async function pairedWriters(db: Database, founderId: string) {
  const pairs = await db
    .selectDistinct({ writerId: writerFounderAssignments.writerId })
    .from(writerFounderAssignments)
    .where(and(eq(writerFounderAssignments.founderId, founderId), eq(writerFounderAssignments.isActive, true)))
    .limit(50)
  const ids = pairs.map((pair) => pair.writerId)
  if (ids.length === 0) return []
  const [names, loads] = await Promise.all([namesOf(db, ids), writerLoads(db, ids)])
  return ids
    .map((id) => ({ id, name: names.get(id) || 'Unnamed writer', load: loads[id] ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** One piece as the board's manage panel shows it, with the writers it may go to; null when there is no such piece. */
export async function boardPiece(db: Database, actor: Actor, id: string) {
  const [row] = await withPeople(db, boardFields)
    .where(and(eq(contentPieces.id, id), visibleContent(actor)))
    .limit(1)
  if (!row) return null
  const writers = row.status === 'requested' ? await pairedWriters(db, row.founderId) : []
  return { ...row, requestedAt: row.requestedAt?.toISOString() ?? null, statusChangedAt: row.statusChangedAt.toISOString(), writers }
}

export const DUE_DATE_REFUSALS = {
  notAdmin: 'Only admins change a due date.',
  delivered: 'This piece has been delivered: its due date is settled.',
  same: 'That is already its due date.',
} as const

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const dayText = (day: string | null) => (day ? shortDay.format(new Date(`${day}T00:00:00Z`)) : 'none')

/**
 * An admin moves the due date of a piece not yet delivered, saying why: a row of its history and of
 * the activity log, and a note to its writer (who is reminded again for the new day). Refused for
 * someone who is not an admin and for a piece already delivered. The caller has checked the permission.
 */
export async function changeDueDate(
  db: Database,
  actor: Actor,
  id: string,
  change: { dueDate: string; reason: string },
  now = new Date(),
): Promise<Result> {
  if (!actor.roles.includes('admin')) return refuse(403, DUE_DATE_REFUSALS.notAdmin)
  if (change.dueDate < dayOf(now)) return refuse(400, BOARD_MESSAGES.dueDatePast)
  return db.transaction(async (tx) => {
    const piece = await lockPiece(tx, actor, id)
    if (!piece) return NOT_FOUND
    if (!isUndelivered(piece.status)) return refuse(409, DUE_DATE_REFUSALS.delivered)
    if (piece.dueDate === change.dueDate) return refuse(409, DUE_DATE_REFUSALS.same)
    await tx.update(contentPieces).set({ dueDate: change.dueDate }).where(eq(contentPieces.id, piece.id))
    const moved = `Due date ${dayText(piece.dueDate)} → ${dayText(change.dueDate)}: ${change.reason}`
    await recordStatusChange(tx, { contentId: piece.id, actorId: actor.id, from: piece.status, to: piece.status, note: moved })
    await logAdminAction(tx, actor.id, {
      action: 'content.due-date',
      targetType: 'content',
      targetId: piece.id,
      details: `“${short(piece.title)}”: ${moved}`,
    })
    if (piece.writerId)
      await notifyUser(tx, piece.writerId, {
        topic: 'reviews' as const,
        kind: 'content.due-date',
        title: `“${short(piece.title)}” is now due ${dayText(change.dueDate)}`,
        link: piecePath(piece.id),
      })
    return { ok: true as const }
  })
}
