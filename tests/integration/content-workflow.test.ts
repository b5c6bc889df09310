// The content workflow on both databases: who may submit, decide, revise, comment and publish;
// revision rounds counted against the plan; the rows a revision leaves; each change's mail queued
// once; the review links of a submission mail; the 3-day reminder. Then, over HTTP against the built
// app on PostgreSQL: every page and action refuses another person's ids with a 404 and changes
// nothing, and a review link approves once while signed out.
import { and, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CONTENT } from '#db/seed.ts'
import { user as userTable } from '#db/schema/auth.ts'
import { subscriptions } from '#db/schema/billing.ts'
import { contentActionTokens, contentComments, contentPieces, contentRevisions } from '#db/schema/content.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import { notifications, profiles, userRoles, writerFounderAssignments } from '#db/schema/people.ts'
import { readActionLink } from '#app/features/content/action-link.server.ts'
import { getContentFor, listContentFor } from '#app/features/content/content.server.ts'
import { sendReviewReminders } from '#app/features/content/content-jobs.server.ts'
import { PAIRING_ENDED } from '#app/features/content/content-rules.ts'
import {
  addComment,
  createPiece,
  decideByToken,
  decidePiece,
  markPublished,
  NOT_ASSIGNED,
  setPlannedDate,
  updatePiece,
} from '#app/features/content/content-workflow.server.ts'
import { loadPiecePage } from '#app/features/content/piece-page.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { DEMO_ACTORS, useSeededDatabase } from '#tests/support/seeded-database.ts'

// The review links are keyed by the auth secret (the demo one would be written to a data folder).
process.env.AUTH_SECRET ??= 'content-workflow-test-secret-0123456789abcdef'
process.env.APP_MODE ??= 'demo'

const { writer, writer2, founder, founder2, admin } = DEMO_ACTORS

const DAY = 24 * 60 * 60 * 1000
const piece = (title: string, extra: Partial<{ body: string; contentType: 'blog' | 'linkedin' | 'pr' | 'strategy' }> = {}) => ({
  title,
  contentType: extra.contentType ?? ('blog' as const),
  body: extra.body ?? `The first version of ${title}, with a few words to compare.`,
  plannedPublishDate: '2026-12-10',
})

