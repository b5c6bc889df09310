// Every billing transaction for admins (spec §6: admins see all): a filtered page, the filtered set's
// totals per currency (USD and INR never added), and the filtered set as a streamed CSV file.
// The caller checks the admin's permission.
import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { user } from '#db/schema/auth.ts'
import { billingDailyTotals, billingMonthlyTotals, billingTransactions } from '#db/schema/billing.ts'
import { unionAll } from 'drizzle-orm/pg-core'
import { pageOffset } from '#app/domain/pagination.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Currency } from '#app/domain/money.ts'
import { dayStart, shiftDay } from '#app/domain/periods.ts'
import { moneyBackColumns, withMoneyBack } from './money-back.server.ts'

import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from '#app/domain/transactions.ts'
import { BILLING_PAGE_SIZE, splitIntoMonths, type BillingFilters } from './billing-filters.ts'
import { decimalAmount } from '#app/utils/csv.ts'
import { CSV_BATCH, csvStream, olderThan } from '#app/utils/csv-export.server.ts'
import { containsPattern } from '#app/utils/like-pattern.ts'

/** The filters as one SQL condition; dates are whole days in UTC, both ends included. */
function whereOf(filters: BillingFilters): SQL | undefined {
  return and(
    filters.status ? eq(billingTransactions.status, filters.status) : undefined,
    filters.type ? eq(billingTransactions.transactionType, filters.type) : undefined,
    filters.currency ? eq(billingTransactions.currency, filters.currency) : undefined,
    filters.from ? gte(billingTransactions.createdAt, dayStart(filters.from)) : undefined,
    filters.to ? lt(billingTransactions.createdAt, dayStart(shiftDay(filters.to, 1))) : undefined,
    filters.q ? customerMatches(filters.q) : undefined,
  )
}

/** The transactions of the people whose name or e-mail contains `q` (LIKE's wildcards taken literally). */
function customerMatches(q: string): SQL {
  return sql`${billingTransactions.userId} in (${customerIds(containsPattern(q))})`
}

const customerIds = (pattern: string) =>
  sql`select ${user.id} from ${user} where ${or(ilike(user.name, pattern), ilike(user.email, pattern))}`

type TotalsTable = typeof billingDailyTotals | typeof billingMonthlyTotals

/** One counter table's sums per currency and type, for the filters and the period given. */
function sumsOf(db: Database, table: TotalsTable, filters: BillingFilters, period: (SQL | undefined)[]) {
  const transactions = sql<number>`sum(${table.transactions})`.mapWith(Number)
  return db
    .select({
      currency: table.currency,
      type: table.transactionType,
      count: transactions,
      amountMinor: sql<number>`sum(${table.amountMinor})`.mapWith(Number),
    })
    .from(table)
    .where(
      and(
        filters.status ? eq(table.status, filters.status) : undefined,
        filters.type ? eq(table.transactionType, filters.type) : undefined,
        filters.currency ? eq(table.currency, filters.currency) : undefined,
        ...period,
      ),
    )
    .groupBy(table.currency, table.transactionType)
}

/**
 * The filtered set's sums per currency and type (a currency and type may come back more than once),
 * read from the counters kept by triggers: whole calendar months from billing_monthly_totals, the
 * days at the range's ragged ends from billing_daily_totals (migrations 0005 and 0006). A lifetime
 * total reads a few rows a month, not a few a day.
 */
function sumsPerCurrencyAndType(db: Database, filters: BillingFilters) {
  const { months, days } = splitIntoMonths({ from: filters.from ?? null, to: filters.to ?? null })
  const monthly = billingMonthlyTotals
  const daily = billingDailyTotals
  const parts = [
    ...(months
      ? [
          sumsOf(db, monthly, filters, [
            months.from ? gte(monthly.month, months.from) : undefined,
            months.before ? lt(monthly.month, months.before) : undefined,
          ]),
        ]
      : []),
    ...days.map((range) =>
      sumsOf(db, daily, filters, [range.from ? gte(daily.day, range.from) : undefined, range.to ? lte(daily.day, range.to) : undefined]),
    ),
  ]
  const [first, second, ...rest] = parts
  if (!first) throw new Error('a date range always has months or days')
  return second ? unionAll(first, second, ...rest) : first
}

