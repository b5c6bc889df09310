// The admin's subscriptions and customers on both databases: the list's filters, search and pages
// against the demo's year of history; the status filter asking the database what subscriptionState
// answers; the overview's MRR, churn and ARPU per currency equal to a fresh computation from the
// rows; cancelling at the period end and now (activity log, the stop-renewing job); the demo's
// declined card leaving no charge and its people joining before their first purchase.
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { user } from '#db/schema/auth.ts'
import { billingTransactions, paymentData, sandboxSubscriptions, subscriptions } from '#db/schema/billing.ts'
import { adminActivityLog } from '#db/schema/people.ts'
import { loadAdminOverview } from '#app/features/admin/admin-overview.server.ts'
import { cancelSubscriptionAsAdmin } from '#app/features/billing/admin-cancel.server.ts'
import { configurePaymentProviders } from '#app/features/billing/providers/registry.server.ts'
import { setDatabase } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { billingPage } from '#app/features/admin-billing/billing-transactions.server.ts'
import { parseBillingFilters } from '#app/features/admin-billing/billing-filters.ts'
import { parseSubscriptionFilters, SUBSCRIPTIONS_PAGE_SIZE } from '#app/features/subscriptions-admin/subscription-filters.ts'
import { customerSubscriptions, listSubscriptions } from '#app/features/subscriptions-admin/subscriptions-list.server.ts'
import { annualRecurringMinor, mrrFromAnnual, SUBSCRIPTION_STATES, subscriptionState } from '#app/domain/subscription-metrics.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { DEMO_ACTORS, useSeededDatabase } from '#tests/support/seeded-database.ts'

process.env.AUTH_SECRET ??= 'subscriptions-admin-test-secret-0123456789'
process.env.APP_MODE ??= 'demo'

const { admin } = DEMO_ACTORS

const filters = (query: string) => {
  const parsed = parseSubscriptionFilters(new URLSearchParams(query))
  if (!parsed.ok) throw new Error(parsed.messages.join(' '))
  return parsed.filters
}

