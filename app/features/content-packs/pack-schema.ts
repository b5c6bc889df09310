// The content pack upload form (spec §5 "Admin upload form"): one schema for the browser and the server.
// The files are checked separately: in the browser by name and size as they are chosen, on the server by
// their first bytes and their size while they stream to storage (pack-upload.server.ts).
import { z } from 'zod'
import { FIX_FIELDS_MESSAGE, lineField, multilineField } from '#app/utils/validation.ts'
import { kindOfName } from './file-type.ts'

export const PACK_FORM_ID = 'content-pack-upload'
export const MAX_PACK_FILE_BYTES = 25 * 1024 * 1024
export const MAX_PACK_FILES = 10
export const PACK_TITLE_LIMIT = 200
/** The price in US dollars: up to 100,000 with cents. */
export const MAX_PACK_PRICE_MINOR = 10_000_000
export const PACK_FILE_ACCEPT = '.pdf,.zip,application/pdf,application/zip'

export const PACK_MESSAGES = {
  uploaded: 'Content pack uploaded',
  noFiles: 'Choose at least one PDF or ZIP file.',
  tooManyFiles: `Upload at most ${MAX_PACK_FILES} files in one pack.`,
  tooLarge: (name: string) => `${name} is larger than 25 MB. Each file can be at most 25 MB.`,
  failed: 'The content pack could not be uploaded. Please try again.',
  fix: FIX_FIELDS_MESSAGE,
} as const

const priceField = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: 'Price is required' })
      .min(1, { error: 'Price is required', abort: true })
      .regex(/^\d+(\.\d{1,2})?$/, 'Enter the price as a number of dollars, such as 29.99 (0 or more, at most two decimals).')
      .transform((value) => Math.round(Number(value) * 100))
      .refine((minor) => minor <= MAX_PACK_PRICE_MINOR, 'The price can be at most $100,000.'),
  )

export const PackFieldsSchema = z.object({
  title: lineField().pipe(
    z.string().min(1, 'Title is required').max(PACK_TITLE_LIMIT, `Keep the title under ${PACK_TITLE_LIMIT} characters.`),
  ),
  description: multilineField().pipe(z.string().min(1, 'Description is required')),
  price: priceField(),
})
export type PackFields = z.output<typeof PackFieldsSchema>

/** What the browser can tell about the chosen files before sending them: count, extension, size. */
export function checkChosenFiles(files: readonly { name: string; size: number }[]): string | null {
  if (files.length === 0) return PACK_MESSAGES.noFiles
  if (files.length > MAX_PACK_FILES) return PACK_MESSAGES.tooManyFiles
  for (const file of files) {
    if (!kindOfName(file.name)) return `${file.name} is not a PDF or ZIP file. Only .pdf and .zip files can be uploaded.`
    if (file.size > MAX_PACK_FILE_BYTES) return PACK_MESSAGES.tooLarge(file.name)
  }
  return null
}

/** `12.3 MB`, `840 KB`, `512 bytes`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} bytes`
}
