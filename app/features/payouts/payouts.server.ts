// Writer payouts (admin): what each writer is owed (payout-math.ts), their rate, and payouts recorded
// as billing transactions of type 'payout' (status 'paid'), which the writer's Earnings list.
// The caller checks the admin's permission; every change writes an admin_activity_log row in its transaction.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { user } from '#db/schema/auth.ts'
import { billingTransactions } from '#db/schema/billing.ts'
import { contentPieces } from '#db/schema/content.ts'
import { roleTotals, userRoles, writerFounderAssignments, writerPayoutDetails, writerRates, writerTotals } from '#db/schema/people.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { notifyUser } from '#app/utils/notifications.server.ts'
import { RATE_TYPE_LABELS, writerBalance, type RateType } from './payout-math.ts'

export const WRITERS_PAGE_SIZE = 25
/** Payouts that count against what is owed: sent, or promised and on their way. */
const COUNTED_PAYOUT_STATUSES = ['paid', 'pending', 'completed'] as const
/** With the writer's id hashed beside it: one payout at a time per writer. */
const PAYOUT_LOCK_CLASS = 727_100_302

const balanceColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  rateType: writerRates.rateType,
  rateMinor: writerRates.amountMinor,
  rateCurrency: writerRates.currency,
  // Kept by triggers on content_pieces and billing_transactions (writer_totals, migration 0007).
  approvedPieces: sql<number>`coalesce(${writerTotals.approvedPieces}, 0)`.mapWith(Number),
  lastApprovedAt: writerTotals.lastApprovedAt,
  // Whole months each active pairing has lasted so far, added up.
  activeMonths: sql<number>`(select coalesce(sum((extract(year from age(now(), ${writerFounderAssignments.assignedAt})) * 12
      + extract(month from age(now(), ${writerFounderAssignments.assignedAt})))::int), 0) from ${writerFounderAssignments}
    where ${writerFounderAssignments.writerId} = ${user.id} and ${writerFounderAssignments.isActive})`.mapWith(Number),
  paidUsd: sql<number>`coalesce(${writerTotals.paidUsdMinor}, 0)`.mapWith(Number),
  paidInr: sql<number>`coalesce(${writerTotals.paidInrMinor}, 0)`.mapWith(Number),
}

type BalanceRow = Awaited<ReturnType<typeof balancesQuery>>[number]

function withBalance(row: BalanceRow) {
  const rate =
    row.rateType && row.rateMinor && row.rateCurrency
      ? { rateType: row.rateType, amountMinor: row.rateMinor, currency: row.rateCurrency }
      : null
  const balance = writerBalance({
    rate,
    approvedPieces: row.approvedPieces,
    activeMonths: row.activeMonths,
    paid: { USD: row.paidUsd, INR: row.paidInr },
  })
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    rate,
    approvedPieces: row.approvedPieces,
    lastApprovedAt: row.lastApprovedAt?.toISOString() ?? null,
    activeMonths: row.activeMonths,
    ...balance,
  }
}
export type WriterBalance = ReturnType<typeof withBalance>

/** Each person's balance columns; the caller restricts it to writers. */
function balancesQuery(db: Database) {
  return db
    .select(balanceColumns)
    .from(user)
    .leftJoin(writerRates, eq(writerRates.writerId, user.id))
    .leftJoin(writerTotals, eq(writerTotals.writerId, user.id))
}

function writersQuery(db: Database) {
  return balancesQuery(db).innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'writer')))
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

