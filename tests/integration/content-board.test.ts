// The admin's content board on both databases: its filters and pages, what admins see (never a
// writer's own draft), giving a request only to a writer paired with its founder, a due date moved
// with its reason (history and activity log), cancelling, the overview's counts of the seeded
// overdue piece, a founder's deliveries this month and each writer's load.
import { and, count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEMO_CONTENT } from '#db/seed.ts'
import { contentEvents, contentPieces } from '#db/schema/content.ts'
import { user } from '#db/schema/auth.ts'
import { adminActivityLog, profiles, writerFounderAssignments } from '#db/schema/people.ts'
import { listActivity } from '#app/features/activity/activity-log.server.ts'
import { sentenceText } from '#app/features/activity/activity-actions.ts'
import { ActivityFiltersSchema } from '#app/features/activity/activity-filters.ts'
import { loadAdminOverview } from '#app/features/admin/admin-overview.server.ts'
import { changeDueDate, founderDelivery, listBoard, OPEN_STATUSES, writerLoads } from '#app/features/content/board.server.ts'
import { assignRequest, cancelRequest } from '#app/features/content/request-workflow.server.ts'
import { parseBoardFilters } from '#app/domain/content-board.ts'
import { dayOf, shiftDay } from '#app/domain/periods.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { DEMO_ACTORS, useSeededDatabase } from '#tests/support/seeded-database.ts'

process.env.AUTH_SECRET ??= 'content-board-test-secret-0123456789abcdef'
process.env.APP_MODE ??= 'demo'

const { writer, admin } = DEMO_ACTORS

const filters = (query: string) => parseBoardFilters(new URLSearchParams(query))
const ids = (columns: Awaited<ReturnType<typeof listBoard>>) => columns.flatMap((column) => column.rows.map((row) => row.id))

