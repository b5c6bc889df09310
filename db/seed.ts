// Seeds the plan catalogue's prices (every mode) and, in demo mode, the demo accounts and data.
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { linkedinOptimization, plans } from '#app/features/pricing/catalogue.ts'
import type { Database } from '#app/utils/db.server.ts'
import { account, user } from './schema/auth.ts'
import { billingTransactions, couponCodes, paymentData, planPrices, subscriptions } from './schema/billing.ts'
import { contentPieces, contentRevisions } from './schema/content.ts'
import { adminActivityLog, profiles, userRoles, writerFounderAssignments, type Role } from './schema/people.ts'

export const DEMO_PASSWORD = 'demo-password'

export const DEMO_ACCOUNTS = [
  { id: 'demo-admin', email: 'admin@agency.test', name: 'Ada Admin', roles: ['admin'], company: 'Unfiltered', bio: 'Runs pairings, pricing and billing.' },
  { id: 'demo-writer', email: 'writer@agency.test', name: 'Wren Writer', roles: ['writer'], company: null, bio: 'B2B SaaS ghostwriter; eight years of founder-led LinkedIn.' },
  { id: 'demo-writer-2', email: 'writer2@agency.test', name: 'Theo Quill', roles: ['writer'], company: null, bio: 'Fintech and PR specialist with a newsroom past.' },
  { id: 'demo-founder', email: 'founder@agency.test', name: 'Farah Founder', roles: ['founder'], company: 'Ledgerline', bio: 'Founder of a Series A fintech.' },
  { id: 'demo-founder-2', email: 'founder2@agency.test', name: 'Omar Okonkwo', roles: ['founder'], company: 'Parcelwise', bio: 'CEO of a logistics start-up.' },
  { id: 'demo-founder-3', email: 'founder3@agency.test', name: 'Lena Park', roles: ['founder'], company: 'Brightloop Health', bio: null },
] as const satisfies readonly { id: string; email: string; name: string; roles: readonly Role[]; company: string | null; bio: string | null }[]

