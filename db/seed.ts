// The demo accounts and data, seeded in demo mode only (the catalogue's prices: app/features/billing/prices.server.ts).
import { hashPassword } from 'better-auth/crypto'
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Database } from './database.ts'
import { account, user } from './schema/auth.ts'
import {
  billingTransactions,
  couponCodes,
  creditNoteCounters,
  creditNotes,
  invoices,
  paymentData,
  refunds,
  sandboxSubscriptions,
  subscriptions,
} from './schema/billing.ts'
import { contentComments, contentEvents, contentPieces, contentRevisions } from './schema/content.ts'
import { payoutSettlements, writerEarnings } from './schema/pay.ts'
import { dueDay } from '#app/domain/periods.ts'
import { getPlan, turnaroundBusinessDays } from '#app/domain/plans.ts'
import type { ContentStatus } from '#app/domain/content.ts'
import { adminActivityLog, profiles, userRoles, writerFounderAssignments, type Role } from './schema/people.ts'
import { DEFAULT_WRITER_RATES } from '#app/domain/writer-pay.ts'
import { creditSplit } from '#app/domain/credit-notes.ts'
import { CREDIT_NOTE_SERIES, invoiceNumber } from '#app/domain/invoice-number.ts'
import { financialYearOf } from '#app/domain/periods.ts'

export const DEMO_PASSWORD = 'demo-password'

export const DEMO_ACCOUNTS = [
  {
    id: 'demo-admin',
    joinedDaysAgo: 400,
    email: 'admin@agency.test',
    name: 'Ada Admin',
    roles: ['admin'],
    company: 'Unfiltered',
    bio: 'Runs pairings, pricing and billing.',
  },
  {
    id: 'demo-writer',
    joinedDaysAgo: 330,
    email: 'writer@agency.test',
    name: 'Wren Writer',
    roles: ['writer'],
    company: null,
    bio: 'B2B SaaS ghostwriter; eight years of founder-led LinkedIn.',
  },
  {
    id: 'demo-writer-2',
    joinedDaysAgo: 262,
    email: 'writer2@agency.test',
    name: 'Theo Quill',
    roles: ['writer'],
    company: null,
    bio: 'Fintech and PR specialist with a newsroom past.',
  },
  {
    id: 'demo-founder',
    joinedDaysAgo: 306,
    email: 'founder@agency.test',
    name: 'Farah Founder',
    roles: ['founder'],
    company: 'Ledgerline',
    bio: 'Founder of a Series A fintech.',
  },
  {
    id: 'demo-founder-2',
    joinedDaysAgo: 232,
    email: 'founder2@agency.test',
    name: 'Omar Okonkwo',
    roles: ['founder'],
    company: 'Parcelwise',
    bio: 'CEO of a logistics start-up.',
  },
  {
    id: 'demo-founder-3',
    joinedDaysAgo: 252,
    email: 'founder3@agency.test',
    name: 'Lena Park',
    roles: ['founder'],
    company: 'Brightloop Health',
    bio: null,
  },
] as const satisfies readonly {
  id: string
  /** Signed up this many days before the seed: a day before a founder's first purchase. */
  joinedDaysAgo: number
  email: string
  name: string
  roles: readonly Role[]
  company: string | null
  bio: string | null
}[]

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)

/**
 * What the seed takes from the app, whose features it may not import: the invoices of the charges it
 * writes, issued by the same code as a paid charge's (app/features/billing/demo-invoices.server.ts
 * `demoSeedServices`), in the seed's transaction.
 */
export type DemoSeedServices = {
  invoiceCharges: (tx: Database, transactionIds: string[]) => Promise<void>
}

export type DemoSeedOutcome =
  | { seeded: true }
  | { seeded: false; reason: 'already-seeded' }
  /** The database holds accounts that are not demo accounts: it is someone's real data. */
  | { seeded: false; reason: 'other-accounts'; otherAccounts: number }

/**
 * Demo data, once: skipped when the demo admin already exists, and never written into a database
 * that already holds other accounts (demo accounts share a published password). The caller runs it
 * under the migration lock, so instances starting together seed once.
 */
