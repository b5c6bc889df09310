// Requests: a founder asks for a piece (counted against their plan's allowance for the current month
// of their subscription), an admin asks for one beyond it (extra), a request goes to a writer, and
// is cancelled. A request is a row of content_pieces in the status `requested`: when its writer
// starts it, it becomes their draft and follows the workflow of content-workflow.server.ts, keeping
// its brief, its due date and its history. Each change runs in one transaction with its messages.
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm'
import { contentPieces } from '#db/schema/content.ts'
import { userRoles, writerFounderAssignments } from '#db/schema/people.ts'
import { TYPE_IN_TEXT, type ContentType } from '#app/domain/content.ts'
import { requestTypeChoices, usageLines } from '#app/domain/plan-usage.ts'
import { dayOf, dueDay, subscriptionMonth, type TimeWindow } from '#app/domain/periods.ts'
import { checkAllowance, fallbackPlan, getPlan, turnaroundBusinessDays, type Plan } from '#app/domain/plans.ts'
import type { Database } from '#app/utils/db.server.ts'
import { findLiveSubscription } from '#app/utils/live-subscription.server.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import { notifyAdmins, notifyUser, tellPerson } from '#app/utils/notifications.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { requestEmail } from './content-emails.tsx'
import {
  check,
  lockPiece,
  NOT_FOUND,
  partyOf,
  people,
  piecePath,
  pieceUrl,
  recordStatusChange,
  refuse,
  short,
  type Result,
} from './content-workflow.server.ts'
import { NOT_RENDERED, renderPieceHtml } from './piece-html.server.ts'
import { allowanceRefusal } from './request-rules.ts'
import { REQUEST_MESSAGES, type ExtraRequestInput, type RequestInput } from './request-schema.ts'

export const REQUEST_REFUSALS = {
  noPlan: 'You need a live plan to request a piece. Choose a plan, and your first request can go out today.',
  notFounder: 'Only founders request pieces.',
  notAdmin: 'Only admins add requests for a founder.',
  noSuchFounder: 'No such founder.',
} as const

/**
 * The founder's live subscription (active or past due); `lock` holds it for the transaction, so two
 * requests at once count each other.
 */
async function liveSubscription(tx: Database, founderId: string, lock = true) {
  const live = await findLiveSubscription(tx, founderId, { lock })
  return live && { id: live.id, planSlug: live.planSlug, start: live.currentPeriodStart, createdAt: live.createdAt }
}

/** The month of the subscription `now` falls in: a monthly plan's period, or one of a yearly plan's twelve. */
export function allowanceWindow(live: { start: Date | null; createdAt: Date }, now: Date): TimeWindow {
  return subscriptionMonth(live.start ?? live.createdAt, now)
}

/** How many pieces of each type count against a founder's allowance within a window (content_pieces.counted_at). */
export async function countedByType(db: Database, founderId: string, window: TimeWindow, types?: ContentType[]) {
  const rows = await db
    .select({ type: contentPieces.contentType, n: count() })
    .from(contentPieces)
    .where(
      and(
        eq(contentPieces.founderId, founderId),
        types ? inArray(contentPieces.contentType, types) : undefined,
        gte(contentPieces.countedAt, window.start),
        lt(contentPieces.countedAt, window.end),
      ),
    )
    .groupBy(contentPieces.contentType)
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.n)])) as Partial<Record<ContentType, number>>
}

/**
 * What the request form shows a founder: their plan, this month of it and what it has used, and the
 * types to choose from, with why the plan refuses one more of some. Null without a live plan (the form
 * then offers the plans instead).
 */
export async function loadRequestAllowance(db: Database, founderId: string, now = new Date()) {
  const live = await liveSubscription(db, founderId, false)
  if (!live) return null
  const plan = getPlan(live.planSlug) ?? fallbackPlan
  const window = allowanceWindow(live, now)
  const used = await countedByType(db, founderId, window)
  return {
    planName: plan.name,
    monthStart: window.start.toISOString(),
    nextMonthStart: window.end.toISOString(),
    lines: usageLines(plan.slug, used),
    choices: requestTypeChoices(plan.slug, used),
    turnaroundDays: turnaroundBusinessDays(plan),
  }
}

/** The founder's active writers (the pairings a request may go to). */
async function activeWriterIds(db: Database, founderId: string): Promise<string[]> {
  const rows = await db
    .select({ writerId: writerFounderAssignments.writerId })
    .from(writerFounderAssignments)
    .where(and(eq(writerFounderAssignments.founderId, founderId), eq(writerFounderAssignments.isActive, true)))
  return [...new Set(rows.map((row) => row.writerId))]
}

/**
 * Who a request goes to: the writer chosen, who must be one of the founder's active writers; with
 * none chosen, the only one; with several (or none), nobody yet: an admin picks.
 */
async function pickWriter(db: Database, founderId: string, chosen: string | null): Promise<Result<{ writerId: string | null }>> {
  const writers = await activeWriterIds(db, founderId)
  if (chosen !== null) return writers.includes(chosen) ? { ok: true, writerId: chosen } : refuse(400, REQUEST_MESSAGES.writerInvalid)
  return { ok: true, writerId: writers.length === 1 ? writers[0]! : null }
}

