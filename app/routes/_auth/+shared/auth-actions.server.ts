import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseSubmission } from '#app/utils/submission.ts'
import { eq } from 'drizzle-orm'
import { data, redirect } from 'react-router'
import type { z } from 'zod'
import { user as userTable } from '#db/schema/auth.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { getPublicEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { consumeRateLimits, getClientIp, rateLimitMessage, type RateLimitRule } from '#app/utils/rate-limit.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { ForgotPasswordSchema, LoginSchema, ResendVerificationSchema, SignupSchema, type AuthIntent } from './auth-schemas.ts'
import { pendingVerificationHeader } from './pending-verification.server.ts'

export type AuthActionData = {
  intent: AuthIntent
  result: SubmissionResult<string[]>
  /** Better Auth's error code, e.g. EMAIL_NOT_VERIFIED (the page then offers to resend the link). */
  code?: string
  email?: string
}

type Parsed<Schema extends z.ZodType> = Submission<z.input<Schema>, string[], z.output<Schema>> & {
  status: 'success'
  value: z.output<Schema>
}

/** Never sent back to the browser, even after an error. */
export const PASSWORD_FIELDS = ['password', 'confirmPassword']

const MINUTE = 60
/**
 * Per client address and per e-mail address. These are the only limits on signing in, signing up,
 * resetting and resending: Better Auth's own endpoints for them are not reachable over HTTP
 * (app/routes/api/auth.ts), so there is no way around them.
 */
export const AUTH_LIMITS = {
  login: { ip: { limit: 30, windowSeconds: 15 * MINUTE }, email: { limit: 10, windowSeconds: 15 * MINUTE } },
  signup: { ip: { limit: 10, windowSeconds: 60 * MINUTE }, email: { limit: 5, windowSeconds: 60 * MINUTE } },
  forgot: { ip: { limit: 10, windowSeconds: 60 * MINUTE }, email: { limit: 5, windowSeconds: 60 * MINUTE } },
  'resend-verification': { ip: { limit: 10, windowSeconds: 60 * MINUTE }, email: { limit: 5, windowSeconds: 60 * MINUTE } },
} satisfies Record<string, { ip: RateLimitRule; email: RateLimitRule }>

/**
 * The login screen's forms, by `intent`: each is parsed with its own schema (the one its page
 * validates with); invalid input gets the field messages back with status 400.
 */
export function handleAuthForm(request: Request, form: FormData) {
  const intent = form.get('intent')
  switch (intent) {
    case 'login':
      return withValid(form, 'login', LoginSchema, (submission) => login(request, submission))
    case 'signup':
      return withValid(form, 'signup', SignupSchema, (submission) => signup(request, submission))
    case 'forgot':
      return withValid(form, 'forgot', ForgotPasswordSchema, (submission) => requestPasswordReset(request, submission))
    case 'resend-verification':
      return withValid(form, 'resend-verification', ResendVerificationSchema, (submission) => resendVerification(request, submission))
    case 'google':
      if (!getPublicEnv().googleEnabled) throw data('Google sign-in is not available.', { status: 400 })
      return signInWithGoogle(request)
    default:
      throw data('Unknown form.', { status: 400 })
  }
}

function withValid<Schema extends z.ZodType, Answer>(
  form: FormData,
  intent: AuthIntent,
  schema: Schema,
  handle: (submission: Parsed<Schema>) => Promise<Answer>,
) {
  const submission = parseSubmission(form, schema)
  if (submission.status !== 'success') {
    return data<AuthActionData>({ intent, result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 })
  }
  return handle(submission as Parsed<Schema>)
}

/** A refusal of the whole form, with the typed values (never the passwords) kept for the page. */
export function refuse(
  intent: AuthIntent,
  submission: Submission<unknown, string[], unknown>,
  status: number,
  message: string | null,
  extra: { code?: string; email?: string; headers?: HeadersInit } = {},
) {
  const result = submission.reply({ formErrors: message ? [message] : undefined, hideFields: PASSWORD_FIELDS })
  const { headers, ...rest } = extra
  return data<AuthActionData>({ intent, result, ...rest }, { status, headers })
}

/** Counts one attempt per client address and per e-mail address; the strictest verdict wins. */
async function consumeAuthLimits(intent: keyof typeof AUTH_LIMITS, request: Request, email: string) {
  const rules = AUTH_LIMITS[intent]
  return consumeRateLimits(getDb(), [
    { key: `${intent}:ip:${getClientIp(request)}`, rule: rules.ip },
    { key: `${intent}:email:${email}`, rule: rules.email },
  ])
}

async function limited(
  intent: keyof typeof AUTH_LIMITS,
  request: Request,
  submission: Submission<unknown, string[], unknown>,
  email: string,
) {
  const verdict = await consumeAuthLimits(intent, request, email)
  if (verdict.allowed) return null
  return refuse(intent, submission, 429, rateLimitMessage(verdict.retryAfterSeconds), {
    headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
  })
}

function cookiesOf(response: Response) {
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return headers
}

