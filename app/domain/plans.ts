// The plan catalogue (spec §3): everything a plan is, once. The pricing page and its comparison,
// checkout, the founder's usage this period and the revision rounds of the content workflow all read
// it here. Prices are integer minor units (cents / paise) and only the seed of plan_prices: what is
// shown and charged is what an admin set there (features/billing/prices.server.ts, priceOrder).
import { CONTENT_TYPES, TYPE_PLURAL_LABELS, type ContentType } from './content.ts'
import type { Currency } from './money.ts'

export type PlanSlug = 'base' | 'starter' | 'growth' | 'momentum' | 'c-suite-presence' | 'enterprise'

export type PlanPrices = {
  monthly: Record<Currency, number>
  yearly: Record<Currency, number>
}

/** Pieces of one type a plan includes a month: a number, at least a number (the catalogue's "10+"), or null for unlimited. */
export type Allowance = { limit: number; orMore?: boolean } | null

export type Plan = {
  slug: PlanSlug
  name: string
  description: string
  /** The lines on the plan's card, in the spec's words. */
  features: string[]
  /** The card with the "Most Popular" badge. */
  highlighted: boolean
  /** The catalogue's sold-out badge and availability line; an admin's setting wins (plan_settings). */
  soldOut: boolean
  availability: string | null
  followerTier: string | null
  prices: PlanPrices
  /** Strategy sessions and brainstorms are the `strategy` type. */
  allowances: Record<ContentType, Allowance>
  /**
   * The plan sells ideas, not finished pieces (Base): each idea counts as one piece of its type
   * against the allowance, and the comparison lists no articles or posts.
   */
  ideasOnly?: boolean
  /** How long each strategy session (or brainstorm) lasts, for plans that include sessions. */
  sessionMinutes: number | null
  /** Rounds of changes a founder may request on each piece; null is unlimited. */
  revisionRounds: number | null
  /** Business days from a brief to a delivered piece, or priority (ahead of every other plan). */
  turnaround: number | 'priority'
  dedicatedWriter: boolean
  contentCalendar: boolean
  seoOptimisation: boolean
}

/** Badge shown on the highlighted plan. */
export const highlightedLabel = 'Most Popular'

const TOP_VOICE_TIER = 'LinkedIn Top Voice with 150K-200K+ followers'

/** Whole major units → minor units, so the table below reads like the spec. */
function prices(monthly: [usd: number, inr: number], yearly: [usd: number, inr: number]): PlanPrices {
  return {
    monthly: { USD: monthly[0] * 100, INR: monthly[1] * 100 },
    yearly: { USD: yearly[0] * 100, INR: yearly[1] * 100 },
  }
}

const upTo = (limit: number): Allowance => ({ limit })
const atLeast = (limit: number): Allowance => ({ limit, orMore: true })
const NONE = upTo(0)
const UNLIMITED: Allowance = null