type NewRequest = {
  founderId: string
  requestedBy: string
  input: RequestInput
  briefHtml: string
  writerId: string | null
  dueDate: string
  extra: boolean
  now: Date
}

/** Stores a request with its first history row, and tells its writer (or, without one, the admins). */
async function insertRequest(tx: Database, request: NewRequest) {
  const { input } = request
  const [piece] = await tx
    .insert(contentPieces)
    .values({
      title: input.title,
      contentType: input.contentType,
      brief: input.brief,
      briefHtml: request.briefHtml,
      wantedBy: input.wantedBy,
      dueDate: request.dueDate,
      extra: request.extra,
      status: 'requested',
      writerId: request.writerId,
      founderId: request.founderId,
      requestedAt: request.now,
      requestedBy: request.requestedBy,
      statusChangedAt: request.now,
    })
    .returning()
  if (!piece) throw new Error('request was not stored')
  await recordStatusChange(tx, {
    contentId: piece.id,
    actorId: request.requestedBy,
    from: null,
    to: 'requested',
    note: request.extra ? 'Extra: beyond the plan’s allowance' : null,
  })
  await announceRequest(tx, piece)
  return piece
}

async function announceRequest(tx: Database, piece: typeof contentPieces.$inferSelect) {
  const { writer, founder } = await people(tx, piece)
  const what = TYPE_IN_TEXT[piece.contentType]
  if (!piece.writerId) {
    await notifyAdmins(tx, {
      topic: 'reviews' as const,
      kind: 'content.request-unassigned',
      title: `${founder.name} requested a ${what} with no writer chosen: “${short(piece.title)}”`,
      link: piecePath(piece.id),
    })
    return
  }
  const notification = {
    topic: 'reviews' as const,
    kind: 'content.requested',
    title: `${founder.name} requested a ${what}: “${short(piece.title)}”`,
    link: piecePath(piece.id),
  }
  await tellPerson(tx, writer, notification, () =>
    requestEmail({
      writerName: writer.name,
      founderName: founder.name,
      piece: { title: piece.title, contentType: piece.contentType, url: pieceUrl(piece.id), brief: piece.brief ?? '' },
      dueDate: piece.dueDate!,
      extra: piece.extra,
    }),
  )
}

/** The due date of a request asked for now under a plan: its turnaround in business days, or the wanted-by day when later. */
export function requestDueDate(plan: Plan, now: Date, wantedBy: string | null): string {
  return dueDay(now, turnaroundBusinessDays(plan), wantedBy)
}

const wantedByPast = (wantedBy: string | null, now: Date) => wantedBy !== null && wantedBy < dayOf(now)

/**
 * A founder asks for a piece. Refused without a live plan, over the month's allowance (with the
 * numbers), for a writer who is not theirs, or for a wanted-by day already past. The caller has
 * checked the founder's permission.
 */
export async function requestPiece(db: Database, actor: Actor, input: RequestInput, now = new Date()): Promise<Result<{ id: string }>> {
  if (!actor.roles.includes('founder')) return refuse(403, REQUEST_REFUSALS.notFounder)
  if (wantedByPast(input.wantedBy, now)) return { ...refuse(400, REQUEST_MESSAGES.wantedByPast), field: 'wantedBy' }
  const briefHtml = await renderPieceHtml(input.brief)
  if (briefHtml === null) return refuse(422, NOT_RENDERED)
  return db.transaction(async (tx) => {
    const live = await liveSubscription(tx, actor.id)
    if (!live) return refuse(409, REQUEST_REFUSALS.noPlan)
    const plan = getPlan(live.planSlug) ?? fallbackPlan
    const window = allowanceWindow(live, now)
    const used = (await countedByType(tx, actor.id, window, [input.contentType]))[input.contentType] ?? 0
    const allowance = checkAllowance(plan, input.contentType, used)
    if (!allowance.ok) return refuse(409, allowanceRefusal(allowance, window.end))
    const writer = await pickWriter(tx, actor.id, input.writerId)
    if (!writer.ok) return writer
    const dueDate = requestDueDate(plan, now, input.wantedBy)
    const piece = await insertRequest(tx, {
      founderId: actor.id,
      requestedBy: actor.id,
      input,
      briefHtml,
      writerId: writer.writerId,
      dueDate,
      extra: false,
      now,
    })
    return { ok: true as const, id: piece.id }
  })
}

/**
 * An admin asks for a piece for a founder, beyond their allowance: not counted against it, shown
 * as extra. The due date is the admin's, or the founder's plan's (Base's without a live plan).
 */
