// The contact form's one schema: the browser checks with it as people type, the action for real.
import { z } from 'zod'
import { parseSubmission, withFormLine } from '#app/utils/submission.ts'
import { EMAIL_LIMIT, emailField, lineField, multilineField, TEXT_LIMIT } from '#app/utils/validation.ts'

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

export const ContactSchema = z.object({
  name: lineField().pipe(z.string().min(1, 'Name is required')),
  email: emailField(),
  subject: lineField().transform((value) => value || null),
  message: multilineField().pipe(z.string().min(1, 'Message is required')),
})
export type ContactInput = z.infer<typeof ContactSchema>

const REQUIRED_MESSAGES = new Set(['Name is required', 'Email is required', 'Message is required'])

/**
 * The form's one line above its fields, from the field messages: the spec's "required" line when
 * something is missing, else the first message.
 */
export function contactFormError(errors: Record<string, string[] | null | undefined> | null | undefined): string {
  const messages = Object.values(errors ?? {}).flatMap((list) => list ?? [])
  if (messages.some((message) => REQUIRED_MESSAGES.has(message))) return CONTACT_MESSAGES.required
  return messages[0] ?? CONTACT_MESSAGES.required
}

/** The form read by its schema, in the browser and in the action alike: a refused form carries its line (contactFormError). */
export function parseContactForm(payload: FormData) {
  return withFormLine(parseSubmission(payload, ContactSchema), contactFormError)
}

/** What the visitor typed, as typed (capped), to put back in the form after a failed request: nothing is lost. */
export function typedValues(form: FormData): ContactValues {
  const values: ContactValues = {}
  for (const field of CONTACT_FIELDS) {
    const value = form.get(field)
    if (typeof value === 'string') values[field] = value.slice(0, field === 'email' ? EMAIL_LIMIT : TEXT_LIMIT)
  }
  return values
}