/** The catalogue's prices; an admin's later edit is kept (insert only what is missing). */
export async function seedPlanPrices(db: Database) {
  const rows: (typeof planPrices.$inferInsert)[] = plans.flatMap((plan) =>
    (['monthly', 'yearly'] as const).flatMap((period) =>
      (['USD', 'INR'] as const).map((currency) => ({
        planSlug: plan.slug,
        billingPeriod: period,
        currency,
        amountMinor: plan.prices[period][currency],
      })),
    ),
  )
  for (const currency of ['USD', 'INR'] as const) {
    rows.push({
      planSlug: linkedinOptimization.slug,
      billingPeriod: 'one_time',
      currency,
      amountMinor: linkedinOptimization.prices[currency],
    })
  }
  await db.insert(planPrices).values(rows).onConflictDoNothing()
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

/** Demo data, once: skipped when the demo admin already exists. Returns whether it seeded. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS[0].email)).limit(1)
  if (existing.length > 0) return false

  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    for (const demo of DEMO_ACCOUNTS) {
      await tx.insert(user).values({ id: demo.id, email: demo.email, name: demo.name, emailVerified: true })
      await tx.insert(account).values({ id: `${demo.id}-credential`, accountId: demo.id, providerId: 'credential', userId: demo.id, password: passwordHash })
      await tx.insert(profiles).values({ id: demo.id, name: demo.name, company: demo.company, bio: demo.bio })
      for (const role of demo.roles) await tx.insert(userRoles).values({ userId: demo.id, role })
    }

    await tx.insert(writerFounderAssignments).values([
      { writerId: 'demo-writer', founderId: 'demo-founder', assignedBy: 'demo-admin', assignedAt: daysAgo(40) },
      { writerId: 'demo-writer', founderId: 'demo-founder-2', assignedBy: 'demo-admin', assignedAt: daysAgo(21) },
      { writerId: 'demo-writer-2', founderId: 'demo-founder-3', assignedBy: 'demo-admin', assignedAt: daysAgo(12) },
      { writerId: 'demo-writer-2', founderId: 'demo-founder', assignedBy: 'demo-admin', assignedAt: daysAgo(60), isActive: false },
    ])

    const pieces = await tx
      .insert(contentPieces)
      .values([
        { title: 'Why our first 100 customers came from one LinkedIn post', contentType: 'linkedin', status: 'approved', writerId: 'demo-writer', founderId: 'demo-founder', createdAt: daysAgo(30), body: 'We did not run ads. We told the truth about the launch that nearly sank us.' },
        { title: 'The compliance mistake that cost us a bank partner', contentType: 'blog', status: 'pending', writerId: 'demo-writer', founderId: 'demo-founder', createdAt: daysAgo(3), body: 'Draft: what we learned from losing — and winning back — our sponsor bank.' },
        { title: 'Same-day delivery is a lie we stopped telling', contentType: 'blog', status: 'rejected', feedback: 'Too harsh on our carriers; soften the second half.', writerId: 'demo-writer', founderId: 'demo-founder-2', createdAt: daysAgo(9), body: 'Draft about honest delivery promises.' },
        { title: 'Parcelwise raises seed round to fix the last mile', contentType: 'pr', status: 'approved', writerId: 'demo-writer', founderId: 'demo-founder-2', createdAt: daysAgo(15), body: 'Press release draft.' },
        { title: 'What 40 clinics taught us about patient no-shows', contentType: 'linkedin', status: 'pending', writerId: 'demo-writer-2', founderId: 'demo-founder-3', createdAt: daysAgo(1), body: 'Draft post.' },
      ])
      .returning({ id: contentPieces.id, title: contentPieces.title, body: contentPieces.body, status: contentPieces.status, writerId: contentPieces.writerId })
    await tx.insert(contentRevisions).values(
      pieces.map((piece) => ({ contentId: piece.id, editorId: piece.writerId, title: piece.title, body: piece.body, status: piece.status, note: 'Initial submission' })),
    )

    await tx.insert(couponCodes).values([
      { code: 'LAUNCH20', discountType: 'percentage', discountAmount: 20, maxUsageLimit: 100, currentUsage: 7, createdBy: 'demo-admin', createdAt: daysAgo(20) },
      { code: 'WRITERS50', discountType: 'flat', discountAmount: 5000, currency: 'USD', applicableTo: ['writer'], createdBy: 'demo-admin', createdAt: daysAgo(10), expiryDate: daysAgo(-30) },
      { code: 'SUMMER10', discountType: 'percentage', discountAmount: 10, isActive: false, createdBy: 'demo-admin', createdAt: daysAgo(90), expiryDate: daysAgo(5) },
    ])

    const payments = await tx
      .insert(paymentData)
      .values([
        { userId: 'demo-founder', plan: 'growth', email: 'founder@agency.test', amountMinor: 19900, currency: 'USD', billingPeriod: 'monthly', status: 'success', provider: 'sandbox', providerReference: 'demo-pay-1', timestamp: daysAgo(35) },
        { userId: 'demo-founder-2', plan: 'starter', email: 'founder2@agency.test', amountMinor: 824900, currency: 'INR', billingPeriod: 'monthly', status: 'success', provider: 'sandbox', providerReference: 'demo-pay-2', timestamp: daysAgo(22) },
        { userId: 'demo-founder-3', plan: 'momentum', email: 'founder3@agency.test', amountMinor: 34900, currency: 'USD', billingPeriod: 'monthly', status: 'failed', provider: 'sandbox', providerReference: 'demo-pay-3', failureReason: 'Card declined', timestamp: daysAgo(13) },
        { userId: 'demo-founder-3', plan: 'momentum', email: 'founder3@agency.test', amountMinor: 34900, currency: 'USD', billingPeriod: 'monthly', status: 'success', provider: 'sandbox', providerReference: 'demo-pay-4', timestamp: daysAgo(13) },
        { userId: 'demo-founder', plan: 'growth', email: 'founder@agency.test', amountMinor: 19900, currency: 'USD', billingPeriod: 'monthly', status: 'dropped', provider: 'sandbox', timestamp: daysAgo(2) },
      ])
      .returning({ id: paymentData.id, userId: paymentData.userId, status: paymentData.status, amountMinor: paymentData.amountMinor, currency: paymentData.currency, plan: paymentData.plan })

    await tx.insert(billingTransactions).values([
      ...payments
        .filter((payment) => payment.status === 'success' && payment.userId)
        .map((payment) => ({
          userId: payment.userId!,
          transactionType: 'subscription_payment',
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          status: 'completed' as const,
          paymentId: payment.id,
          description: `${payment.plan} plan, first month`,
        })),
      { userId: 'demo-writer', transactionType: 'writer_payout', amountMinor: 45000, currency: 'USD', status: 'paid', description: 'October assignments', createdAt: daysAgo(20) },
      { userId: 'demo-writer', transactionType: 'writer_payout', amountMinor: 30000, currency: 'USD', status: 'pending', description: 'November assignments', createdAt: daysAgo(1) },
      { userId: 'demo-writer-2', transactionType: 'writer_payout', amountMinor: 25000, currency: 'USD', status: 'paid', description: 'October assignments', createdAt: daysAgo(19) },
    ])

    await tx.insert(subscriptions).values([
      { userId: 'demo-founder', planSlug: 'growth', billingPeriod: 'monthly', currency: 'USD', status: 'active', provider: 'sandbox', currentPeriodEnd: daysAgo(-25) },
      { userId: 'demo-founder-2', planSlug: 'starter', billingPeriod: 'monthly', currency: 'INR', status: 'active', provider: 'sandbox', currentPeriodEnd: daysAgo(-8) },
      { userId: 'demo-founder-3', planSlug: 'momentum', billingPeriod: 'monthly', currency: 'USD', status: 'active', provider: 'sandbox', currentPeriodEnd: daysAgo(-17) },
    ])

    await tx.insert(adminActivityLog).values([
      { actorId: 'demo-admin', action: 'assignment.create', targetType: 'assignment', details: 'Wren Writer → Farah Founder', createdAt: daysAgo(40) },
      { actorId: 'demo-admin', action: 'coupon.create', targetType: 'coupon', details: 'LAUNCH20', createdAt: daysAgo(20) },
    ])
  })
  return true
}
