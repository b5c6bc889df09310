// Money going back to a founder: an admin's refund of a charge (written pending, sent to the charge's
// provider, applied only when the provider confirms it), the credit note of each succeeded refund,
// and chargebacks (disputes) reported by Stripe. A succeeded refund or a lost dispute books a `refund`
// billing transaction, so the totals triggers (migrations 0005/0006) net it out of revenue in the same
// transaction. The caller checks the admin's permission; see docs/decisions/032-refunds-and-credit-notes.md.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { user } from '#db/schema/auth.ts'
import {
  billingTransactions,
  creditNoteCounters,
  creditNotes,
  disputes,
  invoices,
  paymentData,
  refunds,
  subscriptions,
  type REFUND_SUBSCRIPTION_ACTIONS,
} from '#db/schema/billing.ts'
import { CREDIT_NOTE_SERIES, invoiceNumber } from '#app/domain/invoice-number.ts'
import { nextCreditSplit, refundableAmount } from '#app/domain/credit-notes.ts'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { financialYearOf } from '#app/domain/periods.ts'
import type { Database } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { findLiveSubscription, LIVE_SUBSCRIPTION } from '#app/utils/live-subscription.server.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'
import { setCancelAtPeriodEnd } from './billing-account.server.ts'
import { moneyBackOf } from './charge-money-back.server.ts'
import { ProviderError, type ProviderEvent } from './providers/provider.ts'
import { getPaymentProvider } from './providers/registry.server.ts'
import { disputeEmail, refundEmail } from './refund-emails.tsx'

export type SubscriptionAction = (typeof REFUND_SUBSCRIPTION_ACTIONS)[number]
type EventOf<Kind extends ProviderEvent['kind']> = Extract<ProviderEvent, { kind: Kind }>
export type Refund = typeof refunds.$inferSelect

