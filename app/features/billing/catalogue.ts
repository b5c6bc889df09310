// The static plan catalogue (spec §3). Prices are integer minor units
// (cents / paise); format them with formatMoney from #app/domain/money.ts.
import type { Currency } from '#app/domain/money.ts'

export type PlanSlug = 'base' | 'starter' | 'growth' | 'momentum' | 'c-suite-presence' | 'enterprise'

export type PlanPrices = {
  monthly: Record<Currency, number>
  yearly: Record<Currency, number>
}

export type Plan = {
  slug: PlanSlug
  name: string
  description: string
  features: string[]
  highlighted: boolean
  soldOut: boolean
  availability: string | null
  followerTier: string | null
  prices: PlanPrices
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
  },
]

/** The URL slug of a plan name: lowercased, spaces turned into hyphens. */
export function planSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

export function getPlan(slug: string): Plan | undefined {
  return plans.find((plan) => plan.slug === slug)
}

export function isPlanSlug(slug: string): slug is PlanSlug {
  return getPlan(slug) !== undefined
}

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

export type ComparisonRow = { label: string; values: (string | boolean)[] }

const NONE = '—'

/**
 * The feature comparison matrix, one value per plan in catalogue order.
 * The first four rows restate the counts in each plan's features list.
 */
export const comparisonRows: readonly ComparisonRow[] = [
  { label: 'Blog articles', values: [NONE, '2', '4', '6', '8', '10+'] },
  { label: 'LinkedIn posts', values: [NONE, '4', '6', '8', '12', '15+'] },
  { label: 'PR articles', values: [NONE, NONE, NONE, '1', '2', '3+'] },
  { label: 'Strategy sessions', values: [NONE, '1 × 30 min', '1 × 45 min', '1 × 60 min', '2 × 60 min', 'Unlimited'] },
  { label: 'Revisions', values: ['1', '2', '3', '3', 'Unlimited', 'Unlimited'] },
  { label: 'Turnaround', values: ['7 days', '5 days', '4 days', '3 days', '2 days', 'Priority'] },
  { label: 'Dedicated writer / Slack', values: [false, false, false, true, true, true] },
  { label: 'Content calendar', values: [false, false, false, false, true, true] },
  { label: 'SEO optimisation', values: [false, false, true, true, true, true] },
]

/** The catalogue with the prices in force (plan_prices), as pages receive it. */
export type PricedPlan = Omit<Plan, 'prices'> & { prices: PlanPrices }
export type PriceTable = {
  plans: PricedPlan[]
  linkedin: { slug: string; name: string; description: string; features: string[]; prices: Record<Currency, number> }
}
