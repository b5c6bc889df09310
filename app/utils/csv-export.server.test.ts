import { describe, expect, it } from 'vitest'
import { CSV_BATCH, csvRefused, csvResponse, csvStream, type CsvCursor } from './csv-export.server.ts'

type Row = { id: string; cursorAt: string; name: string }
const row = (n: number): Row => ({ id: `id-${n}`, cursorAt: `2026-01-01 00:00:${n}`, name: n === 1 ? '=SUM(A1)' : `Name, ${n}` })

/** A table of `total` rows read a batch at a time, with the cursor each read was given. */
function table(total: number) {
  const all = Array.from({ length: total }, (_, index) => row(index))
  const cursors: (CsvCursor | null)[] = []
  const readBatch = async (cursor: CsvCursor | null) => {
    cursors.push(cursor)
    const start = cursor ? all.findIndex((candidate) => candidate.id === cursor.id) + 1 : 0
    return all.slice(start, start + CSV_BATCH)
  }
  return { readBatch, cursors }
}

/** The file's text as sent, byte order mark included (Response.text() would drop it). */
const text = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer())

describe('a list streamed as CSV', () => {
  it('writes the header with a byte order mark, then every row once, formulas kept as text', async () => {
    const { readBatch, cursors } = table(CSV_BATCH + 2)
    const csv = await text(csvStream({ header: ['Id', 'Name'], readBatch, cells: (rows) => rows.map((r) => [r.id, r.name]) }))
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('\uFEFFId,Name')
    expect(lines.slice(1, 4)).toEqual(['id-0,"Name, 0"', "id-1,'=SUM(A1)", 'id-2,"Name, 2"'])
    expect(lines).toHaveLength(CSV_BATCH + 2 + 2)
    expect(lines.at(-1)).toBe('')
    expect(cursors).toEqual([null, { at: row(CSV_BATCH - 1).cursorAt, id: `id-${CSV_BATCH - 1}` }])
  })

  it('reads once more after a full last batch, and ends on the empty one', async () => {
    const { readBatch, cursors } = table(CSV_BATCH)
    const csv = await text(csvStream({ header: ['Id'], readBatch, cells: async (rows) => rows.map((r) => [r.id]) }))
    expect(csv.split('\r\n')).toHaveLength(CSV_BATCH + 2)
    expect(cursors).toHaveLength(2)
  })

  it('answers a download that is never cached, and refuses bad filters with 400', async () => {
    const response = csvResponse(new ReadableStream({ start: (controller) => controller.close() }), 'billing')
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="billing-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const refused = csvRefused(['From is not a real date.', 'Page must be 1 or more.'])
    expect(refused.status).toBe(400)
    expect(await refused.text()).toBe('The export was not made: From is not a real date. Page must be 1 or more.\n')
  })
})
