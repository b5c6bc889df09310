// The login screen's forms, by `intent`: each parsed with the schema its page validates with, then one
// auth job, then the page's answer (a redirect with a toast, or the form's message and status).
import type { Submission, SubmissionResult } from '@conform-to/react'
import { data, redirect } from 'react-router'
import type { z } from 'zod'
import type { AuthOutcome } from '#app/features/auth/auth-outcome.server.ts'
import {
  ForgotPasswordSchema,
  LoginSchema,
  PASSWORD_FIELDS,
  ResendVerificationSchema,
  SignupSchema,
  type AuthIntent,
} from '#app/features/auth/auth-schemas.ts'
import { requestPasswordReset } from '#app/features/auth/password-reset.server.ts'
import { signInWithPassword, startGoogleSignIn } from '#app/features/auth/sign-in.server.ts'
import { resendVerificationLink, signUpWithPassword } from '#app/features/auth/sign-up.server.ts'
import { getPublicEnv } from '#app/utils/env.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast, type ToastInput } from '#app/utils/toast.server.ts'

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

/** Invalid input gets the field messages back with status 400. */
export function handleAuthForm(request: Request, form: FormData) {
  const intent = form.get('intent')
  switch (intent) {
    case 'login':
      return withValid(form, 'login', LoginSchema, async (submission) => {
        const { email, password, redirectTo } = submission.value
        const outcome = await signInWithPassword(request, { email, password })
        // Two-factor sign-in on: the code step next, carrying where the person was going.
        if (outcome.ok && outcome.twoFactorRequired) {
          return redirect(`/login/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: outcome.headers })
        }
        return answer(
          'login',
          submission,
          outcome,
          redirectTo,
          { type: 'success', title: 'Welcome back!', id: 'login' },
          notVerified(outcome, email),
        )
      })
    case 'signup':
      return withValid(form, 'signup', SignupSchema, async (submission) => {
        const outcome = await signUpWithPassword(request, submission.value)
        const toast = { type: 'success', title: 'Please check your email for verification link', id: 'signup' } as const
        return answer('signup', submission, outcome, '/onboarding', toast, notVerified(outcome, submission.value.email))
      })
    case 'forgot':
      return withValid(form, 'forgot', ForgotPasswordSchema, async (submission) => {
        const outcome = await requestPasswordReset(request, submission.value.email)
        // Same answer whether or not the address has an account.
        return answer('forgot', submission, outcome, '/login', { type: 'success', title: 'Password reset email sent', id: 'forgot' })
      })
    case 'resend-verification':
      return withValid(form, 'resend-verification', ResendVerificationSchema, async (submission) =>
        answer(
          'resend-verification',
          submission,
          await resendVerificationLink(request, submission.value.email),
          '/login',
          { type: 'success', title: 'Verification email sent', description: 'Please check your email for verification link', id: 'login' },
          // Refused (too many links asked for): the offer stays, with the refusal above its button.
          { code: 'EMAIL_NOT_VERIFIED', email: submission.value.email },
        ),
      )
    case 'google': {
      if (!getPublicEnv().googleEnabled) throw data('Google sign-in is not available.', { status: 400 })
      return startGoogleSignIn(request).then((started) =>
        started.ok
          ? redirect(started.url, { headers: started.headers })
          : data<AuthActionData>(
              { intent: 'google', result: { status: 'error', error: { '': [started.message] } } },
              { status: started.status },
            ),
      )
    }
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

/** Better Auth's code of a refusal, for the page (e.g. EMAIL_NOT_VERIFIED offers to resend the link). */
const codeOf = (outcome: AuthOutcome) => (!outcome.ok && outcome.code ? { code: outcome.code } : {})

/** The refusal's code; for an account not verified yet, the address too, so the page offers to send the link again to it. */
const notVerified = (outcome: AuthOutcome, email: string) => ({
  ...codeOf(outcome),
  ...(!outcome.ok && outcome.code === 'EMAIL_NOT_VERIFIED' ? { email } : {}),
})

/**
 * Done: on to `next` with the toast and the job's cookies. Refused: the form's message (never the
 * passwords) with the job's status and its Retry-After.
 */
function answer(
  intent: AuthIntent,
  submission: Submission<unknown, string[], unknown>,
  outcome: AuthOutcome,
  next: string,
  toast: ToastInput,
  extra: Pick<AuthActionData, 'code' | 'email'> = {},
) {
  if (outcome.ok) return redirectWithToast(next, toast, { headers: outcome.headers })
  const result = submission.reply({ formErrors: [outcome.message], hideFields: PASSWORD_FIELDS })
  const headers = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined
  return data<AuthActionData>({ intent, result, ...extra }, { status: outcome.status, headers })
}