function workflowOn(name: string, backend: Backend | null) {
  describe.runIf(backend)(`the content workflow on ${name}`, () => {
    const { db } = useSeededDatabase(backend)

    const row = async (id: string) => (await db().select().from(contentPieces).where(eq(contentPieces.id, id)))[0]!
    const mails = (to: string, template: string) =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
    const mailsAbout = async (to: string, template: string, title: string) =>
      (await mails(to, template)).filter((mail) => mail.subject.includes(title) || mail.text.includes(title))
    const unread = async (userId: string) =>
      Number(
        (
          await db()
            .select({ n: sql<string>`count(*)` })
            .from(notifications)
            .where(eq(notifications.userId, userId))
        )[0]!.n,
      )
    /** The review links of the newest submission mail about `title`. */
    async function links(title: string) {
      const [mail] = (await mailsAbout('founder@agency.test', 'content-submitted', title)).concat(
        await mailsAbout('founder@agency.test', 'content-revised', title),
      )
      const approve = /Approve: \S+\/content-actions\/([\w-]+)/.exec(mail!.text)![1]!
      const requestChanges = /Request changes: \S+\/content-actions\/([\w-]+)/.exec(mail!.text)![1]!
      return { approve, requestChanges }
    }
    async function submitted(actor: Actor, founderId: string, title: string) {
      const result = await createPiece(db(), actor, { ...piece(title), founderId, submit: true })
      if (!result.ok) throw new Error(result.message)
      return result.id
    }

    it('lets an assigned writer submit: the piece records its assignment, and the founder gets one mail and one notification', async () => {
      const before = await unread('demo-founder')
      const id = await submitted(writer, 'demo-founder', 'Submitted once')
      const stored = await row(id)
      const [assignment] = await db()
        .select()
        .from(writerFounderAssignments)
        .where(and(eq(writerFounderAssignments.writerId, 'demo-writer'), eq(writerFounderAssignments.founderId, 'demo-founder')))
      expect(stored).toMatchObject({ status: 'pending', assignmentId: assignment!.id, revisionRound: 0, plannedPublishDate: '2026-12-10' })
      expect(stored.submittedAt).toBeInstanceOf(Date)
      const sent = await mailsAbout('founder@agency.test', 'content-submitted', 'Submitted once')
      expect(sent).toHaveLength(1)
      expect(sent[0]!.text).toMatch(/Approve: http:\/\/\S+\/content-actions\/[\w-]{43}\n/)
      expect(sent[0]!.text).toMatch(new RegExp(`Open in your dashboard: http://\\S+/dashboard/content/${id}`))
      expect(await unread('demo-founder')).toBe(before + 1)
      // Two links for this round, stored only as hashes.
      const tokens = await db().select().from(contentActionTokens).where(eq(contentActionTokens.contentId, id))
      expect(tokens.map((token) => token.action).sort()).toEqual(['approve', 'request-changes'])
      const { approve } = await links('Submitted once')
      expect(tokens.some((token) => token.tokenHash.includes(approve))).toBe(false)
    })

    it('refuses a writer without an active assignment, and anyone who is not a writer', async () => {
      const count = async () =>
        Number(
          (
            await db()
              .select({ n: sql<string>`count(*)` })
              .from(contentPieces)
          )[0]!.n,
        )
      const before = await count()
      // writer2's pairing with founder was removed (inactive); writer has none with founder3.
      expect(await createPiece(db(), writer2, { ...piece('Not assigned'), founderId: 'demo-founder', submit: true })).toEqual({
        ok: false,
        status: 403,
        message: NOT_ASSIGNED,
      })
      expect(await createPiece(db(), writer, { ...piece('Not assigned'), founderId: 'demo-founder-3', submit: false })).toMatchObject({
        status: 403,
      })
      expect(await createPiece(db(), founder, { ...piece('Not a writer'), founderId: 'demo-founder', submit: true })).toMatchObject({
        status: 403,
      })
      expect(await count()).toBe(before)
      expect(await mailsAbout('founder@agency.test', 'content-submitted', 'Not assigned')).toHaveLength(0)
    })

    it('lets only that founder decide: another founder gets a 404, a writer or an admin a 403', async () => {
      const id = await submitted(writer, 'demo-founder', 'Whose decision')
      expect(await decidePiece(db(), founder2, id, { kind: 'approve' })).toMatchObject({ ok: false, status: 404 })
      expect(await decidePiece(db(), writer, id, { kind: 'approve' })).toMatchObject({ ok: false, status: 403 })
      expect(await decidePiece(db(), admin, id, { kind: 'request-changes', feedback: 'x' })).toMatchObject({ ok: false, status: 403 })
      expect(await decidePiece(db(), writer2, id, { kind: 'approve' })).toMatchObject({ ok: false, status: 404 })
      expect((await row(id)).status).toBe('pending')
    })

    it('approves once: approved is final for decisions, edits and revisions, and the writer hears once', async () => {
      const id = await submitted(writer, 'demo-founder', 'Approved once')
      expect(await decidePiece(db(), founder, id, { kind: 'approve' })).toEqual({ ok: true })
      expect(await decidePiece(db(), founder, id, { kind: 'approve' })).toMatchObject({ ok: false, status: 409 })
      expect(await decidePiece(db(), founder, id, { kind: 'request-changes', feedback: 'Too late' })).toMatchObject({
        ok: false,
        status: 409,
      })
      expect(await updatePiece(db(), writer, id, 'revise', piece('Sneaky edit'))).toMatchObject({ ok: false, status: 409 })
      expect(await updatePiece(db(), writer, id, 'save-draft', piece('Sneaky edit'))).toMatchObject({ ok: false, status: 409 })
      expect(await row(id)).toMatchObject({ status: 'approved', title: 'Approved once' })
      expect((await row(id)).decidedAt).toBeInstanceOf(Date)
      expect(await mailsAbout('writer@agency.test', 'content-approved', 'Approved once')).toHaveLength(1)
    })

    it("keeps a writer's own drafts to their writer: the founder and admins cannot see or decide them", async () => {
      expect(await getContentFor(db(), writer, DEMO_CONTENT.draft)).toMatchObject({ status: 'draft' })
      expect(await getContentFor(db(), founder, DEMO_CONTENT.draft)).toBeNull()
      expect(await getContentFor(db(), admin, DEMO_CONTENT.draft)).toBeNull()
      expect(await decidePiece(db(), founder, DEMO_CONTENT.draft, { kind: 'approve' })).toMatchObject({ ok: false, status: 404 })
      expect(await addComment(db(), writer, DEMO_CONTENT.draft, 'Note to self')).toMatchObject({ ok: false, status: 409 })
      // A request's draft is "in progress" to its founder and admins (tests/integration/content-requests.test.ts).
      const ownDraft = (item: { status: string; requestedAt: Date | null }) => item.status === 'draft' && item.requestedAt === null
      expect((await listContentFor(db(), admin, { limit: 500 })).some(ownDraft)).toBe(false)
      expect((await listContentFor(db(), founder, { limit: 500 })).some(ownDraft)).toBe(false)
    })

    it('submits a saved draft: it becomes pending, dated and announced', async () => {
      const created = await createPiece(db(), writer, { ...piece('Drafted first'), founderId: 'demo-founder', submit: false })
      expect(created.ok).toBe(true)
      const id = (created as { id: string }).id
      expect(await row(id)).toMatchObject({ status: 'draft', submittedAt: null })
      expect(await mailsAbout('founder@agency.test', 'content-submitted', 'Drafted first')).toHaveLength(0)
      expect(await updatePiece(db(), writer, id, 'save-draft', { ...piece('Drafted first'), body: '' })).toEqual({ ok: true })
      expect(await updatePiece(db(), writer2, id, 'submit', piece('Drafted first'))).toMatchObject({ ok: false, status: 404 })
      expect(await updatePiece(db(), writer, id, 'submit', piece('Drafted first'))).toEqual({ ok: true })
      expect(await row(id)).toMatchObject({ status: 'pending' })
      expect((await row(id)).submittedAt).toBeInstanceOf(Date)
      expect(await mailsAbout('founder@agency.test', 'content-submitted', 'Drafted first')).toHaveLength(1)
    })

    it('counts revision rounds against the plan and keeps every round as a revision row (Starter: 2)', async () => {
      const id = await submitted(writer, 'demo-founder-2', 'Two rounds')
      expect(await decidePiece(db(), founder2, id, { kind: 'request-changes', feedback: 'First feedback' })).toEqual({ ok: true })
      expect(await row(id)).toMatchObject({ status: 'rejected', revisionRound: 1, feedback: 'First feedback' })
      expect(await mailsAbout('writer@agency.test', 'content-changes-requested', 'Two rounds')).toHaveLength(1)

      const second = { ...piece('Two rounds, revised'), body: 'The second version of Two rounds, with other words to compare.' }
      expect(await updatePiece(db(), writer, id, 'revise', second)).toEqual({ ok: true })
      expect(await row(id)).toMatchObject({ status: 'pending', revisionRound: 1, feedback: null, title: 'Two rounds, revised' })
      const [first] = await db().select().from(contentRevisions).where(eq(contentRevisions.contentId, id))
      expect(first).toMatchObject({
        round: 0,
        title: 'Two rounds',
        body: 'The first version of Two rounds, with a few words to compare.',
        feedback: 'First feedback',
        editorId: 'demo-writer',
        status: 'rejected',
      })
      expect(new Date(first!.note!).getTime()).not.toBeNaN()
      expect(await mailsAbout('founder2@agency.test', 'content-revised', 'Two rounds, revised')).toHaveLength(1)

      expect(await decidePiece(db(), founder2, id, { kind: 'request-changes', feedback: 'Second feedback' })).toEqual({ ok: true })
      expect(await updatePiece(db(), writer, id, 'revise', piece('Two rounds, third'))).toEqual({ ok: true })
      const rounds = await db().select().from(contentRevisions).where(eq(contentRevisions.contentId, id)).orderBy(contentRevisions.round)
      expect(rounds.map((revision) => [revision.round, revision.feedback])).toEqual([
        [0, 'First feedback'],
        [1, 'Second feedback'],
      ])

      const refused = await decidePiece(db(), founder2, id, { kind: 'request-changes', feedback: 'Third feedback' })
      expect(refused).toEqual({
        ok: false,
        status: 409,
        message:
          'Your Starter plan includes 2 revision rounds per piece, and all 2 have been used. Approve the piece, or contact us to add rounds.',
      })
      expect(await row(id)).toMatchObject({ status: 'pending', revisionRound: 2 })
      expect(await decidePiece(db(), founder2, id, { kind: 'approve' })).toEqual({ ok: true })
    })

    it("gives a founder without a live plan the Base plan's one round", async () => {
      const id = `t-noplan-${name}`
      await db()
        .insert(userTable)
        .values({ id, name: 'No Plan', email: `${id}@example.test`, emailVerified: true })
      await db().insert(profiles).values({ id, name: 'No Plan' })
      await db().insert(userRoles).values({ userId: id, role: 'founder' })
      await db().insert(writerFounderAssignments).values({ writerId: 'demo-writer', founderId: id })
      const noPlan: Actor = { id, roles: ['founder'] }
      const pieceId = await submitted(writer, id, 'One round only')
      expect(await decidePiece(db(), noPlan, pieceId, { kind: 'request-changes', feedback: 'Once' })).toEqual({ ok: true })
      expect(await updatePiece(db(), writer, pieceId, 'revise', piece('One round only'))).toEqual({ ok: true })
      expect(await decidePiece(db(), noPlan, pieceId, { kind: 'request-changes', feedback: 'Twice' })).toMatchObject({
        status: 409,
        message: expect.stringContaining("Without an active plan, you get the Base plan's 1 revision round per piece"),
      })
      // A plan bought later brings its rounds.
      await db().insert(subscriptions).values({
        userId: id,
        planSlug: 'enterprise',
        billingPeriod: 'monthly',
        currency: 'USD',
        status: 'active',
        provider: 'sandbox',
      })
      expect(await decidePiece(db(), noPlan, pieceId, { kind: 'request-changes', feedback: 'Thrice' })).toEqual({ ok: true })
    })

    it('stops submissions and revisions when the assignment is no longer active', async () => {
      const id = await submitted(writer, 'demo-founder-2', 'Pairing ended')
      await decidePiece(db(), founder2, id, { kind: 'request-changes', feedback: 'Change it' })
      const pair = and(eq(writerFounderAssignments.writerId, 'demo-writer'), eq(writerFounderAssignments.founderId, 'demo-founder-2'))
      await db().update(writerFounderAssignments).set({ isActive: false }).where(pair)
      try {
        expect(await updatePiece(db(), writer, id, 'revise', piece('Pairing ended'))).toEqual({
          ok: false,
          status: 403,
          message: PAIRING_ENDED.writer,
        })
        expect(await createPiece(db(), writer, { ...piece('After the end'), founderId: 'demo-founder-2', submit: true })).toMatchObject({
          status: 403,
        })
        expect((await row(id)).status).toBe('rejected')
      } finally {
        await db().update(writerFounderAssignments).set({ isActive: true }).where(pair)
      }
    })

    it('refuses every change by the writer once the pairing has ended, tells no one, and keeps the pieces readable', async () => {
      const pending = await submitted(writer, 'demo-founder-2', 'Pending when the pairing ended')
      const sentBack = await submitted(writer, 'demo-founder-2', 'Sent back when the pairing ended')
      expect(await decidePiece(db(), founder2, sentBack, { kind: 'request-changes', feedback: 'Shorter' })).toEqual({ ok: true })
      const draft = await createPiece(db(), writer, {
        ...piece('Drafted when the pairing ended'),
        founderId: 'demo-founder-2',
        submit: false,
      })
      if (!draft.ok) throw new Error(draft.message)
      const pair = and(eq(writerFounderAssignments.writerId, 'demo-writer'), eq(writerFounderAssignments.founderId, 'demo-founder-2'))
      await db().update(writerFounderAssignments).set({ isActive: false }).where(pair)
      try {
        const told = async () => [
          await unread('demo-writer'),
          await unread('demo-founder-2'),
          (await db().select().from(emailOutbox)).length,
        ]
        const before = await told()
        const rows = async () => Promise.all([pending, sentBack, draft.id].map(row))
        const unchanged = await rows()
        const ended = { ok: false, status: 403, message: PAIRING_ENDED.writer }
        expect(await addComment(db(), writer, pending, 'Still here')).toEqual(ended)
        expect(await setPlannedDate(db(), writer, pending, '2026-12-24')).toEqual(ended)
        expect(await updatePiece(db(), writer, draft.id, 'save-draft', piece('Drafted when the pairing ended'))).toEqual(ended)
        expect(await updatePiece(db(), writer, draft.id, 'submit', piece('Drafted when the pairing ended'))).toEqual(ended)
        expect(await updatePiece(db(), writer, sentBack, 'revise', piece('Sent back when the pairing ended'))).toEqual(ended)
        // The founder cannot ask for changes nobody would make, nor write to a writer who cannot answer.
        const closed = { ok: false, status: 409, message: PAIRING_ENDED.founder }
        expect(await addComment(db(), founder2, pending, 'Hello?')).toEqual(closed)
        expect(await decidePiece(db(), founder2, pending, { kind: 'request-changes', feedback: 'More' })).toEqual(closed)
        expect(await rows()).toEqual(unchanged)
        expect(await db().select().from(contentComments).where(eq(contentComments.contentId, pending))).toEqual([])
        expect(await told()).toEqual(before)

        // Reading stays open, with nothing left to do for the writer.
        const page = await loadPiecePage(db(), writer, sentBack)
        expect(page).toMatchObject({ party: 'writer', actions: [], piece: { paired: false, title: 'Sent back when the pairing ended' } })
        expect(await loadPiecePage(db(), writer, draft.id)).toMatchObject({ actions: [] })
        // The founder closes out what was delivered: a date, the approval (the writer is told), publication.
        expect(await setPlannedDate(db(), founder2, pending, '2026-12-30')).toEqual({ ok: true })
        expect(await decidePiece(db(), founder2, pending, { kind: 'approve' })).toEqual({ ok: true })
        expect(await markPublished(db(), founder2, pending, 'https://blog.example.com/pending')).toEqual({ ok: true })
        expect(await row(pending)).toMatchObject({ status: 'approved', plannedPublishDate: '2026-12-30' })
      } finally {
        await db().update(writerFounderAssignments).set({ isActive: true }).where(pair)
      }
    })

    it('tells the other side of every comment, and lets no one else comment', async () => {
      const id = await submitted(writer, 'demo-founder', 'Talked about')
      expect(await addComment(db(), founder, id, 'Love the opening.')).toEqual({ ok: true })
      expect(await addComment(db(), writer, id, 'Thank you!')).toEqual({ ok: true })
      expect(await addComment(db(), admin, id, 'Admin here')).toMatchObject({ ok: false, status: 403 })
      expect(await addComment(db(), founder2, id, 'Hi')).toMatchObject({ ok: false, status: 404 })
      expect(await addComment(db(), writer2, id, 'Hi')).toMatchObject({ ok: false, status: 404 })
      const thread = await db().select().from(contentComments).where(eq(contentComments.contentId, id))
      expect(thread.map((comment) => comment.body).sort()).toEqual(['Love the opening.', 'Thank you!'])
      expect(await mailsAbout('writer@agency.test', 'content-comment', 'Talked about')).toHaveLength(1)
      expect(await mailsAbout('founder@agency.test', 'content-comment', 'Talked about')).toHaveLength(1)
    })

    it('plans dates (the writer until approval, the founder until publication) and publishes an approved piece once', async () => {
      const id = await submitted(writer, 'demo-founder', 'Planned and published')
      expect(await setPlannedDate(db(), writer, id, '2026-12-24')).toEqual({ ok: true })
      expect(await markPublished(db(), founder, id, 'https://blog.example.com/a')).toMatchObject({ ok: false, status: 409 })
      await decidePiece(db(), founder, id, { kind: 'approve' })
      expect(await setPlannedDate(db(), writer, id, '2026-12-25')).toMatchObject({ ok: false, status: 409 })
      expect(await setPlannedDate(db(), founder, id, '2026-12-26')).toEqual({ ok: true })
      expect(await markPublished(db(), writer, id, 'https://blog.example.com/a')).toMatchObject({ ok: false, status: 403 })
      expect(await markPublished(db(), founder2, id, 'https://blog.example.com/a')).toMatchObject({ ok: false, status: 404 })
      expect(await markPublished(db(), founder, id, 'https://blog.example.com/a')).toEqual({ ok: true })
      expect(await markPublished(db(), founder, id, 'https://blog.example.com/b')).toMatchObject({ ok: false, status: 409 })
      expect(await row(id)).toMatchObject({ plannedPublishDate: '2026-12-26', publishedUrl: 'https://blog.example.com/a' })
      expect(await mailsAbout('writer@agency.test', 'content-published', 'Planned and published')).toHaveLength(1)
    })

    it('approves from a mail link once; the other link of that mail, a used one and a malformed one change nothing', async () => {
      const id = await submitted(writer, 'demo-founder', 'Approved by link')
      const { approve, requestChanges } = await links('Approved by link')
      // Reading the link changes nothing.
      expect(await readActionLink(db(), approve)).toMatchObject({ state: 'ready', action: 'approve', piece: { title: 'Approved by link' } })
      expect((await row(id)).status).toBe('pending')
      expect(await decideByToken(db(), approve, null)).toEqual({ ok: true, action: 'approve', contentId: id })
      expect((await row(id)).status).toBe('approved')
      expect(await decideByToken(db(), approve, null)).toMatchObject({ ok: false, status: 410, title: 'This link has already been used' })
      expect(await decideByToken(db(), requestChanges, 'Too late')).toMatchObject({
        ok: false,
        status: 410,
        title: 'This link is out of date',
      })
      expect(await decideByToken(db(), 'x'.repeat(43), null)).toMatchObject({ ok: false, status: 404 })
      expect(await decideByToken(db(), "' or 1=1 --", null)).toMatchObject({ ok: false, status: 404 })
      expect(await mailsAbout('writer@agency.test', 'content-approved', 'Approved by link')).toHaveLength(1)
    })

    it('requests changes from a mail link with feedback; an expired link and a superseded round change nothing', async () => {
      const id = await submitted(writer, 'demo-founder', 'Changed by link')
      const first = await links('Changed by link')
      expect(await decideByToken(db(), first.requestChanges, null)).toMatchObject({ ok: false, status: 400 })
      expect(await decideByToken(db(), first.requestChanges, 'Warmer, please')).toMatchObject({ ok: true, action: 'request-changes' })
      expect(await row(id)).toMatchObject({ status: 'rejected', feedback: 'Warmer, please', revisionRound: 1 })
      await updatePiece(db(), writer, id, 'revise', { ...piece('Changed by link'), body: 'Warmer now.' })
      // The first mail's approve link belongs to round 0: superseded by the revision.
      expect(await decideByToken(db(), first.approve, null)).toMatchObject({ ok: false, status: 410, title: 'This link is out of date' })
      const second = await links('revised the blog article “Changed by link”')
      await db()
        .update(contentActionTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(contentActionTokens.contentId, id))
      expect(await decideByToken(db(), second.approve, null)).toMatchObject({ ok: false, status: 410, title: 'This link has expired' })
      expect(await readActionLink(db(), second.approve)).toMatchObject({ state: 'problem', problem: { status: 410 } })
      expect((await row(id)).status).toBe('pending')
    })

    it('reminds the founder once of a piece pending for 3 days, counting from its latest submission', async () => {
      const now = new Date()
      const old = await submitted(writer, 'demo-founder', 'Waiting four days')
      await db()
        .update(contentPieces)
        .set({ submittedAt: new Date(now.getTime() - 4 * DAY) })
        .where(eq(contentPieces.id, old))
      const revised = await submitted(writer, 'demo-founder-2', 'Revised yesterday')
      await decidePiece(db(), founder2, revised, { kind: 'request-changes', feedback: 'Again' })
      await updatePiece(db(), writer, revised, 'revise', piece('Revised yesterday'))
      await db()
        .update(contentPieces)
        .set({ submittedAt: new Date(now.getTime() - 5 * DAY) })
        .where(eq(contentPieces.id, revised))
      await db()
        .update(contentRevisions)
        .set({ updatedAt: new Date(now.getTime() - DAY) })
        .where(eq(contentRevisions.contentId, revised))

      expect(await sendReviewReminders(db(), now)).toBe(1)
      expect(await sendReviewReminders(db(), now)).toBe(0)
      // (Later runs find other pieces of this database due too: the two below are checked by their mail.)
      await sendReviewReminders(db(), new Date(now.getTime() + DAY))
      expect(await mailsAbout('founder@agency.test', 'content-review-reminder', 'Waiting four days')).toHaveLength(1)
      expect(await mailsAbout('founder2@agency.test', 'content-review-reminder', 'Revised yesterday')).toHaveLength(0)
      expect((await row(old)).reminderSentAt).toBeInstanceOf(Date)
      // Three days after the revision, that piece's founder hears too, once.
      expect(await sendReviewReminders(db(), new Date(now.getTime() + 3 * DAY))).toBeGreaterThanOrEqual(1)
      expect(await mailsAbout('founder2@agency.test', 'content-review-reminder', 'Revised yesterday')).toHaveLength(1)
      expect(await mailsAbout('founder@agency.test', 'content-review-reminder', 'Waiting four days')).toHaveLength(1)
    })
  })
}

