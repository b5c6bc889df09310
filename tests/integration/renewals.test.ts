// Subscriptions renewed by payment link (PhonePe, or a first period a coupon paid in full): one
// reminder per period with the link to pay, past due when the period ends unpaid, expired after the
// grace period; a plan set to cancel ends at its period end. And the sandbox's clock renews its own.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { sandboxSubscriptions, subscriptions } from '#db/schema/billing.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import { runRenewals } from '#app/features/billing/billing-jobs.server.ts'
import { runSandboxClock } from '#app/features/billing/providers/sandbox.server.ts'
import { configurePaymentProviders } from '#app/features/billing/providers/registry.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { setDatabase } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { startJobQueue, stopJobQueue } from '#app/utils/jobs.server.ts'
import { pgliteBackend } from '#tests/support/backends.ts'

const DAY = 24 * 60 * 60 * 1000

describe('renewals', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await (await pgliteBackend()).open()
    setDatabase(handle)
    await configurePaymentProviders(parseEnv({ APP_MODE: 'demo', PORT: '3000' }))
    await startJobQueue(handle, { maxAttempts: 1, retryDelaySeconds: 1, pollIntervalSeconds: 60 })
  })
  afterAll(async () => {
    await stopJobQueue()
    setDatabase(undefined)
    await handle.close()
  })

  let people = 0
  async function subscriber(values: Partial<typeof subscriptions.$inferInsert>) {
    const id = `renewal-user-${++people}`
    await handle.db.insert(userTable).values({ id, name: `Renewing ${people}`, email: `${id}@example.test`, emailVerified: true })
    const [row] = await handle.db
      .insert(subscriptions)
      .values({
        userId: id,
        planSlug: 'starter',
        billingPeriod: 'monthly',
        currency: 'INR',
        status: 'active',
        provider: 'phonepe',
        amountMinor: 824900,
        ...values,
      })
      .returning()
    return { email: `${id}@example.test`, subscription: row! }
  }
  const reminders = (email: string) =>
    handle.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} = ${email} and ${emailOutbox.template} = 'renewal-reminder'`)
  const statusOf = async (id: string) => (await handle.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]

  it('mails one reminder per period with a link to pay the renewal, GST included', async () => {
    const now = new Date('2026-11-23T10:00:00Z')
    const { email } = await subscriber({ currentPeriodEnd: new Date(now.getTime() + 3 * DAY), gstNumber: '27AAPFU0939F1ZV' })
    const later = await subscriber({ currentPeriodEnd: new Date(now.getTime() + 20 * DAY) })
    await runRenewals(handle.db, now)
    await runRenewals(handle.db, new Date(now.getTime() + DAY))
    const sent = await reminders(email)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toBe('Your Starter plan, monthly ends on November 26, 2026')
    // ₹8,249 + 18% GST (₹1,484.82 → ₹1,485) = ₹9,734.
    expect(sent[0]!.text).toContain('₹9,734')
    expect(sent[0]!.text).toContain('/checkout/starter?billing=monthly&currency=INR')
    expect(await reminders(later.email)).toHaveLength(0)
  })

  it('names the plan a scheduled change moves to, at its price', async () => {
    const now = new Date('2026-11-23T10:00:00Z')
    const { email } = await subscriber({
      currentPeriodEnd: new Date(now.getTime() + 2 * DAY),
      pendingPlanSlug: 'growth',
      pendingBillingPeriod: 'yearly',
      pendingAmountMinor: 16319000,
    })
    await runRenewals(handle.db, now)
    const [mail] = await reminders(email)
    expect(mail!.subject).toContain('Growth plan, yearly')
    expect(mail!.text).toContain('₹1,63,190')
  })

  it('makes an unpaid plan past due when its period ends, and expired after the grace period', async () => {
    const end = new Date('2026-11-01T00:00:00Z')
    const { subscription } = await subscriber({ currentPeriodEnd: end, reminderSentFor: end })
    await runRenewals(handle.db, new Date(end.getTime() + DAY))
    expect((await statusOf(subscription.id))!.status).toBe('past_due')
    await runRenewals(handle.db, new Date(end.getTime() + 6 * DAY))
    expect((await statusOf(subscription.id))!.status).toBe('past_due')
    await runRenewals(handle.db, new Date(end.getTime() + 8 * DAY))
    expect((await statusOf(subscription.id))!.status).toBe('expired')
  })

  it('ends a plan set to cancel at its period end, without reminders', async () => {
    const end = new Date('2026-11-25T00:00:00Z')
    const { email, subscription } = await subscriber({ currentPeriodEnd: end, cancelAtPeriodEnd: true })
    await runRenewals(handle.db, new Date(end.getTime() - DAY))
    expect(await reminders(email)).toHaveLength(0)
    await runRenewals(handle.db, new Date(end.getTime() + 1000))
    expect((await statusOf(subscription.id))!.status).toBe('canceled')
  })

  it('leaves plans a provider renews by itself alone', async () => {
    const end = new Date('2026-11-01T00:00:00Z')
    const { email, subscription } = await subscriber({ provider: 'stripe', currency: 'USD', amountMinor: 9900, currentPeriodEnd: end })
    await runRenewals(handle.db, new Date(end.getTime() + 30 * DAY))
    expect(await reminders(email)).toHaveLength(0)
    expect((await statusOf(subscription.id))!.status).toBe('active')
  })

  it('lets the sandbox clock renew a due subscription once, a period at a time, and end one set to cancel', async () => {
    const now = new Date('2026-11-23T10:00:00Z')
    const due = new Date(now.getTime() - 1000)
    await handle.db.insert(sandboxSubscriptions).values([
      {
        id: 'sbx_sub_clock_1',
        customerEmail: 'a@example.test',
        description: 'Growth plan, monthly',
        amountMinor: 19900,
        currency: 'USD',
        interval: 'month',
        currentPeriodStart: new Date(due.getTime() - 30 * DAY),
        currentPeriodEnd: due,
      },
      {
        id: 'sbx_sub_clock_2',
        customerEmail: 'b@example.test',
        description: 'Growth plan, monthly',
        amountMinor: 19900,
        currency: 'USD',
        interval: 'month',
        currentPeriodStart: new Date(due.getTime() - 30 * DAY),
        currentPeriodEnd: due,
        cancelAtPeriodEnd: true,
      },
    ])
    expect(await runSandboxClock(handle.db, now)).toBe(2)
    expect(await runSandboxClock(handle.db, now)).toBe(0)
    const [renewed] = await handle.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, 'sbx_sub_clock_1'))
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: due })
    expect(renewed!.currentPeriodEnd.toISOString()).toBe('2026-12-23T09:59:59.000Z')
    expect(renewed!.lastInvoiceId).toMatch(/^sbx_in_/)
    const [ended] = await handle.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, 'sbx_sub_clock_2'))
    expect(ended!.status).toBe('canceled')
    const webhooks = await handle.db.execute(sql`select data->>'body' as body from pgboss.job where name = 'sandbox-webhook'`)
    const types = (webhooks as unknown as { rows: { body: string }[] }).rows
      .map((row) => (JSON.parse(row.body) as { type: string }).type)
      .sort()
    expect(types).toEqual(['invoice.paid', 'subscription.deleted'])
  })
})
