// Every billing transaction for admins (spec §6: admins see all): a filtered page, the filtered set's
// totals per currency (USD and INR never added), and the filtered set as a streamed CSV file.
// The caller checks the admin's permission.
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm'
import { user } from '#db/schema/auth.ts'
import { billingDailyTotals, billingTransactions } from '#db/schema/billing.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Currency } from '#app/utils/money.ts'
import { BILLING_PAGE_SIZE, STATUS_LABELS, TYPE_LABELS, type BillingFilters } from './billing-filters.ts'
import { csvRow, decimalAmount } from './csv.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The filters as one SQL condition; dates are whole days in UTC, both ends included. */
function whereOf(filters: BillingFilters): SQL | undefined {
  return and(
    filters.status ? eq(billingTransactions.status, filters.status) : undefined,
    filters.type ? eq(billingTransactions.transactionType, filters.type) : undefined,
    filters.currency ? eq(billingTransactions.currency, filters.currency) : undefined,
    filters.from ? gte(billingTransactions.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(billingTransactions.createdAt, new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  )
}

/** The same filters over the daily totals (billing_daily_totals: one row per UTC day, currency, type and status). */
function totalsWhereOf(filters: BillingFilters): SQL | undefined {
  return and(
    filters.status ? eq(billingDailyTotals.status, filters.status) : undefined,
    filters.type ? eq(billingDailyTotals.transactionType, filters.type) : undefined,
    filters.currency ? eq(billingDailyTotals.currency, filters.currency) : undefined,
    filters.from ? gte(billingDailyTotals.day, filters.from) : undefined,
    filters.to ? lte(billingDailyTotals.day, filters.to) : undefined,
  )
}

const columns = {
  id: billingTransactions.id,
  type: billingTransactions.transactionType,
  status: billingTransactions.status,
  amountMinor: billingTransactions.amountMinor,
  currency: billingTransactions.currency,
  description: billingTransactions.description,
  reference: billingTransactions.reference,
  note: billingTransactions.note,
  createdAt: billingTransactions.createdAt,
  userName: user.name,
  userEmail: user.email,
}

/** One page of the filtered transactions, newest first, with their total count. */
export async function listBillingTransactions(db: Database, filters: BillingFilters) {
  const where = whereOf(filters)
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(billingTransactions)
      .innerJoin(user, eq(user.id, billingTransactions.userId))
      .where(where)
      .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
      .limit(BILLING_PAGE_SIZE)
      .offset((filters.page - 1) * BILLING_PAGE_SIZE),
    db
      .select({ total: sql<number>`coalesce(sum(${billingDailyTotals.transactions}), 0)`.mapWith(Number) })
      .from(billingDailyTotals)
      .where(totalsWhereOf(filters)),
  ])
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total: counted?.total ?? 0 }
}

export type CurrencyTotals = {
  currency: Currency
  count: number
  /** subscription, renewal and one-time charges */
  payments: { count: number; amountMinor: number }
  refunds: { count: number; amountMinor: number }
  payouts: { count: number; amountMinor: number }
}

/** The filtered set's totals, one entry per currency: money in, refunds and payouts kept apart. */
export async function billingTotals(db: Database, filters: BillingFilters): Promise<CurrencyTotals[]> {
  const transactions = sql<number>`sum(${billingDailyTotals.transactions})`.mapWith(Number)
  const rows = await db
    .select({
      currency: billingDailyTotals.currency,
      type: billingDailyTotals.transactionType,
      count: transactions,
      amountMinor: sql<number>`sum(${billingDailyTotals.amountMinor})`.mapWith(Number),
    })
    .from(billingDailyTotals)
    .where(totalsWhereOf(filters))
    .groupBy(billingDailyTotals.currency, billingDailyTotals.transactionType)
    .having(sql`${transactions} > 0`)
  const totals = new Map<Currency, CurrencyTotals>()
  for (const row of rows) {
    const entry = totals.get(row.currency) ?? {
      currency: row.currency,
      count: 0,
      payments: { count: 0, amountMinor: 0 },
      refunds: { count: 0, amountMinor: 0 },
      payouts: { count: 0, amountMinor: 0 },
    }
    const bucket = row.type === 'refund' ? entry.refunds : row.type === 'payout' ? entry.payouts : entry.payments
    bucket.count += row.count
    bucket.amountMinor += row.amountMinor ?? 0
    entry.count += row.count
    totals.set(row.currency, entry)
  }
  return (['USD', 'INR'] as const).flatMap((currency) => totals.get(currency) ?? [])
}

export const CSV_HEADER = [
  'Date (UTC)',
  'Type',
  'Status',
  'Amount',
  'Currency',
  'User name',
  'User email',
  'Description',
  'Reference',
  'Note',
  'Transaction id',
]
const CSV_BATCH = 500

/**
 * The filtered transactions as CSV, newest first, read in batches of 500 by keyset (created_at, id)
 * while the response is sent: memory stays flat however many rows there are.
 */
export function billingCsvStream(db: Database, filters: BillingFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const where = whereOf(filters)
  let cursor: { at: string; id: string } | null = null
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        // The byte order mark makes spreadsheet programs read the file as UTF-8 (₹, names).
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(CSV_HEADER)}`))
        return
      }
      const after: SQL | undefined = cursor
        ? sql`(${billingTransactions.createdAt}, ${billingTransactions.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : undefined
      const rows = await db
        .select({ ...columns, cursorAt: sql<string>`${billingTransactions.createdAt}::text` })
        .from(billingTransactions)
        .innerJoin(user, eq(user.id, billingTransactions.userId))
        .where(and(where, after))
        .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
        .limit(CSV_BATCH)
      if (rows.length === 0) return controller.close()
      const last = rows[rows.length - 1]!
      cursor = { at: last.cursorAt, id: last.id }
      const text = rows
        .map((row) =>
          csvRow([
            row.createdAt.toISOString(),
            TYPE_LABELS[row.type],
            STATUS_LABELS[row.status],
            decimalAmount(row.amountMinor),
            row.currency,
            row.userName,
            row.userEmail,
            row.description,
            row.reference,
            row.note,
            row.id,
          ]),
        )
        .join('')
      controller.enqueue(encoder.encode(text))
      if (rows.length < CSV_BATCH) controller.close()
    },
  })
}
