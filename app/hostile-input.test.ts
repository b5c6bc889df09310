// Every schema in app/ against values built to make a backtracking regular expression retry each
// suffix (runs of spaces, tabs or commas before a letter, '<' with no '>', …). One such pattern on a
// comment froze the server for twenty minutes with a 1 MB form (decision 048); here a 100,000-character
// value parses in milliseconds, while a pattern that grows with the square of the length would run past
// the test's time limit. A value the schema accepts also comes back no longer than the longest text
// the product keeps (a piece's body), so no field stores whatever it is sent.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BODY_MAX } from '#app/features/content/content-schema.ts'

const modules = import.meta.glob<Record<string, unknown>>([
  './**/*.{ts,tsx}',
  '!./**/*.test.{ts,tsx}',
  '!./root.tsx',
  '!./entry.server.tsx',
  '!./utils/app-css.server.ts',
  '!./features/content/render-worker.server.ts',
])

/** Schemas that read what the server itself wrote or was configured with, not what a visitor sends. */
const NOT_VISITOR_INPUT = new Set(['ToastSchema'])

const SIZE = 100_000
const HOSTILE: Record<string, string> = {
  spaces: `${' '.repeat(SIZE)}x`,
  tabs: `${'\t'.repeat(SIZE)}x`,
  'no-break spaces': `${'\u00a0'.repeat(SIZE)}x`,
  'spaces and line feeds': `${' \n'.repeat(SIZE / 2)}x`,
  'line feeds': `${'\n'.repeat(SIZE)}x`,
  'carriage returns': `${'\r'.repeat(SIZE)}x`,
  'open angle brackets': '<'.repeat(SIZE),
  letters: `${'a'.repeat(SIZE)}!`,
  commas: `${','.repeat(SIZE)}a`,
  dots: `${'.'.repeat(SIZE)}x`,
  dashes: `${'-'.repeat(SIZE)}!`,
  digits: `${'1'.repeat(SIZE)}x`,
  words: `${'a '.repeat(SIZE / 2)}!`,
  quotes: `${'"'.repeat(SIZE)}a`,
  'Markdown marks': `${'*_#'.repeat(SIZE / 3)}x`,
  'entity starts': '&#'.repeat(SIZE / 2),
  'a long address': `https://${'a'.repeat(SIZE)}`,
  'a long domain': `a@${'a'.repeat(SIZE)}!`,
  'many labels': `a@${'a.'.repeat(SIZE / 2)}!`,
}

/** Exported schemas, and schema factories such as lineField(), of one module. */
function schemasOf(exports: Record<string, unknown>): [string, z.ZodType][] {
  return Object.entries(exports).flatMap(([name, value]): [string, z.ZodType][] => {
    if (NOT_VISITOR_INPUT.has(name)) return []
    const schema = typeof value === 'function' && value.length === 0 && /(Field|Schema)$/.test(name) ? (value as () => unknown)() : value
    return schema instanceof z.ZodType ? [[name, schema]] : []
  })
}

/** Each field alone (the others missing), or the value itself for a schema of one field. */
const inputsOf = (schema: z.ZodType, value: string): unknown[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).map((key) => ({ [key]: value })) : [value]

const longestString = (value: unknown): number =>
  typeof value === 'string'
    ? value.length
    : value && typeof value === 'object'
      ? Math.max(0, ...Object.values(value).map(longestString))
      : 0

const schemasByModule = (
  await Promise.all(Object.entries(modules).map(async ([path, load]) => [path, schemasOf(await load())] as const))
).filter(([, schemas]) => schemas.length > 0)

it('finds the forms it is meant to test', () => {
  const names = schemasByModule.flatMap(([, schemas]) => schemas.map(([name]) => name))
  expect(names).toEqual(expect.arrayContaining(['CommentSchema', 'ContactSchema', 'CouponSchema', 'lineField', 'multilineField']))
})

describe.each(schemasByModule)('%s', (_path, schemas) => {
  it('reads hostile values of 100,000 characters without stalling, and keeps none of them whole', () => {
    for (const [name, schema] of schemas) {
      for (const [kind, value] of Object.entries(HOSTILE)) {
        for (const input of inputsOf(schema, value)) {
          const result = schema.safeParse(input)
          if (result.success) expect(longestString(result.data), `${name} kept ${kind} whole`).toBeLessThanOrEqual(BODY_MAX + 1)
        }
      }
    }
  })
})
