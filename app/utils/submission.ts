import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'

/**
 * Reads a submitted form with its schema, in the browser (instant messages) and in the action (the
 * real check). The schemas clean and coerce their own values (app/utils/validation.ts), so Conform's
 * automatic coercion (empty text → undefined) stays off: one set of rules, one set of messages.
 */
export function parseSubmission<Schema extends z.ZodType>(payload: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(payload, { schema, disableAutoCoercion: true })
}

type FieldErrors = Record<string, string[] | null | undefined>

/**
 * A refused submission with the form's own line added (shown at the top of the form, beside each field's
 * own message), in the browser and in the action alike: the same line whether the browser or the server
 * stopped the form, and whether or not the page runs JavaScript.
 */
export function withFormLine<Result extends { status?: string; error?: FieldErrors | null }>(
  submission: Result,
  line: (errors: FieldErrors) => string,
): Result {
  if (submission.status === 'error' && submission.error) submission.error[''] = [line(submission.error)]
  return submission
}