/** Charges that can be refunded: money a founder paid. */
const CHARGE_TYPES = ['subscription', 'renewal', 'one_time'] as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A charge as the refund form shows it: what was paid, what is left, who paid, and its subscription. */
export async function loadRefundableCharge(db: Database, transactionId: string) {
  if (!UUID.test(transactionId)) return null
  const [charge] = await db
    .select({
      id: billingTransactions.id,
      userId: billingTransactions.userId,
      type: billingTransactions.transactionType,
      status: billingTransactions.status,
      amountMinor: billingTransactions.amountMinor,
      currency: billingTransactions.currency,
      description: billingTransactions.description,
      createdAt: billingTransactions.createdAt,
      providerReference: billingTransactions.providerReference,
      paymentProvider: paymentData.provider,
      paymentReference: paymentData.providerReference,
      subscriptionId: subscriptions.id,
      subscriptionProvider: subscriptions.provider,
      subscriptionStatus: subscriptions.status,
      subscriptionEnds: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      customerName: user.name,
      customerEmail: user.email,
    })
    .from(billingTransactions)
    .innerJoin(user, eq(user.id, billingTransactions.userId))
    .leftJoin(paymentData, eq(paymentData.id, billingTransactions.paymentId))
    .leftJoin(subscriptions, eq(subscriptions.id, billingTransactions.subscriptionId))
    .where(and(eq(billingTransactions.id, transactionId), inArray(billingTransactions.transactionType, [...CHARGE_TYPES])))
  if (!charge) return null
  const history = await db
    .select({
      id: refunds.id,
      amountMinor: refunds.amountMinor,
      status: refunds.status,
      reason: refunds.reason,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(eq(refunds.transactionId, charge.id))
    .orderBy(asc(refunds.createdAt))
  const provider = charge.paymentProvider ?? charge.subscriptionProvider
  const moneyBack = await moneyBackOf(db, charge.id)
  const liveSubscription = charge.subscriptionStatus === 'active' || charge.subscriptionStatus === 'past_due'
  return {
    ...charge,
    provider,
    refunds: history,
    refundableMinor:
      provider && provider !== 'free' && (charge.status === 'completed' || charge.status === 'paid')
        ? refundableAmount(charge.amountMinor, moneyBack)
        : 0,
    /** The refund form asks what to do with the subscription only while it is live. */
    asksAboutSubscription: Boolean(charge.subscriptionId && liveSubscription),
  }
}

export type RefundableCharge = NonNullable<Awaited<ReturnType<typeof loadRefundableCharge>>>

export type RefundAsk = {
  transactionId: string
  amountMinor: number
  reason: string
  subscriptionAction: SubscriptionAction
  adminId: string
}
export type RefundResult = { ok: true; refundId: string; message: string } | { ok: false; status: number; message: string }

/**
 * Refunds (part of) a charge. In one transaction the charge row is locked and the refund written
 * pending only if it fits in what is left (pending and succeeded refunds count), so two admins at
 * once can never refund more than the charge. Then the provider is asked (our refund id as the
 * idempotency key); a refusal marks the refund failed, which frees its share again.
 */
export async function requestRefund(db: Database, ask: RefundAsk): Promise<RefundResult> {
  const charge = await loadRefundableCharge(db, ask.transactionId)
  if (!charge) return { ok: false, status: 404, message: 'No such charge.' }
  const provider = charge.provider && charge.provider !== 'free' ? getPaymentProvider(charge.provider) : null
  if (!provider?.refund || !charge.providerReference)
    return { ok: false, status: 409, message: 'This charge was not paid through a provider that can refund it.' }
  if (!Number.isSafeInteger(ask.amountMinor) || ask.amountMinor <= 0)
    return { ok: false, status: 400, message: 'Enter an amount more than zero.' }

  const written = await db.transaction(async (tx): Promise<{ refundId: string | null; left: number }> => {
    await tx.select({ id: billingTransactions.id }).from(billingTransactions).where(eq(billingTransactions.id, charge.id)).for('update')
    const left = refundableAmount(charge.amountMinor, await moneyBackOf(tx, charge.id))
    if (ask.amountMinor > left) return { refundId: null, left }
    const [refund] = await tx
      .insert(refunds)
      .values({
        transactionId: charge.id,
        userId: charge.userId,
        amountMinor: ask.amountMinor,
        currency: charge.currency,
        reason: ask.reason,
        provider: charge.provider!,
        subscriptionAction: charge.asksAboutSubscription ? ask.subscriptionAction : 'keep',
        requestedBy: ask.adminId,
      })
      .returning({ id: refunds.id })
    await logAdminAction(tx, ask.adminId, {
      action: 'refund.request',
      targetType: 'billing_transaction',
      targetId: charge.id,
      details: `${formatMoney(ask.amountMinor, charge.currency)} of ${formatMoney(charge.amountMinor, charge.currency)}: ${ask.reason}`,
    })
    return { refundId: refund!.id, left }
  })
  const refundId = written.refundId
  if (!refundId) {
    const left = formatMoney(written.left, charge.currency)
    return { ok: false, status: 409, message: `At most ${left} of this charge can still be refunded.` }
  }

  const refused = await sendToProvider(db, provider, refundId, charge, ask)
  if (refused) return refused

  const subscriptionNote = await followSubscriptionAction(db, charge, ask.subscriptionAction)
  const amount = formatMoney(ask.amountMinor, charge.currency)
  return {
    ok: true,
    refundId: refundId,
    message: `Refund of ${amount} sent to ${charge.customerName}’s payment provider; it shows as done once the provider confirms.${subscriptionNote}`,
  }
}

/** Asks the provider for the refund; a refusal marks it failed (freeing its share) and is returned. */
async function sendToProvider(
  db: Database,
  provider: NonNullable<ReturnType<typeof getPaymentProvider>>,
  refundId: string,
  charge: RefundableCharge,
  ask: RefundAsk,
): Promise<RefundResult | null> {
  try {
    const handOff = await provider.refund!({
      refundId: refundId,
      chargeReference: charge.providerReference!,
      paymentReference: charge.paymentReference,
      amountMinor: ask.amountMinor,
      currency: charge.currency,
      reason: ask.reason,
    })
    await db
      .update(refunds)
      .set({ providerRefundId: handOff.providerRefundId })
      .where(and(eq(refunds.id, refundId), sql`${refunds.providerRefundId} is null`))
  } catch (error) {
    logger.error({ err: error, refundId: refundId }, 'provider refused the refund')
    const message = error instanceof ProviderError ? error.message : 'The payment provider did not answer.'
    await db.transaction(async (tx) => {
      const [failed] = await tx
        .update(refunds)
        .set({ status: 'failed', failureReason: message.slice(0, 500), settledAt: new Date() })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
        .returning()
      if (failed) await logRefundRefused(tx, failed)
    })
    return { ok: false, status: 502, message: `The refund was not made: ${message}` }
  }

  return null
}

/** What the admin chose for the charge's subscription, through the founder's own cancel path. */
async function followSubscriptionAction(db: Database, charge: RefundableCharge, action: SubscriptionAction): Promise<string> {
  if (!charge.asksAboutSubscription || action === 'keep') return ''
  if (action === 'period_end') {
    const result = await setCancelAtPeriodEnd(db, charge.userId, true)
    return result.ok ? ' The plan ends at the end of its period.' : ` The plan could not be set to end: ${result.message}`
  }
  const result = await cancelSubscriptionNow(db, charge.userId)
  return result.ok ? ' The plan is cancelled now.' : ` The plan could not be cancelled: ${result.message}`
}

/** Ends the founder's live subscription now: at the provider first (when it renews by itself), then on our row. */
async function cancelSubscriptionNow(db: Database, userId: string): Promise<{ ok: boolean; message: string }> {
  const live = await findLiveSubscription(db, userId)
  if (!live) return { ok: false, message: 'no active plan' }
  const provider = getPaymentProvider(live.provider)
  try {
    if (provider?.cancelNow && live.providerSubscriptionId) await provider.cancelNow(live.providerSubscriptionId)
  } catch (error) {
    logger.error({ err: error, subscriptionId: live.id }, 'provider refused to cancel the subscription')
    return { ok: false, message: error instanceof ProviderError ? error.message : 'the payment provider did not answer' }
  }
  await db
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: new Date(), cancelAtPeriodEnd: false })
    .where(and(eq(subscriptions.id, live.id), LIVE_SUBSCRIPTION))
  return { ok: true, message: 'cancelled' }
}

