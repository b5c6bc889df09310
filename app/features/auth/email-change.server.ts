// The verification link of an e-mail change (Settings → Email), followed from the new address:
// Better Auth changes the address, and then the old address is told.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { emailChangedEmail } from '#app/utils/auth-emails.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'

type EmailChange = { userId: string; oldEmail: string; newEmail: string }

const base64url = (value: string) => Buffer.from(value, 'base64url')

/**
 * The change a verification link carries, when it is one: Better Auth's token is a JWT (HS256 with the
 * auth secret) naming the user, the old address (`email`) and the new one (`updateTo`). Checked here
 * with the same secret, so a forged link tells nobody anything.
 */
export function emailChangeOf(url: URL, secret: string): EmailChange | null {
  const [header, payload, signature] = (url.searchParams.get('token') ?? '').split('.')
  if (!header || !payload || !signature) return null
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = base64url(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const claims = JSON.parse(base64url(payload).toString('utf8')) as Record<string, unknown>
    const { userId, email, updateTo, requestType } = claims
    if (requestType !== 'change-email-verification' || typeof userId !== 'string') return null
    if (typeof email !== 'string' || typeof updateTo !== 'string') return null
    return { userId, oldEmail: email, newEmail: updateTo }
  } catch {
    return null
  }
}

async function accountOf(userId: string) {
  const [row] = await getDb().select({ name: userTable.name, email: userTable.email }).from(userTable).where(eq(userTable.id, userId))
  return row ?? null
}

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

/** Tells the old address when this link moved the account from it to the new one (a link used twice tells once). */
async function tellOldAddress(change: EmailChange, before: string | undefined) {
  const row = await accountOf(change.userId)
  if (!row || !same(before, change.oldEmail) || !same(row.email, change.newEmail)) return
  const mail = await emailChangedEmail({ name: row.name, newEmail: row.email, url: `${getEnv().baseUrl}/contact` })
  await queueEmail(getDb(), change.oldEmail, mail)
  logger.info({ userId: change.userId }, 'email changed through its verification link')
}

/** Better Auth's answer to a verification link; after an e-mail change, the old address is told. */
export async function followVerificationLink(request: Request): Promise<Response> {
  const change = emailChangeOf(new URL(request.url), getEnv().authSecret)
  const before = change ? (await accountOf(change.userId))?.email : undefined
  const response = await getAuth().handler(request)
  if (change) await tellOldAddress(change, before)
  return response
}
