// The content workflow's forms: one Zod schema each, used by the page (instant messages) and the
// action (the real check). A piece's body is Markdown and may be long; it is cleaned of control
// characters here and sanitised when it is rendered (render-markdown.server.ts), never trusted.
import { z } from 'zod'
import { CONTENT_TYPES } from '#app/domain/content.ts'
import { isRealDay, monthOf, type MonthRef } from '#app/domain/periods.ts'
import { lineField } from '#app/utils/validation.ts'

export const TITLE_MAX = 200
export const BODY_MAX = 50_000
export const NOTE_MAX = 5_000
export const URL_MAX = 2_000

// Controls no text needs (tab and line feed stay), the bidirectional overrides and the BOM.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g

/** Long text (Markdown, feedback, comments): line ends unified, controls removed, trailing space trimmed, capped. */
export function cleanLongText(value: string, max: number): string {
  return value
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(CONTROL_CHARS, '')
    .replace(/^\n+/, '')
    .trimEnd() // not /\s+$/: a regex tries every run of spaces to the end, which grows with the square of the length
    .slice(0, max + 1)
}

const longText = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? cleanLongText(value, max) : value), z.string().optional().default(''))

export const CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${TITLE_MAX} characters`,
  typeRequired: 'Choose a content type',
  founderRequired: 'Choose the founder this piece is for',
  bodyRequired: 'Write the piece before submitting it',
  bodyTooLong: `The piece must be at most ${BODY_MAX.toLocaleString('en-US')} characters`,
  dateInvalid: 'Enter a valid date',
  feedbackRequired: 'Feedback is required to request changes',
  commentRequired: 'Write a comment first',
  tooLong: `Must be at most ${NOTE_MAX.toLocaleString('en-US')} characters`,
  urlInvalid: 'Enter the full address where it was published (https://…)',
} as const

/** A calendar date as YYYY-MM-DD that exists (2026-02-30 does not), between 2000 and 2100. */
export function isCalendarDate(value: string): boolean {
  return isRealDay(value) && value >= '2000-01-01' && value <= '2100-12-31'
}

/** An optional date input: '' is no date (null). */
export const optionalDateField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string()
      .optional()
      .default('')
      .refine((value) => value === '' || isCalendarDate(value), CONTENT_MESSAGES.dateInvalid)
      .transform((value) => (value === '' ? null : value)),
  )

const titleField = () => lineField().pipe(z.string().min(1, CONTENT_MESSAGES.titleRequired).max(TITLE_MAX, CONTENT_MESSAGES.titleTooLong))

const contentTypeField = () =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(CONTENT_TYPES, { error: CONTENT_MESSAGES.typeRequired }))

const bodyField = () => longText(BODY_MAX).pipe(z.string().max(BODY_MAX, CONTENT_MESSAGES.bodyTooLong))

/**
 * Saving a draft keeps an empty body; submitting needs one. Checked even while other fields are
 * wrong (`when`), so every message shows at once.
 */
const bodyToSubmit = (value: { intent?: unknown; body?: unknown }) =>
  value.intent === 'save-draft' || (typeof value.body === 'string' && value.body.trim() !== '')
const bodyToSubmitCheck = {
  message: CONTENT_MESSAGES.bodyRequired,
  path: ['body'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as { intent?: unknown; body?: unknown } | null
    return typeof value?.body === 'string' && typeof value.intent === 'string'
  },
}

const pieceFields = {
  title: titleField(),
  contentType: contentTypeField(),
  body: bodyField(),
  plannedPublishDate: optionalDateField(),
}

/** A new piece for a founder the writer is assigned to: saved as a draft or submitted at once. */
export const NewSubmissionSchema = z
  .object({
    intent: z.enum(['save-draft', 'submit']),
    founderId: lineField().pipe(z.string().min(1, CONTENT_MESSAGES.founderRequired).max(200, CONTENT_MESSAGES.founderRequired)),
    ...pieceFields,
  })
  .refine(bodyToSubmit, bodyToSubmitCheck)

/** Editing a draft (save or submit), or revising a piece sent back (revise). */
export const EditSubmissionSchema = z
  .object({ intent: z.enum(['save-draft', 'submit', 'revise']), ...pieceFields })
  .refine(bodyToSubmit, bodyToSubmitCheck)

export const RequestChangesSchema = z.object({
  feedback: longText(NOTE_MAX).pipe(z.string().min(1, CONTENT_MESSAGES.feedbackRequired).max(NOTE_MAX, CONTENT_MESSAGES.tooLong)),
})

export const CommentSchema = z.object({
  comment: longText(NOTE_MAX).pipe(z.string().min(1, CONTENT_MESSAGES.commentRequired).max(NOTE_MAX, CONTENT_MESSAGES.tooLong)),
})

export const PlannedDateSchema = z.object({ plannedPublishDate: optionalDateField() })

export const PublishSchema = z.object({
  publishedUrl: lineField().pipe(
    z
      .string()
      .max(URL_MAX, CONTENT_MESSAGES.urlInvalid)
      .refine((value) => {
        try {
          const url = new URL(value)
          return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
        } catch {
          return false
        }
      }, CONTENT_MESSAGES.urlInvalid),
  ),
})

/** ?month=YYYY-MM, or the current month (UTC) when absent or malformed. */
export function parseMonth(value: string | null, now = new Date()): MonthRef {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '')
  if (match) {
    const year = Number(match[1])
    const month = Number(match[2])
    if (year >= 2000 && year <= 2100 && month >= 1 && month <= 12) return { year, month }
  }
  return monthOf(now)
}
