// Writer pay on both databases (decision 028): an approved piece leaves one owed line at the writer's
// rate then in force, however and however often it is approved; a payout settles owed lines oldest
// first in its currency, in part where it runs out, and never more than is owed; the writer's Earnings
// read the same ledger.
import { and, asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { billingTransactions } from '#db/schema/billing.ts'
import { payoutSettlements, writerEarnings } from '#db/schema/pay.ts'
import { writerPayoutDetails } from '#db/schema/people.ts'
import { createPiece, decideByToken, decidePiece } from '#app/features/content/content-workflow.server.ts'
import { getWriterPayoutAccount, recordPayout, setWriterRates } from '#app/features/payouts/payouts.server.ts'
import { loadWriterEarnings } from '#app/features/payouts/writer-earnings.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { DEMO_ACTORS, useSeededDatabase } from '#tests/support/seeded-database.ts'

process.env.AUTH_SECRET ??= 'writer-pay-test-secret-0123456789abcdef012345'
process.env.APP_MODE ??= 'demo'

const { writer, writer2, founder } = DEMO_ACTORS

const ADMIN = 'demo-admin'
const DEFAULTS = { blog: null, linkedin: null, pr: null, strategy: null }

function payOn(name: string, backend: Backend | null) {
  describe.runIf(backend)(`writer pay on ${name}`, () => {
    const { db, handle } = useSeededDatabase(backend)
    let sequence = 0

    /** A piece by the writer for their founder, submitted and then approved; its id. */
    async function approved(actor: Actor, founderId: string, title: string, contentType: 'blog' | 'linkedin' | 'pr' | 'strategy' = 'blog') {
      const id = await submitted(actor, founderId, title, contentType)
      expect(await decidePiece(db(), { id: founderId, roles: ['founder'] }, id, { kind: 'approve' })).toEqual({ ok: true })
      return id
    }
    async function submitted(
      actor: Actor,
      founderId: string,
      title: string,
      contentType: 'blog' | 'linkedin' | 'pr' | 'strategy' = 'blog',
    ) {
      const result = await createPiece(db(), actor, {
        title,
        contentType,
        body: `The words of ${title}.`,
        plannedPublishDate: null,
        founderId,
        submit: true,
      })
      if (!result.ok) throw new Error(result.message)
      return result.id
    }
    const linesOf = (contentId: string) => db().select().from(writerEarnings).where(eq(writerEarnings.contentId, contentId))
    const pay = (writerId: string, amount: number, currency: 'USD' | 'INR') =>
      recordPayout(db(), ADMIN, { writerId, amount, currency, reference: `UTR-${++sequence}`, note: null })
    const owedOf = async (writerId: string) =>
      db()
        .select({
          title: writerEarnings.title,
          amount: writerEarnings.amountMinor,
          settled: writerEarnings.settledMinor,
          currency: writerEarnings.currency,
        })
        .from(writerEarnings)
        .where(and(eq(writerEarnings.writerId, writerId), sql`${writerEarnings.settledMinor} < ${writerEarnings.amountMinor}`))
        .orderBy(asc(writerEarnings.accruedAt), asc(writerEarnings.id))

    it('seeds the demo writer’s ledger: the paid LinkedIn post settled, the PR article owed at the default rate', async () => {
      expect(await owedOf('demo-writer')).toEqual([{ title: expect.any(String), amount: 15_000, settled: 0, currency: 'USD' }])
    })

    it('writes one owed line at the default rate when a founder approves, and none for a piece still pending', async () => {
      const pending = await submitted(writer, 'demo-founder', 'Still waiting')
      expect(await linesOf(pending)).toEqual([])
      const id = await approved(writer, 'demo-founder', 'Default rate blog')
      expect(await linesOf(id)).toEqual([
        expect.objectContaining({
          writerId: 'demo-writer',
          contentType: 'blog',
          title: 'Default rate blog',
          amountMinor: 12_000,
          currency: 'USD',
          settledMinor: 0,
        }),
      ])
    })

    it('keeps one line when a piece is approved twice, or from the dashboard and its mail link at once', async () => {
      const twice = await approved(writer, 'demo-founder', 'Approved twice')
      expect(await decidePiece(db(), founder, twice, { kind: 'approve' })).toMatchObject({ ok: false, status: 409 })
      expect(await linesOf(twice)).toHaveLength(1)

      const raced = await submitted(writer, 'demo-founder', 'Approved at once')
      const [mail] = (
        await handle().pool.query<{ text: string }>(
          `select text from email_outbox where subject like '%Approved at once%' order by created_at desc limit 1`,
        )
      ).rows
      const token = /Approve: \S+\/content-actions\/([\w-]+)/.exec(mail!.text)![1]!
      const results = await Promise.all([decidePiece(db(), founder, raced, { kind: 'approve' }), decideByToken(db(), token, null)])
      expect(results.filter((result) => result.ok)).toHaveLength(1)
      expect(await linesOf(raced)).toHaveLength(1)
      // Even a second status write of 'approved' in SQL adds nothing.
      await handle().pool.query(`update content_pieces set status = 'approved' where id = $1`, [raced])
      expect(await linesOf(raced)).toHaveLength(1)
    })

    it('accrues at the rate in force at approval: a later rate change leaves earlier lines alone', async () => {
      const before = await approved(writer2, 'demo-founder-3', 'Before the raise', 'linkedin')
      expect(
        await setWriterRates(db(), ADMIN, { writerId: 'demo-writer-2', currency: 'USD', rates: { ...DEFAULTS, linkedin: 5_500 } }),
      ).toEqual({
        status: 'done',
        name: 'Theo Quill',
      })
      const after = await approved(writer2, 'demo-founder-3', 'After the raise', 'linkedin')
      const pr = await approved(writer2, 'demo-founder-3', 'A PR piece at the default', 'pr')
      expect((await linesOf(before))[0]).toMatchObject({ amountMinor: 4_000, currency: 'USD' })
      expect((await linesOf(after))[0]).toMatchObject({ amountMinor: 5_500, currency: 'USD' })
      expect((await linesOf(pr))[0]).toMatchObject({ amountMinor: 15_000, currency: 'USD' })
      const account = await getWriterPayoutAccount(db(), 'demo-writer-2')
      expect(account!.rateCard.lines.find((line) => line.contentType === 'linkedin')).toEqual({
        contentType: 'linkedin',
        amountMinor: 5_500,
        custom: true,
      })
      expect(account!.writer.owed).toEqual([{ currency: 'USD', amountMinor: 24_500 }])
    })

    it('pays a writer whose payout details are in India in rupees, at the rupee defaults, until an admin says otherwise', async () => {
      await db()
        .insert(writerPayoutDetails)
        .values({ userId: 'demo-writer-2', method: 'upi', accountHolder: 'Theo Quill', upiId: 'theo@okbank', country: 'India' })
      // Theo has a rate card (USD) from the previous test: an admin's choice wins over the payout details.
      const usd = await approved(writer2, 'demo-founder-3', 'Still in dollars', 'strategy')
      expect((await linesOf(usd))[0]).toMatchObject({ amountMinor: 8_000, currency: 'USD' })
      await handle().pool.query(`delete from writer_rates where writer_id = 'demo-writer-2'`)
      const inr = await approved(writer2, 'demo-founder-3', 'Now in rupees', 'blog')
      expect((await linesOf(inr))[0]).toMatchObject({ amountMinor: 600_000, currency: 'INR' })
      expect((await getWriterPayoutAccount(db(), 'demo-writer-2'))!.writer.owed).toEqual([
        { currency: 'USD', amountMinor: 32_500 },
        { currency: 'INR', amountMinor: 600_000 },
      ])
    })

    it('settles oldest first in the payout’s currency, part of a line where it runs out, and never the other currency', async () => {
      // Theo owes: USD 40 (Before the raise), 55, 150, 80; INR 6,000.
      expect(await pay('demo-writer-2', 10_000, 'USD')).toEqual({ status: 'done', name: 'Theo Quill' })
      expect(await owedOf('demo-writer-2')).toEqual([
        { title: 'A PR piece at the default', amount: 15_000, settled: 500, currency: 'USD' },
        { title: 'Still in dollars', amount: 8_000, settled: 0, currency: 'USD' },
        { title: 'Now in rupees', amount: 600_000, settled: 0, currency: 'INR' },
      ])
      const [payout] = await db()
        .select({ id: billingTransactions.id, description: billingTransactions.description })
        .from(billingTransactions)
        .where(eq(billingTransactions.reference, `UTR-${sequence}`))
      expect(payout!.description).toBe('Writer payout: 3 pieces')
      const settled = await db()
        .select({ title: writerEarnings.title, amount: payoutSettlements.amountMinor })
        .from(payoutSettlements)
        .innerJoin(writerEarnings, eq(writerEarnings.id, payoutSettlements.earningId))
        .where(eq(payoutSettlements.payoutId, payout!.id))
        .orderBy(asc(writerEarnings.accruedAt))
      expect(settled).toEqual([
        { title: 'Before the raise', amount: 4_000 },
        { title: 'After the raise', amount: 5_500 },
        { title: 'A PR piece at the default', amount: 500 },
      ])

      // The rest of the part-paid line goes first next time; rupees are settled by rupees alone.
      expect(await pay('demo-writer-2', 14_500, 'USD')).toMatchObject({ status: 'done' })
      expect(await pay('demo-writer-2', 600_000, 'INR')).toMatchObject({ status: 'done' })
      expect(await owedOf('demo-writer-2')).toEqual([{ title: 'Still in dollars', amount: 8_000, settled: 0, currency: 'USD' }])
    })

    it('refuses a payout above what is owed in its currency, and changes nothing', async () => {
      const before = await handle().pool.query(`select count(*) from billing_transactions`)
      expect(await pay('demo-writer-2', 8_001, 'USD')).toEqual({ status: 'more-than-owed', owedMinor: 8_000 })
      expect(await pay('demo-writer-2', 1, 'INR')).toEqual({ status: 'more-than-owed', owedMinor: 0 })
      expect((await handle().pool.query(`select count(*) from billing_transactions`)).rows).toEqual(before.rows)
      expect(await owedOf('demo-writer-2')).toHaveLength(1)
    })

    it('settles once when the same payout is recorded twice at once', async () => {
      const reference = 'UTR-TWICE'
      const results = await Promise.all([
        recordPayout(db(), ADMIN, { writerId: 'demo-writer-2', amount: 8_000, currency: 'USD', reference, note: null }),
        recordPayout(db(), ADMIN, { writerId: 'demo-writer-2', amount: 8_000, currency: 'USD', reference, note: null }),
      ])
      expect(results.map((result) => result.status).sort()).toEqual(['done', 'duplicate'])
      expect(await owedOf('demo-writer-2')).toEqual([])
    })

    it('keeps each writer’s owed totals equal to their owed lines through accruals and settlements', async () => {
      const { rows } = await handle().pool.query(`
        select t.writer_id, t.owed_usd_minor::int as usd, t.owed_inr_minor::int as inr,
          coalesce((select sum(amount_minor - settled_minor) from writer_earnings e where e.writer_id = t.writer_id and currency = 'USD'), 0)::int as lines_usd,
          coalesce((select sum(amount_minor - settled_minor) from writer_earnings e where e.writer_id = t.writer_id and currency = 'INR'), 0)::int as lines_inr
        from writer_totals t where t.writer_id in ('demo-writer', 'demo-writer-2') order by 1`)
      expect(rows.map((row) => [row.writer_id, row.usd, row.inr])).toEqual(rows.map((row) => [row.writer_id, row.lines_usd, row.lines_inr]))
      expect(rows.find((row) => row.writer_id === 'demo-writer')!.usd).toBeGreaterThan(0)
    })

    it('shows the writer their rates, what is owed and paid per currency, and the pieces behind each payout, and nobody else’s', async () => {
      const earnings = await loadWriterEarnings(db(), writer2, 1)
      expect(earnings.rateCard).toEqual({
        currency: 'INR',
        lines: [
          { contentType: 'blog', amountMinor: 600_000, custom: false },
          { contentType: 'linkedin', amountMinor: 200_000, custom: false },
          { contentType: 'pr', amountMinor: 800_000, custom: false },
          { contentType: 'strategy', amountMinor: 400_000, custom: false },
        ],
      })
      expect(earnings.owed).toEqual([])
      expect(earnings.paid).toEqual([
        { currency: 'USD', amountMinor: 32_500 },
        { currency: 'INR', amountMinor: 600_000 },
      ])
      const first = earnings.rows.at(-1)!
      expect(first).toMatchObject({ amountMinor: 10_000, currency: 'USD' })
      expect(first.pieces.map((piece) => [piece.title, piece.amountMinor, piece.lineMinor])).toEqual([
        ['Before the raise', 4_000, 4_000],
        ['After the raise', 5_500, 5_500],
        ['A PR piece at the default', 500, 15_000],
      ])

      const wren = await loadWriterEarnings(db(), writer, 1)
      expect(wren.owed).toEqual([{ currency: 'USD', amountMinor: 15_000 + 12_000 * 3 }])
      expect(wren.owedLines.map((line) => line.title)).not.toContain('Now in rupees')
      expect(wren.rows.flatMap((row) => row.pieces.map((piece) => piece.title))).toEqual([expect.any(String)])
      // Someone who is not a writer sees no one's.
      const asFounder = await loadWriterEarnings(db(), founder, 1)
      expect(asFounder).toMatchObject({ rateCard: null, owed: [], owedLines: [], paid: [], rows: [], total: 0 })
    })
  })
}

payOn('PGlite', await pgliteBackend())
payOn('PostgreSQL', await postgresBackend())
