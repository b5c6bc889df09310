// The request form: what a founder asks a writer for. One schema for the page (instant messages)
// and the action (the real check); an admin's "extra" request adds a founder and may set the due date.
import { z } from 'zod'
import { CONTENT_TYPES } from '#app/domain/content.ts'
import { lineField } from '#app/utils/validation.ts'
import { CONTENT_MESSAGES, cleanLongText, optionalDateField, TITLE_MAX } from './content-schema.ts'

export const BRIEF_MAX = 10_000
export const REQUEST_FORM_ID = 'request-piece'

export const REQUEST_MESSAGES = {
  typeRequired: 'Choose what you would like written',
  titleRequired: 'Give a topic or working title',
  briefTooLong: `The brief must be at most ${BRIEF_MAX.toLocaleString('en-US')} characters`,
  wantedByPast: 'Choose today or a later day',
  writerInvalid: 'Choose one of your writers, or leave it to us',
  founderRequired: 'Choose the founder this piece is for',
} as const

const brief = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? cleanLongText(value, BRIEF_MAX) : value),
    z.string().optional().default('').pipe(z.string().max(BRIEF_MAX, REQUEST_MESSAGES.briefTooLong)),
  )

/** An optional id from a select: '' is none (null). */
const optionalId = (message: string) =>
  lineField().pipe(
    z
      .string()
      .max(200, message)
      .transform((value) => (value === '' ? null : value)),
  )

const requestFields = {
  contentType: z.preprocess((value) => (value === '' ? undefined : value), z.enum(CONTENT_TYPES, { error: REQUEST_MESSAGES.typeRequired })),
  title: lineField().pipe(z.string().min(1, REQUEST_MESSAGES.titleRequired).max(TITLE_MAX, CONTENT_MESSAGES.titleTooLong)),
  brief: brief(),
  wantedBy: optionalDateField(),
  /** One of the founder's active writers; none leaves the choice to an admin (or to the only writer). */
  writerId: optionalId(REQUEST_MESSAGES.writerInvalid),
}

/** A founder's request. Whether the wanted-by day is in the past is the server's check (it knows today). */
export const RequestPieceSchema = z.object(requestFields)

/** An admin's request for a founder, beyond the allowance, with the due date they may set themselves. */
export const ExtraRequestSchema = z.object({
  ...requestFields,
  founderId: lineField().pipe(z.string().min(1, REQUEST_MESSAGES.founderRequired).max(200, REQUEST_MESSAGES.founderRequired)),
  dueDate: optionalDateField(),
})

/** What cancelling a request asks first: a dialog with JavaScript, the page's confirmation step without. */
export const CANCEL_REQUEST_CONFIRMATION = {
  question: 'Cancel this request?',
  details: 'The writer is told, and it no longer counts against the plan this month.',
  confirmLabel: 'Yes, cancel it',
  dismissLabel: 'Keep it',
} as const

/** The same question on the admin's content board, where both sides hear of it. */
export const BOARD_CANCEL_CONFIRMATION = {
  ...CANCEL_REQUEST_CONFIRMATION,
  details: 'The writer and the founder are told, and it no longer counts against the plan this month.',
} as const

export type RequestInput = z.infer<typeof RequestPieceSchema>
export type ExtraRequestInput = z.infer<typeof ExtraRequestSchema>
