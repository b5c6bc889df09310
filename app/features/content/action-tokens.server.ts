// The Approve / Request changes links of a submission mail, for founders who never sign in:
// 256 random bits, kept only as an HMAC (keyed by the auth secret), bound to one founder, one piece
// and one round, single use and expiring after 7 days. A link of an earlier round is superseded.
import { createHmac, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { contentActionTokens } from '#db/schema/content.ts'
import { addDays } from '#app/domain/periods.ts'
import type { Database } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

export const TOKEN_DAYS = 7
export type TokenAction = 'approve' | 'request-changes'

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function hashToken(token: string): string {
  return createHmac('sha256', getEnv().authSecret).update(`content-action:${token}`).digest('hex')
}

/** A fresh pair of links for a piece's current round (inside the submission's transaction). */
export async function issueActionTokens(db: Database, input: { contentId: string; founderId: string; round: number; now?: Date }) {
  const now = input.now ?? new Date()
  const expiresAt = addDays(now, TOKEN_DAYS)
  const tokens = { approve: randomBytes(32).toString('base64url'), 'request-changes': randomBytes(32).toString('base64url') }
  await db.insert(contentActionTokens).values(
    (Object.keys(tokens) as TokenAction[]).map((action) => ({
      tokenHash: hashToken(tokens[action]),
      contentId: input.contentId,
      founderId: input.founderId,
      action,
      round: input.round,
      expiresAt,
    })),
  )
  return tokens
}

export type TokenRow = typeof contentActionTokens.$inferSelect

/** The stored link for a token as typed in a URL, or null (malformed or unknown). `lock` takes it for update. */
export async function findActionToken(db: Database, token: string, options: { lock?: boolean } = {}): Promise<TokenRow | null> {
  if (!TOKEN_SHAPE.test(token)) return null
  const query = db
    .select()
    .from(contentActionTokens)
    .where(eq(contentActionTokens.tokenHash, hashToken(token)))
    .limit(1)
  const [row] = options.lock ? await query.for('update') : await query
  return row ?? null
}

export type TokenProblem = { status: 404 | 410; title: string; message: string }

export const TOKEN_PROBLEMS = {
  unknown: { status: 404, title: 'This link is not valid', message: 'Check that you opened the whole link from the e-mail.' },
  used: { status: 410, title: 'This link has already been used', message: 'Each link in a review e-mail works once. Nothing was changed.' },
  expired: {
    status: 410,
    title: 'This link has expired',
    message: `Review links work for ${TOKEN_DAYS} days. Nothing was changed: open the piece from your dashboard to review it.`,
  },
  superseded: {
    status: 410,
    title: 'This link is out of date',
    message:
      'The piece has moved on since this e-mail was sent (it was decided, or a newer version was submitted). Nothing was changed: use the newest e-mail or your dashboard.',
  },
} as const satisfies Record<string, TokenProblem>

/** Why a link may not be used now, or null when it may. */
export function tokenProblem(
  token: TokenRow | null,
  piece: { founderId: string; status: string; revisionRound: number } | null,
  now = new Date(),
): TokenProblem | null {
  if (!token || !piece || piece.founderId !== token.founderId) return TOKEN_PROBLEMS.unknown
  if (token.usedAt) return TOKEN_PROBLEMS.used
  if (token.expiresAt.getTime() <= now.getTime()) return TOKEN_PROBLEMS.expired
  if (piece.status !== 'pending' || piece.revisionRound !== token.round) return TOKEN_PROBLEMS.superseded
  return null
}

/** Marks a link used (once: a second caller gets false). */
export async function useActionToken(db: Database, id: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(contentActionTokens)
    .set({ usedAt: now })
    .where(and(eq(contentActionTokens.id, id), isNull(contentActionTokens.usedAt)))
    .returning({ id: contentActionTokens.id })
  return rows.length === 1
}