function subscriptionsOn(name: string, backend: Backend | null) {
  describe.runIf(backend)(`admin subscriptions and customers on ${name}`, () => {
    const { db, handle } = useSeededDatabase(backend)
    beforeAll(async () => {
      // The sandbox provider reads the app's database: the cancel at period end goes through it.
      setDatabase(handle())
      await configurePaymentProviders(parseEnv({ APP_MODE: 'demo', PORT: '3000' }))
    })

    it('lists the demo’s subscriptions newest first, with the live ones renewing and the ended ones ended', async () => {
      const { rows, hasMore } = await listSubscriptions(db(), filters(''))
      expect(hasMore).toBe(false)
      expect(rows.map((row) => [row.email, row.planName, row.state])).toEqual([
        ['founder3@agency.test', 'Momentum', 'active'],
        ['founder2@agency.test', 'Starter', 'active'],
        ['founder2@agency.test', 'Starter', 'expired'],
        ['founder3@agency.test', 'Starter', 'cancelled'],
        ['founder@agency.test', 'Growth', 'active'],
      ])
      const farah = rows.find((row) => row.email === 'founder@agency.test')!
      expect(farah.renewsOrEnds.kind).toBe('renews')
      expect(new Date(farah.renewsOrEnds.at!).getTime()).toBeGreaterThan(Date.now())
      expect(rows.find((row) => row.state === 'cancelled')!.renewsOrEnds.kind).toBe('ends')
    })

    it('filters by status, plan, currency and period, and searches by name or e-mail', async () => {
      const emails = async (query: string) => (await listSubscriptions(db(), filters(query))).rows.map((row) => row.email)
      expect(await emails('currency=INR')).toEqual(['founder2@agency.test', 'founder2@agency.test'])
      expect(await emails('plan=starter&currency=USD')).toEqual(['founder3@agency.test'])
      expect(await emails('state=expired')).toEqual(['founder2@agency.test'])
      expect(await emails('period=yearly')).toEqual([])
      expect(await emails('q=lena')).toEqual(['founder3@agency.test', 'founder3@agency.test'])
      expect(await emails('q=FOUNDER2%40agency')).toEqual(['founder2@agency.test', 'founder2@agency.test'])
      // LIKE's wildcards are taken literally.
      expect(await emails('q=%25')).toEqual([])
      expect(parseSubscriptionFilters(new URLSearchParams('state=frozen&period=weekly'))).toEqual({
        ok: false,
        messages: [
          'Status must be one of: active, payment-due, cancelling, cancelled, expired.',
          'Period must be one of: monthly, yearly.',
        ],
      })
    })

    it('asks the database the same as subscriptionState for every state, at the same moment', async () => {
      const now = new Date()
      const day = 24 * 60 * 60 * 1000
      // One subscription of each shape for a throwaway founder (ended ones do not clash with the one live).
      await db()
        .insert(user)
        .values(
          ['a', 'b', 'c', 'd'].map((id) => ({
            id: `state-${id}`,
            name: `State ${id}`,
            email: `state-${id}@example.com`,
            emailVerified: true,
          })),
        )
      const base = {
        planSlug: 'base',
        billingPeriod: 'monthly' as const,
        currency: 'USD' as const,
        provider: 'sandbox' as const,
        amountMinor: 100,
      }
      const after = new Date(now.getTime() + day)
      const before = new Date(now.getTime() - day)
      await db()
        .insert(subscriptions)
        .values([
          { ...base, userId: 'state-a', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: after },
          { ...base, userId: 'state-a', status: 'canceled', canceledAt: before, currentPeriodEnd: after },
          { ...base, userId: 'state-b', status: 'active', currentPeriodEnd: before },
          { ...base, userId: 'state-c', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: before },
          { ...base, userId: 'state-d', status: 'past_due', currentPeriodEnd: after },
        ])
      const all = await db().select().from(subscriptions)
      const seen = new Set<string>()
      for (const state of SUBSCRIPTION_STATES) {
        const listed = (await listSubscriptions(db(), { ...filters(`state=${state}`), page: 1 }, now)).rows.map((row) => row.id)
        const expected = all.filter((row) => subscriptionState(row, now) === state).map((row) => row.id)
        expect(new Set(listed), state).toEqual(new Set(expected))
        for (const id of listed) seen.add(id)
      }
      expect(seen.size).toBe(all.length)
    })

    it('pages 25 at a time without counting every match', async () => {
      const ids = Array.from({ length: SUBSCRIPTIONS_PAGE_SIZE + 3 }, (_, index) => `paging-${index}`)
      await db()
        .insert(user)
        .values(ids.map((id) => ({ id, name: `Paging ${id}`, email: `${id}@paging.test`, emailVerified: true })))
      await db()
        .insert(subscriptions)
        .values(
          ids.map((id, index) => ({
            userId: id,
            planSlug: 'growth',
            billingPeriod: 'yearly' as const,
            currency: 'INR' as const,
            status: 'canceled' as const,
            provider: 'sandbox' as const,
            createdAt: new Date(Date.UTC(2020, 0, 1 + index)),
          })),
        )
      const first = await listSubscriptions(db(), filters('q=paging.test'))
      expect(first.rows).toHaveLength(SUBSCRIPTIONS_PAGE_SIZE)
      expect(first.hasMore).toBe(true)
      expect(first.rows[0]!.email).toBe(`paging-${ids.length - 1}@paging.test`)
      const second = await listSubscriptions(db(), filters('q=paging.test&page=2'))
      expect(second.rows.map((row) => row.email)).toEqual(['paging-2@paging.test', 'paging-1@paging.test', 'paging-0@paging.test'])
      expect(second.hasMore).toBe(false)
    })

    it('gives the overview MRR, subscribers, new, churned, churn rate and ARPU per currency equal to a fresh computation', async () => {
      const overview = await loadAdminOverview(db())
      const rows = await db().select().from(subscriptions)
      const now = new Date()
      const month = now.toISOString().slice(0, 7)
      const startOfMonth = new Date(`${month}-01T00:00:00Z`)
      const endedAt = (row: (typeof rows)[number]) => row.canceledAt ?? row.updatedAt
      const isEnded = (row: (typeof rows)[number]) => row.status === 'canceled' || row.status === 'expired'
      for (const currency of ['USD', 'INR'] as const) {
        const mine = rows.filter((row) => row.currency === currency)
        const live = mine.filter((row) => !isEnded(row))
        const mrr = mrrFromAnnual(live.reduce((sum, row) => sum + annualRecurringMinor(row.billingPeriod, row.amountMinor), 0))
        const atStart = mine.filter((row) => row.createdAt < startOfMonth && !(isEnded(row) && endedAt(row) < startOfMonth)).length
        const churned = mine.filter((row) => isEnded(row) && endedAt(row).toISOString().slice(0, 7) === month).length
        const started = mine.filter((row) => row.createdAt.toISOString().slice(0, 7) === month).length
        const metrics = overview.recurring.find((entry) => entry.currency === currency)!
        expect(metrics).toMatchObject({
          mrrMinor: mrr,
          subscribers: live.length,
          newThisMonth: started,
          churnedThisMonth: churned,
          activeAtStartOfMonth: atStart,
          churnRate: atStart > 0 ? churned / atStart : null,
          arpuMinor: live.length > 0 ? Math.round(mrr / live.length) : null,
        })
        expect(metrics.mrrByMonth).toHaveLength(12)
        expect(metrics.mrrByMonth.at(-1)!.mrrMinor).toBe(mrr)
      }
      // The demo's year: USD was $99 + $199 (Lena's Starter, Farah) in the first months; INR ₹8,249 now.
      const usd = overview.recurring.find((entry) => entry.currency === 'USD')!
      expect(usd.mrrByMonth.some((row) => row.mrrMinor === 9900 + 19900)).toBe(true)
      expect(overview.recurring.find((entry) => entry.currency === 'INR')!.mrrMinor).toBeGreaterThanOrEqual(824900)
    })

    it('books the demo’s declined card as no charge, spreads the charges over the year, and has people join before they buy', async () => {
      const declined = await db().select().from(paymentData).where(eq(paymentData.failureKind, 'declined'))
      expect(declined).toHaveLength(1)
      const charged = await db().select().from(billingTransactions).where(eq(billingTransactions.paymentId, declined[0]!.id))
      expect(charged).toEqual([])
      const months = await db()
        .selectDistinct({ month: sql<string>`to_char(${billingTransactions.createdAt} at time zone 'UTC', 'YYYY-MM')` })
        .from(billingTransactions)
        .where(eq(billingTransactions.transactionType, 'renewal'))
      expect(months.length).toBeGreaterThanOrEqual(9)
      for (const id of ['demo-founder', 'demo-founder-2', 'demo-founder-3']) {
        const [person] = await db().select().from(user).where(eq(user.id, id))
        const [first] = await db()
          .select({ at: sql<string>`min(${billingTransactions.createdAt})::text` })
          .from(billingTransactions)
          .where(eq(billingTransactions.userId, id))
        const firstCharge = new Date(first!.at)
        expect(person!.createdAt.getTime()).toBeLessThan(firstCharge.getTime())
        expect(firstCharge.getTime() - person!.createdAt.getTime()).toBeLessThan(3 * 24 * 60 * 60 * 1000)
      }
    })

    it('searches billing by customer name or e-mail, totalled from that customer’s own charges', async () => {
      const parsed = parseBillingFilters(new URLSearchParams('q=Omar'))
      if (!parsed.ok) throw new Error('filters')
      const page = await billingPage(db(), parsed.filters)
      expect(new Set(page.rows.map((row) => row.userEmail))).toEqual(new Set(['founder2@agency.test']))
      const [fresh] = await db()
        .select({ n: sql<number>`count(*)::int`, sum: sql<number>`sum(${billingTransactions.amountMinor})::int` })
        .from(billingTransactions)
        .where(eq(billingTransactions.userId, 'demo-founder-2'))
      expect(page.total).toBe(fresh!.n)
      expect(page.totals).toEqual([expect.objectContaining({ currency: 'INR', payments: { count: fresh!.n, amountMinor: fresh!.sum } })])
    })

    it('cancels at the period end (once) and now, logging each, and refuses a subscription that has ended', async () => {
      const [omar] = (await customerSubscriptions(db(), 'demo-founder-2')).filter((plan) => plan.live)
      const atEnd = await cancelSubscriptionAsAdmin(db(), admin.id, omar!.id, 'period-end')
      expect(atEnd).toMatchObject({ ok: true, message: expect.stringContaining('does not renew') })
      expect((await customerSubscriptions(db(), 'demo-founder-2')).find((plan) => plan.id === omar!.id)!.state).toBe('cancelling')
      // The provider stops renewing too (the sandbox keeps its own record, as Stripe would).
      const [atProvider] = await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, 'sbx_sub_demo_2'))
      expect(atProvider!.cancelAtPeriodEnd).toBe(true)
      expect(await cancelSubscriptionAsAdmin(db(), admin.id, omar!.id, 'period-end')).toMatchObject({
        ok: true,
        message: expect.stringContaining('already ends'),
      })
      const now = await cancelSubscriptionAsAdmin(db(), admin.id, omar!.id, 'now')
      expect(now.ok).toBe(true)
      const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, omar!.id))
      expect(row).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false })
      expect(row!.canceledAt).toBeInstanceOf(Date)
      const logged = await db()
        .select({ action: adminActivityLog.action })
        .from(adminActivityLog)
        .where(and(eq(adminActivityLog.targetId, omar!.id), eq(adminActivityLog.actorId, admin.id)))
      expect(logged.map((entry) => entry.action).sort()).toEqual(['subscription.cancel-at-period-end', 'subscription.cancel-now'])
      const jobs = await db().execute(
        sql`select count(*)::int as n from pgboss.job where name = 'stop-renewing-subscription' and data->>'subscriptionId' = ${omar!.id}`,
      )
      expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1)
      expect(await cancelSubscriptionAsAdmin(db(), admin.id, omar!.id, 'now')).toEqual({
        ok: false,
        status: 409,
        message: 'This subscription has already ended.',
      })
      expect(await cancelSubscriptionAsAdmin(db(), admin.id, '00000000-0000-4000-8000-000000000000', 'now')).toMatchObject({
        ok: false,
        status: 404,
      })
    })
  })
}

subscriptionsOn('pglite', await pgliteBackend())
subscriptionsOn('postgres', await postgresBackend())