/**
 * The provider's word on a refund, in the caller's transaction (webhook or status call). Only a
 * pending refund moves, so a replay or a late, older event changes nothing. Succeeded: the `refund`
 * transaction, the credit note and the founder's mail, all in this transaction.
 */
export async function applyRefundSettled(tx: Database, event: EventOf<'refund.settled'>, now = new Date()) {
  if (!UUID.test(event.refundId)) return
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, event.refundId)).for('update')
  if (!refund) {
    logger.warn({ refundId: event.refundId }, 'refund confirmation for an unknown refund ignored')
    return
  }
  if (refund.status !== 'pending') return
  if (event.status === 'failed') return markRefundFailed(tx, refund, event, now)
  if (event.amountMinor !== refund.amountMinor || event.currency !== refund.currency) {
    logger.error({ refundId: refund.id, event }, 'provider confirmed a refund of another amount; left pending for a person to check')
    return
  }
  const [charge] = await tx.select().from(billingTransactions).where(eq(billingTransactions.id, refund.transactionId))
  if (!charge) return
  const [booked] = await tx
    .insert(billingTransactions)
    .values({
      userId: refund.userId,
      transactionType: 'refund',
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      status: 'completed',
      paymentId: charge.paymentId,
      subscriptionId: charge.subscriptionId,
      providerReference: `refund:${refund.provider}:${refund.providerRefundId ?? event.providerRefundId}`,
      description: `Refund: ${charge.description ?? 'payment'}`,
      note: refund.reason,
      recordedBy: refund.requestedBy,
      createdAt: now,
    })
    .returning({ id: billingTransactions.id })
  await tx
    .update(refunds)
    .set({
      status: 'succeeded',
      settledAt: now,
      refundTransactionId: booked!.id,
      providerRefundId: refund.providerRefundId ?? event.providerRefundId,
    })
    .where(eq(refunds.id, refund.id))
  const note = await issueCreditNote(tx, {
    chargeId: charge.id,
    refundTransactionId: booked!.id,
    refundId: refund.id,
    userId: refund.userId,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    reason: refund.reason,
    issuedAt: now,
  })
  await mailRefund(tx, refund, charge.description, note)
}

