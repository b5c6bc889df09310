// Requests from founders on both databases: the monthly allowance (a yearly plan's month too), the
// writer a request goes to, its due date, every transition allowed and refused with its history row,
// an admin's extra request and cancellation, and the due-date reminders sent once across two workers.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEMO_CONTENT } from '#db/seed.ts'
import { subscriptions } from '#db/schema/billing.ts'
import { contentDueReminders, contentEvents, contentPieces } from '#db/schema/content.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import { notifications } from '#db/schema/people.ts'
import { getContentFor, listContentFor } from '#app/features/content/content.server.ts'
import { sendDueReminders } from '#app/features/content/content-jobs.server.ts'
import { CANCEL_MESSAGES } from '#app/features/content/content-rules.ts'
import { decidePiece, updatePiece } from '#app/features/content/content-workflow.server.ts'
import { loadPiecePage } from '#app/features/content/piece-page.server.ts'
import {
  assignRequest,
  cancelRequest,
  loadRequestAllowance,
  REQUEST_REFUSALS,
  requestExtraPiece,
  requestPiece,
} from '#app/features/content/request-workflow.server.ts'
import { REQUEST_MESSAGES, type RequestInput } from '#app/features/content/request-schema.ts'
import { addDays, dayOf, dueDay, shiftDay, subscriptionMonth } from '#app/domain/periods.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { DEMO_ACTORS, useSeededDatabase } from '#tests/support/seeded-database.ts'

process.env.AUTH_SECRET ??= 'content-requests-test-secret-0123456789abcdef'
process.env.APP_MODE ??= 'demo'

const { writer, writer2, founder, founder2, founder3, admin } = DEMO_ACTORS

const ask = (title: string, extra: Partial<RequestInput> = {}): RequestInput => ({
  contentType: 'blog',
  title,
  brief: `Write about ${title}, with [a link](https://example.com).`,
  wantedBy: null,
  writerId: null,
  ...extra,
})
const draft = (title: string) => ({ title, contentType: 'blog' as const, body: `The text of ${title}.`, plannedPublishDate: null })

