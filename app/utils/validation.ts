import { z } from 'zod'

// No generated code (new Function) in Zod: the CSP allows no eval, and every form imports this module.
z.config({ jitless: true })

export const TEXT_LIMIT = 1000
export const EMAIL_LIMIT = 254
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/** Spec §5: trimmed, angle brackets removed, cut to 1,000 characters. */
export function sanitizeText(value: string): string {
  return value.replace(/[<>]/g, '').trim().slice(0, TEXT_LIMIT)
}

/** A text field: sanitised before any other rule runs. */
export const cleanText = () =>
  z.preprocess((value) => (typeof value === 'string' ? sanitizeText(value) : value), z.string({ error: 'Required' }))

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const emailField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z
      .string({ error: 'Email is required' })
      .min(1, 'Email is required')
      .max(EMAIL_LIMIT, 'Please enter a valid email address')
      .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  )

const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwertyui', 'qwerty123',
  'iloveyou', 'letmein1', 'welcome1', 'admin123', 'abc12345', '11111111', '00000000', 'passw0rd',
])

/** Why a password is too weak, or null. Checked by the browser and again by the server. */
export function passwordWeakness(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password is too weak: use at least ${PASSWORD_MIN} characters.`
  if (password.length > PASSWORD_MAX) return `Password is too long: use at most ${PASSWORD_MAX} characters.`
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'Password is too weak: it is one of the most common passwords.'
  if (/^(.)\1+$/.test(password)) return 'Password is too weak: it repeats one character.'
  const localPart = email?.split('@')[0]?.toLowerCase()
  if (localPart && localPart.length >= 4 && password.toLowerCase() === localPart) {
    return 'Password is too weak: it must not be your email name.'
  }
  return null
}

const passwordField = () => z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, `Password is too long: use at most ${PASSWORD_MAX} characters.`)

export const redirectToField = () =>
  z
    .string()
    .optional()
    .transform((value) => safeRedirect(value))

/** Only same-site paths; anything else goes to the dashboard. */
export function safeRedirect(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  return value
}

export const LoginSchema = z.object({
  email: emailField(),
  password: passwordField(),
  redirectTo: redirectToField(),
})

export const SignupSchema = z
  .object({
    name: cleanText().pipe(z.string().min(1, 'Name is required')),
    email: emailField(),
    password: passwordField(),
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: "Passwords don't match" })
    }
    const weakness = passwordWeakness(value.password, value.email)
    if (weakness) ctx.addIssue({ code: 'custom', path: ['password'], message: weakness })
  })

export const ForgotPasswordSchema = z.object({ email: emailField() })

export const ResendVerificationSchema = z.object({ email: emailField() })

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(1, 'This reset link is invalid or has expired.').max(512),
    password: passwordField(),
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: "Passwords don't match" })
    }
    const weakness = passwordWeakness(value.password)
    if (weakness) ctx.addIssue({ code: 'custom', path: ['password'], message: weakness })
  })

export type FieldErrors = Record<string, string[] | undefined>

/** Zod's issues as { field: [messages] } for the form to show under each input. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form'
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}