function boardOn(name: string, backend: Backend | null) {
  describe.runIf(backend)(`the content board on ${name}`, () => {
    const { db } = useSeededDatabase(backend)
    const piece = async (id: string) => (await db().select().from(contentPieces).where(eq(contentPieces.id, id)))[0]!
    const logged = (action: string, id: string) =>
      db()
        .select()
        .from(adminActivityLog)
        .where(and(eq(adminActivityLog.action, action), eq(adminActivityLog.targetId, id)))

    it('finds the seeded overdue piece, and only undelivered pieces, under "overdue"', async () => {
      const columns = await listBoard(db(), admin, filters('due=overdue'))
      expect(columns.map((column) => column.state)).toEqual(['requested', 'draft'])
      expect(ids(columns)).toEqual([DEMO_CONTENT.overdue])
      const [row] = columns.flatMap((column) => column.rows)
      expect(row).toMatchObject({ founderName: expect.any(String), writerName: expect.any(String), contentType: 'blog', revisionRound: 0 })
      expect(row!.dueDate! < dayOf(new Date())).toBe(true)
    })

    it('shows each seeded piece in its state since its last step: decided, else submitted, else written', async () => {
      const seeded = await db()
        .select()
        .from(contentPieces)
        .where(inArray(contentPieces.id, [DEMO_CONTENT.approved, DEMO_CONTENT.pending, DEMO_CONTENT.draft, DEMO_CONTENT.rejected]))
      expect(seeded).toHaveLength(4)
      for (const row of seeded) expect(row.statusChangedAt).toEqual(row.decidedAt ?? row.submittedAt ?? row.createdAt)
    })

    it('names the pairing and the coupon of the seeded activity entries', async () => {
      const { entries } = await listActivity(db(), ActivityFiltersSchema.parse({}))
      const seeded = entries.filter((entry) => entry.action === 'coupon.create' || entry.action === 'assignment.create')
      expect(seeded.map(sentenceText)).toEqual(
        expect.arrayContaining(['Ada Admin created the coupon LAUNCH20', 'Ada Admin paired Wren Writer with Farah Founder']),
      )
      expect(seeded.find((entry) => entry.action === 'coupon.create')?.record?.href).toBe('/dashboard/admin/coupons')
    })

    it('names each side by their profile’s name, else by their account’s', async () => {
      const founderName = async () =>
        (await listBoard(db(), admin, filters('founder=demo-founder-2'))).flatMap((column) => column.rows)[0]!.founderName
      const [account] = await db().select({ name: user.name }).from(user).where(eq(user.id, 'demo-founder-2'))
      const [profile] = await db().select({ name: profiles.name }).from(profiles).where(eq(profiles.id, 'demo-founder-2'))
      const setProfileName = (name: string | null) => db().update(profiles).set({ name }).where(eq(profiles.id, 'demo-founder-2'))
      try {
        await setProfileName('Omar of Northwind')
        expect(await founderName()).toBe('Omar of Northwind')
        for (const empty of ['', null]) {
          await setProfileName(empty)
          expect(await founderName()).toBe(account!.name)
        }
      } finally {
        await setProfileName(profile!.name)
      }
    })

    it('shows admins every request and submitted piece, but never a writer’s own draft', async () => {
      const all = ids(await listBoard(db(), admin, filters('')))
      expect(all).toEqual(
        expect.arrayContaining([DEMO_CONTENT.pending, DEMO_CONTENT.inProgress, DEMO_CONTENT.unassigned, DEMO_CONTENT.cancelled]),
      )
      expect(all).not.toContain(DEMO_CONTENT.draft)
    })

    it('filters by founder, writer, type and title', async () => {
      const omar = ids(await listBoard(db(), admin, filters('founder=demo-founder-2')))
      for (const id of omar) expect((await piece(id)).founderId).toBe('demo-founder-2')
      expect(omar).toContain(DEMO_CONTENT.overdue)
      const theo = ids(await listBoard(db(), admin, filters('writer=demo-writer-2')))
      expect(theo).toEqual(expect.arrayContaining([DEMO_CONTENT.otherWriter, DEMO_CONTENT.extra]))
      for (const id of theo) expect((await piece(id)).writerId).toBe('demo-writer-2')
      const strategy = ids(await listBoard(db(), admin, filters('type=strategy')))
      expect(strategy).toContain(DEMO_CONTENT.unassigned)
      for (const id of strategy) expect((await piece(id)).contentType).toBe('strategy')
      const title = (await piece(DEMO_CONTENT.overdue)).title
      expect(ids(await listBoard(db(), admin, filters(`q=${encodeURIComponent(title.slice(5, 20).toUpperCase())}`)))).toEqual([
        DEMO_CONTENT.overdue,
      ])
      expect(ids(await listBoard(db(), admin, filters('q=%25')))).toEqual([])
    })

    it('pages a state on the server, 25 at a time', async () => {
      await db()
        .insert(contentPieces)
        .values(
          Array.from({ length: 30 }, (_, i) => ({
            title: `Board page piece ${i}`,
            status: 'approved' as const,
            writerId: 'demo-writer-2',
            founderId: 'demo-founder-3',
            submittedAt: new Date(),
            decidedAt: new Date(),
            statusChangedAt: new Date(Date.now() - i * 60_000),
          })),
        )
      const [first] = await listBoard(db(), admin, filters('state=approved&q=Board+page+piece'))
      const [second] = await listBoard(db(), admin, filters('state=approved&q=Board+page+piece&page=2'))
      expect(first!.rows).toHaveLength(25)
      expect(first!.hasMore).toBe(true)
      expect(second!.rows).toHaveLength(5)
      expect(second!.hasMore).toBe(false)
      // Approved work shows the latest first.
      expect(first!.rows[0]!.title).toBe('Board page piece 0')
      const preview = await listBoard(db(), admin, filters('q=Board+page+piece'))
      expect(preview.find((column) => column.state === 'approved')).toMatchObject({ hasMore: true, rows: expect.any(Array) })
      expect(preview.find((column) => column.state === 'approved')!.rows).toHaveLength(5)
    })

    it('gives a request only to a writer paired with its founder, and logs it', async () => {
      const refused = await assignRequest(db(), admin, DEMO_CONTENT.requested, 'demo-writer-2')
      expect(refused).toMatchObject({ ok: false, status: 400 })
      expect((await piece(DEMO_CONTENT.requested)).writerId).toBe('demo-writer')
      await db().insert(writerFounderAssignments).values({ writerId: 'demo-writer-2', founderId: 'demo-founder', assignedBy: 'demo-admin' })
      expect(await assignRequest(db(), writer, DEMO_CONTENT.requested, 'demo-writer-2')).toMatchObject({ ok: false, status: 403 })
      expect(await assignRequest(db(), admin, DEMO_CONTENT.requested, 'demo-writer-2')).toEqual({ ok: true })
      expect((await piece(DEMO_CONTENT.requested)).writerId).toBe('demo-writer-2')
      expect(await logged('content.assign', DEMO_CONTENT.requested)).toHaveLength(1)
      expect(await assignRequest(db(), admin, DEMO_CONTENT.requested, 'demo-writer-2')).toMatchObject({ ok: false, status: 409 })
    })

    it('moves a due date with its reason, into the history and the activity log', async () => {
      const today = dayOf(new Date())
      const newDay = shiftDay(today, 10)
      const change = { dueDate: newDay, reason: 'The founder’s launch moved a week' }
      expect(await changeDueDate(db(), writer, DEMO_CONTENT.overdue, change)).toMatchObject({ ok: false, status: 403 })
      expect(await changeDueDate(db(), admin, DEMO_CONTENT.overdue, { ...change, dueDate: shiftDay(today, -1) })).toMatchObject({
        ok: false,
        status: 400,
      })
      expect(await changeDueDate(db(), admin, DEMO_CONTENT.pending, change)).toMatchObject({ ok: false, status: 409 })
      expect(await changeDueDate(db(), admin, DEMO_CONTENT.draft, change)).toMatchObject({ ok: false, status: 404 })
      expect(await changeDueDate(db(), admin, DEMO_CONTENT.overdue, change)).toEqual({ ok: true })
      expect((await piece(DEMO_CONTENT.overdue)).dueDate).toBe(newDay)
      const [log] = await logged('content.due-date', DEMO_CONTENT.overdue)
      expect(log!.details).toContain('The founder’s launch moved a week')
      const events = await db().select().from(contentEvents).where(eq(contentEvents.contentId, DEMO_CONTENT.overdue))
      expect(events.some((event) => event.note?.includes('The founder’s launch moved a week') && event.fromStatus === event.toStatus)).toBe(
        true,
      )
      expect(ids(await listBoard(db(), admin, filters('due=overdue')))).toEqual([])
      expect(ids(await listBoard(db(), admin, filters('due=week')))).not.toContain(DEMO_CONTENT.overdue)
    })

    it('cancels a request for an admin, logged; not twice', async () => {
      expect(await cancelRequest(db(), admin, DEMO_CONTENT.unassigned)).toEqual({ ok: true })
      expect((await piece(DEMO_CONTENT.unassigned)).status).toBe('cancelled')
      expect(await logged('content.cancel', DEMO_CONTENT.unassigned)).toHaveLength(1)
      expect(await cancelRequest(db(), admin, DEMO_CONTENT.unassigned)).toMatchObject({ ok: false, status: 409 })
    })

    it('counts overdue pieces, late reviews and requests not started on the overview', async () => {
      const before = (await loadAdminOverview(db())).content
      const requested = await db().select().from(contentPieces).where(eq(contentPieces.status, 'requested'))
      expect(before.notStarted).toBe(requested.length)
      await db()
        .update(contentPieces)
        .set({ dueDate: shiftDay(dayOf(new Date()), -3) })
        .where(eq(contentPieces.id, DEMO_CONTENT.overdue))
      await db()
        .update(contentPieces)
        .set({ submittedAt: new Date(Date.now() - 5 * 86_400_000) })
        .where(eq(contentPieces.id, DEMO_CONTENT.otherWriter))
      const after = (await loadAdminOverview(db())).content
      expect(after.overdue).toBe(1)
      expect(after.reviewLate).toBeGreaterThanOrEqual(1)
      expect(ids(await listBoard(db(), admin, filters('due=review-late')))).toContain(DEMO_CONTENT.otherWriter)
    })

    it('says what a founder had approved this month against the plan', async () => {
      const before = await founderDelivery(db(), 'demo-founder')
      expect(before?.planName).toBe('Growth')
      const blogBefore = before!.lines.find((line) => line.type === 'blog')!.approved
      await db().insert(contentPieces).values({
        title: 'Delivered this month',
        status: 'approved',
        writerId: 'demo-writer',
        founderId: 'demo-founder',
        submittedAt: new Date(),
      })
      const after = await founderDelivery(db(), 'demo-founder')
      expect(after!.lines.find((line) => line.type === 'blog')!.approved).toBe(blogBefore + 1)
      expect(after!.sentence).toMatch(/^Growth: \d+ of 4 blog articles, \d+ of 6 LinkedIn posts, \d+ of 1 strategy sessions approved$/)
      expect(await founderDelivery(db(), 'demo-writer')).toBeNull()
    })

    it('counts each writer’s open requests and pieces as their load', async () => {
      const loads = await writerLoads(db(), ['demo-writer', 'demo-writer-2', 'nobody'])
      const open = await db().select().from(contentPieces).where(eq(contentPieces.writerId, 'demo-writer'))
      expect(loads['demo-writer']).toBe(open.filter((row) => ['requested', 'draft', 'pending', 'rejected'].includes(row.status)).length)
      expect(loads.nobody).toBe(0)
    })

    it('keeps each writer’s load as pieces are given to another writer, move on, lose their writer, go and come', async () => {
      const writers = ['demo-writer', 'demo-writer-2']
      const openOf = (writerId: string) => and(eq(contentPieces.writerId, writerId), inArray(contentPieces.status, [...OPEN_STATUSES]))
      const check = async () => {
        const counted = await Promise.all(
          writers.map(async (id) => [id, (await db().select({ n: count() }).from(contentPieces).where(openOf(id)))[0]!.n]),
        )
        expect(await writerLoads(db(), writers)).toEqual(Object.fromEntries(counted))
      }
      const setPiece = (id: string, change: Partial<typeof contentPieces.$inferInsert>) =>
        db().update(contentPieces).set(change).where(eq(contentPieces.id, id))
      const [first, second] = await db().select().from(contentPieces).where(openOf('demo-writer')).limit(2)
      await check()
      await setPiece(first!.id, { writerId: 'demo-writer-2' })
      await check()
      await setPiece(first!.id, { status: 'approved' })
      await check()
      await setPiece(first!.id, { status: 'requested', writerId: null })
      await check()
      await setPiece(first!.id, { writerId: 'demo-writer' })
      await check()
      await db().delete(contentPieces).where(eq(contentPieces.id, second!.id))
      await check()
      const { id: _id, ...copy } = second!
      await db()
        .insert(contentPieces)
        .values({ ...copy, writerId: 'demo-writer-2', status: 'pending' })
      await check()
    })
  })
}

boardOn('pglite', await pgliteBackend())
boardOn('postgres', await postgresBackend())