workflowOn('pglite', await pgliteBackend())
workflowOn('postgres', await postgresBackend())

// ---- Over HTTP, against the built app on PostgreSQL.

const postgres = await postgresBackend()

describe.runIf(postgres)('content pages and actions over HTTP', () => {
  let server: AppServer
  let database: pg.Client
  const people = {} as Record<'founder' | 'founder2' | 'writer' | 'writer2' | 'admin', Browserish>

  const status = async (id: string) =>
    (await database.query<{ status: string }>('select status from content_pieces where id = $1', [id])).rows[0]?.status
  const snapshot = async () =>
    (
      await database.query<{ digest: string }>(
        `select (select md5(string_agg(to_jsonb(p)::text, '|' order by id)) from content_pieces p)
           || (select count(*)::text from content_comments) || (select count(*)::text from content_revisions) as digest`,
      )
    ).rows[0]!.digest

  beforeAll(async () => {
    server = await startAppServer(postgres!.serverEnv())
    database = new pg.Client({ connectionString: postgres!.url })
    await database.connect()
    people.founder = await signIn(server.url, 'founder@agency.test')
    people.founder2 = await signIn(server.url, 'founder2@agency.test')
    people.writer = await signIn(server.url, 'writer@agency.test')
    people.writer2 = await signIn(server.url, 'writer2@agency.test')
    people.admin = await signIn(server.url, 'admin@agency.test')
  })
  afterAll(async () => {
    await database?.end()
    await server?.stop()
    await postgres?.teardown()
  })

  it("answers another writer's or founder's pieces as missing on every page", async () => {
    const cases: [keyof typeof people, string][] = [
      ['writer2', `/dashboard/content/${DEMO_CONTENT.pending}`],
      ['writer2', `/dashboard/content/${DEMO_CONTENT.draft}`],
      ['writer2', `/dashboard/content/${DEMO_CONTENT.rejected}/edit`],
      ['writer', `/dashboard/content/${DEMO_CONTENT.otherWriter}`],
      ['writer', `/dashboard/content/${DEMO_CONTENT.otherWriter}/edit`],
      ['founder2', `/dashboard/content/${DEMO_CONTENT.pending}`],
      ['founder', `/dashboard/content/${DEMO_CONTENT.rejected}`],
      ['founder', `/dashboard/content/${DEMO_CONTENT.draft}`],
      ['admin', `/dashboard/content/${DEMO_CONTENT.draft}`],
      ['writer', '/dashboard/content/not-a-uuid'],
    ]
    for (const [who, path] of cases) {
      const response = await people[who].request(path)
      expect(response.status, `${who} GET ${path}`).toBe(404)
      await response.arrayBuffer()
    }
    // What each may see, they see.
    for (const [who, path] of [
      ['writer', `/dashboard/content/${DEMO_CONTENT.draft}`],
      ['founder2', `/dashboard/content/${DEMO_CONTENT.rejected}`],
      ['writer2', `/dashboard/content/${DEMO_CONTENT.otherWriter}`],
      ['admin', `/dashboard/content/${DEMO_CONTENT.pending}`],
    ] as const) {
      const response = await people[who].request(path)
      expect(response.status, `${who} GET ${path}`).toBe(200)
      await response.arrayBuffer()
    }
  })

  it("refuses every action on another person's piece with a 404 and changes nothing", async () => {
    const before = await snapshot()
    const cases: [keyof typeof people, string, Record<string, string>][] = [
      ['founder2', `/dashboard/content/${DEMO_CONTENT.pending}`, { intent: 'approve' }],
      ['founder2', `/dashboard/content/${DEMO_CONTENT.pending}`, { intent: 'request-changes', feedback: 'No' }],
      ['founder2', `/dashboard/content/${DEMO_CONTENT.approved}`, { intent: 'publish', publishedUrl: 'https://x.example.com/a' }],
      ['founder2', `/dashboard/content/${DEMO_CONTENT.pending}`, { intent: 'comment', comment: 'Hi' }],
      ['founder2', `/dashboard/content/${DEMO_CONTENT.pending}`, { intent: 'set-date', plannedPublishDate: '2026-12-01' }],
      ['founder', `/dashboard/content/${DEMO_CONTENT.rejected}`, { intent: 'comment', comment: 'Hi' }],
      ['writer2', `/dashboard/content/${DEMO_CONTENT.pending}`, { intent: 'comment', comment: 'Hi' }],
      ['writer2', `/dashboard/content/${DEMO_CONTENT.pending}`, { intent: 'set-date', plannedPublishDate: '2026-12-01' }],
      [
        'writer2',
        `/dashboard/content/${DEMO_CONTENT.draft}/edit`,
        { intent: 'submit', title: 'T', contentType: 'blog', body: 'B', plannedPublishDate: '' },
      ],
      [
        'writer2',
        `/dashboard/content/${DEMO_CONTENT.rejected}/edit`,
        { intent: 'revise', title: 'T', contentType: 'blog', body: 'B', plannedPublishDate: '' },
      ],
      ['writer', `/dashboard/content/${DEMO_CONTENT.otherWriter}`, { intent: 'comment', comment: 'Hi' }],
      [
        'writer',
        `/dashboard/content/${DEMO_CONTENT.otherWriter}/edit`,
        { intent: 'save-draft', title: 'T', contentType: 'blog', body: '', plannedPublishDate: '' },
      ],
    ]
    for (const [who, path, form] of cases) {
      const response = await people[who].post(path, form)
      expect(response.status, `${who} POST ${path} ${form.intent}`).toBe(404)
      await response.arrayBuffer()
    }
    expect(await snapshot()).toBe(before)
  })

  it('runs a submission, a review link used signed out once, and refuses it afterwards', async () => {
    const submit = await people.writer.post('/dashboard/content/new', {
      intent: 'submit',
      founderId: 'demo-founder',
      title: 'Over HTTP',
      contentType: 'linkedin',
      body: '**Bold** claim, <script>alert(1)</script> [x](javascript:alert(1))',
      plannedPublishDate: '2026-12-03',
    })
    expect(submit.status).toBe(302)
    const id = submit.headers.get('location')!.split('/').pop()!
    expect(await status(id)).toBe('pending')
    const { rows } = await database.query<{ text: string }>(
      `select text from email_outbox where to_address = 'founder@agency.test' and subject like '%Over HTTP%'`,
    )
    expect(rows).toHaveLength(1)
    const approve = new URL(/Approve: (\S+)/.exec(rows[0]!.text)![1]!).pathname

    const founderView = await people.founder.request(`/dashboard/content/${id}`)
    const html = await founderView.text()
    expect(html).toContain('<strong>Bold</strong>')
    expect(html).not.toMatch(/<script>alert|href="javascript:/)

    const anonymous = new Browserish(server.url)
    const page = await anonymous.request(approve)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await page.text()).toContain('Approve this piece?')
    expect(await status(id)).toBe('pending')

    const first = await anonymous.request(approve, { method: 'POST', form: {} })
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe(`${approve}?done=approve`)
    expect(await status(id)).toBe('approved')
    const thanks = await anonymous.request(first.headers.get('location')!)
    expect(thanks.status).toBe(200)
    expect(await thanks.text()).toContain('Your writer has been told the piece is approved.')

    const again = await anonymous.request(approve, { method: 'POST', form: {} })
    expect(again.status).toBe(410)
    expect(await again.text()).toContain('This link has already been used')
    const reopened = await anonymous.request(approve)
    expect(reopened.status).toBe(410)
    await reopened.arrayBuffer()
    expect(await status(id)).toBe('approved')
    const unknown = await anonymous.request('/content-actions/not-a-token')
    expect(unknown.status).toBe(404)
    await unknown.arrayBuffer()
  })

  it("refuses the writer's comment and date once an admin removes the pairing, tells the founder nothing, and keeps the pages open", async () => {
    const { rows } = await database.query<{ id: string }>(
      `select id from writer_founder_assignments where writer_id = 'demo-writer' and founder_id = 'demo-founder-2' and is_active`,
    )
    const removed = await people.admin.post('/dashboard/admin/assignments', { intent: 'remove', assignmentId: rows[0]!.id, confirm: 'yes' })
    expect(removed.status).toBe(302)
    try {
      const notices = async () =>
        (await database.query<{ n: number }>(`select count(*)::int as n from notifications where user_id = 'demo-founder-2'`)).rows[0]!.n
      const before = [await snapshot(), await notices()]
      for (const [path, form] of [
        [`/dashboard/content/${DEMO_CONTENT.published}`, { intent: 'comment', comment: 'Still here' }],
        [`/dashboard/content/${DEMO_CONTENT.rejected}`, { intent: 'set-date', plannedPublishDate: '2026-12-01' }],
        [
          `/dashboard/content/${DEMO_CONTENT.rejected}/edit`,
          { intent: 'revise', title: 'T', contentType: 'blog', body: 'B', plannedPublishDate: '' },
        ],
      ] as const) {
        const response = await people.writer.post(path, form)
        expect(response.status, `${form.intent} ${path}`).toBe(403)
        expect(await response.text()).toContain('You are no longer assigned to this founder')
      }
      expect([await snapshot(), await notices()]).toEqual(before)
      for (const path of [`/dashboard/content/${DEMO_CONTENT.published}`, `/dashboard/content/${DEMO_CONTENT.rejected}`]) {
        const page = await people.writer.request(path)
        expect(page.status, path).toBe(200)
        const html = await page.text()
        expect(html).toContain('data-testid="pairing-ended"')
        expect(html).not.toContain('Post comment')
      }
    } finally {
      await database.query(`update writer_founder_assignments set is_active = true where id = $1`, [rows[0]!.id])
    }
  })

  it('refuses an expired link and changes nothing', async () => {
    const submit = await people.writer.post('/dashboard/content/new', {
      intent: 'submit',
      founderId: 'demo-founder',
      title: 'Expired link',
      contentType: 'blog',
      body: 'Text',
      plannedPublishDate: '',
    })
    const id = submit.headers.get('location')!.split('/').pop()!
    const { rows } = await database.query<{ text: string }>(
      `select text from email_outbox where to_address = 'founder@agency.test' and subject like '%Expired link%'`,
    )
    const requestChanges = new URL(/Request changes: (\S+)/.exec(rows[0]!.text)![1]!).pathname
    await database.query(`update content_action_tokens set expires_at = now() - interval '1 minute' where content_id = $1`, [id])
    const response = await new Browserish(server.url).request(requestChanges, { method: 'POST', form: { feedback: 'Late' } })
    expect(response.status).toBe(410)
    expect(await response.text()).toContain('This link has expired')
    expect(await status(id)).toBe('pending')
  })
})
