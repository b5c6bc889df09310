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