/** The founder's refund mail, in the caller's transaction. */
async function mailRefund(tx: Database, refund: Refund, line: string | null, note: { id: string; number: string } | null) {
  const [founder] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, refund.userId))
  if (founder) {
    const mail = await refundEmail({
      name: founder.name,
      line: line ?? 'your payment',
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      reason: refund.reason,
      creditNoteNumber: note?.number ?? null,
      creditNoteUrl: note ? `${getEnv().baseUrl}/credit-notes/${note.id}` : null,
    })
    await queueEmail(tx, founder.email, mail)
  }
}

/**
 * The credit note of a refund: the next number of the year's credit-note series (its counter row
 * locked by the upsert until the transaction ends: no gaps, no repeats), against the charge's
 * invoice, its GST in the invoice's proportions. None when the charge has no invoice.
 */
async function issueCreditNote(
  tx: Database,
  input: {
    chargeId: string
    refundTransactionId: string
    refundId: string | null
    userId: string
    amountMinor: number
    currency: Currency
    reason: string
    issuedAt: Date
  },
) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.transactionId, input.chargeId))
  if (!invoice) return null
  const earlier = await tx
    .select({ taxableMinor: creditNotes.taxableMinor, gstMinor: creditNotes.gstMinor, totalMinor: creditNotes.totalMinor })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id))
  const split = nextCreditSplit(invoice, earlier, input.amountMinor)
  const financialYear = financialYearOf(input.issuedAt)
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.financialYear, set: { lastSequence: sql`${creditNoteCounters.lastSequence} + 1` } })
    .returning({ sequence: creditNoteCounters.lastSequence })
  const [note] = await tx
    .insert(creditNotes)
    .values({
      number: invoiceNumber(CREDIT_NOTE_SERIES, financialYear, counter!.sequence),
      financialYear,
      sequence: counter!.sequence,
      userId: input.userId,
      transactionId: input.refundTransactionId,
      refundId: input.refundId,
      invoiceId: invoice.id,
      reason: input.reason,
      currency: input.currency,
      ...split,
      issuedAt: input.issuedAt,
    })
    .returning()
  return note ?? null
}

/**
 * A dispute as the provider reports it now, in the caller's transaction: recorded on its charge (the
 * first time, the team is mailed), a closed dispute never reopened by a late event, and a lost one
 * booked once as a `refund` transaction of its amount (with a credit note), so revenue nets it out.
 */
export async function applyDisputeUpdate(tx: Database, event: EventOf<'dispute.updated'>, now = new Date()) {
  const [charge] = await tx
    .select()
    .from(billingTransactions)
    .where(
      and(
        inArray(billingTransactions.providerReference, event.chargeReferences),
        inArray(billingTransactions.transactionType, [...CHARGE_TYPES]),
      ),
    )
    .limit(1)
  if (!charge) {
    logger.warn({ dispute: event.providerDisputeId }, 'dispute on a charge we do not have ignored')
    return
  }
  const [existing] = await tx.select().from(disputes).where(eq(disputes.providerDisputeId, event.providerDisputeId)).for('update')
  if (existing && existing.status !== 'open') return
  const values = {
    amountMinor: event.amountMinor,
    currency: event.currency,
    status: event.status,
    providerStatus: event.providerStatus.slice(0, 60),
    reason: event.reason?.slice(0, 200) ?? null,
  }
  const [dispute] = existing
    ? await tx.update(disputes).set(values).where(eq(disputes.id, existing.id)).returning()
    : await tx
        .insert(disputes)
        .values({ ...values, providerDisputeId: event.providerDisputeId, transactionId: charge.id, userId: charge.userId })
        .returning()
  if (!dispute) return
  if (event.status === 'lost') await bookLostDispute(tx, event, charge, dispute.id, now)
  if (!existing || event.status !== 'open') {
    const [founder] = await tx.select({ email: user.email }).from(user).where(eq(user.id, charge.userId))
    const mail = await disputeEmail({
      providerDisputeId: event.providerDisputeId,
      email: founder?.email ?? charge.userId,
      line: charge.description ?? 'payment',
      amountMinor: event.amountMinor,
      currency: event.currency,
      status: event.status,
      providerStatus: event.providerStatus,
      reason: event.reason,
    })
    await queueEmail(tx, getEnv().CONTACT_TEAM_EMAIL, mail)
  }
}

