// A list exported as a CSV file, streamed while it is read: newest first, a batch at a time by keyset
// (created_at, id), so memory stays flat however many rows there are. Every cell goes through csvRow,
// which keeps formulas as text.
import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { csvRow } from './csv.ts'

/** How many rows one read takes. */
export const CSV_BATCH = 500

/** Where the last batch ended: its oldest row's creation time (as PostgreSQL wrote it) and id. */
export type CsvCursor = { at: string; id: string }

type Cells = readonly (string | number | null | undefined)[]

/** The rows after `cursor` in newest-first order over (created_at, id); every row when there is none yet. */
export function olderThan(createdAt: PgColumn, id: PgColumn, cursor: CsvCursor | null): SQL | undefined {
  return cursor ? sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined
}

/**
 * The header line, then each batch `readBatch` returns (at most CSV_BATCH rows, newest first, each
 * with its `cursorAt` as text) as lines of `cells`, until a batch comes back short.
 */
export function csvStream<Row extends { id: string; cursorAt: string }>({
  header,
  readBatch,
  cells,
}: {
  header: Cells
  readBatch: (cursor: CsvCursor | null) => Promise<Row[]>
  cells: (rows: Row[]) => Cells[] | Promise<Cells[]>
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let cursor: CsvCursor | null = null
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        // The byte order mark makes spreadsheet programs read the file as UTF-8 (₹, names).
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(header)}`))
        return
      }
      const rows = await readBatch(cursor)
      if (rows.length === 0) return controller.close()
      const last = rows[rows.length - 1]!
      cursor = { at: last.cursorAt, id: last.id }
      const lines = await cells(rows)
      controller.enqueue(encoder.encode(lines.map(csvRow).join('')))
      if (rows.length < CSV_BATCH) controller.close()
    },
  })
}

/** The file download of a CSV stream, named `<name>-<today>.csv`; never cached. */
export function csvResponse(stream: ReadableStream<Uint8Array>, name: string): Response {
  const day = new Date().toISOString().slice(0, 10)
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** The answer to an export whose filters are wrong: 400, with the messages that say which. */
export function csvRefused(messages: readonly string[]): Response {
  return new Response(`The export was not made: ${messages.join(' ')}\n`, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