export async function seedDemoData(db: Database, services: DemoSeedServices): Promise<DemoSeedOutcome> {
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS[0].email)).limit(1)
  if (existing.length > 0) return { seeded: false, reason: 'already-seeded' }
  const demoIds = DEMO_ACCOUNTS.map((demo) => demo.id)
  const [others] = await db.select({ count: count() }).from(user).where(notInArray(user.id, demoIds))
  if (others && others.count > 0) return { seeded: false, reason: 'other-accounts', otherAccounts: others.count }

  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    for (const demo of DEMO_ACCOUNTS) {
      const joined = daysAgo(demo.joinedDaysAgo)
      await tx
        .insert(user)
        .values({ id: demo.id, email: demo.email, name: demo.name, emailVerified: true, createdAt: joined, updatedAt: joined })
      await tx
        .insert(account)
        .values({ id: `${demo.id}-credential`, accountId: demo.id, providerId: 'credential', userId: demo.id, password: passwordHash })
      await tx.insert(profiles).values({ id: demo.id, name: demo.name, company: demo.company, bio: demo.bio, onboardedAt: joined })
      for (const role of demo.roles) await tx.insert(userRoles).values({ userId: demo.id, role })
    }

    const [wrenForFarah] = await tx
      .insert(writerFounderAssignments)
      .values([
        { writerId: 'demo-writer', founderId: 'demo-founder', assignedBy: 'demo-admin', assignedAt: daysAgo(40) },
        { writerId: 'demo-writer', founderId: 'demo-founder-2', assignedBy: 'demo-admin', assignedAt: daysAgo(21) },
        { writerId: 'demo-writer-2', founderId: 'demo-founder-3', assignedBy: 'demo-admin', assignedAt: daysAgo(12) },
        { writerId: 'demo-writer-2', founderId: 'demo-founder', assignedBy: 'demo-admin', assignedAt: daysAgo(60), isActive: false },
      ])
      .returning({ id: writerFounderAssignments.id })

    await seedDemoContent(tx)

    const [launch20] = await tx
      .insert(couponCodes)
      .values([
        {
          code: 'LAUNCH20',
          discountType: 'percentage',
          discountAmount: 20,
          maxUsageLimit: 100,
          currentUsage: 7,
          createdBy: 'demo-admin',
          createdAt: daysAgo(20),
        },
        {
          code: 'WRITERS50',
          discountType: 'flat',
          discountAmount: 5000,
          currency: 'USD',
          applicableTo: ['writer'],
          createdBy: 'demo-admin',
          createdAt: daysAgo(10),
          expiryDate: daysAgo(-30),
        },
        {
          code: 'SUMMER10',
          discountType: 'percentage',
          discountAmount: 10,
          isActive: false,
          createdBy: 'demo-admin',
          createdAt: daysAgo(90),
          expiryDate: daysAgo(5),
        },
      ])
      .returning({ id: couponCodes.id })

    // A year of purchases: each founder's subscriptions, with a charge every 30 days of their life, so
    // the overview's revenue, MRR and churn have history. Omar's first INR plan went unpaid and expired,
    // Lena cancelled her first USD plan and came back on Momentum after a declined card.
    const history = [
      {
        id: 'farah-growth',
        userId: 'demo-founder',
        email: 'founder@agency.test',
        plan: 'growth',
        currency: 'USD',
        amountMinor: 19900,
        startedDaysAgo: 305,
        charges: 11,
        provider: 'sandbox',
        providerSubscriptionId: 'sbx_sub_demo_1',
        reference: 'demo-pay-1',
        periodEndsDaysAgo: -25,
        ended: null,
      },
      {
        id: 'omar-starter-first',
        userId: 'demo-founder-2',
        email: 'founder2@agency.test',
        plan: 'starter',
        currency: 'INR',
        amountMinor: 824900,
        startedDaysAgo: 231,
        charges: 2,
        provider: 'phonepe',
        providerSubscriptionId: null,
        reference: 'demo-pay-omar-1',
        periodEndsDaysAgo: 171,
        ended: { status: 'expired', daysAgo: 164 },
      },
      {
        id: 'omar-starter',
        userId: 'demo-founder-2',
        email: 'founder2@agency.test',
        plan: 'starter',
        currency: 'INR',
        amountMinor: 824900,
        startedDaysAgo: 142,
        charges: 5,
        provider: 'sandbox',
        providerSubscriptionId: 'sbx_sub_demo_2',
        reference: 'demo-pay-2',
        periodEndsDaysAgo: -8,
        ended: null,
      },
      {
        id: 'lena-starter',
        userId: 'demo-founder-3',
        email: 'founder3@agency.test',
        plan: 'starter',
        currency: 'USD',
        amountMinor: 9900,
        startedDaysAgo: 251,
        charges: 4,
        provider: 'sandbox',
        providerSubscriptionId: null,
        reference: 'demo-pay-lena-1',
        periodEndsDaysAgo: 131,
        ended: { status: 'canceled', daysAgo: 131 },
      },
      {
        id: 'lena-momentum',
        userId: 'demo-founder-3',
        email: 'founder3@agency.test',
        plan: 'momentum',
        currency: 'USD',
        amountMinor: 34900,
        startedDaysAgo: 73,
        charges: 3,
        provider: 'sandbox',
        providerSubscriptionId: 'sbx_sub_demo_3',
        reference: 'demo-pay-4',
        periodEndsDaysAgo: -17,
        ended: null,
      },
    ] as const
    const line = (plan: string) => `${getPlan(plan)?.name ?? plan} plan, monthly`
    const paid = (entry: (typeof history)[number], days: number, purpose: 'purchase' | 'renewal', reference: string) => ({
      userId: entry.userId,
      plan: entry.plan,
      email: entry.email,
      purpose,
      amountMinor: entry.amountMinor,
      subtotalMinor: entry.amountMinor,
      currency: entry.currency,
      billingPeriod: 'monthly' as const,
      status: 'success' as const,
      outcome: 'paid' as const,
      provider: entry.provider,
      providerReference: reference,
      timestamp: daysAgo(days),
      paidAt: daysAgo(days),
    })
    const [farah, omarFirst, , , lenaMomentum] = history
    const payments = await tx
      .insert(paymentData)
      .values([
        ...history.map((entry) => paid(entry, entry.startedDaysAgo, 'purchase', entry.reference)),
        // Omar's first plan was renewed by payment link once; the next period went unpaid.
        paid(omarFirst, omarFirst.startedDaysAgo - 30, 'renewal', 'demo-pay-omar-2'),
        // Lena's card was declined minutes before she paid with another: an attempt, and no charge.
        {
          ...paid(lenaMomentum, lenaMomentum.startedDaysAgo + 0.01, 'purchase', 'demo-pay-3'),
          outcome: 'failed' as const,
          paidAt: null,
          failureKind: 'declined' as const,
          failureReason: 'Card declined',
        },
        {
          userId: farah.userId,
          plan: farah.plan,
          email: farah.email,
          amountMinor: 19900,
          currency: 'USD' as const,
          billingPeriod: 'monthly' as const,
          status: 'dropped' as const,
          outcome: 'expired' as const,
          failureKind: 'expired' as const,
          subtotalMinor: 19900,
          provider: 'sandbox' as const,
          timestamp: daysAgo(2),
        },
      ])
      .returning({ id: paymentData.id, providerReference: paymentData.providerReference })
    const paymentId = (reference: string) => payments.find((payment) => payment.providerReference === reference)?.id ?? null

    const subscriptionIds = new Map<string, string>()
    for (const entry of history) {
      const [row] = await tx
        .insert(subscriptions)
        .values({
          userId: entry.userId,
          planSlug: entry.plan,
          amountMinor: entry.amountMinor,
          billingPeriod: 'monthly',
          currency: entry.currency,
          status: entry.ended?.status ?? 'active',
          provider: entry.provider,
          providerSubscriptionId: entry.providerSubscriptionId,
          currentPeriodStart: daysAgo(entry.periodEndsDaysAgo + 30),
          currentPeriodEnd: daysAgo(entry.periodEndsDaysAgo),
          canceledAt: entry.ended ? daysAgo(entry.ended.daysAgo) : null,
          createdAt: daysAgo(entry.startedDaysAgo),
          updatedAt: daysAgo(entry.ended?.daysAgo ?? entry.startedDaysAgo + 30 - 30 * entry.charges),
        })
        .returning({ id: subscriptions.id })
      subscriptionIds.set(entry.id, row!.id)
    }

    await tx.insert(billingTransactions).values([
      // Only paid attempts became charges: the first at the purchase, then one renewal every 30 days.
      ...history.flatMap((entry) =>
        Array.from({ length: entry.charges }, (_, index) => ({
          userId: entry.userId,
          transactionType: index === 0 ? ('subscription' as const) : ('renewal' as const),
          amountMinor: entry.amountMinor,
          currency: entry.currency,
          status: 'completed' as const,
          paymentId: index === 0 ? paymentId(entry.reference) : entry === omarFirst && index === 1 ? paymentId('demo-pay-omar-2') : null,
          subscriptionId: subscriptionIds.get(entry.id) ?? null,
          description: line(entry.plan),
          createdAt: daysAgo(entry.startedDaysAgo - 30 * index),
        })),
      ),
      // The demo writer's LinkedIn post, approved 28 days ago, paid at the default rate (settled below,
      // once the piece has left its owed line); their PR article is still owed.
      {
        userId: 'demo-writer',
        transactionType: 'payout',
        amountMinor: DEFAULT_WRITER_RATES.USD.linkedin,
        currency: 'USD',
        status: 'paid',
        description: 'Writer payout: 1 piece',
        reference: 'UTR-DEMO-0001',
        createdAt: daysAgo(20),
      },
    ])
    // Every charge has its invoice, as a paid purchase or renewal does.
    const charges = await tx
      .select({ id: billingTransactions.id })
      .from(billingTransactions)
      .where(inArray(billingTransactions.transactionType, ['subscription', 'renewal']))
    await services.invoiceCharges(
      tx,
      charges.map((charge) => charge.id),
    )

    // The sandbox provider's side of the same subscriptions, so their renewals run as a real provider's would.
    await tx.insert(sandboxSubscriptions).values(
      [
        {
          id: 'sbx_sub_demo_1',
          email: 'founder@agency.test',
          line: 'Growth plan, monthly',
          amountMinor: 19900,
          currency: 'USD' as const,
          ends: -25,
        },
        {
          id: 'sbx_sub_demo_2',
          email: 'founder2@agency.test',
          line: 'Starter plan, monthly',
          amountMinor: 824900,
          currency: 'INR' as const,
          ends: -8,
        },
        {
          id: 'sbx_sub_demo_3',
          email: 'founder3@agency.test',
          line: 'Momentum plan, monthly',
          amountMinor: 34900,
          currency: 'USD' as const,
          ends: -17,
        },
      ].map((row) => ({
        id: row.id,
        customerEmail: row.email,
        description: row.line,
        amountMinor: row.amountMinor,
        currency: row.currency,
        interval: 'month' as const,
        currentPeriodStart: daysAgo(row.ends + 30),
        currentPeriodEnd: daysAgo(row.ends),
      })),
    )

    await tx.insert(adminActivityLog).values([
      {
        actorId: 'demo-admin',
        action: 'assignment.create',
        targetType: 'assignment',
        targetId: wrenForFarah!.id,
        details: 'Wren Writer (writer@agency.test) → Farah Founder (founder@agency.test)',
        createdAt: daysAgo(40),
      },
      {
        actorId: 'demo-admin',
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: launch20!.id,
        details: 'LAUNCH20: 20% off, for founders and writers, at most 100 uses, no expiry',
        createdAt: daysAgo(20),
      },
    ])
    await settleDemoPayout(tx)
    await seedDemoRefund(tx)
  })
  return { seeded: true }
}