function searchOf(query: string | null): SQL | undefined {
  if (!query) return undefined
  const pattern = `%${escapeLike(query)}%`
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

/** One page of writers (users with the writer role), by name, each with what they are owed. */
export async function listWriterBalances(db: Database, options: { page: number; query: string | null }) {
  const where = searchOf(options.query)
  const page = writerPage(db, where, options.page)
  const [rows, total] = await Promise.all([
    balancesQuery(db).innerJoin(page, eq(page.id, user.id)).orderBy(asc(page.sortName), asc(page.id)),
    countWriters(db, where),
  ])
  return { writers: rows.map(withBalance), total }
}

const recorder = alias(user, 'recorder')

/** One writer's balance, payout details, recent payouts and approved pieces; null when no writer has the id. */
export async function getWriterPayoutAccount(db: Database, writerId: string) {
  const [row] = await writersQuery(db).where(eq(user.id, writerId))
  if (!row) return null
  const [details, payouts, approved] = await Promise.all([
    db.select().from(writerPayoutDetails).where(eq(writerPayoutDetails.userId, writerId)),
    db
      .select({
        id: billingTransactions.id,
        amountMinor: billingTransactions.amountMinor,
        currency: billingTransactions.currency,
        status: billingTransactions.status,
        reference: billingTransactions.reference,
        note: billingTransactions.note,
        description: billingTransactions.description,
        createdAt: billingTransactions.createdAt,
        recordedBy: recorder.name,
      })
      .from(billingTransactions)
      .leftJoin(recorder, eq(recorder.id, billingTransactions.recordedBy))
      .where(and(eq(billingTransactions.userId, writerId), eq(billingTransactions.transactionType, 'payout')))
      .orderBy(desc(billingTransactions.createdAt))
      .limit(20),
    db
      .select({
        id: contentPieces.id,
        title: contentPieces.title,
        approvedAt: sql<string>`coalesce(${contentPieces.decidedAt}, ${contentPieces.createdAt})::text`,
      })
      .from(contentPieces)
      .where(and(eq(contentPieces.writerId, writerId), eq(contentPieces.status, 'approved')))
      .orderBy(desc(sql`coalesce(${contentPieces.decidedAt}, ${contentPieces.createdAt})`))
      .limit(20),
  ])
  const info = details[0]
  return {
    writer: withBalance(row),
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
    payouts: payouts.map((payout) => ({ ...payout, createdAt: payout.createdAt.toISOString() })),
    approved: approved.map((piece) => ({ ...piece, approvedAt: new Date(piece.approvedAt).toISOString() })),
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

export type PayoutChange = { status: 'not-found' } | { status: 'duplicate' } | { status: 'done'; name: string }

/** Sets (or replaces) a writer's rate. */
export async function setWriterRate(
  db: Database,
  actorId: string,
  input: { writerId: string; rateType: RateType; amount: number; currency: Currency },
): Promise<PayoutChange> {
  return db.transaction(async (tx) => {
    const writer = await findWriter(tx, input.writerId)
    if (!writer) return { status: 'not-found' } as const
    const values = { rateType: input.rateType, amountMinor: input.amount, currency: input.currency, updatedBy: actorId }
    await tx
      .insert(writerRates)
      .values({ writerId: writer.id, ...values })
      .onConflictDoUpdate({ target: writerRates.writerId, set: values })
    await logAdminAction(tx, actorId, {
      action: 'payout.rate.set',
      targetType: 'user',
      targetId: writer.id,
      details: `${writer.name}: ${formatMoney(input.amount, input.currency)} ${RATE_TYPE_LABELS[input.rateType]}`,
    })
    return { status: 'done', name: writer.name } as const
  })
}

/**
 * Records money sent to a writer: a billing transaction of type 'payout', status 'paid', with its
 * reference and note, which the writer's Earnings show. A reference already recorded for the writer is
 * refused (a second click, a second admin), under a per-writer lock.
 */
export async function recordPayout(
  db: Database,
  actorId: string,
  input: { writerId: string; amount: number; currency: Currency; reference: string; note: string | null },
): Promise<PayoutChange> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_CLASS}, hashtext(${input.writerId}))`)
    const writer = await findWriter(tx, input.writerId)
    if (!writer) return { status: 'not-found' } as const
    const [duplicate] = await tx
      .select({ id: billingTransactions.id })
      .from(billingTransactions)
      .where(
        and(
          eq(billingTransactions.userId, writer.id),
          eq(billingTransactions.transactionType, 'payout'),
          eq(billingTransactions.reference, input.reference),
          inArray(billingTransactions.status, [...COUNTED_PAYOUT_STATUSES]),
        ),
      )
      .limit(1)
    if (duplicate) return { status: 'duplicate' } as const
    const [payout] = await tx
      .insert(billingTransactions)
      .values({
        userId: writer.id,
        transactionType: 'payout',
        amountMinor: input.amount,
        currency: input.currency,
        status: 'paid',
        description: 'Writer payout',
        reference: input.reference,
        note: input.note,
        recordedBy: actorId,
      })
      .returning({ id: billingTransactions.id })
    const amount = formatMoney(input.amount, input.currency)
    await logAdminAction(tx, actorId, {
      action: 'payout.record',
      targetType: 'billing_transaction',
      targetId: payout!.id,
      details: `${amount} to ${writer.name} (ref ${input.reference})`,
    })
    await notifyUser(tx, writer.id, { kind: 'payout.recorded', title: `Payout sent: ${amount}`, link: '/dashboard/earnings' })
    return { status: 'done', name: writer.name } as const
  })
}
