// The contact form's one schema: the browser checks with it for instant messages, the action for real.
import { z } from 'zod'
import { EMAIL_LIMIT, emailField, fieldErrors, sanitizeText, TEXT_LIMIT, type FieldErrors } from '#app/utils/validation.ts'

/** The spec's own words (§8 Contact, §5 Contact form). */
export const CONTACT_MESSAGES = {
  required: 'Please fill in all required fields',
  success: "Message sent successfully! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again later.',
  error: 'There was an error sending your message. Please try again.',
} as const

/** A field people never see: bots fill it, and their posts are dropped without a word. */
export const HONEYPOT_FIELD = 'website'

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactValues = Partial<Record<ContactField, string>>

// Control characters, except tab and line feed (kept in the message).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f]/g

/** One line of text (name, subject): every run of whitespace, line breaks included, becomes a space. */
export function cleanLine(value: string): string {
  return sanitizeText(value.replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' '))
}

/** Several lines (the message): Windows line ends normalised, other control characters dropped. */
export function cleanMultiline(value: string): string {
  return sanitizeText(value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, ''))
}

const text = (clean: (value: string) => string) =>
  z.preprocess((value) => (typeof value === 'string' ? clean(value) : value), z.string().optional().default(''))

// The browser's own rule for <input type="email"> (WHATWG HTML): no spaces, commas, quotes or
// angle brackets, so the address is one plain mailbox wherever it goes.
const MAILBOX_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export const ContactSchema = z.object({
  name: text(cleanLine).pipe(z.string().min(1, 'Name is required')),
  email: emailField().pipe(z.string().regex(MAILBOX_PATTERN, 'Please enter a valid email address')),
  subject: text(cleanLine).transform((value) => value || null),
  message: text(cleanMultiline).pipe(z.string().min(1, 'Message is required')),
})
export type ContactInput = z.infer<typeof ContactSchema>

const REQUIRED_MESSAGES = new Set(['Name is required', 'Email is required', 'Message is required'])

/** Field messages, plus the one line for the toast: the spec's "required" line when something is missing. */
export function contactErrors(error: z.ZodError): { errors: FieldErrors; formError: string } {
  const errors = fieldErrors(error)
  const messages = Object.values(errors).flat()
  const missing = messages.some((message) => message && REQUIRED_MESSAGES.has(message))
  return { errors, formError: missing ? CONTACT_MESSAGES.required : (messages[0] ?? CONTACT_MESSAGES.required) }
}

/** What the visitor typed, as typed (capped), to put back in the form after an error: nothing is lost. */
export function typedValues(form: FormData | Record<string, unknown>): ContactValues {
  const get = (name: string) => (form instanceof FormData ? form.get(name) : form[name])
  const values: ContactValues = {}
  for (const field of CONTACT_FIELDS) {
    const value = get(field)
    if (typeof value === 'string') values[field] = value.slice(0, field === 'email' ? EMAIL_LIMIT : TEXT_LIMIT)
  }
  return values
}
