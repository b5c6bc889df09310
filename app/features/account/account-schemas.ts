// The "Your data" page's forms: the browser checks with them as people type, the action for real.
import { z } from 'zod'
import { passwordField } from '#app/utils/validation.ts'

/** How long a mailed download link (and its file) lasts. */
export const EXPORT_LINK_DAYS = 7

/** What the person types to confirm closing, as the form asks (kept here so the browser can check it too). */
export const CLOSE_CONFIRMATION = 'CLOSE MY ACCOUNT'

export const CloseAccountSchema = z.object({
  password: passwordField(),
  confirmation: z
    .string({ error: `Type ${CLOSE_CONFIRMATION} to confirm` })
    .refine((value) => value.trim() === CLOSE_CONFIRMATION, `Type ${CLOSE_CONFIRMATION} to confirm`),
})

/** The mailed link's query: an expiry (seconds since 1970) and our signature. */
export const DownloadLinkSchema = z.object({
  exportId: z.uuid(),
  expires: z.coerce.number().int().positive().max(1e11),
  signature: z.string().regex(/^[\w-]{20,100}$/),
})
