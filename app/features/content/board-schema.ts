// The admin's forms on the content board: move a due date (with the reason, which the history and
// the activity log keep), give a request to another of its founder's writers, cancel a request. One
// schema each for the page and the action (docs/forms.md).
import { z } from 'zod'
import { lineField } from '#app/utils/validation.ts'
import { CONTENT_MESSAGES, isCalendarDate } from './content-schema.ts'

export const REASON_MAX = 300
export const DUE_DATE_FORM_ID = 'board-due-date'
export const REASSIGN_FORM_ID = 'board-reassign'
export const BOARD_NEW_REQUEST_FORM_ID = 'board-new-request'

export const BOARD_MESSAGES = {
  pieceRequired: 'Choose a piece on the board',
  dueDateRequired: 'Choose the new due date',
  reasonRequired: 'Say why the due date moves: the writer and the activity log see it',
  reasonTooLong: `The reason must be at most ${REASON_MAX} characters`,
  writerRequired: 'Choose one of the founder’s writers',
  dueDatePast: 'Choose today or a later day',
} as const

const pieceId = () => lineField().pipe(z.string().min(1, BOARD_MESSAGES.pieceRequired).max(200, BOARD_MESSAGES.pieceRequired))

export const DueDateChangeSchema = z.object({
  id: pieceId(),
  dueDate: lineField().pipe(
    z
      .string()
      .min(1, BOARD_MESSAGES.dueDateRequired)
      .refine((value) => isCalendarDate(value), CONTENT_MESSAGES.dateInvalid),
  ),
  reason: lineField().pipe(z.string().min(1, BOARD_MESSAGES.reasonRequired).max(REASON_MAX, BOARD_MESSAGES.reasonTooLong)),
})

export const ReassignSchema = z.object({
  id: pieceId(),
  writerId: lineField().pipe(z.string().min(1, BOARD_MESSAGES.writerRequired).max(200, BOARD_MESSAGES.writerRequired)),
})

export const BoardCancelSchema = z.object({ id: pieceId() })
