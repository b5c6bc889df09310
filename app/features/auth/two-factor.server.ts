// Two-factor sign-in with an authenticator app: turning it on (password, QR code, a first code, ten
// backup codes shown once), the code step after the password, and turning it off (password and a code).
// Better Auth's two-factor plugin does the work; its endpoints are called here on the server only.
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import { symmetricDecrypt } from 'better-auth/crypto'
import { and, eq, gt } from 'drizzle-orm'
import { renderSVG } from 'uqr'
import { twoFactor, user as userTable, verification } from '#db/schema/auth.ts'
import { getAuth, TWO_FACTOR_ISSUER } from '#app/utils/auth.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { consumeRateLimits, getClientIp, type RateLimitRule } from '#app/utils/rate-limit.server.ts'
import { verifiedSignedCookie } from '#app/utils/session.server.ts'
import { clearSignInFailures, recordSignInFailure, signInAttemptOf, signInBlocked } from './auth-limits.server.ts'
import { cookiesOf, done, refusalOf, tooMany, type AuthOutcome } from './auth-outcome.server.ts'
import { hasPassword } from './password-setup.server.ts'
import { NO_PASSWORD_MESSAGES } from './account-schemas.ts'

const MINUTE = 60
/** The code step's own limits, per client address and per account, on top of the plugin's five tries per challenge. */
export const CODE_STEP_LIMITS = {
  ip: { limit: 30, windowSeconds: 15 * MINUTE },
  account: { limit: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>

export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.'
export const WRONG_BACKUP_CODE = 'That backup code is not right, or it has been used already.'
export const WRONG_PASSWORD = 'That password is not right.'
export const CODE_STEP_EXPIRED = 'Your sign-in took too long. Please log in again.'
const LOCKED = 'Too many wrong codes. Please wait 15 minutes and try again.'

type Refusal = Extract<AuthOutcome, { ok: false }>

export type CodeMethod = 'totp' | 'backup'

/** A backup code reads `abcde-12345`; an authenticator code is six digits. */
export const methodOf = (code: string): CodeMethod => (/^\d{6}$/.test(code) ? 'totp' : 'backup')

/**
 * The one place a wrong two-factor code is recorded: it counts against the account and the address
 * exactly like a wrong password does.
 */
export async function countFailedCode(request: Request, email: string) {
  await recordSignInFailure(signInAttemptOf(request, email))
}

export type PendingSetup = { secret: string; uri: string; qrSvg: string }
export type TwoFactorSettings = { enabled: boolean; pending: PendingSetup | null }

/** What the two-factor page shows: on or off, and while setting up, the QR code and the secret in text. */
export async function twoFactorSettingsFor(person: { id: string; email: string; twoFactorEnabled: boolean }): Promise<TwoFactorSettings> {
  if (person.twoFactorEnabled) return { enabled: true, pending: null }
  const [row] = await getDb()
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, person.id), eq(twoFactor.verified, false)))
  if (!row) return { enabled: false, pending: null }
  const key = (await getAuth().$context).secretConfig
  const raw = await symmetricDecrypt({ key, data: row.secret })
  const uri = createOTP(raw).url(TWO_FACTOR_ISSUER, person.email)
  return {
    enabled: false,
    pending: { secret: base32.encode(raw, { padding: false }), uri, qrSvg: renderSVG(uri, { border: 2, pixelSize: 6 }) },
  }
}

/** Step one of turning it on: the password, then a new secret waits for its first code. An account without a password is told how to set one. */
export async function startTwoFactorSetup(request: Request, person: { id: string }, password: string): Promise<AuthOutcome> {
  if (!(await hasPassword(getDb(), person.id))) return { ok: false, status: 409, message: NO_PASSWORD_MESSAGES.twoFactor }
  const response = await getAuth().api.enableTwoFactor({ body: { password }, headers: request.headers, asResponse: true })
  if (response.ok) return done(cookiesOf(response))
  const refusal = await refusalOf(response)
  if (refusal.code === 'INVALID_PASSWORD') return { ...refusal, status: 400, message: WRONG_PASSWORD }
  if (refusal.code === 'TOTP_ALREADY_ENABLED') return { ...refusal, status: 409, message: 'Two-factor sign-in is already on.' }
  return refusal
}

type Confirmed = { ok: true; headers: Headers; backupCodes: string[] }

/**
 * Step two: the first code from the app turns it on. The session is renewed (its cookie comes back)
 * and the ten backup codes are returned to be shown this once.
 */