const columns = {
  id: billingTransactions.id,
  userId: billingTransactions.userId,
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

/** One page of the filtered transactions, newest first. */
function pageOfTransactions(db: Database, filters: BillingFilters) {
  return db
    .select({ ...columns, ...moneyBackColumns })
    .from(billingTransactions)
    .innerJoin(user, eq(user.id, billingTransactions.userId))
    .where(whereOf(filters))
    .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
    .limit(BILLING_PAGE_SIZE)
    .offset(pageOffset(filters.page, BILLING_PAGE_SIZE))
}

export type CurrencyTotals = {
  currency: Currency
  count: number
  /** subscription, renewal and one-time charges */
  payments: { count: number; amountMinor: number }
  refunds: { count: number; amountMinor: number }
  payouts: { count: number; amountMinor: number }
}

/**
 * A search by customer cannot read the counters (they are kept per day, not per person): it sums the
 * matching people's own transactions, through billing_transactions_user_idx — a customer's history,
 * not the agency's.
 */
function sumsOfSearchedRows(db: Database, filters: BillingFilters) {
  return db
    .select({
      currency: billingTransactions.currency,
      type: billingTransactions.transactionType,
      count: sql<number>`count(*)`.mapWith(Number),
      amountMinor: sql<number>`sum(${billingTransactions.amountMinor})`.mapWith(Number),
    })
    .from(billingTransactions)
    .where(whereOf(filters))
    .groupBy(billingTransactions.currency, billingTransactions.transactionType)
}

/** The filtered set's totals, one entry per currency: money in, refunds and payouts kept apart. */
async function billingTotals(db: Database, filters: BillingFilters): Promise<CurrencyTotals[]> {
  const totals = new Map<Currency, CurrencyTotals>()
  const sums = filters.q ? await sumsOfSearchedRows(db, filters) : await sumsPerCurrencyAndType(db, filters)
  for (const row of sums) {
    if (!row.count) continue
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

/** The admin billing page: one page of the filtered transactions, how many match, and their totals per currency. */
export async function billingPage(db: Database, filters: BillingFilters) {
  const [rows, totals] = await Promise.all([
    pageOfTransactions(db, filters).then((page) => withMoneyBack(db, page)),
    billingTotals(db, filters),
  ])
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: totals.reduce((sum, entry) => sum + entry.count, 0),
    totals,
  }
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

/** The filtered transactions as CSV, newest first, streamed while they are read (csvStream). */
export function billingCsvStream(db: Database, filters: BillingFilters): ReadableStream<Uint8Array> {
  const where = whereOf(filters)
  return csvStream({
    header: CSV_HEADER,
    readBatch: (cursor) =>
      db
        .select({ ...columns, cursorAt: sql<string>`${billingTransactions.createdAt}::text` })
        .from(billingTransactions)
        .innerJoin(user, eq(user.id, billingTransactions.userId))
        .where(and(where, olderThan(billingTransactions.createdAt, billingTransactions.id, cursor)))
        .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
        .limit(CSV_BATCH),
    cells: (rows) =>
      rows.map((row) => [
        row.createdAt.toISOString(),
        TRANSACTION_TYPE_LABELS[row.type],
        TRANSACTION_STATUS_LABELS[row.status],
        // Money going back is negative, so the file's amounts of one currency add up to the net.
        decimalAmount(row.type === 'refund' ? -row.amountMinor : row.amountMinor),
        row.currency,
        row.userName,
        row.userEmail,
        row.description,
        row.reference,
        row.note,
        row.id,
      ]),
  })
}