// ---- Demo content: pieces in every state, with fixed ids (tests and the authorization matrix use them).

/** The demo pieces' ids. */
export const DEMO_CONTENT = {
  /** Approved LinkedIn post, Wren → Farah; not published yet. */
  approved: 'c0ffee00-0000-4000-8000-000000000001',
  /** Pending blog article, Wren → Farah, with a comment thread. */
  pending: 'c0ffee00-0000-4000-8000-000000000002',
  /** Pending LinkedIn post, Wren → Farah. */
  pendingPost: 'c0ffee00-0000-4000-8000-000000000003',
  /** Wren's draft for Farah: only Wren sees it. */
  draft: 'c0ffee00-0000-4000-8000-000000000004',
  /** Sent back twice by Omar (Starter: 2 rounds, both used), with its first version kept as a revision. */
  rejected: 'c0ffee00-0000-4000-8000-000000000005',
  /** Approved and published PR article, Wren → Omar. */
  published: 'c0ffee00-0000-4000-8000-000000000006',
  /** Pending LinkedIn post, Theo → Lena. */
  otherWriter: 'c0ffee00-0000-4000-8000-000000000007',
  /** Farah's request for a blog article, given to Wren, not started yet; due in a few days. */
  requested: 'c0ffee00-0000-4000-8000-000000000008',
  /** Farah's request for a LinkedIn post that Wren has started (in progress). */
  inProgress: 'c0ffee00-0000-4000-8000-000000000009',
  /** Omar's request for a blog article, started by Wren and past its due date: the demo's one overdue piece. */
  overdue: 'c0ffee00-0000-4000-8000-00000000000a',
  /** Farah's request for a strategy session with no writer chosen: waiting for an admin. */
  unassigned: 'c0ffee00-0000-4000-8000-00000000000b',
  /** Farah's request for a LinkedIn post that she cancelled before work started. */
  cancelled: 'c0ffee00-0000-4000-8000-00000000000c',
  /** An admin's extra PR article for Lena, beyond her plan, given to Theo. */
  extra: 'c0ffee00-0000-4000-8000-00000000000d',
} as const

