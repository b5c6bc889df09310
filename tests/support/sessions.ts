// Users and sessions written straight into a server's database, for tests that need many signed-in
// people at once (the sign-in form's rate limits would refuse them) or a session without a password.
import { createHmac, randomBytes } from 'node:crypto'
import type pg from 'pg'
import type { Role } from '#db/schema/people.ts'

/** Better Auth's session cookie over plain http (over https it would carry the __Secure- prefix). */
export const SESSION_COOKIE = 'better-auth.session_token'

/** The cookie value Better Auth 1.7 expects: `token.signature`, HMAC-SHA256 with the secret in base64, URL-encoded. */
export function signedSessionToken(token: string, secret: string) {
  const signature = createHmac('sha256', secret).update(token).digest('base64')
  return encodeURIComponent(`${token}.${signature}`)
}

export type SeededUser = { id: string; email: string; name: string; cookie: string }

/** A verified user with a profile, the given roles and a live session; `cookie` is the session cookie's value. */
export async function insertUserWithSession(
  client: pg.Client | pg.Pool,
  authSecret: string,
  options: { roles?: Role[]; name?: string; email?: string } = {},
): Promise<SeededUser> {
  const id = `t-${randomBytes(9).toString('base64url')}`
  const email = (options.email ?? `${id.toLowerCase()}@example.test`).toLowerCase()
  const name = options.name ?? 'Test Buyer'
  await client.query('insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true)', [id, name, email])
  await client.query('insert into profiles (id, name) values ($1, $2)', [id, name])
  for (const role of options.roles ?? ['founder']) await client.query('insert into user_roles (user_id, role) values ($1, $2)', [id, role])
  const token = randomBytes(24).toString('hex')
  await client.query(`insert into session (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [
    `t-session-${randomBytes(9).toString('base64url')}`,
    token,
    id,
  ])
  return { id, email, name, cookie: signedSessionToken(token, authSecret) }
}
