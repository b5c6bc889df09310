// Writer payouts (admin): what each writer is owed per currency (the owed lines their approved pieces
// left, pay-ledger.server.ts), their rates per content type, and payouts recorded as billing transactions
// of type 'payout' (status 'paid') that settle owed lines oldest first (payout-math.ts, decision 028).
// The caller checks the admin's permission; every change writes an admin_activity_log row in its transaction.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { user } from '#db/schema/auth.ts'
import { billingTransactions } from '#db/schema/billing.ts'
import { payoutSettlements, writerEarnings, writerRates, writerTypeRates } from '#db/schema/pay.ts'
import { roleTotals, userRoles, writerPayoutDetails, writerTotals } from '#db/schema/people.ts'
import { CONTENT_TYPES, TYPE_LABELS, type ContentType } from '#app/domain/content.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import { totalsByCurrency } from '#app/domain/writer-pay.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { notifyUser } from '#app/utils/notifications.server.ts'
import { owedLines, owedTotals, payoutsQuery, piecesBehind, rateCardOf } from './pay-ledger.server.ts'
import { planSettlement } from './payout-math.ts'
import { containsPattern } from '#app/utils/like-pattern.ts'

export const WRITERS_PAGE_SIZE = 25
/** Payouts that count as paid to the writer: sent, or promised and on their way. */
const COUNTED_PAYOUT_STATUSES = ['paid', 'pending', 'completed'] as const
/** With the writer's id hashed beside it: one payout at a time per writer. */
const PAYOUT_LOCK_CLASS = 727_100_302

const balanceColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  /** The currency their rates are in (writer_pay_currency, migration 0011), and whether an admin set their own rates. */
  currency: sql<Currency>`writer_pay_currency(${user.id})`,
  customRates: sql<boolean>`exists (select 1 from ${writerTypeRates} where ${writerTypeRates.writerId} = ${user.id})`,
  // Kept by triggers on content_pieces and billing_transactions (writer_totals, migration 0007).
  approvedPieces: sql<number>`coalesce(${writerTotals.approvedPieces}, 0)`.mapWith(Number),
  lastApprovedAt: writerTotals.lastApprovedAt,
  paidUsd: sql<number>`coalesce(${writerTotals.paidUsdMinor}, 0)`.mapWith(Number),
  paidInr: sql<number>`coalesce(${writerTotals.paidInrMinor}, 0)`.mapWith(Number),
  owedUsd: sql<number>`coalesce(${writerTotals.owedUsdMinor}, 0)`.mapWith(Number),
  owedInr: sql<number>`coalesce(${writerTotals.owedInrMinor}, 0)`.mapWith(Number),
}

type BalanceRow = Awaited<ReturnType<typeof balancesQuery>>[number]

/** A writer's balance; `owedLines`, how many pieces they are owed for, where the page shows it. */
function withBalance(row: BalanceRow, owedLines = 0) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    currency: row.currency,
    customRates: row.customRates,
    approvedPieces: row.approvedPieces,
    lastApprovedAt: row.lastApprovedAt?.toISOString() ?? null,
    owed: totalsByCurrency([
      { currency: 'USD', amountMinor: row.owedUsd },
      { currency: 'INR', amountMinor: row.owedInr },
    ]),
    owedLines,
    paid: totalsByCurrency([
      { currency: 'USD', amountMinor: row.paidUsd },
      { currency: 'INR', amountMinor: row.paidInr },
    ]),
  }
}
export type WriterBalance = ReturnType<typeof withBalance>

/** Each person's balance columns; the caller restricts it to writers. */
function balancesQuery(db: Database) {
  return db.select(balanceColumns).from(user).leftJoin(writerTotals, eq(writerTotals.writerId, user.id))
}

function writersQuery(db: Database) {
  return balancesQuery(db).innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'writer')))
}

function searchOf(query: string | null): SQL | undefined {
  if (!query) return undefined
  const pattern = containsPattern(query)
  return or(ilike(user.name, pattern), ilike(user.email, pattern))
}

/**
 * The ids of one page of writers by name: user_roles_role_name_idx holds the writers' names
 * (user_roles.sort_name, lower(user.name) kept by trigger), so a page walks 25 writers, not the
 * founders between them; the figures are then summed for those 25 only, not for the pages skipped.
 */
function writerPage(db: Database, where: SQL | undefined, page: number) {
  return db
    .select({ id: userRoles.userId, sortName: userRoles.sortName })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'writer'), where))
    .orderBy(asc(userRoles.sortName), asc(userRoles.userId))
    .limit(WRITERS_PAGE_SIZE)
    .offset(pageOffset(page, WRITERS_PAGE_SIZE))
    .as('page')
}

/** How many writers match: without a search, the counter kept by trigger (role_totals, migration 0006). */
async function countWriters(db: Database, where: SQL | undefined) {
  if (!where) {
    const [row] = await db.select({ people: roleTotals.people }).from(roleTotals).where(eq(roleTotals.role, 'writer'))
    return row?.people ?? 0
  }
  const [counted] = await db
    .select({ total: count() })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'writer')))
    .where(where)
  return counted?.total ?? 0
}

