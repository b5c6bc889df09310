import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import * as schema from '#db/schema/index.ts'
import { ensureFirstSignInSetupById } from '#app/features/accounts/first-sign-in.server.ts'
import { queueEmail } from '#app/features/mail/outbox.server.ts'
import { passwordResetEmail, verificationEmail } from '#app/features/mail/templates.ts'
import type { Database } from './db.server.ts'
import type { Env } from './env.server.ts'
import { logger } from './logger.server.ts'

export const VERIFY_EXPIRES_SECONDS = 24 * 60 * 60
export const RESET_EXPIRES_SECONDS = 60 * 60
/** Set by server/index.ts from the socket (or the trusted proxy header), replacing any client value. */
export const CLIENT_IP_HEADER = 'x-agency-client-ip'

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
        await queueEmail(db, user.email, passwordResetEmail({ name: user.name, url }), { logLink: env.isDemo ? url : undefined })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EXPIRES_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await queueEmail(db, user.email, verificationEmail({ name: user.name, url }), { logLink: env.isDemo ? url : undefined })
      },
      afterEmailVerification: async (user) => {
        await ensureFirstSignInSetupById(db, user.id, env.ADMIN_EMAIL)
      },
    },
    socialProviders: google,
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
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
    databaseHooks: {
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