/**
 * A lost dispute booked once as a `refund` transaction, with a credit note of the same amount. The
 * bank takes back what it takes, but the books never give back more than the charge: under the
 * charge's row lock (the lock a new refund takes), the amount is capped at what refunds (pending or
 * succeeded) and earlier lost disputes left of it. Nothing left: the dispute is recorded, nothing booked.
 */
async function bookLostDispute(
  tx: Database,
  event: EventOf<'dispute.updated'>,
  charge: typeof billingTransactions.$inferSelect,
  disputeId: string,
  now: Date,
) {
  await tx.select({ id: billingTransactions.id }).from(billingTransactions).where(eq(billingTransactions.id, charge.id)).for('update')
  const [already] = await tx.select({ id: disputes.lostTransactionId }).from(disputes).where(eq(disputes.id, disputeId))
  if (already?.id) return
  const amountMinor = Math.min(event.amountMinor, refundableAmount(charge.amountMinor, await moneyBackOf(tx, charge.id)))
  if (amountMinor <= 0) {
    logger.warn(
      { dispute: event.providerDisputeId, chargeId: charge.id },
      'lost dispute on a charge already refunded in full: nothing booked',
    )
    return
  }
  const [booked] = await tx
    .insert(billingTransactions)
    .values({
      userId: charge.userId,
      transactionType: 'refund',
      amountMinor,
      currency: charge.currency,
      status: 'completed',
      paymentId: charge.paymentId,
      subscriptionId: charge.subscriptionId,
      providerReference: `dispute:${event.providerDisputeId}`,
      description: `Lost dispute: ${charge.description ?? 'payment'}`,
      note: event.reason,
      createdAt: now,
    })
    .onConflictDoNothing({ target: billingTransactions.providerReference })
    .returning({ id: billingTransactions.id })
  if (!booked) return
  await tx.update(disputes).set({ lostTransactionId: booked.id }).where(eq(disputes.id, disputeId))
  await issueCreditNote(tx, {
    chargeId: charge.id,
    refundTransactionId: booked.id,
    refundId: null,
    userId: charge.userId,
    amountMinor,
    currency: charge.currency,
    reason: `Chargeback lost${event.reason ? ` (${event.reason})` : ''}`,
    issuedAt: now,
  })
}

/** What a refusal without a reason of the provider's own is recorded as. */
const NO_REASON_GIVEN = 'The provider could not refund it.'

/** The provider could not refund it: failed, which frees its share of the charge. */
async function markRefundFailed(tx: Database, refund: Refund, event: EventOf<'refund.settled'>, now: Date) {
  const [failed] = await tx
    .update(refunds)
    .set({
      status: 'failed',
      failureReason: (event.failureReason ?? NO_REASON_GIVEN).slice(0, 500),
      settledAt: now,
      providerRefundId: refund.providerRefundId ?? event.providerRefundId,
    })
    .where(eq(refunds.id, refund.id))
    .returning()
  if (failed) await logRefundRefused(tx, failed)
}

/**
 * The activity log's second entry for a refund the provider refused, at once or later by webhook: the
 * admin's "refunded a charge" alone would read as money sent back. Under the admin who asked for it.
 */
function logRefundRefused(tx: Database, refund: Refund) {
  return logAdminAction(tx, refund.requestedBy, {
    action: 'refund.failed',
    targetType: 'billing_transaction',
    targetId: refund.transactionId,
    details: `${formatMoney(refund.amountMinor, refund.currency)}: ${refund.failureReason ?? NO_REASON_GIVEN}`,
  })
}