export const plans: readonly Plan[] = [
  {
    slug: 'base',
    name: 'Base',
    description: 'A taste of bold copy: fresh ideas to kick-start your content.',
    features: ['5 tagline ideas', '1 LinkedIn post idea', 'Brainstorm of 1 blog topic'],
    highlighted: false,
    soldOut: true,
    availability: 'Only 5 slots left',
    followerTier: null,
    prices: prices([9, 749], [99, 8249]),
    allowances: { blog: upTo(1), linkedin: upTo(1), pr: NONE, strategy: NONE },
    ideasOnly: true,
    sessionMinutes: null,
    revisionRounds: 1,
    turnaround: 7,
    dedicatedWriter: false,
    contentCalendar: false,
    seoOptimisation: false,
  },
  {
    slug: 'starter',
    name: 'Starter',
    description: 'A steady stream of articles and posts for founders finding their voice.',
    features: ['2 blog articles/month', '4 LinkedIn posts', 'One 30-minute brainstorm'],
    highlighted: false,
    soldOut: false,
    availability: 'Only 8 slots left',
    followerTier: 'Writer with 10K-50K followers',
    prices: prices([99, 8249], [950, 79190]),
    allowances: { blog: upTo(2), linkedin: upTo(4), pr: NONE, strategy: upTo(1) },
    sessionMinutes: 30,
    revisionRounds: 2,
    turnaround: 5,
    dedicatedWriter: false,
    contentCalendar: false,
    seoOptimisation: false,
  },
  {
    slug: 'growth',
    name: 'Growth',
    description: 'Twice the output and a strategy session to grow your audience every month.',
    features: ['4 blog articles/month', '6 LinkedIn posts', 'One 45-minute strategy session'],
    highlighted: true,
    soldOut: false,
    availability: 'Only 3 slots left',
    followerTier: 'Writer with 50K-80K followers',
    prices: prices([199, 16999], [1910, 163190]),
    allowances: { blog: upTo(4), linkedin: upTo(6), pr: NONE, strategy: upTo(1) },
    sessionMinutes: 45,
    revisionRounds: 3,
    turnaround: 4,
    dedicatedWriter: false,
    contentCalendar: false,
    seoOptimisation: true,
  },
  {
    slug: 'momentum',
    name: 'Momentum',
    description: 'A full content engine with PR coverage and priority access to your writer.',
    features: [
      '6 blog posts/month',
      '8 LinkedIn posts',
      '1 PR article',
      'One 60-minute strategy session',
      'Slack priority access',
      '12 months of LinkedIn Premium free',
    ],
    highlighted: false,
    soldOut: false,
    availability: 'Only 6 slots left',
    followerTier: 'Writer with 100K+ followers',
    prices: prices([349, 28999], [3350, 278390]),
    allowances: { blog: upTo(6), linkedin: upTo(8), pr: upTo(1), strategy: upTo(1) },
    sessionMinutes: 60,
    revisionRounds: 3,
    turnaround: 3,
    dedicatedWriter: true,
    contentCalendar: false,
    seoOptimisation: true,
  },
  {
    slug: 'c-suite-presence',
    name: 'C-Suite Presence',
    description: 'Executive-grade thought leadership with a dedicated strategist by your side.',
    features: [
      '8 blog posts',
      '12 LinkedIn posts',
      '2 PR articles',
      'Two 1-hour strategy sessions',
      'Dedicated strategist',
      'LinkedIn Premium',
    ],
    highlighted: false,
    soldOut: true,
    availability: null,
    followerTier: TOP_VOICE_TIER,
    prices: prices([699, 58999], [6710, 566390]),
    allowances: { blog: upTo(8), linkedin: upTo(12), pr: upTo(2), strategy: upTo(2) },
    sessionMinutes: 60,
    revisionRounds: null,
    turnaround: 2,
    dedicatedWriter: true,
    contentCalendar: true,
    seoOptimisation: true,
  },
  {
    slug: 'enterprise',
    name: 'Enterprise',
    description: 'Unlimited strategy and high-volume content for teams that want to own their market.',
    features: [
      '10+ blog posts',
      '15+ LinkedIn posts',
      '3+ PR articles',
      'Unlimited strategy sessions',
      'Content calendar',
      'LinkedIn Premium',
    ],
    highlighted: false,
    soldOut: false,
    availability: 'Available on demand',
    followerTier: TOP_VOICE_TIER,
    prices: prices([1199, 97999], [11510, 941590]),
    allowances: { blog: atLeast(10), linkedin: atLeast(15), pr: atLeast(3), strategy: UNLIMITED },
    sessionMinutes: null,
    revisionRounds: null,
    turnaround: 'priority',
    dedicatedWriter: true,
    contentCalendar: true,
    seoOptimisation: true,
  },
]

export function getPlan(slug: string): Plan | undefined {
  return plans.find((plan) => plan.slug === slug)
}

/** The plan whose allowances and revision rounds apply to a founder without a live plan (or with one no longer sold). */
export const fallbackPlan: Plan = getPlan('base')!

export type OneTimeProduct = {
  slug: string
  name: string
  description: string
  features: string[]
  prices: Record<Currency, number>
}

/** Featured one-time product, checked out at /checkout/linkedin-profile-optimization. */
export const linkedinOptimization: OneTimeProduct = {
  slug: 'linkedin-profile-optimization',
  name: 'LinkedIn Profile Optimization',
  prices: { USD: 9900, INR: 824900 },
  description: 'A one-time makeover that turns your LinkedIn profile into a magnet for the right people.',
  features: [
    'Headline and About section rewrite',
    'Experience section polish',
    'Keyword optimisation for search',
    'Banner and Featured section recommendations',
  ],
}