/**
 * One page of writers (users with the writer role), by name, each with what they are owed per currency,
 * and what the agency owes all its writers, per currency.
 */
export async function listWriterBalances(db: Database, options: { page: number; query: string | null }) {
  const where = searchOf(options.query)
  const page = writerPage(db, where, options.page)
  const [rows, total, [agency]] = await Promise.all([
    balancesQuery(db).innerJoin(page, eq(page.id, user.id)).orderBy(asc(page.sortName), asc(page.id)),
    countWriters(db, where),
    // One row per writer with anything owed or paid (writer_totals), not one per owed line.
    db
      .select({
        usd: sql<number>`coalesce(sum(${writerTotals.owedUsdMinor}), 0)`.mapWith(Number),
        inr: sql<number>`coalesce(sum(${writerTotals.owedInrMinor}), 0)`.mapWith(Number),
      })
      .from(writerTotals),
  ])
  const owed = totalsByCurrency([
    { currency: 'USD', amountMinor: agency?.usd ?? 0 },
    { currency: 'INR', amountMinor: agency?.inr ?? 0 },
  ])
  return { writers: rows.map((row) => withBalance(row)), total, owed }
}

/** The names of the admins who recorded payouts, by id. */
async function recorderNames(db: Database, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  if (wanted.length === 0) return new Map<string, string>()
  const rows = await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, wanted))
  return new Map(rows.map((row) => [row.id, row.name]))
}
export const ACCOUNT_PAYOUTS_SHOWN = 20

/** One writer's balance, rate card, payout details, owed pieces and recent payouts with the pieces each settled; null when no writer has the id. */
export async function getWriterPayoutAccount(db: Database, writerId: string) {
  const [row] = await writersQuery(db).where(eq(user.id, writerId))
  if (!row) return null
  const mine = eq(writerEarnings.writerId, writerId)
  const [details, payouts, owed, owedLinesShown, rateCard] = await Promise.all([
    db.select().from(writerPayoutDetails).where(eq(writerPayoutDetails.userId, writerId)),
    payoutsQuery(db, eq(billingTransactions.userId, writerId)).limit(ACCOUNT_PAYOUTS_SHOWN),
    owedTotals(db, [writerId]),
    owedLines(db, mine),
    rateCardOf(db, writerId),
  ])
  const pieces = await piecesBehind(
    db,
    payouts.map((payout) => payout.id),
  )
  const recorders = await recorderNames(
    db,
    payouts.map((payout) => payout.recordedBy),
  )
  const info = details[0]
  return {
    writer: withBalance(
      row,
      owed.reduce((sum, line) => sum + line.lines, 0),
    ),
    rateCard,
    payoutDetails: info
      ? {
          method: info.method,
          accountHolder: info.accountHolder,
          upiId: info.upiId,
          bankName: info.bankName,
          bankAccountNumber: info.bankAccountNumber,
          bankRoutingCode: info.bankRoutingCode,
          paypalEmail: info.paypalEmail,
          country: info.country,
          updatedAt: info.updatedAt?.toISOString() ?? null,
        }
      : null,
    owedLines: owedLinesShown,
    payouts: payouts.map((payout) => ({
      ...payout,
      createdAt: payout.createdAt.toISOString(),
      recordedBy: (payout.recordedBy && recorders.get(payout.recordedBy)) ?? null,
      pieces: pieces.get(payout.id) ?? [],
    })),
  }
}

async function findWriter(tx: Database, writerId: string) {
  const [writer] = await tx
    .select({ id: user.id, name: user.name })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'writer')))
    .where(eq(user.id, writerId))
  return writer ?? null
}

export type PayoutChange =
  { status: 'not-found' } | { status: 'duplicate' } | { status: 'more-than-owed'; owedMinor: number } | { status: 'done'; name: string }

/**
 * Sets a writer's pay currency and their own rate per content type (null: the default rate of the
 * currency), replacing what was set before. Pieces already approved keep the rate they earned.
 */
export async function setWriterRates(
  db: Database,
  actorId: string,
  input: { writerId: string; currency: Currency; rates: Record<ContentType, number | null> },
): Promise<PayoutChange> {
  return db.transaction(async (tx) => {
    const writer = await findWriter(tx, input.writerId)
    if (!writer) return { status: 'not-found' } as const
    await tx
      .insert(writerRates)
      .values({ writerId: writer.id, currency: input.currency, updatedBy: actorId })
      .onConflictDoUpdate({ target: writerRates.writerId, set: { currency: input.currency, updatedBy: actorId } })
    await tx.delete(writerTypeRates).where(eq(writerTypeRates.writerId, writer.id))
    const own = CONTENT_TYPES.flatMap((contentType) => {
      const amountMinor = input.rates[contentType]
      return amountMinor === null ? [] : [{ writerId: writer.id, contentType, amountMinor }]
    })
    if (own.length) await tx.insert(writerTypeRates).values(own)
    const described = CONTENT_TYPES.map((type) => {
      const amount = input.rates[type]
      return `${TYPE_LABELS[type]} ${amount === null ? 'default' : formatMoney(amount, input.currency)}`
    })
    await logAdminAction(tx, actorId, {
      action: 'payout.rate.set',
      targetType: 'user',
      targetId: writer.id,
      details: `${writer.name}, paid in ${input.currency}: ${described.join(', ')}`,
    })
    return { status: 'done', name: writer.name } as const
  })
}

