// Invoice numbers on a PostgreSQL server: concurrent charges in separate transactions get consecutive
// numbers, none twice and none skipped, and a charge that rolls back leaves no gap.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { billingTransactions } from '#db/schema/billing.ts'
import { issueInvoice } from '#app/features/billing/invoices.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { postgresBackend } from '#tests/support/backends.ts'

const postgres = await postgresBackend()

describe.runIf(postgres)('invoice numbers', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await postgres!.open()
    await handle.db.insert(userTable).values({ id: 'numbered-buyer', name: 'Numbered Buyer', email: 'numbered@example.test' })
  })
  afterAll(() => postgres?.teardown())

  const charge = (db: typeof handle.db, reference: string, issuedAt: Date) =>
    db.transaction(async (tx) => {
      const [transaction] = await tx
        .insert(billingTransactions)
        .values({
          userId: 'numbered-buyer',
          transactionType: 'one_time',
          amountMinor: 9900,
          currency: 'USD',
          status: 'completed',
          providerReference: reference,
        })
        .returning({ id: billingTransactions.id })
      const invoice = await issueInvoice(tx, {
        userId: 'numbered-buyer',
        transactionId: transaction!.id,
        paymentId: null,
        seller: { name: 'Seller' },
        buyer: { name: 'Numbered Buyer' },
        description: 'LinkedIn Profile Optimization (one-time)',
        currency: 'USD',
        subtotalMinor: 9900,
        discountMinor: 0,
        couponCode: null,
        gstMinor: 0,
        totalMinor: 9900,
        issuedAt,
      })
      if (reference.startsWith('rollback')) throw new Error('the charge fails after its invoice was numbered')
      return invoice.number
    })

  it('numbers 20 concurrent charges 1 to 20 within the financial year, and a rolled-back one leaves no gap', async () => {
    const issuedAt = new Date('2026-11-23T10:00:00Z')
    const outcomes = await Promise.allSettled(
      Array.from({ length: 21 }, (_, index) => charge(handle.db, index === 7 ? 'rollback-7' : `charge-${index}`, issuedAt)),
    )
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1)
    const numbers = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])).sort()
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `UNF2627-${String(index + 1).padStart(6, '0')}`))
  })

  it('starts again at 1 in the next financial year', async () => {
    expect(await charge(handle.db, 'next-year', new Date('2027-04-02T10:00:00Z'))).toBe('UNF2728-000001')
    const { rows } = (await handle.db.execute(sql`select financial_year, last_sequence from invoice_counters order by 1`)) as unknown as {
      rows: { financial_year: string; last_sequence: number }[]
    }
    expect(rows).toEqual([
      { financial_year: '2026-27', last_sequence: 20 },
      { financial_year: '2027-28', last_sequence: 1 },
    ])
  })
})
