// The auth forms' schemas: the browser checks with them as people type, the actions for real.
import { z } from 'zod'
import { emailField, lineField, passwordField, passwordWeakness, redirectToField, safeRedirect } from '#app/utils/validation.ts'

export const PASSWORD_MISMATCH = "Passwords don't match"

/** Never sent back to the browser, even after an error. */
export const PASSWORD_FIELDS = ['password', 'confirmPassword']
const CONFIRM_REQUIRED = 'Please confirm your password'

type NewPassword = { password: string; confirmPassword: string; email?: string }

/**
 * A new password must match its confirmation and not be weak. Checked even while another field
 * (the e-mail) is still wrong, so people see every message at once.
 */
export function checkNewPassword(value: NewPassword, ctx: z.RefinementCtx<NewPassword>) {
  if (value.confirmPassword && value.password !== value.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH })
  const weakness = passwordWeakness(value.password, typeof value.email === 'string' ? value.email : undefined)
  if (weakness) ctx.addIssue({ code: 'custom', path: ['password'], message: weakness })
}
export const passwordTyped = {
  when: ({ value }: { value: unknown }) => typeof (value as Partial<NewPassword> | undefined)?.password === 'string',
}

/** The name a person gives at sign-up (also what Better Auth's own user hook enforces). */
export const personNameField = () => lineField().pipe(z.string().min(1, 'Name is required'))

export const LoginSchema = z.object({
  email: emailField(),
  password: passwordField(),
  redirectTo: redirectToField(),
})

export const SignupSchema = z
  .object({
    name: personNameField(),
    email: emailField(),
    password: passwordField(),
    confirmPassword: z.string({ error: CONFIRM_REQUIRED }).min(1, CONFIRM_REQUIRED),
    /** Where the person was going (e.g. back to onboarding): the verification link brings them there. */
    redirectTo: z
      .unknown()
      .optional()
      .transform((value) => safeRedirect(value, '') || null),
  })
  .superRefine(checkNewPassword, passwordTyped)

export const ForgotPasswordSchema = z.object({ email: emailField() })

export const ResendVerificationSchema = z.object({ email: emailField() })

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Request a new one.'

export const ResetPasswordSchema = z
  .object({
    // Better Auth's tokens are URL-safe; anything else is not a link we sent.
    token: z.string({ error: INVALID_RESET_LINK }).regex(/^[\w-]{1,512}$/, INVALID_RESET_LINK),
    password: passwordField(),
    confirmPassword: z.string({ error: CONFIRM_REQUIRED }).min(1, CONFIRM_REQUIRED),
  })
  .superRefine(checkNewPassword, passwordTyped)

/** The forms of the login screen, by the `intent` each posts. */
export type AuthIntent = 'login' | 'signup' | 'forgot' | 'resend-verification' | 'google' | 'code'

const CODE_REQUIRED = 'Enter the code from your authenticator app'
const CODE_SHAPE = 'Enter the six digits from your app, or a backup code such as abcde-12345'

/** An authenticator code (six digits, spaces allowed as apps show them) or a backup code (`abcde-12345`). */
export const twoFactorCodeField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
    z
      .string({ error: CODE_REQUIRED })
      .min(1, CODE_REQUIRED)
      .regex(/^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/, CODE_SHAPE),
  )

/** The code step of signing in, after the password. */
export const SignInCodeSchema = z.object({ code: twoFactorCodeField(), redirectTo: redirectToField() })

/** Turning two-factor sign-in on: the password first, then the first code from the app. */
export const TwoFactorStartSchema = z.object({ password: passwordField() })
export const TwoFactorConfirmSchema = z.object({
  code: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
    z.string({ error: CODE_REQUIRED }).regex(/^\d{6}$/, 'Enter the six digits your app shows'),
  ),
})
/** Turning it off takes the password and a code (or a backup code). */
export const TwoFactorOffSchema = z.object({ password: passwordField(), code: twoFactorCodeField() })
