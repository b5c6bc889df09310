import { and, desc, eq } from 'drizzle-orm'
import { invoices, paymentData } from '#db/schema/billing.ts'
import type { Database } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { formatMoney } from '#app/domain/money.ts'
import { visibleTo, type Actor } from '#app/utils/ownership.server.ts'
import { applyProviderEvent } from './fulfilment.server.ts'
import { checkoutPath, findProduct, orderLine } from './products.ts'
import { getPaymentProvider } from './providers/registry.server.ts'

export type PaymentAttempt = typeof paymentData.$inferSelect

/** One payment attempt, if the actor may see it (its buyer, or an admin). */
export async function findPaymentFor(db: Database, actor: Actor, id: string): Promise<PaymentAttempt | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null
  const [row] = await db
    .select()
    .from(paymentData)
    .where(and(eq(paymentData.id, id), visibleTo(actor, { user: paymentData.userId })))
  return row ?? null
}

/** The actor's own most recent payment attempt (the thank-you page without a payment id). */
export async function latestPaymentOf(db: Database, userId: string): Promise<PaymentAttempt | null> {
  const [row] = await db.select().from(paymentData).where(eq(paymentData.userId, userId)).orderBy(desc(paymentData.timestamp)).limit(1)
  return row ?? null
}

/**
 * The buyer is back from the provider: ask the provider (its status call) about a payment that is
 * still pending and apply the answer. The redirect itself proves nothing.
 */
export async function confirmPayment(db: Database, payment: PaymentAttempt): Promise<PaymentAttempt> {
  if (payment.outcome !== 'pending' || payment.status !== 'success') return payment
  const provider = getPaymentProvider(payment.provider)
  if (!provider) return payment
  try {
    const event = await provider.checkPayment(payment)
    if (!event) return payment
    await db.transaction((tx) => applyProviderEvent(tx, provider.id, event))
  } catch (error) {
    logger.warn({ err: error, paymentId: payment.id }, 'payment status check failed; the webhook or the next check will tell')
    return payment
  }
  const [fresh] = await db.select().from(paymentData).where(eq(paymentData.id, payment.id))
  return fresh ?? payment
}

/** The invoice of a paid attempt, when it has one. */
export async function invoiceIdOfPayment(db: Database, paymentId: string): Promise<string | null> {
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, paymentId)).limit(1)
  return row?.id ?? null
}

/**
 * What the buyer back from the provider reads about their payment (the one with this id, else their
 * latest): confirmed with the provider first, then its order line, total, outcome and why it failed,
 * its invoice once paid, and the checkout to try again. Null when they have no such payment.
 */
export async function confirmPaymentOutcome(db: Database, actor: Actor, paymentId: string | null) {
  const found = paymentId ? await findPaymentFor(db, actor, paymentId) : await latestPaymentOf(db, actor.id)
  if (!found) return null
  // Back from the provider: its status call, not the redirect, says whether the money moved.
  const payment = await confirmPayment(db, found)
  return {
    state: payment.outcome,
    line: orderLine(findProduct(payment.plan)?.name ?? payment.plan, payment.billingPeriod),
    total: formatMoney(payment.amountMinor, payment.currency),
    failureKind: payment.failureKind,
    reason: payment.failureReason,
    invoiceId: payment.outcome === 'paid' ? await invoiceIdOfPayment(db, payment.id) : null,
    retryUrl: checkoutPath(payment.plan, payment.billingPeriod, payment.currency),
  }
}
