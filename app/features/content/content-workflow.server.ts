// Changing content: submitting, editing drafts, revising, approving, requesting changes, planning,
// publishing and commenting. Each change runs in one transaction that locks the piece, checks the
// rules (content-rules.ts) against what is in the database now, and queues the other side's mail
// and notification with it: a refused or rolled-back change sends nothing.
import { and, desc, eq, inArray } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { contentComments, contentEvents, contentPieces, contentRevisions } from '#db/schema/content.ts'
import { profiles, writerFounderAssignments } from '#db/schema/people.ts'
import type { ContentStatus, ContentType } from '#app/domain/content.ts'
import type { Database } from '#app/utils/db.server.ts'
import { findLiveSubscription } from '#app/utils/live-subscription.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { tellPerson } from '#app/utils/notifications.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { displayName } from '#app/utils/person-name.server.ts'
import { findActionToken, issueActionTokens, tokenProblem, useActionToken, type TokenProblem } from './action-tokens.server.ts'
import { approvedEmail, changesRequestedEmail, commentEmail, publishedEmail, submissionEmail } from './content-emails.tsx'
import { checkAction, revisionAllowance, type ContentAction, type Party, type RevisionAllowance } from './content-rules.ts'
import { isUuid, visibleContent } from './content.server.ts'
import { NOT_RENDERED, renderPieceHtml } from './piece-html.server.ts'

/** Why a change was refused; `field` names the form field the message is about, when it is about one. */
export type Refusal = { ok: false; status: 400 | 403 | 404 | 409 | 410 | 422; message: string; field?: string }
export type Result<T = object> = ({ ok: true } & T) | Refusal

const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message })
export const NOT_FOUND: Refusal = refuse(404, 'No such piece.')
export const NOT_ASSIGNED = 'You can submit only for founders you are actively assigned to.'

export type Piece = typeof contentPieces.$inferSelect

export { refuse }

/** The piece, locked for this transaction, when the actor may see it. */
export async function lockPiece(tx: Database, actor: Actor, id: string): Promise<Piece | null> {
  if (!isUuid(id)) return null
  const [piece] = await tx
    .select()
    .from(contentPieces)
    .where(and(eq(contentPieces.id, id), visibleContent(actor)))
    .for('update')
  return piece ?? null
}

export function partyOf(actor: Actor, piece: { writerId: string | null; founderId: string }): Party {
  if (actor.id === piece.writerId && actor.roles.includes('writer')) return 'writer'
  if (actor.id === piece.founderId && actor.roles.includes('founder')) return 'founder'
  if (actor.roles.includes('admin')) return 'admin'
  return 'viewer'
}

/**
 * A change of a piece's status, as a row of its history: who made it, from what to what. Written in
 * the transaction of the change, so the history never tells of a change that was rolled back.
 */
export async function recordStatusChange(
  tx: Database,
  change: { contentId: string; actorId: string | null; from: ContentStatus | null; to: ContentStatus; note?: string | null },
) {
  await tx.insert(contentEvents).values({
    contentId: change.contentId,
    actorId: change.actorId,
    fromStatus: change.from,
    toStatus: change.to,
    note: change.note ?? null,
  })
}

/** The live pairing of a writer and a founder, if any (none for a request that has no writer yet). */
export async function activeAssignment(db: Database, writerId: string | null, founderId: string) {
  if (writerId === null) return null
  const [row] = await db
    .select({ id: writerFounderAssignments.id })
    .from(writerFounderAssignments)
    .where(
      and(
        eq(writerFounderAssignments.writerId, writerId),
        eq(writerFounderAssignments.founderId, founderId),
        eq(writerFounderAssignments.isActive, true),
      ),
    )
    .orderBy(desc(writerFounderAssignments.assignedAt))
    .limit(1)
  return row ?? null
}

/** The revision rounds the founder's live plan gives (no live plan: Base's). */
export async function allowanceFor(db: Database, founderId: string): Promise<RevisionAllowance> {
  const live = await findLiveSubscription(db, founderId)
  return revisionAllowance(live?.planSlug ?? null)
}

export type Person = { id: string; name: string; email: string }

/** The piece's writer and founder, with the names and addresses its messages use (a request without a writer: an empty writer). */
export async function people(
  db: Database,
  piece: { writerId: string | null; founderId: string },
): Promise<{ writer: Person; founder: Person }> {
  const ids = [piece.founderId, ...(piece.writerId ? [piece.writerId] : [])]
  const rows = await db
    .select({ id: userTable.id, email: userTable.email, name: displayName })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.id, userTable.id))
    .where(inArray(userTable.id, ids))
  const find = (id: string | null) => rows.find((row) => row.id === id) ?? { id: id ?? '', name: '', email: '' }
  return { writer: find(piece.writerId), founder: find(piece.founderId) }
}

