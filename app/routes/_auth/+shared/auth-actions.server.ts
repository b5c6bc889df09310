import { eq } from 'drizzle-orm'
import { data, redirect } from 'react-router'
import { user as userTable } from '#db/schema/auth.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { consumeRateLimits, getClientIp, rateLimitMessage, type RateLimitRule } from '#app/utils/rate-limit.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import {
  fieldErrors,
  ForgotPasswordSchema,
  LoginSchema,
  ResendVerificationSchema,
  SignupSchema,
  type FieldErrors,
} from '#app/utils/validation.ts'

export type AuthActionData = {
  intent: string
  errors?: FieldErrors
  formError?: string
  code?: string
  email?: string
}

const MINUTE = 60
const LIMITS = {
  login: { ip: { limit: 30, windowSeconds: 15 * MINUTE }, email: { limit: 10, windowSeconds: 15 * MINUTE } },
  signup: { ip: { limit: 10, windowSeconds: 60 * MINUTE }, email: { limit: 5, windowSeconds: 60 * MINUTE } },
  forgot: { ip: { limit: 10, windowSeconds: 60 * MINUTE }, email: { limit: 5, windowSeconds: 60 * MINUTE } },
  resend: { ip: { limit: 10, windowSeconds: 60 * MINUTE }, email: { limit: 5, windowSeconds: 60 * MINUTE } },
} satisfies Record<string, { ip: RateLimitRule; email: RateLimitRule }>

function fail(intent: string, status: number, body: Omit<AuthActionData, 'intent'>) {
  return data<AuthActionData>({ intent, ...body }, { status })
}

async function limited(intent: keyof typeof LIMITS, request: Request, email: string) {
  const rules = LIMITS[intent]
  const verdict = await consumeRateLimits(getDb(), [
    { key: `${intent}:ip:${getClientIp(request)}`, rule: rules.ip },
    { key: `${intent}:email:${email}`, rule: rules.email },
  ])
  return verdict.allowed ? null : fail(intent, 429, { formError: rateLimitMessage(verdict.retryAfterSeconds) })
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

export async function login(request: Request, form: FormData) {
  const parsed = LoginSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return fail('login', 400, { errors: fieldErrors(parsed.error) })
  const { email, password, redirectTo } = parsed.data
  const blocked = await limited('login', request, email)
  if (blocked) return blocked

  const response = await getAuth().api.signInEmail({
    body: { email, password, rememberMe: true, callbackURL: '/auth/callback?from=verify' },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) {
    const error = await authError(response)
    if (error.code === 'EMAIL_NOT_VERIFIED') {
      return fail('login', 403, {
        code: error.code,
        email,
        formError: 'Please verify your email before logging in. Check your inbox, or send the link again.',
      })
    }
    return fail('login', response.status, { code: error.code, formError: error.message })
  }
  return redirectWithToast(redirectTo, { type: 'success', title: 'Welcome back!' }, { headers: cookiesOf(response) })
}

export async function signup(request: Request, form: FormData) {
  const parsed = SignupSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return fail('signup', 400, { errors: fieldErrors(parsed.error) })
  const { name, email, password } = parsed.data
  const blocked = await limited('signup', request, email)
  if (blocked) return blocked

  const existing = await getDb().select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email)).limit(1)
  if (existing.length > 0) {
    return fail('signup', 409, {
      code: 'USER_ALREADY_EXISTS',
      formError: 'An account with this email already exists. Log in, or reset your password.',
    })
  }
  const response = await getAuth().api.signUpEmail({
    body: { name, email, password, callbackURL: '/auth/callback?from=verify' },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) {
    const error = await authError(response)
    return fail('signup', response.status, { code: error.code, formError: error.message })
  }
  return redirectWithToast('/onboarding', { type: 'success', title: 'Please check your email for verification link' })
}

export async function requestPasswordReset(request: Request, form: FormData) {
  const parsed = ForgotPasswordSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return fail('forgot', 400, { errors: fieldErrors(parsed.error) })
  const { email } = parsed.data
  const blocked = await limited('forgot', request, email)
  if (blocked) return blocked
  const response = await getAuth().api.requestPasswordReset({
    body: { email, redirectTo: '/reset-password' },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) {
    const error = await authError(response)
    logger.warn({ code: error.code }, 'password reset request refused')
    return fail('forgot', response.status, { formError: error.message })
  }
  // Same answer whether or not the address has an account.
  return redirectWithToast('/login', { type: 'success', title: 'Password reset email sent' })
}

export async function resendVerification(request: Request, form: FormData) {
  const parsed = ResendVerificationSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return fail('resend', 400, { errors: fieldErrors(parsed.error) })
  const { email } = parsed.data
  const blocked = await limited('resend', request, email)
  if (blocked) return blocked
  const response = await getAuth().api.sendVerificationEmail({
    body: { email, callbackURL: '/auth/callback?from=verify' },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) {
    const error = await authError(response)
    return fail('resend', response.status, { formError: error.message })
  }
  return redirectWithToast('/login', { type: 'success', title: 'Verification email sent', description: 'Please check your email for verification link' })
}

export async function signInWithGoogle(request: Request) {
  const response = await getAuth().api.signInSocial({
    body: { provider: 'google', callbackURL: '/auth/callback?from=google', errorCallbackURL: '/auth/callback?from=google&error=1' },
    headers: request.headers,
    asResponse: true,
  })
  const body = (await response.clone().json().catch(() => null)) as { url?: string } | null
  if (!response.ok || !body?.url) {
    return fail('google', 502, { formError: 'Failed to sign in with Google' })
  }
  return redirect(body.url, { headers: cookiesOf(response) })
}