/** Better Auth's error body, { code, message }, whatever way it came back. */
async function authError(response: Response): Promise<{ code?: string; message: string }> {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null
  return { code: body?.code, message: body?.message || 'Something went wrong. Please try again.' }
}

async function login(request: Request, submission: Parsed<typeof LoginSchema>) {
  const { email, password, redirectTo } = submission.value
  const blocked = await limited('login', request, submission, email)
  if (blocked) return blocked

  const response = await getAuth().api.signInEmail({
    body: { email, password, rememberMe: true, callbackURL: '/auth/callback?from=verify' },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) {
    const error = await authError(response)
    if (error.code === 'EMAIL_NOT_VERIFIED') {
      const message = 'Please verify your email before logging in. Check your inbox, or send the link again.'
      return refuse('login', submission, 403, message, { code: error.code, email })
    }
    return refuse('login', submission, response.status, error.message, { code: error.code })
  }
  return redirectWithToast(redirectTo, { type: 'success', title: 'Welcome back!', id: 'login' }, { headers: cookiesOf(response) })
}

async function signup(request: Request, submission: Parsed<typeof SignupSchema>) {
  const { name, email, password, redirectTo } = submission.value
  const blocked = await limited('signup', request, submission, email)
  if (blocked) return blocked

  const existing = await getDb().select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email)).limit(1)
  if (existing.length > 0) {
    return refuse('signup', submission, 409, 'An account with this email already exists. Log in, or reset your password.', {
      code: 'USER_ALREADY_EXISTS',
    })
  }
  const response = await getAuth().api.signUpEmail({
    body: { name, email, password, callbackURL: verifyCallbackUrl(redirectTo) },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) {
    const error = await authError(response)
    return refuse('signup', submission, response.status, error.message, { code: error.code })
  }
  // /onboarding then says "Check your inbox" with this address, and can send the link again.
  const headers = new Headers({ 'Set-Cookie': await pendingVerificationHeader(email, redirectTo) })
  return redirectWithToast(
    '/onboarding',
    { type: 'success', title: 'Please check your email for verification link', id: 'signup' },
    { headers },
  )
}

/** Where the verification link lands: the callback, told where the person was going when they signed up. */
export function verifyCallbackUrl(redirectTo: string | null | undefined) {
  return redirectTo ? `/auth/callback?from=verify&redirectTo=${encodeURIComponent(redirectTo)}` : '/auth/callback?from=verify'
}

async function requestPasswordReset(request: Request, submission: Parsed<typeof ForgotPasswordSchema>) {
  const { email } = submission.value
  const blocked = await limited('forgot', request, submission, email)
  if (blocked) return blocked
  const response = await getAuth().api.requestPasswordReset({
    body: { email, redirectTo: '/reset-password' },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) {
    const error = await authError(response)
    logger.warn({ code: error.code }, 'password reset request refused')
    return refuse('forgot', submission, response.status, error.message)
  }
  // Same answer whether or not the address has an account.
  return redirectWithToast('/login', { type: 'success', title: 'Password reset email sent', id: 'forgot' })
}

export type ResendOutcome = { ok: true } | { ok: false; status: number; message: string; retryAfterSeconds?: number }

/**
 * Sends the verification link to `email` again, within the resend limits (per client address and
 * per address). Better Auth answers the same whether or not the address has an unverified account,
 * so this tells nobody which addresses exist. Used by the login screen and by "Check your inbox".
 */
export async function resendVerificationLink(request: Request, email: string, redirectTo: string | null = null): Promise<ResendOutcome> {
  const verdict = await consumeAuthLimits('resend-verification', request, email)
  if (!verdict.allowed) {
    return { ok: false, status: 429, message: rateLimitMessage(verdict.retryAfterSeconds), retryAfterSeconds: verdict.retryAfterSeconds }
  }
  const response = await getAuth().api.sendVerificationEmail({
    body: { email, callbackURL: verifyCallbackUrl(redirectTo) },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) {
    const error = await authError(response)
    return { ok: false, status: response.status, message: error.message }
  }
  return { ok: true }
}

async function resendVerification(request: Request, submission: Parsed<typeof ResendVerificationSchema>) {
  const outcome = await resendVerificationLink(request, submission.value.email)
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined
    return refuse('resend-verification', submission, outcome.status, outcome.message, { headers })
  }
  return redirectWithToast('/login', {
    type: 'success',
    title: 'Verification email sent',
    description: 'Please check your email for verification link',
    id: 'login',
  })
}

async function signInWithGoogle(request: Request) {
  const response = await getAuth().api.signInSocial({
    body: { provider: 'google', callbackURL: '/auth/callback?from=google', errorCallbackURL: '/auth/callback?from=google&error=1' },
    headers: request.headers,
    asResponse: true,
  })
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { url?: string } | null
  if (!response.ok || !body?.url) {
    return data<AuthActionData>(
      { intent: 'google', result: { status: 'error', error: { '': ['Failed to sign in with Google'] } } },
      { status: 502 },
    )
  }
  return redirect(body.url, { headers: cookiesOf(response) })
}