export const piecePath = (id: string) => `/dashboard/content/${id}`
export const pieceUrl = (id: string) => `${getEnv().baseUrl}${piecePath(id)}`
export const short = (title: string) => (title.length > 80 ? `${title.slice(0, 79)}…` : title)

/**
 * May `party` make this change to the piece now? The rules of content-rules.ts, with the pairing of
 * its writer and founder as it is in this transaction: every change to a piece passes here, so none
 * outlives the pairing it needs (a writer's never does). The live pairing comes back with the answer.
 */
export async function check(
  tx: Database,
  party: Party,
  action: ContentAction,
  piece: Piece,
  allowance?: RevisionAllowance,
): Promise<Result<{ assignmentId: string | null }>> {
  const assignment = await activeAssignment(tx, piece.writerId, piece.founderId)
  const state = {
    status: piece.status,
    requested: piece.requestedAt !== null,
    revisionRound: piece.revisionRound,
    published: piece.publishedAt !== null,
    paired: assignment !== null,
  }
  const decision = checkAction(party, action, state, allowance)
  return decision.ok ? { ok: true as const, assignmentId: assignment?.id ?? null } : refuse(decision.status, decision.message)
}

/** After a piece becomes pending: links for the mail, the founder's notification and mail. */
async function announceSubmission(tx: Database, piece: Piece, revised: boolean) {
  const { writer, founder } = await people(tx, piece)
  const tokens = await issueActionTokens(tx, { contentId: piece.id, founderId: piece.founderId, round: piece.revisionRound })
  const base = getEnv().baseUrl
  const notification = {
    topic: 'reviews' as const,
    kind: 'content.submitted',
    title: revised ? `${writer.name} revised “${short(piece.title)}”` : `${writer.name} submitted “${short(piece.title)}”`,
    link: piecePath(piece.id),
  }
  await tellPerson(tx, founder, notification, () =>
    submissionEmail({
      founderName: founder.name,
      writerName: writer.name,
      piece: { title: piece.title, contentType: piece.contentType, body: piece.body, url: pieceUrl(piece.id) },
      revised,
      round: piece.revisionRound,
      approveUrl: `${base}/content-actions/${tokens.approve}`,
      requestChangesUrl: `${base}/content-actions/${tokens['request-changes']}`,
    }),
  )
}

export type PieceInput = { title: string; contentType: ContentType; body: string; plannedPublishDate: string | null }

/** A new piece by a writer for a founder they are actively assigned to: a draft, or submitted at once. */
export async function createPiece(
  db: Database,
  actor: Actor,
  input: PieceInput & { founderId: string; submit: boolean },
): Promise<Result<{ id: string }>> {
  if (!actor.roles.includes('writer')) return refuse(403, 'Only writers submit content.')
  // Rendered once, here, and stored beside the Markdown: pages never render a body on view.
  const bodyHtml = await renderPieceHtml(input.body)
  if (bodyHtml === null) return refuse(422, NOT_RENDERED)
  return db.transaction(async (tx) => {
    const assignment = await activeAssignment(tx, actor.id, input.founderId)
    if (!assignment) return refuse(403, NOT_ASSIGNED)
    const now = new Date()
    const [piece] = await tx
      .insert(contentPieces)
      .values({
        title: input.title,
        contentType: input.contentType,
        body: input.body,
        bodyHtml,
        plannedPublishDate: input.plannedPublishDate,
        status: input.submit ? 'pending' : 'draft',
        writerId: actor.id,
        founderId: input.founderId,
        assignmentId: assignment.id,
        submittedAt: input.submit ? now : null,
      })
      .returning()
    if (!piece) throw new Error('piece was not stored')
    await recordStatusChange(tx, { contentId: piece.id, actorId: actor.id, from: null, to: piece.status })
    if (input.submit) await announceSubmission(tx, piece, false)
    return { ok: true as const, id: piece.id }
  })
}

/**
 * The writer's edit of their piece: save a draft, submit a draft, or revise a piece sent back
 * (rejected → pending, the version it replaces kept as a content_revisions row with its feedback).
 * A request is started the same way: saving makes it the writer's draft (in progress), submitting
 * sends it for review; it stays the same row, so the piece keeps its request, brief and due date.
 */