/** The due day of a demo request asked for `days` ago under a plan. */
const dueFor = (planSlug: string, days: number) => dueDay(daysAgo(days), turnaroundBusinessDays(getPlan(planSlug)!))

/** A day of the current month (UTC), as YYYY-MM-DD, so the demo calendar is never empty. */
function thisMonth(day: number) {
  const now = new Date()
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(day, 28)).padStart(2, '0')}`
}

const COMPLIANCE_V1 = `We lost our sponsor bank in March.

This is the story of the compliance mistake behind it, and what we changed.

## What happened

Our onboarding checks ran **after** the first payout instead of before it.`

async function seedDemoContent(tx: Database) {
  const pairs = await tx
    .select({ id: writerFounderAssignments.id, writerId: writerFounderAssignments.writerId, founderId: writerFounderAssignments.founderId })
    .from(writerFounderAssignments)
    .where(eq(writerFounderAssignments.isActive, true))
  const pair = (writerId: string, founderId: string) =>
    pairs.find((row) => row.writerId === writerId && row.founderId === founderId)?.id ?? null

  const pieces: (typeof contentPieces.$inferInsert)[] = [
    {
      id: DEMO_CONTENT.approved,
      title: 'Why our first 100 customers came from one LinkedIn post',
      contentType: 'linkedin',
      status: 'approved',
      writerId: 'demo-writer',
      founderId: 'demo-founder',
      assignmentId: pair('demo-writer', 'demo-founder'),
      createdAt: daysAgo(31),
      submittedAt: daysAgo(30),
      decidedAt: daysAgo(28),
      plannedPublishDate: thisMonth(8),
      body: 'We did not run ads.\n\nWe told the truth about the launch that nearly sank us, and **100 customers** wrote back.',
    },
    {
      id: DEMO_CONTENT.pending,
      title: 'The compliance mistake that cost us a bank partner',
      contentType: 'blog',
      status: 'pending',
      writerId: 'demo-writer',
      founderId: 'demo-founder',
      assignmentId: pair('demo-writer', 'demo-founder'),
      createdAt: daysAgo(4),
      submittedAt: daysAgo(2),
      plannedPublishDate: thisMonth(15),
      body: `${COMPLIANCE_V1}\n\nWe moved them first, and we won the bank back.`,
    },
    {
      id: DEMO_CONTENT.pendingPost,
      title: 'Three questions every fintech founder should ask their bank',
      contentType: 'linkedin',
      status: 'pending',
      writerId: 'demo-writer',
      founderId: 'demo-founder',
      assignmentId: pair('demo-writer', 'demo-founder'),
      createdAt: daysAgo(1),
      submittedAt: daysAgo(1),
      plannedPublishDate: thisMonth(20),
      body: '1. Who reads our alerts at night?\n2. What makes you call us?\n3. What did the last partner get wrong?',
    },
    {
      id: DEMO_CONTENT.draft,
      title: 'What a Series A taught us about saying no',
      contentType: 'blog',
      status: 'draft',
      writerId: 'demo-writer',
      founderId: 'demo-founder',
      assignmentId: pair('demo-writer', 'demo-founder'),
      createdAt: daysAgo(1),
      plannedPublishDate: thisMonth(25),
      body: 'Outline:\n\n- the deal we turned down\n- the one we took',
    },
    {
      id: DEMO_CONTENT.rejected,
      title: 'Same-day delivery is a promise we stopped making',
      contentType: 'blog',
      status: 'rejected',
      feedback: 'Better. Now cut the last paragraph: it reads like an ad.',
      revisionRound: 2,
      writerId: 'demo-writer',
      founderId: 'demo-founder-2',
      assignmentId: pair('demo-writer', 'demo-founder-2'),
      createdAt: daysAgo(10),
      submittedAt: daysAgo(9),
      decidedAt: daysAgo(6),
      plannedPublishDate: thisMonth(12),
      body: 'Same-day delivery sounds great until a van breaks down.\n\nWe promise two days, and we keep it.\n\nTry Parcelwise today!',
    },
    {
      id: DEMO_CONTENT.published,
      title: 'Parcelwise raises seed round to fix the last mile',
      contentType: 'pr',
      status: 'approved',
      writerId: 'demo-writer',
      founderId: 'demo-founder-2',
      assignmentId: pair('demo-writer', 'demo-founder-2'),
      createdAt: daysAgo(16),
      submittedAt: daysAgo(15),
      decidedAt: daysAgo(14),
      plannedPublishDate: thisMonth(3),
      publishedAt: daysAgo(3),
      publishedUrl: 'https://example.com/parcelwise-seed-round',
      body: 'Parcelwise today announced a seed round to fix the last mile of delivery.',
    },
    {
      id: DEMO_CONTENT.otherWriter,
      title: 'What 40 clinics taught us about patient no-shows',
      contentType: 'linkedin',
      status: 'pending',
      writerId: 'demo-writer-2',
      founderId: 'demo-founder-3',
      assignmentId: pair('demo-writer-2', 'demo-founder-3'),
      createdAt: daysAgo(1),
      submittedAt: daysAgo(1),
      plannedPublishDate: thisMonth(18),
      body: 'No-shows are not a patient problem. They are a reminder problem.',
    },
  ]
  // Each piece has been in its state since its last step: decided, else submitted, else written.
  await tx
    .insert(contentPieces)
    .values(pieces.map((piece) => ({ ...piece, statusChangedAt: piece.decidedAt ?? piece.submittedAt ?? piece.createdAt })))

  await seedDemoRequests(tx, pair)

  // The rejected piece's first version: sent back 8 days ago, revised 7 days ago (and sent back again since).
  await tx.insert(contentRevisions).values({
    contentId: DEMO_CONTENT.rejected,
    editorId: 'demo-writer',
    title: 'Same-day delivery is a lie we stopped telling',
    body: 'Same-day delivery is a lie.\n\nEvery carrier we worked with broke it.\n\nTry Parcelwise today!',
    status: 'rejected',
    round: 0,
    feedback: 'Too harsh on our carriers; soften the second half.',
    note: daysAgo(8).toISOString(),
    updatedAt: daysAgo(7),
  })

  await tx.insert(contentComments).values([
    {
      contentId: DEMO_CONTENT.pending,
      authorId: 'demo-founder',
      body: 'Can we name the bank, or is that off the record?',
      createdAt: daysAgo(1),
    },
    {
      contentId: DEMO_CONTENT.pending,
      authorId: 'demo-writer',
      body: 'Off the record: I kept it as "our sponsor bank".',
      createdAt: daysAgo(0.9),
    },
  ])
}

/** The demo payout settles the approved LinkedIn post's owed line (written by the approval's trigger, migration 0011_writer_pay). */
async function settleDemoPayout(tx: Database) {
  const [payout] = await tx
    .select({ id: billingTransactions.id })
    .from(billingTransactions)
    .where(eq(billingTransactions.reference, 'UTR-DEMO-0001'))
  const [line] = await tx
    .select({ id: writerEarnings.id, amountMinor: writerEarnings.amountMinor })
    .from(writerEarnings)
    .where(eq(writerEarnings.contentId, DEMO_CONTENT.approved))
  if (!payout || !line) throw new Error('the demo payout or the approved piece’s owed line is missing')
  await tx.insert(payoutSettlements).values({ payoutId: payout.id, earningId: line.id, amountMinor: line.amountMinor })
  await tx
    .update(writerEarnings)
    .set({ settledMinor: line.amountMinor, settledAt: daysAgo(20) })
    .where(eq(writerEarnings.id, line.id))
}

/** Requests in every state, with their history; one of them overdue whenever the demo is seeded. */
async function seedDemoRequests(tx: Database, pair: (writerId: string, founderId: string) => string | null) {
  const request = (days: number) => ({ createdAt: daysAgo(days), requestedAt: daysAgo(days), statusChangedAt: daysAgo(days) })
  await tx.insert(contentPieces).values([
    {
      id: DEMO_CONTENT.requested,
      title: 'How we priced our first enterprise deal',
      contentType: 'blog',
      status: 'requested',
      writerId: 'demo-writer',
      founderId: 'demo-founder',
      requestedBy: 'demo-founder',
      brief: 'For finance leads at mid-size companies. Make the point that **we lost money on it on purpose**, and why.',
      ...request(1),
      dueDate: dueFor('growth', 1),
    },
    {
      id: DEMO_CONTENT.inProgress,
      title: 'The hire we should have made first',
      contentType: 'linkedin',
      status: 'draft',
      writerId: 'demo-writer',
      founderId: 'demo-founder',
      assignmentId: pair('demo-writer', 'demo-founder'),
      requestedBy: 'demo-founder',
      brief: 'Our first compliance hire. Short, personal, no lessons list.',
      body: 'We hired three engineers before anyone who could read a regulation.',
      ...request(2),
      statusChangedAt: daysAgo(1),
      dueDate: dueFor('growth', 2),
    },
    {
      id: DEMO_CONTENT.overdue,
      title: 'What our drivers taught us about routing software',
      contentType: 'blog',
      status: 'draft',
      writerId: 'demo-writer',
      founderId: 'demo-founder-2',
      assignmentId: pair('demo-writer', 'demo-founder-2'),
      requestedBy: 'demo-founder-2',
      brief: 'Interview notes are in the shared folder. Keep it concrete: two routes, one map.',
      body: 'Outline:\n\n- the route the software chose\n- the route Ravi drove',
      ...request(12),
      statusChangedAt: daysAgo(10),
      dueDate: dueFor('starter', 12),
    },
    {
      id: DEMO_CONTENT.unassigned,
      title: 'Planning next quarter’s launch story',
      contentType: 'strategy',
      status: 'requested',
      writerId: null,
      founderId: 'demo-founder',
      requestedBy: 'demo-founder',
      brief: 'A 45-minute session before the board meeting.',
      ...request(0.5),
      dueDate: dueFor('growth', 0.5),
    },
    {
      id: DEMO_CONTENT.cancelled,
      title: 'Our office move, in one post',
      contentType: 'linkedin',
      status: 'cancelled',
      writerId: 'demo-writer',
      founderId: 'demo-founder',
      requestedBy: 'demo-founder',
      brief: '',
      ...request(3),
      dueDate: dueFor('growth', 3),
      cancelledAt: daysAgo(2.5),
      cancelledBy: 'demo-founder',
      statusChangedAt: daysAgo(2.5),
    },
    {
      id: DEMO_CONTENT.extra,
      title: 'Brightloop opens its second clinic network',
      contentType: 'pr',
      status: 'requested',
      extra: true,
      writerId: 'demo-writer-2',
      founderId: 'demo-founder-3',
      requestedBy: 'demo-admin',
      brief: 'Announcement for the trade press; quotes to follow from Lena.',
      ...request(1),
      dueDate: dueFor('momentum', 1),
    },
  ])
  const event = (
    contentId: string,
    actorId: string,
    from: ContentStatus | null,
    to: ContentStatus,
    days: number,
    note: string | null = null,
  ) => ({
    contentId,
    actorId,
    fromStatus: from,
    toStatus: to,
    note,
    createdAt: daysAgo(days),
  })
  await tx
    .insert(contentEvents)
    .values([
      event(DEMO_CONTENT.requested, 'demo-founder', null, 'requested', 1),
      event(DEMO_CONTENT.inProgress, 'demo-founder', null, 'requested', 2),
      event(DEMO_CONTENT.inProgress, 'demo-writer', 'requested', 'draft', 1),
      event(DEMO_CONTENT.overdue, 'demo-founder-2', null, 'requested', 12),
      event(DEMO_CONTENT.overdue, 'demo-writer', 'requested', 'draft', 10),
      event(DEMO_CONTENT.unassigned, 'demo-founder', null, 'requested', 0.5),
      event(DEMO_CONTENT.cancelled, 'demo-founder', null, 'requested', 3),
      event(DEMO_CONTENT.cancelled, 'demo-founder', 'requested', 'cancelled', 2.5),
      event(DEMO_CONTENT.extra, 'demo-admin', null, 'requested', 1, 'Extra: beyond the plan’s allowance'),
    ])
}

/**
 * One succeeded partial refund with its credit note: $40 of the demo founder's first USD charge, against
 * that charge's invoice, so the billing pages, the overview's net revenue and a credit note's page and
 * PDF have something to show.
 */
async function seedDemoRefund(tx: Database) {
  const [charge] = await tx
    .select()
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.userId, 'demo-founder'),
        eq(billingTransactions.currency, 'USD'),
        eq(billingTransactions.transactionType, 'subscription'),
      ),
    )
    .limit(1)
  if (!charge || charge.amountMinor < 4000) return
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.transactionId, charge.id))
  if (!invoice) throw new Error('the demo founder’s first charge has no invoice to credit')
  const reason = 'First draft delivered late'
  const refundedAt = new Date(charge.createdAt.getTime() + 2 * 24 * 60 * 60 * 1000)
  const [booked] = await tx
    .insert(billingTransactions)
    .values({
      userId: charge.userId,
      transactionType: 'refund',
      amountMinor: 4000,
      currency: charge.currency,
      status: 'completed',
      paymentId: charge.paymentId,
      providerReference: 'refund:sandbox:sbx_re_demo_1',
      description: `Refund: ${charge.description ?? 'payment'}`,
      note: reason,
      recordedBy: 'demo-admin',
      createdAt: refundedAt,
    })
    .returning({ id: billingTransactions.id })
  const [refund] = await tx
    .insert(refunds)
    .values({
      transactionId: charge.id,
      userId: charge.userId,
      amountMinor: 4000,
      currency: charge.currency,
      status: 'succeeded',
      reason,
      provider: 'sandbox',
      providerRefundId: 'sbx_re_demo_1',
      refundTransactionId: booked!.id,
      requestedBy: 'demo-admin',
      settledAt: refundedAt,
      createdAt: refundedAt,
    })
    .returning({ id: refunds.id })
  const noteYear = financialYearOf(refundedAt)
  const [noteCounter] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear: noteYear, lastSequence: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.financialYear, set: { lastSequence: sql`${creditNoteCounters.lastSequence} + 1` } })
    .returning({ sequence: creditNoteCounters.lastSequence })
  await tx.insert(creditNotes).values({
    number: invoiceNumber(CREDIT_NOTE_SERIES, noteYear, noteCounter!.sequence),
    financialYear: noteYear,
    sequence: noteCounter!.sequence,
    userId: charge.userId,
    transactionId: booked!.id,
    refundId: refund!.id,
    invoiceId: invoice.id,
    reason,
    currency: charge.currency,
    ...creditSplit(invoice, 4000),
    issuedAt: refundedAt,
  })
}