export async function confirmTwoFactorSetup(
  request: Request,
  person: { id: string; email: string },
  code: string,
): Promise<Confirmed | Refusal> {
  const limited = await consumeCodeLimits(request, person.id)
  if (limited) return limited
  const response = await getAuth().api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true })
  if (!response.ok) return refuseCode(request, person.email, await refusalOf(response))
  const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId: person.id } })
  return { ok: true, headers: cookiesOf(response), backupCodes }
}

/** Turning it off takes the password and a code (or a backup code); the session is renewed. */
export async function turnOffTwoFactor(
  request: Request,
  person: { id: string; email: string },
  input: { password: string; code: string },
): Promise<AuthOutcome> {
  const limited = await consumeCodeLimits(request, person.id)
  if (limited) return limited
  const api = getAuth().api
  const passwordCheck = await api.verifyPassword({ body: { password: input.password }, headers: request.headers, asResponse: true })
  if (!passwordCheck.ok) {
    await countFailedCode(request, person.email)
    return { ok: false, status: 400, message: WRONG_PASSWORD }
  }
  const codeCheck =
    methodOf(input.code) === 'totp'
      ? await api.verifyTOTP({ body: { code: input.code }, headers: request.headers, asResponse: true })
      : await api.verifyBackupCode({ body: { code: input.code, disableSession: true }, headers: request.headers, asResponse: true })
  if (!codeCheck.ok) return refuseCode(request, person.email, await refusalOf(codeCheck))
  const response = await api.disableTwoFactor({ body: { password: input.password }, headers: request.headers, asResponse: true })
  return response.ok ? done(cookiesOf(response)) : refusalOf(response)
}

/** After the password of an account with two-factor sign-in: who is waiting for the code step (null when it expired). */
export async function pendingCodeStep(request: Request): Promise<{ userId: string; email: string } | null> {
  const identifier = verifiedSignedCookie(request.headers.get('cookie'), TWO_FACTOR_COOKIE, getEnv().authSecret)
  if (!identifier) return null
  const [row] = await getDb()
    .select({ userId: userTable.id, email: userTable.email })
    .from(verification)
    .innerJoin(userTable, eq(userTable.id, verification.value))
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
  return row ?? null
}
const TWO_FACTOR_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=([^;]*)/

/** The code step: an authenticator code or a backup code finishes the sign-in (the session cookie comes back). */
export async function signInWithCode(request: Request, code: string): Promise<AuthOutcome> {
  const pending = await pendingCodeStep(request)
  if (!pending) return { ok: false, status: 401, message: CODE_STEP_EXPIRED, code: 'TWO_FACTOR_EXPIRED' }
  const attempt = signInAttemptOf(request, pending.email)
  const blocked = await signInBlocked(attempt)
  if (!blocked.allowed) return tooMany(blocked) as Refusal
  const limited = await consumeCodeLimits(request, pending.userId)
  if (limited) return limited
  const api = getAuth().api
  const response =
    methodOf(code) === 'totp'
      ? await api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true })
      : await api.verifyBackupCode({ body: { code }, headers: request.headers, asResponse: true })
  if (response.ok) {
    // Only now is the sign-in complete: the account's failures (passwords and codes) are forgotten.
    await clearSignInFailures(attempt)
    return done(cookiesOf(response))
  }
  const refusal = await refuseCode(request, pending.email, await refusalOf(response))
  // The challenge is spent (five wrong codes): the cookie that held it is cleared.
  return { ...refusal, headers: cookiesOf(response) }
}

async function consumeCodeLimits(request: Request, userId: string) {
  const verdict = await consumeRateLimits(getDb(), [
    { key: `two-factor:ip:${getClientIp(request)}`, rule: CODE_STEP_LIMITS.ip },
    { key: `two-factor:account:${userId}`, rule: CODE_STEP_LIMITS.account },
  ])
  return verdict.allowed ? null : (tooMany(verdict) as Refusal)
}

/** Better Auth's refusal of a code in the product's words; a wrong code is counted like a wrong password. */
async function refuseCode(request: Request, email: string, refusal: Refusal): Promise<Refusal> {
  switch (refusal.code) {
    case 'INVALID_CODE':
      await countFailedCode(request, email)
      return { ...refusal, status: 400, message: WRONG_CODE }
    case 'INVALID_BACKUP_CODE':
      await countFailedCode(request, email)
      return { ...refusal, status: 400, message: WRONG_BACKUP_CODE }
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
    case 'INVALID_TWO_FACTOR_COOKIE':
      await countFailedCode(request, email)
      return { ...refusal, status: 401, message: CODE_STEP_EXPIRED }
    case 'TOTP_NOT_ENABLED':
      return { ...refusal, status: 409, message: 'Start the setup again: your password first, then the code.' }
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return { ...refusal, status: 429, message: LOCKED }
    default:
      return refusal
  }
}