export async function requestExtraPiece(
  db: Database,
  actor: Actor,
  input: ExtraRequestInput,
  now = new Date(),
): Promise<Result<{ id: string }>> {
  if (!actor.roles.includes('admin')) return refuse(403, REQUEST_REFUSALS.notAdmin)
  if (wantedByPast(input.wantedBy, now)) return refuse(400, REQUEST_MESSAGES.wantedByPast)
  if (wantedByPast(input.dueDate, now)) return refuse(400, REQUEST_MESSAGES.wantedByPast)
  const briefHtml = await renderPieceHtml(input.brief)
  if (briefHtml === null) return refuse(422, NOT_RENDERED)
  return db.transaction(async (tx) => {
    const [founder] = await tx
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, input.founderId), eq(userRoles.role, 'founder')))
    if (!founder) return refuse(404, REQUEST_REFUSALS.noSuchFounder)
    const live = await liveSubscription(tx, founder.id)
    const plan = (live && getPlan(live.planSlug)) || fallbackPlan
    const writer = await pickWriter(tx, founder.id, input.writerId)
    if (!writer.ok) return writer
    const piece = await insertRequest(tx, {
      founderId: founder.id,
      requestedBy: actor.id,
      input,
      briefHtml,
      writerId: writer.writerId,
      dueDate: input.dueDate ?? requestDueDate(plan, now, input.wantedBy),
      extra: true,
      now,
    })
    return { ok: true as const, id: piece.id }
  })
}

/** The piece, locked, and who the actor is to it, when they may cancel it now; else why not. */
async function cancellablePiece(tx: Database, actor: Actor, id: string) {
  const piece = await lockPiece(tx, actor, id)
  if (!piece) return NOT_FOUND
  const party = partyOf(actor, piece)
  const checked = await check(tx, party, 'cancel', piece)
  return checked.ok ? { ok: true as const, piece, party } : checked
}

/** Whether the actor may cancel the request now (cancelRequest's checks, changing nothing): only they are asked to confirm. */
export async function mayCancelRequest(db: Database, actor: Actor, id: string): Promise<Result> {
  const cancellable = await db.transaction((tx) => cancellablePiece(tx, actor, id))
  return cancellable.ok ? { ok: true } : cancellable
}

/**
 * Calls a request off: its founder before work starts, an admin until it is approved (rules in
 * content-rules.ts). The other side hears of it.
 */
export async function cancelRequest(db: Database, actor: Actor, id: string, now = new Date()): Promise<Result> {
  return db.transaction(async (tx) => {
    const cancellable = await cancellablePiece(tx, actor, id)
    if (!cancellable.ok) return cancellable
    const { piece, party } = cancellable
    await tx
      .update(contentPieces)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: actor.id })
      .where(eq(contentPieces.id, piece.id))
    await recordStatusChange(tx, { contentId: piece.id, actorId: actor.id, from: piece.status, to: 'cancelled' })
    if (party === 'admin')
      await logAdminAction(tx, actor.id, {
        action: 'content.cancel',
        targetType: 'content',
        targetId: piece.id,
        details: `“${short(piece.title)}”`,
      })
    const { writer, founder } = await people(tx, piece)
    const told = party === 'founder' ? [writer.id] : [writer.id, founder.id]
    for (const userId of told.filter(Boolean))
      await notifyUser(tx, userId, {
        topic: 'reviews' as const,
        kind: 'content.request-cancelled',
        title: `${party === 'founder' ? founder.name : 'The team'} cancelled the request “${short(piece.title)}”`,
        link: piecePath(piece.id),
      })
    return { ok: true as const }
  })
}

export const ASSIGN_REFUSALS = {
  notAdmin: 'Only admins choose the writer of a request.',
  notRequested: 'Only a request nobody has started can go to another writer.',
  notPaired: 'Choose a writer paired with this founder.',
  same: 'This request is already with that writer.',
} as const

/** An admin gives a request nobody has started to one of the founder's active writers. */
export async function assignRequest(db: Database, actor: Actor, id: string, writerId: string): Promise<Result> {
  if (!actor.roles.includes('admin')) return refuse(403, ASSIGN_REFUSALS.notAdmin)
  return db.transaction(async (tx) => {
    const piece = await lockPiece(tx, actor, id)
    if (!piece) return NOT_FOUND
    if (piece.status !== 'requested') return refuse(409, ASSIGN_REFUSALS.notRequested)
    if (piece.writerId === writerId) return refuse(409, ASSIGN_REFUSALS.same)
    if (!(await activeWriterIds(tx, piece.founderId)).includes(writerId)) return refuse(400, ASSIGN_REFUSALS.notPaired)
    const [updated] = await tx.update(contentPieces).set({ writerId }).where(eq(contentPieces.id, piece.id)).returning()
    const { writer } = await people(tx, updated!)
    await logAdminAction(tx, actor.id, {
      action: 'content.assign',
      targetType: 'content',
      targetId: piece.id,
      details: `“${short(piece.title)}” given to ${writer.name}`,
    })
    if (piece.writerId)
      await notifyUser(tx, piece.writerId, {
        topic: 'reviews' as const,
        kind: 'content.request-reassigned',
        title: `The team gave the request “${short(piece.title)}” to another writer`,
        link: null,
      })
    await recordStatusChange(tx, {
      contentId: piece.id,
      actorId: actor.id,
      from: 'requested',
      to: 'requested',
      note: `Given to ${writer.name}`,
    })
    await announceRequest(tx, updated!)
    return { ok: true as const }
  })
}
