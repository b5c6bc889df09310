// Everything the page of one piece shows, for whoever may see it: the piece as the HTML stored when
// it was saved (rendered from Markdown and sanitised then, not on each view), every earlier round with the feedback that sent it back and a word-level diff to the
// next version, the comment thread, the brand profile (for the writer) and what this person may do.
import type { Database } from '#app/utils/db.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { availableActions, revisionsLeft, revisionLimitMessage, wordCount } from './content-rules.ts'
import { getContentFor, listComments, listRevisions, listStatusChanges } from './content.server.ts'
import { activeAssignment, allowanceFor, partyOf } from './content-workflow.server.ts'
import { diffRounds, pageHtml } from './piece-html.server.ts'
import { textDiffHtml } from './word-diff.ts'

/** A title is at most 200 characters: compared here, at once. */
const TITLE_DIFF_TIMEOUT_MS = 50

/** The note of a revision row is when its feedback was given (ISO), or null. */
function sentBackAt(note: string | null) {
  if (!note) return null
  const date = new Date(note)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

export async function loadPiecePage(db: Database, actor: Actor, id: string) {
  const piece = await getContentFor(db, actor, id)
  if (!piece) return null
  const party = partyOf(actor, piece)
  const [revisions, comments, allowance, assignment, changes] = await Promise.all([
    listRevisions(db, piece.id),
    piece.status === 'draft' || piece.status === 'requested' ? Promise.resolve([]) : listComments(db, piece.id),
    allowanceFor(db, piece.founderId),
    activeAssignment(db, piece.writerId, piece.founderId),
    listStatusChanges(db, piece.id),
  ])
  const paired = assignment !== null
  const requested = piece.requestedAt !== null
  const state = { status: piece.status, requested, revisionRound: piece.revisionRound, published: piece.publishedAt !== null, paired }
  // Work in progress is its writer's until they submit it: others see that it has started, not its text.
  const textShown = party === 'writer' || (piece.status !== 'draft' && piece.status !== 'requested')
  const actions = availableActions(party, state, allowance)
  const left = revisionsLeft(allowance, piece.revisionRound)

  // Versions oldest first: each earlier round, then the piece as it is now.
  const versions = [
    ...revisions.map((revision) => ({
      round: revision.round,
      title: revision.title,
      body: revision.body,
      bodyHtml: revision.bodyHtml,
      feedback: revision.feedback,
      sentBackAt: sentBackAt(revision.note),
      replacedAt: revision.updatedAt.toISOString(),
    })),
    {
      round: piece.revisionRound,
      title: piece.title,
      body: piece.body,
      bodyHtml: piece.bodyHtml,
      feedback: null,
      sentBackAt: null,
      replacedAt: null,
    },
  ]
  const texts = await Promise.all(versions.map((version) => pageHtml(version)))
  const bodyDiffs = await diffRounds(texts)
  const history = versions.slice(0, -1).map((version, index) => {
    const next = versions[index + 1]!
    return {
      round: version.round,
      number: index + 1,
      title: version.title,
      feedback: version.feedback,
      sentBackAt: version.sentBackAt,
      revisedAt: version.replacedAt,
      bodyHtml: texts[index]!,
      titleDiff: version.title === next.title ? null : textDiffHtml(version.title, next.title, TITLE_DIFF_TIMEOUT_MS),
      bodyDiff: bodyDiffs[index] ?? null,
    }
  })

  return {
    party,
    piece: {
      id: piece.id,
      title: piece.title,
      contentType: piece.contentType,
      status: piece.status,
      writerName: piece.writerName,
      founderId: piece.founderId,
      founderName: piece.founderName,
      founderCompany: piece.founderCompany,
      revisionRound: piece.revisionRound,
      feedback: piece.feedback,
      plannedPublishDate: piece.plannedPublishDate,
      publishedAt: piece.publishedAt?.toISOString() ?? null,
      publishedUrl: piece.publishedUrl,
      submittedAt: piece.submittedAt?.toISOString() ?? null,
      decidedAt: piece.decidedAt?.toISOString() ?? null,
      createdAt: piece.createdAt.toISOString(),
      html: textShown ? texts.at(-1)! : '',
      words: textShown ? wordCount(piece.body) : 0,
      textShown,
      version: versions.length,
      paired,
      request: requested
        ? {
            requestedAt: piece.requestedAt!.toISOString(),
            briefHtml: piece.briefHtml ?? '',
            dueDate: piece.dueDate,
            wantedBy: piece.wantedBy,
            extra: piece.extra,
            status: piece.status,
            cancelledAt: piece.cancelledAt?.toISOString() ?? null,
          }
        : null,
    },
    history,
    changes: changes.map((change) => ({ ...change, createdAt: change.createdAt.toISOString() })),
    comments: comments.map((comment) => ({
      ...comment,
      mine: comment.authorId === actor.id,
      createdAt: comment.createdAt.toISOString(),
    })),
    actions,
    revisions: {
      planName: allowance.planName,
      limit: allowance.limit,
      left,
      limitMessage: left !== null && left <= 0 ? revisionLimitMessage(allowance) : null,
    },
  }
}

export type PiecePageData = NonNullable<Awaited<ReturnType<typeof loadPiecePage>>>
