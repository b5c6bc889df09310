import { z } from 'zod'

// No generated code (new Function) in Zod: the CSP allows no eval, and every form imports this module.
z.config({ jitless: true })

export const TEXT_LIMIT = 1000
export const EMAIL_LIMIT = 254
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/**
 * Characters no typed text needs and that can deceive or break what shows it: C0 and C1 controls
 * (NUL, escape, …; tab and line feed are handled by the callers), DEL, the bidirectional overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069) that reorder what a reader sees, and the BOM.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g

/** Control characters and angle brackets removed, trimmed; not cut, for a form that says when text is too long. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARS, '').replace(/[<>]/g, '').trim()
}

/** Spec §5: control characters removed, trimmed, angle brackets removed, cut to 1,000 characters. */
export function sanitizeText(value: string): string {
  return cleanText(value).slice(0, TEXT_LIMIT)
}

/** One line of text (a name, a subject): every run of whitespace, line breaks included, becomes one space. */
export function cleanLine(value: string): string {
  return sanitizeText(value.replace(/[\s\u2028\u2029]+/g, ' '))
}

/** Several lines (a message): Windows and Unicode line ends become \n, other controls go. */
export function cleanMultiline(value: string): string {
  return sanitizeText(value.replace(/\r\n?|[\u2028\u2029]/g, '\n'))
}

const cleaned = (clean: (value: string) => string) =>
  z.preprocess((value) => (typeof value === 'string' ? clean(value) : value), z.string().optional().default(''))

/** A one-line text field, cleaned before any other rule runs ('' when left empty). */
export const lineField = () => cleaned(cleanLine)
/** A multi-line text field, cleaned before any other rule runs ('' when left empty). */
export const multilineField = () => cleaned(cleanMultiline)

/**
 * The one e-mail rule of the product: the browser's own rule for <input type="email"> (WHATWG
 * HTML: no spaces, commas, quotes, angle brackets or control characters), plus a dot in the domain.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/** A form's own line when its refusal is about fields: each field shows its own message, next to it. */
export const FIX_FIELDS_MESSAGE = 'Please fix the highlighted fields.'
export const EMAIL_MESSAGES = { required: 'Email is required', invalid: 'Please enter a valid email address' } as const

/** An e-mail address: trimmed, lower-cased, at most 254 characters, one plain mailbox. */
export const emailField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z
      .string({ error: EMAIL_MESSAGES.required })
      .min(1, EMAIL_MESSAGES.required)
      .max(EMAIL_LIMIT, EMAIL_MESSAGES.invalid)
      .regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid),
  )

const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyui',
  'qwerty123',
  'iloveyou',
  'letmein1',
  'welcome1',
  'admin123',
  'abc12345',
  '11111111',
  '00000000',
  'passw0rd',
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

/** A password as typed (never trimmed or cleaned), required, at most 128 characters. */
export const passwordField = () =>
  z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password is too long: use at most ${PASSWORD_MAX} characters.`)

// Any origin will do: only whether the path stays on it matters.
const SAME_SITE = 'http://same-site.invalid'

/**
 * A path on this site to send someone to, or `fallback`. The value is parsed as a URL against this
 * site, as a browser would read it (tabs and newlines dropped, backslashes as slashes), and only a
 * result on the same origin is kept, re-serialised: `/\t/evil.example` or `/\\evil.example` fall back.
 */
export function safeRedirect(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback
  try {
    const url = new URL(value, SAME_SITE)
    if (url.origin !== SAME_SITE) return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

export const redirectToField = () =>
  z
    .unknown()
    .optional()
    .transform((value) => safeRedirect(value))

export type FieldErrors = Record<string, string[] | undefined>

/** Zod's issues as { field: [messages] } for a form to show under each input. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form'
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}
