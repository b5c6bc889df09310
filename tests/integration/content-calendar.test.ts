// A content calendar's month on both databases: each piece sits on one day (the day it went live in UTC,
// else its planned publish date, else the due date of a request or draft not delivered yet), the month
// holds the pieces whose day falls in it, in day order, and a writer's draft shows to its writer only.
import { inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contentPieces } from '#db/schema/content.ts'
import { listCalendarFor } from '#app/features/content/content.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { DEMO_ACTORS, useSeededDatabase } from '#tests/support/seeded-database.ts'

process.env.AUTH_SECRET ??= 'content-calendar-test-secret-0123456789abcdef'
process.env.APP_MODE ??= 'demo'

const { writer, founder, writer2 } = DEMO_ACTORS
/** A month of 2031: nothing of the demo data is planned or due that far ahead. */
const MAY = { from: '2031-05-01', to: '2031-06-01' }

type Piece = Partial<typeof contentPieces.$inferInsert> & { title: string }

function calendarOn(name: string, backend: Backend | null) {
  describe.runIf(backend)(`a content calendar on ${name}`, () => {
    const { db } = useSeededDatabase(backend)
    const add = async (pieces: Piece[]) => {
      const rows = pieces.map((piece) => ({
        writerId: writer.id,
        founderId: founder.id,
        body: 'Words.',
        status: 'pending' as const,
        ...piece,
      }))
      return (await db().insert(contentPieces).values(rows).returning({ id: contentPieces.id })).map((row) => row.id)
    }
    const titlesOf = (rows: Awaited<ReturnType<typeof listCalendarFor>>) => rows.map((row) => `${row.day} ${row.title}`)

    it('puts each piece on its day and keeps the month to the pieces whose day falls in it', async () => {
      const ids = await add([
        { title: 'Planned mid-month', plannedPublishDate: '2031-05-14' },
        // Went live on May 31 in UTC (June 1 in India): May's, not the day it was planned for.
        {
          title: 'Live at the turn of the month',
          status: 'approved',
          plannedPublishDate: '2031-06-20',
          publishedAt: new Date('2031-05-31T22:30:00Z'),
        },
        // Planned for May, live in June: June's.
        {
          title: 'Planned in May, live in June',
          status: 'approved',
          plannedPublishDate: '2031-05-20',
          publishedAt: new Date('2031-06-02T09:00:00Z'),
        },
        { title: 'Requested, due in May', status: 'requested', dueDate: '2031-05-03', requestedAt: new Date() },
        // A planned day wins over the due date.
        {
          title: 'Requested, planned in June',
          status: 'requested',
          dueDate: '2031-05-09',
          plannedPublishDate: '2031-06-05',
          requestedAt: new Date(),
        },
        // Delivered: its due date no longer places it.
        { title: 'Pending review, due in May', status: 'pending', dueDate: '2031-05-04' },
        { title: 'Planned on the first', plannedPublishDate: '2031-05-01' },
        { title: 'Planned for June', plannedPublishDate: '2031-06-01' },
      ])
      try {
        const expected = [
          '2031-05-01 Planned on the first',
          '2031-05-03 Requested, due in May',
          '2031-05-14 Planned mid-month',
          '2031-05-31 Live at the turn of the month',
        ]
        expect(titlesOf(await listCalendarFor(db(), writer, MAY))).toEqual(expected)
        expect(titlesOf(await listCalendarFor(db(), founder, MAY))).toEqual(expected)
        expect(titlesOf(await listCalendarFor(db(), founder, { from: '2031-06-01', to: '2031-07-01' }))).toEqual([
          '2031-06-01 Planned for June',
          '2031-06-02 Planned in May, live in June',
          '2031-06-05 Requested, planned in June',
        ])
        const [live] = (await listCalendarFor(db(), writer, MAY)).filter((row) => row.title === 'Live at the turn of the month')
        expect(live).toMatchObject({ published: true, inProgress: false, status: 'approved' })
        // Another writer sees none of them.
        expect(await listCalendarFor(db(), writer2, MAY)).toEqual([])
      } finally {
        await db().delete(contentPieces).where(inArray(contentPieces.id, ids))
      }
    })

    it('shows a draft on its due day to its writer, and not to the founder', async () => {
      const ids = await add([{ title: 'A draft in progress', status: 'draft', dueDate: '2031-05-22' }])
      try {
        expect(titlesOf(await listCalendarFor(db(), writer, MAY))).toEqual(['2031-05-22 A draft in progress'])
        expect(await listCalendarFor(db(), founder, MAY)).toEqual([])
      } finally {
        await db().delete(contentPieces).where(inArray(contentPieces.id, ids))
      }
    })

    it('calls a started request a draft for its writer and in progress for its founder', async () => {
      const ids = await add([{ title: 'A request started', status: 'draft', dueDate: '2031-05-23', requestedAt: new Date() }])
      try {
        expect(await listCalendarFor(db(), writer, MAY)).toMatchObject([{ title: 'A request started', inProgress: false }])
        expect(await listCalendarFor(db(), founder, MAY)).toMatchObject([{ title: 'A request started', inProgress: true }])
      } finally {
        await db().delete(contentPieces).where(inArray(contentPieces.id, ids))
      }
    })

    it('moves a piece to the day it went live when it is published', async () => {
      const [id] = await add([{ title: 'Published later', plannedPublishDate: '2031-05-10' }])
      try {
        expect(titlesOf(await listCalendarFor(db(), writer, MAY))).toEqual(['2031-05-10 Published later'])
        await db()
          .update(contentPieces)
          .set({ status: 'approved', publishedAt: new Date('2031-05-12T08:00:00Z') })
          .where(inArray(contentPieces.id, [id!]))
        expect(titlesOf(await listCalendarFor(db(), writer, MAY))).toEqual(['2031-05-12 Published later'])
      } finally {
        await db()
          .delete(contentPieces)
          .where(inArray(contentPieces.id, [id!]))
      }
    })
  })
}

calendarOn('PGlite', await pgliteBackend())
calendarOn('a PostgreSQL server', await postgresBackend())