export async function updatePiece(
  db: Database,
  actor: Actor,
  id: string,
  intent: 'save-draft' | 'submit' | 'revise',
  input: PieceInput,
): Promise<Result> {
  // Rendered before the transaction: it takes the row lock only to write.
  const bodyHtml = await renderPieceHtml(input.body)
  if (bodyHtml === null) return refuse(422, NOT_RENDERED)
  return db.transaction(async (tx) => {
    const piece = await lockPiece(tx, actor, id)
    if (!piece) return NOT_FOUND
    const checked = await check(tx, partyOf(actor, piece), intent === 'save-draft' ? 'edit-draft' : intent, piece)
    if (!checked.ok) return checked
    const text = {
      title: input.title,
      contentType: input.contentType,
      body: input.body,
      bodyHtml,
      plannedPublishDate: input.plannedPublishDate,
    }
    if (intent === 'save-draft') {
      await tx
        .update(contentPieces)
        .set({ ...text, status: 'draft', assignmentId: checked.assignmentId })
        .where(eq(contentPieces.id, piece.id))
      if (piece.status !== 'draft')
        await recordStatusChange(tx, { contentId: piece.id, actorId: actor.id, from: piece.status, to: 'draft' })
      return { ok: true as const }
    }
    const now = new Date()
    if (intent === 'revise') {
      await tx.insert(contentRevisions).values({
        contentId: piece.id,
        editorId: actor.id,
        title: piece.title,
        body: piece.body,
        bodyHtml: piece.bodyHtml,
        status: 'rejected',
        round: Math.max(0, piece.revisionRound - 1),
        feedback: piece.feedback,
        // When the feedback was given (the piece's decision time is overwritten by the next decision).
        note: piece.decidedAt?.toISOString() ?? null,
      })
    }
    const [updated] = await tx
      .update(contentPieces)
      .set({
        ...text,
        status: 'pending',
        assignmentId: checked.assignmentId,
        feedback: null,
        reminderSentAt: null,
        ...(intent === 'submit' ? { submittedAt: now } : {}),
      })
      .where(eq(contentPieces.id, piece.id))
      .returning()
    await recordStatusChange(tx, { contentId: piece.id, actorId: actor.id, from: piece.status, to: 'pending' })
    await announceSubmission(tx, updated!, intent === 'revise')
    return { ok: true as const }
  })
}

export type ReviewDecision = { kind: 'approve' } | { kind: 'request-changes'; feedback: string }

/** The founder's decision on a pending piece, inside the caller's transaction with the piece locked. */
async function applyDecision(tx: Database, piece: Piece, decision: ReviewDecision): Promise<Result> {
  const allowance = await allowanceFor(tx, piece.founderId)
  const checked = await check(tx, 'founder', decision.kind, piece, allowance)
  if (!checked.ok) return checked
  const now = new Date()
  const [updated] = await tx
    .update(contentPieces)
    .set(
      decision.kind === 'approve'
        ? { status: 'approved', decidedAt: now, feedback: null }
        : { status: 'rejected', decidedAt: now, feedback: decision.feedback, revisionRound: piece.revisionRound + 1 },
    )
    .where(eq(contentPieces.id, piece.id))
    .returning()
  await recordStatusChange(tx, { contentId: piece.id, actorId: piece.founderId, from: piece.status, to: updated!.status })
  const { writer, founder } = await people(tx, piece)
  const link = { title: updated!.title, contentType: updated!.contentType, url: pieceUrl(piece.id) }
  if (decision.kind === 'approve') {
    const notification = {
      topic: 'reviews' as const,
      kind: 'content.approved',
      title: `${founder.name} approved “${short(piece.title)}”`,
      link: piecePath(piece.id),
    }
    await tellPerson(tx, writer, notification, () => approvedEmail({ writerName: writer.name, founderName: founder.name, piece: link }))
  } else {
    const notification = {
      topic: 'reviews' as const,
      kind: 'content.changes-requested',
      title: `${founder.name} requested changes to “${short(piece.title)}”`,
      link: piecePath(piece.id),
    }
    await tellPerson(tx, writer, notification, () =>
      changesRequestedEmail({ writerName: writer.name, founderName: founder.name, piece: link, feedback: decision.feedback }),
    )
  }
  return { ok: true as const }
}

