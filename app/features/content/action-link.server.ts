// What a review link from a mail shows before anything happens (a GET changes nothing: mail
// scanners follow links): the piece, and whether the link may still be used.
import { eq } from 'drizzle-orm'
import { contentPieces } from '#db/schema/content.ts'
import type { Database } from '#app/utils/db.server.ts'
import { findActionToken, tokenProblem, type TokenProblem } from './action-tokens.server.ts'
import { TYPE_LABELS } from '#app/domain/content.ts'
import { revisionLimitMessage, revisionsLeft } from './content-rules.ts'
import { allowanceFor } from './content-workflow.server.ts'
import { pageHtml } from './piece-html.server.ts'

export type ActionLinkView =
  | { state: 'problem'; problem: TokenProblem }
  /** Just used, by this person: what they did (the page they land on after confirming). */
  | { state: 'done'; action: 'approve' | 'request-changes' }
  | {
      state: 'ready'
      action: 'approve' | 'request-changes'
      piece: { title: string; typeLabel: string; html: string; round: number }
      /** Request changes only: rounds left after this one (null: unlimited), or why none are left. */
      roundsLeft: number | null
      limitMessage: string | null
    }

/** `done` is the action the confirmation just made (?done=…): a used link then says what it did. */
export async function readActionLink(db: Database, token: string, done: string | null = null): Promise<ActionLinkView> {
  const row = await findActionToken(db, token)
  const [piece] = row ? await db.select().from(contentPieces).where(eq(contentPieces.id, row.contentId)).limit(1) : []
  const problem = tokenProblem(row, piece ?? null)
  if (row?.usedAt && done === row.action) return { state: 'done', action: row.action }
  if (problem || !row || !piece) return { state: 'problem', problem: problem! }
  const allowance = await allowanceFor(db, piece.founderId)
  const left = revisionsLeft(allowance, piece.revisionRound)
  return {
    state: 'ready',
    action: row.action,
    piece: { title: piece.title, typeLabel: TYPE_LABELS[piece.contentType], html: await pageHtml(piece), round: piece.revisionRound },
    roundsLeft: left,
    limitMessage: left !== null && left <= 0 ? revisionLimitMessage(allowance) : null,
  }
}