function requestsOn(name: string, backend: Backend | null) {
  describe.runIf(backend)(`requests from founders on ${name}`, () => {
    const { db } = useSeededDatabase(backend)
    const row = async (id: string) => (await db().select().from(contentPieces).where(eq(contentPieces.id, id)))[0]!
    const history = async (id: string) =>
      (await db().select().from(contentEvents).where(eq(contentEvents.contentId, id)).orderBy(asc(contentEvents.createdAt))).map(
        (event) => `${event.fromStatus ?? '·'}→${event.toStatus}`,
      )
    const mails = (to: string, template: string, title: string) =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template), sql`${emailOutbox.subject} like ${`%${title}%`}`))
    const requested = async (actor: Actor, title: string, extra: Partial<RequestInput> = {}) => {
      const result = await requestPiece(db(), actor, ask(title, extra))
      if (!result.ok) throw new Error(result.message)
      return result.id
    }

    it("sends a request to the founder's only writer, due after the plan's turnaround, with a mail, a notification and a history row", async () => {
      const before = new Date()
      const id = await requested(founder, 'Request to Wren')
      const stored = await row(id)
      expect(stored).toMatchObject({ status: 'requested', writerId: 'demo-writer', founderId: 'demo-founder', extra: false })
      expect([dueDay(before, 4), dueDay(new Date(), 4)]).toContain(stored.dueDate)
      expect(stored.briefHtml).toContain('<a href="https://example.com"')
      expect(stored.countedAt).toEqual(stored.requestedAt)
      expect(await history(id)).toEqual(['·→requested'])
      expect(await mails('writer@agency.test', 'content-requested', 'Request to Wren')).toHaveLength(1)
      const [told] = await db()
        .select()
        .from(notifications)
        .where(sql`${notifications.title} like '%Request to Wren%'`)
      expect(told).toMatchObject({ userId: 'demo-writer', kind: 'content.requested' })
    })

    it("takes the founder's wanted-by day when later, and refuses one already past", async () => {
      const later = shiftDay(dayOf(new Date()), 30)
      const id = await requested(founder, 'Wanted later', { contentType: 'linkedin', wantedBy: later })
      expect((await row(id)).dueDate).toBe(later)
      const past = await requestPiece(db(), founder, ask('Wanted yesterday', { wantedBy: shiftDay(dayOf(new Date()), -1) }))
      expect(past).toMatchObject({ ok: false, status: 400, message: REQUEST_MESSAGES.wantedByPast })
    })

    it('refuses a writer who is not theirs, a founder without a live plan, and anyone who is not a founder', async () => {
      expect(await requestPiece(db(), founder, ask('Not my writer', { writerId: 'demo-writer-2' }))).toMatchObject({
        ok: false,
        status: 400,
      })
      expect(await requestPiece(db(), writer, ask('A writer asking'))).toMatchObject({ ok: false, status: 403 })
      // Only the live one: the demo's history holds ended subscriptions too.
      const [live] = await db()
        .update(subscriptions)
        .set({ status: 'canceled' })
        .where(and(eq(subscriptions.userId, 'demo-founder-3'), inArray(subscriptions.status, ['active', 'past_due'])))
        .returning({ id: subscriptions.id, status: subscriptions.status })
      try {
        expect(await requestPiece(db(), founder3, ask('No plan'))).toMatchObject({
          ok: false,
          status: 409,
          message: REQUEST_REFUSALS.noPlan,
        })
      } finally {
        await db().update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, live!.id))
      }
      const none = await db()
        .select()
        .from(contentPieces)
        .where(sql`${contentPieces.title} in ('Not my writer', 'A writer asking', 'No plan')`)
      expect(none).toHaveLength(0)
    })

    it('refuses a yearly Growth founder the fifth blog article of this month with the numbers, and counts the month, not the year', async () => {
      // Farah moves to a yearly plan that began 100 days ago: this month of it began a week or so ago.
      const start = addDays(new Date(), -100)
      await db()
        .update(subscriptions)
        .set({ billingPeriod: 'yearly', currentPeriodStart: start, currentPeriodEnd: addDays(start, 365) })
        .where(eq(subscriptions.userId, 'demo-founder'))
      const month = subscriptionMonth(start, new Date())
      const allowance = await loadRequestAllowance(db(), 'demo-founder')
      const used = allowance!.lines.find((line) => line.type === 'blog')!.used
      expect(allowance!.nextMonthStart).toBe(month.end.toISOString())
      for (let n = used; n < 4; n += 1) await requested(founder, `Blog ${n + 1} of 4`)
      const fifth = await requestPiece(db(), founder, ask('The fifth blog article'))
      const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(month.end)
      expect(fifth).toEqual({
        ok: false,
        status: 409,
        message: `You have used 4 of 4 blog articles this month; the next month starts ${day}.`,
      })
      // A piece counted before this month of the year does not count against it.
      const [old] = await db()
        .select({ n: sql<string>`count(*)` })
        .from(contentPieces)
        .where(
          and(eq(contentPieces.founderId, 'demo-founder'), sql`${contentPieces.countedAt} < ${month.start.toISOString()}::timestamptz`),
        )
      expect(Number(old!.n)).toBeGreaterThan(0)
    })

    it('lets an admin add an extra request over the allowance, shown as extra and not counted', async () => {
      const extra = await requestExtraPiece(db(), admin, { ...ask('Extra beyond the plan'), founderId: 'demo-founder', dueDate: null })
      expect(extra.ok).toBe(true)
      const stored = await row((extra as { id: string }).id)
      expect(stored).toMatchObject({ extra: true, status: 'requested', requestedBy: 'demo-admin', countedAt: null })
      expect(await requestExtraPiece(db(), founder, { ...ask('Not an admin'), founderId: 'demo-founder', dueDate: null })).toMatchObject({
        ok: false,
        status: 403,
      })
      expect(await requestExtraPiece(db(), admin, { ...ask('No such founder'), founderId: 'demo-writer', dueDate: null })).toMatchObject({
        ok: false,
        status: 404,
      })
      const set = await requestExtraPiece(db(), admin, { ...ask('Admin sets the day'), founderId: 'demo-founder-3', dueDate: '2099-01-05' })
      expect((await row((set as { id: string }).id)).dueDate).toBe('2099-01-05')
    })

    it('walks a request through every state, each change a history row', async () => {
      const id = await requested(founder2, 'From request to approval', { contentType: 'linkedin' })
      // Only its writer starts it; another writer finds nothing; its founder cannot write it.
      expect(await updatePiece(db(), writer2, id, 'save-draft', draft('Hijack'))).toMatchObject({ ok: false, status: 404 })
      expect(await updatePiece(db(), { id: 'demo-founder-2', roles: ['founder', 'writer'] }, id, 'submit', draft('x'))).toMatchObject({
        ok: false,
        status: 403,
      })
      expect(await updatePiece(db(), writer, id, 'save-draft', draft('From request to approval'))).toEqual({ ok: true })
      expect((await row(id)).status).toBe('draft')
      // The founder sees it in progress, without its text.
      const seen = await loadPiecePage(db(), founder2, id)
      expect(seen).toMatchObject({ piece: { status: 'draft', textShown: false, html: '' } })
      expect(await cancelRequest(db(), founder2, id)).toMatchObject({ ok: false, status: 409, message: CANCEL_MESSAGES.started })
      expect(await updatePiece(db(), writer, id, 'submit', draft('From request to approval'))).toEqual({ ok: true })
      expect(await decidePiece(db(), founder2, id, { kind: 'request-changes', feedback: 'Shorter, please.' })).toEqual({ ok: true })
      expect(await updatePiece(db(), writer, id, 'revise', draft('From request to approval'))).toEqual({ ok: true })
      expect(await decidePiece(db(), founder2, id, { kind: 'approve' })).toEqual({ ok: true })
      expect(await cancelRequest(db(), admin, id)).toMatchObject({ ok: false, status: 409, message: CANCEL_MESSAGES.approved })
      expect(await history(id)).toEqual([
        '·→requested',
        'requested→draft',
        'draft→pending',
        'pending→rejected',
        'rejected→pending',
        'pending→approved',
      ])
      expect((await row(id)).dueDate).not.toBeNull()
    })

    it('lets the writer submit a request at once, straight to review', async () => {
      const id = await requested(founder2, 'Submitted at once', { contentType: 'linkedin' })
      expect(await updatePiece(db(), writer, id, 'submit', draft('Submitted at once'))).toEqual({ ok: true })
      expect(await row(id)).toMatchObject({ status: 'pending' })
      expect((await row(id)).submittedAt).toBeInstanceOf(Date)
      expect(await history(id)).toEqual(['·→requested', 'requested→pending'])
    })

    it('lets a founder cancel before work starts, which frees the allowance; an admin afterwards; nobody changes a cancelled piece', async () => {
      const id = await requested(founder3, 'Cancelled by its founder', { contentType: 'pr' })
      expect(await cancelRequest(db(), writer2, id)).toMatchObject({ ok: false, status: 403 })
      expect(await cancelRequest(db(), founder, id)).toMatchObject({ ok: false, status: 404 })
      expect(await cancelRequest(db(), founder3, id)).toEqual({ ok: true })
      expect(await row(id)).toMatchObject({ status: 'cancelled', cancelledBy: 'demo-founder-3', countedAt: null })
      expect(await cancelRequest(db(), founder3, id)).toMatchObject({ ok: false, status: 409, message: CANCEL_MESSAGES.cancelled })
      expect(await updatePiece(db(), writer2, id, 'save-draft', draft('Too late'))).toMatchObject({ ok: false, status: 409 })
      // Momentum includes one PR article a month: the cancelled one no longer counts.
      expect((await requestPiece(db(), founder3, ask('PR after the cancellation', { contentType: 'pr' }))).ok).toBe(true)

      const started = await requested(founder2, 'Cancelled by an admin', { contentType: 'linkedin' })
      expect(await updatePiece(db(), writer, started, 'save-draft', draft('Cancelled by an admin'))).toEqual({ ok: true })
      expect(await cancelRequest(db(), admin, started)).toEqual({ ok: true })
      expect(await history(started)).toEqual(['·→requested', 'requested→draft', 'draft→cancelled'])
      // A writer's own piece is no request: nothing to cancel.
      expect(await cancelRequest(db(), admin, DEMO_CONTENT.pending)).toMatchObject({
        ok: false,
        status: 409,
        message: CANCEL_MESSAGES.notRequest,
      })
    })

    it('lets an admin give a request with no writer to one of the founder’s writers, and only that', async () => {
      expect(await assignRequest(db(), admin, DEMO_CONTENT.unassigned, 'demo-writer-2')).toMatchObject({ ok: false, status: 400 })
      expect(await assignRequest(db(), founder, DEMO_CONTENT.unassigned, 'demo-writer')).toMatchObject({ ok: false, status: 403 })
      expect(await getContentFor(db(), writer, DEMO_CONTENT.unassigned)).toBeNull()
      expect(await assignRequest(db(), admin, DEMO_CONTENT.unassigned, 'demo-writer')).toEqual({ ok: true })
      expect((await row(DEMO_CONTENT.unassigned)).writerId).toBe('demo-writer')
      expect(await getContentFor(db(), writer, DEMO_CONTENT.unassigned)).not.toBeNull()
      expect(await assignRequest(db(), admin, DEMO_CONTENT.inProgress, 'demo-writer')).toMatchObject({ ok: false, status: 409 })
    })

    it("shows a request's draft to its founder as in progress, never a writer's own draft", async () => {
      const ids = (await listContentFor(db(), founder, { as: 'founder', limit: 200 })).map((piece) => piece.id)
      expect(ids).toContain(DEMO_CONTENT.inProgress)
      expect(ids).not.toContain(DEMO_CONTENT.draft)
    })

    it('reminds the writer the day before and on the day, and the team once overdue, each once across two workers', async () => {
      const now = new Date()
      const today = dayOf(now)
      const setDue = async (id: string, due: string) => db().update(contentPieces).set({ dueDate: due }).where(eq(contentPieces.id, id))
      // Extra requests for Omar (Wren writes for him), so his plan's allowance does not stop the test.
      const extra = async (title: string) => {
        const result = await requestExtraPiece(db(), admin, { ...ask(title), founderId: 'demo-founder-2', dueDate: null })
        if (!result.ok) throw new Error(result.message)
        return result.id
      }
      const tomorrow = await extra('Due tomorrow')
      const dueToday = await extra('Due today')
      const late = await extra('Already late')
      await setDue(tomorrow, shiftDay(today, 1))
      await setDue(dueToday, today)
      await setDue(late, shiftDay(today, -2))

      const [first, second] = await Promise.all([sendDueReminders(db(), now), sendDueReminders(db(), now)])
      expect(await sendDueReminders(db(), now)).toBe(0)
      const claimed = await db().select().from(contentDueReminders)
      expect(first + second).toBe(claimed.length)
      expect(await mails('writer@agency.test', 'content-due-tomorrow', 'Due tomorrow')).toHaveLength(1)
      expect(await mails('writer@agency.test', 'content-due-today', 'Due today')).toHaveLength(1)
      expect(await mails('team@unfiltered.example', 'content-overdue', 'Already late')).toHaveLength(1)
      // The demo's overdue piece too, and nothing for a delivered or cancelled piece.
      expect(await mails('team@unfiltered.example', 'content-overdue', 'What our drivers taught us')).toHaveLength(1)
      const adminsTold = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, 'demo-admin'), eq(notifications.kind, 'content.overdue')))
      expect(adminsTold.some((note) => note.title.includes('Already late'))).toBe(true)
      expect(claimed.every((reminder) => reminder.contentId !== DEMO_CONTENT.cancelled)).toBe(true)

      // Tomorrow, the piece due tomorrow is due today: one more reminder, once; a new due date is reminded again.
      const next = addDays(now, 1)
      await sendDueReminders(db(), next)
      expect(await mails('writer@agency.test', 'content-due-today', 'Due tomorrow')).toHaveLength(1)
      await setDue(late, shiftDay(today, -1))
      await sendDueReminders(db(), now)
      expect(await mails('team@unfiltered.example', 'content-overdue', 'Already late')).toHaveLength(2)
      // The piece due today was overdue the next day; once submitted, no more reminders for it.
      expect(await mails('team@unfiltered.example', 'content-overdue', 'Due today')).toHaveLength(1)
      await updatePiece(db(), writer, dueToday, 'submit', draft('Due today'))
      await setDue(dueToday, shiftDay(today, -3))
      await sendDueReminders(db(), now)
      expect(await mails('team@unfiltered.example', 'content-overdue', 'Due today')).toHaveLength(1)
    })
  })
}

requestsOn('pglite', await pgliteBackend())
requestsOn('postgres', await postgresBackend())