type PayoutInput = { writerId: string; amount: number; currency: Currency; reference: string; note: string | null }

/** A payout with this reference already recorded for the writer (a second click, a second admin). */
async function isDuplicate(tx: Database, writerId: string, reference: string) {
  const [duplicate] = await tx
    .select({ id: billingTransactions.id })
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.userId, writerId),
        eq(billingTransactions.transactionType, 'payout'),
        eq(billingTransactions.reference, reference),
        inArray(billingTransactions.status, [...COUNTED_PAYOUT_STATUSES]),
      ),
    )
    .limit(1)
  return Boolean(duplicate)
}

/** The writer's lines still owed in the currency, locked for this transaction. */
async function lockOwedLines(tx: Database, writerId: string, currency: Currency) {
  const rows = await tx
    .select({
      id: writerEarnings.id,
      currency: writerEarnings.currency,
      accruedAt: writerEarnings.accruedAt,
      amountMinor: writerEarnings.amountMinor,
      settledMinor: writerEarnings.settledMinor,
    })
    .from(writerEarnings)
    .where(
      and(
        eq(writerEarnings.writerId, writerId),
        eq(writerEarnings.currency, currency),
        sql`${writerEarnings.settledMinor} < ${writerEarnings.amountMinor}`,
      ),
    )
    .orderBy(asc(writerEarnings.accruedAt), asc(writerEarnings.id))
    .for('update')
  return rows.map((row) => ({ ...row, outstandingMinor: row.amountMinor - row.settledMinor }))
}

/**
 * Records money sent to a writer: a billing transaction of type 'payout', status 'paid', with its
 * reference and note, which settles what they are owed in its currency, oldest piece first (the last
 * one reached perhaps in part). Refused when the reference is already recorded for the writer, or when
 * it is more than what is owed in its currency; one payout at a time per writer (an advisory lock).
 */
export async function recordPayout(db: Database, actorId: string, input: PayoutInput): Promise<PayoutChange> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_CLASS}, hashtext(${input.writerId}))`)
    const writer = await findWriter(tx, input.writerId)
    if (!writer) return { status: 'not-found' } as const
    if (await isDuplicate(tx, writer.id, input.reference)) return { status: 'duplicate' } as const
    const lines = await lockOwedLines(tx, writer.id, input.currency)
    const plan = planSettlement(lines, { amountMinor: input.amount, currency: input.currency })
    if (!plan.ok) return { status: 'more-than-owed', owedMinor: plan.owedMinor } as const
    const [payout] = await tx
      .insert(billingTransactions)
      .values({
        userId: writer.id,
        transactionType: 'payout',
        amountMinor: input.amount,
        currency: input.currency,
        status: 'paid',
        description: plan.settlements.length === 1 ? 'Writer payout: 1 piece' : `Writer payout: ${plan.settlements.length} pieces`,
        reference: input.reference,
        note: input.note,
        recordedBy: actorId,
      })
      .returning({ id: billingTransactions.id })
    await settle(tx, payout!.id, plan.settlements)
    const amount = formatMoney(input.amount, input.currency)
    await logAdminAction(tx, actorId, {
      action: 'payout.record',
      targetType: 'billing_transaction',
      targetId: payout!.id,
      details: `${amount} to ${writer.name} (ref ${input.reference})`,
    })
    await notifyUser(tx, writer.id, {
      topic: 'payouts' as const,
      kind: 'payout.recorded',
      title: `Payout sent: ${amount}`,
      link: '/dashboard/earnings',
    })
    return { status: 'done', name: writer.name } as const
  })
}

/** Writes which lines the payout paid and how much, and moves each line's settled amount on. */
async function settle(tx: Database, payoutId: string, settlements: { earningId: string; amountMinor: number; settlesLine: boolean }[]) {
  await tx.insert(payoutSettlements).values(settlements.map(({ earningId, amountMinor }) => ({ payoutId, earningId, amountMinor })))
  for (const { earningId, amountMinor, settlesLine } of settlements)
    await tx
      .update(writerEarnings)
      .set({
        settledMinor: sql`${writerEarnings.settledMinor} + ${amountMinor}`,
        settledAt: settlesLine ? sql`now()` : null,
      })
      .where(eq(writerEarnings.id, earningId))
}
