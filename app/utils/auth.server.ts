import { APIError, betterAuth } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin } from 'better-auth/plugins/admin'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { eq } from 'drizzle-orm'
import * as schema from '#db/schema/index.ts'
import { ensureFirstSignInSetupById } from './roles.server.ts'
import { emailChangeVerificationEmail, passwordResetEmail, verificationEmail } from './auth-emails.tsx'
import type { Database } from './db.server.ts'
import type { Env } from './env.server.ts'
import { logger } from './logger.server.ts'
import { queueEmail } from './mail.server.ts'
import { cleanLine, passwordWeakness } from './validation.ts'

export const VERIFY_EXPIRES_SECONDS = 24 * 60 * 60
export const RESET_EXPIRES_SECONDS = 60 * 60
/** A session lasts 30 days and is extended (with a fresh cookie) once a day while it is used. */
export const SESSION_EXPIRES_SECONDS = 60 * 60 * 24 * 30
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24
/** Set by server/index.ts from the socket (or the trusted proxy header), replacing any client value. */
export const CLIENT_IP_HEADER = 'x-agency-client-ip'
/** Two-factor sign-in: the name authenticator apps show, and how long the code step waits after the password. */
export const TWO_FACTOR_ISSUER = 'Unfiltered'
export const TWO_FACTOR_STEP_SECONDS = 10 * 60
/** What every way of signing in answers a suspended account (the admin plugin refuses its new sessions). */
export const SUSPENDED_MESSAGE = 'This account is suspended. Contact support.'

/**
 * The name kept for a person, whichever way they arrive (the sign-up form, Google): one clean
 * line, never empty (the e-mail's name part stands in).
 */
export function accountName(name: unknown, email: string): string {
  return cleanLine(typeof name === 'string' ? name : '') || cleanLine(email.split('@')[0] ?? '') || 'New member'
}

/** The product's password rule on Better Auth's own paths too: the forms check it first, this makes sure. */
const passwordRule = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/sign-up/email' && ctx.path !== '/reset-password' && ctx.path !== '/change-password') return
  const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown; email?: unknown }
  const password = ctx.path === '/sign-up/email' ? body.password : body.newPassword
  const weakness =
    typeof password === 'string'
      ? passwordWeakness(password, typeof body.email === 'string' ? body.email : undefined)
      : 'Password is required'
  if (weakness) throw new APIError('BAD_REQUEST', { message: weakness, code: 'PASSWORD_TOO_WEAK' })
})

async function accountEmail(db: Database, userId: string) {
  const [row] = await db.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, userId))
  return row?.email.toLowerCase() ?? null
}

export function createAuth(db: Database, env: Env) {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, prompt: 'select_account' as const } }
      : undefined
  return betterAuth({
    appName: 'Unfiltered',
    baseURL: env.baseUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ source: 'better-auth', args }, message),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_EXPIRES_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await queueEmail(db, user.email, await passwordResetEmail({ name: user.name, url }), { logLink: env.isDemo ? url : undefined })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EXPIRES_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        // An e-mail change (Settings → Email) names the new address while the account still has the old one.
        const changing = (await accountEmail(db, user.id)) !== user.email.toLowerCase()
        const mail = changing ? emailChangeVerificationEmail : verificationEmail
        await queueEmail(db, user.email, await mail({ name: user.name, url }), { logLink: env.isDemo ? url : undefined })
      },
      afterEmailVerification: async (user) => {
        await ensureFirstSignInSetupById(db, user.id, env.ADMIN_EMAIL)
      },
    },
    socialProviders: google,
    // Settings → Email: a link to the new address, which changes only when it is followed.
    user: { changeEmail: { enabled: true } },
    session: { expiresIn: SESSION_EXPIRES_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // No rule of its own for '/sign-in/email': the product's sign-in counts failed checks only
        // (app/features/auth/auth-limits.server.ts); a count of every sign-in per address would lock an office out.
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/get-session': false,
      },
    },
    advanced: {
      useSecureCookies: env.baseUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // TOTP from any authenticator app plus ten one-time backup codes; the product's own forms call it
    // on the server (app/features/auth/two-factor.server.ts), its endpoints stay closed over HTTP.
    plugins: [
      twoFactor({
        issuer: TWO_FACTOR_ISSUER,
        twoFactorCookieMaxAge: TWO_FACTOR_STEP_SECONDS,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      // Suspension: `user.banned` refuses every new session, whichever path creates it (decision 036).
      admin({ bannedUserMessage: SUSPENDED_MESSAGE }),
    ],
    hooks: { before: passwordRule },
    databaseHooks: {
      // Every way into the user table gets the same cleaning as the sign-up form.
      user: {
        create: {
          before: async (user) => ({ data: { ...user, name: accountName(user.name, user.email) } }),
        },
        update: {
          before: async (user) =>
            typeof user.name === 'string' ? { data: { ...user, name: accountName(user.name, user.email ?? '') } } : undefined,
        },
      },
      session: {
        create: {
          after: async (session) => {
            await ensureFirstSignInSetupById(db, session.userId, env.ADMIN_EMAIL)
          },
        },
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>

let current: Auth | undefined
export function setAuth(auth: Auth | undefined) {
  current = auth
}
export function getAuth(): Auth {
  if (!current) throw new Error('Auth used before boot')
  return current
}