/** Business days of a priority turnaround (Enterprise), unless an admin sets another due date. */
export const PRIORITY_BUSINESS_DAYS = 1

/** Business days from a request to its due date under a plan's turnaround (priority: PRIORITY_BUSINESS_DAYS). */
export function turnaroundBusinessDays(plan: Pick<Plan, 'turnaround'>): number {
  return plan.turnaround === 'priority' ? PRIORITY_BUSINESS_DAYS : plan.turnaround
}

/** Whether one more piece of a type fits a month's allowance, given how many the month has used. */
export type AllowanceCheck =
  | { ok: true }
  | { ok: false; reason: 'not-included'; planName: string; type: ContentType }
  | { ok: false; reason: 'used-up'; used: number; limit: number; type: ContentType }

/**
 * May a founder ask for one more piece of `type` this month? A plan's "10+" (at least ten) and an
 * unlimited allowance never refuse; a type the plan does not include always does; otherwise the
 * month's count must be below the limit.
 */
export function checkAllowance(plan: Plan, type: ContentType, used: number): AllowanceCheck {
  const allowance = plan.allowances[type]
  if (allowance === null || allowance.orMore) return { ok: true }
  if (allowance.limit === 0) return { ok: false, reason: 'not-included', planName: plan.name, type }
  return used < allowance.limit ? { ok: true } : { ok: false, reason: 'used-up', used, limit: allowance.limit, type }
}

/** "6", "10+": an allowance as plans state it ("unlimited" for no limit). */
export function allowanceText(allowance: Allowance): string {
  return allowance === null ? 'unlimited' : `${allowance.limit}${allowance.orMore ? '+' : ''}`
}

export type ComparisonRow = { label: string; values: (string | boolean)[] }

const DASH = '—'

/** A row of the comparison: one value per plan in catalogue order. */
const row = (label: string, value: (plan: Plan) => string | boolean): ComparisonRow => ({ label, values: plans.map(value) })

/** The pieces of a type in the comparison: a dash when the plan includes none (or only ideas). */
function piecesCell(plan: Plan, type: ContentType): string {
  const allowance = plan.allowances[type]
  if (allowance === null) return 'Unlimited'
  return allowance.limit === 0 || plan.ideasOnly ? DASH : allowanceText(allowance)
}

/** "1 × 30 min", "Unlimited", or a dash for a plan without sessions. */
function sessionsCell(plan: Plan): string {
  const sessions = plan.allowances.strategy
  if (sessions === null) return 'Unlimited'
  return sessions.limit === 0 ? DASH : `${allowanceText(sessions)} × ${plan.sessionMinutes} min`
}

/** The feature comparison matrix, read from the plans above. */
export const comparisonRows: readonly ComparisonRow[] = [
  ...CONTENT_TYPES.filter((type) => type !== 'strategy').map((type) => row(TYPE_PLURAL_LABELS[type], (plan) => piecesCell(plan, type))),
  row(TYPE_PLURAL_LABELS.strategy, sessionsCell),
  row('Revisions', (plan) => (plan.revisionRounds === null ? 'Unlimited' : String(plan.revisionRounds))),
  row('Turnaround', (plan) => (plan.turnaround === 'priority' ? 'Priority' : `${plan.turnaround} days`)),
  row('Dedicated writer / Slack', (plan) => plan.dedicatedWriter),
  row('Content calendar', (plan) => plan.contentCalendar),
  row('SEO optimisation', (plan) => plan.seoOptimisation),
]

/** What a pricing card shows of a plan, with the prices and availability in force (plan_prices, plan_settings). */
export type PricedPlan = Pick<
  Plan,
  'slug' | 'name' | 'description' | 'features' | 'highlighted' | 'soldOut' | 'availability' | 'followerTier' | 'prices'
>
/** The availability line a pricing card shows: none while the plan is sold out, since nobody can take a slot. */
export function shownAvailability(plan: Pick<Plan, 'soldOut' | 'availability'>): string | null {
  return plan.soldOut ? null : plan.availability
}

export type PriceTable = {
  plans: PricedPlan[]
  linkedin: OneTimeProduct
}