/** Approve, or request changes (counted against the plan's revision rounds), from the dashboard. */
export async function decidePiece(db: Database, actor: Actor, id: string, decision: ReviewDecision): Promise<Result> {
  return db.transaction(async (tx) => {
    const piece = await lockPiece(tx, actor, id)
    if (!piece) return NOT_FOUND
    const party = partyOf(actor, piece)
    if (party !== 'founder') {
      const checked = await check(tx, party, decision.kind, piece)
      return checked.ok ? NOT_FOUND : checked
    }
    return applyDecision(tx, piece, decision)
  })
}

/**
 * A decision from a mail link, signed out: the link must be unused, unexpired and of the piece's
 * current round; it is used up by the change it makes. A refused decision (no rounds left) leaves it usable.
 */
export async function decideByToken(
  db: Database,
  token: string,
  feedback: string | null,
): Promise<Result<{ action: 'approve' | 'request-changes'; contentId: string }> | (TokenProblem & { ok: false })> {
  return db.transaction(async (tx) => {
    const row = await findActionToken(tx, token, { lock: true })
    const [piece] = row ? await tx.select().from(contentPieces).where(eq(contentPieces.id, row.contentId)).for('update') : []
    const problem = tokenProblem(row, piece ?? null)
    if (problem || !row || !piece) return { ok: false as const, ...(problem ?? { status: 404 as const, title: '', message: '' }) }
    if (row.action === 'request-changes' && !feedback) return refuse(400, 'Feedback is required to request changes')
    const decision: ReviewDecision = row.action === 'approve' ? { kind: 'approve' } : { kind: 'request-changes', feedback: feedback! }
    const result = await applyDecision(tx, piece, decision)
    if (!result.ok) return result
    if (!(await useActionToken(tx, row.id))) throw new Error('token used concurrently')
    return { ok: true as const, action: row.action, contentId: piece.id }
  })
}

/** The planned publish date: the writer's until approval, the founder's until publication. */
export async function setPlannedDate(db: Database, actor: Actor, id: string, date: string | null): Promise<Result> {
  return db.transaction(async (tx) => {
    const piece = await lockPiece(tx, actor, id)
    if (!piece) return NOT_FOUND
    const checked = await check(tx, partyOf(actor, piece), 'set-date', piece)
    if (!checked.ok) return checked
    await tx.update(contentPieces).set({ plannedPublishDate: date }).where(eq(contentPieces.id, piece.id))
    return { ok: true as const }
  })
}

/** The founder marks an approved piece as published, with where. */
export async function markPublished(db: Database, actor: Actor, id: string, url: string): Promise<Result> {
  return db.transaction(async (tx) => {
    const piece = await lockPiece(tx, actor, id)
    if (!piece) return NOT_FOUND
    const checked = await check(tx, partyOf(actor, piece), 'publish', piece)
    if (!checked.ok) return checked
    await tx.update(contentPieces).set({ publishedAt: new Date(), publishedUrl: url }).where(eq(contentPieces.id, piece.id))
    const { writer, founder } = await people(tx, piece)
    const notification = {
      topic: 'reviews' as const,
      kind: 'content.published',
      title: `${founder.name} published “${short(piece.title)}”`,
      link: piecePath(piece.id),
    }
    await tellPerson(tx, writer, notification, () =>
      publishedEmail({
        writerName: writer.name,
        founderName: founder.name,
        piece: { title: piece.title, contentType: piece.contentType, url: pieceUrl(piece.id) },
        publishedUrl: url,
      }),
    )
    return { ok: true as const }
  })
}

/** A comment by the piece's writer or founder; the other side is told. */
export async function addComment(db: Database, actor: Actor, id: string, body: string): Promise<Result> {
  return db.transaction(async (tx) => {
    const piece = await lockPiece(tx, actor, id)
    if (!piece) return NOT_FOUND
    const party = partyOf(actor, piece)
    const checked = await check(tx, party, 'comment', piece)
    if (!checked.ok) return checked
    await tx.insert(contentComments).values({ contentId: piece.id, authorId: actor.id, body })
    const { writer, founder } = await people(tx, piece)
    const [author, recipient] = party === 'writer' ? [writer, founder] : [founder, writer]
    const notification = {
      topic: 'comments' as const,
      kind: 'content.comment',
      title: `${author.name} commented on “${short(piece.title)}”`,
      link: piecePath(piece.id),
    }
    await tellPerson(tx, recipient, notification, () =>
      commentEmail({
        recipientName: recipient.name,
        authorName: author.name,
        piece: { title: piece.title, contentType: piece.contentType, url: pieceUrl(piece.id) },
        comment: body,
      }),
    )
    return { ok: true as const }
  })
}
