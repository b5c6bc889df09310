import { describe, it, expect } from 'vitest'
import {
  allowanceText,
  checkAllowance,
  comparisonRows,
  fallbackPlan,
  getPlan,
  linkedinOptimization,
  plans,
  shownAvailability,
  turnaroundBusinessDays,
} from './plans.ts'

/** The URL slug of a name: lowercased, spaces turned into hyphens. */
const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-')

const expectedPrices = {
  //                  monthly USD, INR   yearly USD, INR
  base: [9, 749, 99, 8249],
  starter: [99, 8249, 950, 79190],
  growth: [199, 16999, 1910, 163190],
  momentum: [349, 28999, 3350, 278390],
  'c-suite-presence': [699, 58999, 6710, 566390],
  enterprise: [1199, 97999, 11510, 941590],
} as const

describe('plans', () => {
  it('lists the six plans in catalogue order', () => {
    expect(plans.map((plan) => plan.name)).toEqual(['Base', 'Starter', 'Growth', 'Momentum', 'C-Suite Presence', 'Enterprise'])
  })

  it('gives each plan the slug derived from its name', () => {
    expect(plans.map((plan) => plan.slug)).toEqual(['base', 'starter', 'growth', 'momentum', 'c-suite-presence', 'enterprise'])
    for (const plan of plans) expect(plan.slug).toBe(slugOf(plan.name))
  })

  it.each(plans.map((plan) => [plan.name, plan] as const))('prices %s as the spec says, in minor units', (_, plan) => {
    const [monthlyUsd, monthlyInr, yearlyUsd, yearlyInr] = expectedPrices[plan.slug]
    expect(plan.prices).toEqual({
      monthly: { USD: monthlyUsd * 100, INR: monthlyInr * 100 },
      yearly: { USD: yearlyUsd * 100, INR: yearlyInr * 100 },
    })
  })

  // The spec's table prices Base yearly at 99 USD against 9 × 12 = 108, a discount
  // of about 8%; every other plan is about 20% below twelve monthly payments.
  it.each(plans.filter((plan) => plan.slug !== 'base').map((plan) => [plan.name, plan] as const))(
    'prices %s yearly about 20% below twelve monthly payments',
    (_, plan) => {
      for (const currency of ['USD', 'INR'] as const) {
        const discount = 1 - plan.prices.yearly[currency] / (12 * plan.prices.monthly[currency])
        expect(discount).toBeGreaterThanOrEqual(0.18)
        expect(discount).toBeLessThanOrEqual(0.22)
      }
    },
  )

  it('prices Base yearly below twelve monthly payments', () => {
    const base = getPlan('base')!
    expect(base.prices.yearly.USD).toBeLessThan(12 * base.prices.monthly.USD)
    expect(base.prices.yearly.INR).toBeLessThan(12 * base.prices.monthly.INR)
  })

  it('marks Base and C-Suite Presence sold out', () => {
    expect(plans.filter((plan) => plan.soldOut).map((plan) => plan.slug)).toEqual(['base', 'c-suite-presence'])
  })

  it('highlights only Growth', () => {
    expect(plans.filter((plan) => plan.highlighted).map((plan) => plan.slug)).toEqual(['growth'])
  })

  it('shows the availability text of each plan', () => {
    expect(plans.map((plan) => plan.availability)).toEqual([
      'Only 5 slots left',
      'Only 8 slots left',
      'Only 3 slots left',
      'Only 6 slots left',
      null,
      'Available on demand',
    ])
  })

  it('shows no availability line on a sold-out plan, even one whose catalogue entry has one', () => {
    expect(plans.map(shownAvailability)).toEqual([
      null,
      'Only 8 slots left',
      'Only 3 slots left',
      'Only 6 slots left',
      null,
      'Available on demand',
    ])
    expect(shownAvailability({ soldOut: false, availability: 'Only 5 slots left' })).toBe('Only 5 slots left')
  })

  it('shows the writer follower tier of each plan', () => {
    expect(plans.map((plan) => plan.followerTier)).toEqual([
      null,
      'Writer with 10K-50K followers',
      'Writer with 50K-80K followers',
      'Writer with 100K+ followers',
      'LinkedIn Top Voice with 150K-200K+ followers',
      'LinkedIn Top Voice with 150K-200K+ followers',
    ])
  })

  it('gives every plan a description and a features list', () => {
    for (const plan of plans) {
      expect(plan.description.length).toBeGreaterThan(0)
      expect(plan.features.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('lists the spec features', () => {
    expect(getPlan('starter')?.features).toContain('2 blog articles/month')
    expect(getPlan('momentum')?.features).toEqual(expect.arrayContaining(['Slack priority access', '12 months of LinkedIn Premium free']))
    expect(getPlan('c-suite-presence')?.features).toContain('Dedicated strategist')
    expect(getPlan('enterprise')?.features).toEqual(expect.arrayContaining(['Unlimited strategy sessions', 'Content calendar']))
  })
})

describe('getPlan', () => {
  it('finds a plan by slug', () => {
    expect(getPlan('c-suite-presence')?.name).toBe('C-Suite Presence')
    expect(getPlan('growth')?.highlighted).toBe(true)
  })

  it('returns undefined for an unknown slug', () => {
    expect(getPlan('free-trial')).toBeUndefined()
    expect(getPlan('Growth')).toBeUndefined()
    expect(getPlan('')).toBeUndefined()
  })
})

describe('linkedinOptimization', () => {
  it('costs 99 USD or 8,249 INR one-time', () => {
    expect(linkedinOptimization.prices).toEqual({ USD: 9900, INR: 824900 })
  })

  it('has the checkout slug and name', () => {
    expect(linkedinOptimization.slug).toBe('linkedin-profile-optimization')
    expect(linkedinOptimization.slug).toBe(slugOf(linkedinOptimization.name))
    expect(linkedinOptimization.features.length).toBeGreaterThan(0)
  })
})

describe('what a plan includes', () => {
  const allowances = (slug: string) => {
    const plan = getPlan(slug)!
    return Object.fromEntries(Object.entries(plan.allowances).map(([type, allowance]) => [type, allowanceText(allowance)]))
  }

  it('gives each plan its pieces a month by type, strategy sessions included', () => {
    expect(allowances('starter')).toEqual({ blog: '2', linkedin: '4', pr: '0', strategy: '1' })
    expect(allowances('momentum')).toEqual({ blog: '6', linkedin: '8', pr: '1', strategy: '1' })
    expect(allowances('c-suite-presence')).toEqual({ blog: '8', linkedin: '12', pr: '2', strategy: '2' })
    expect(allowances('enterprise')).toEqual({ blog: '10+', linkedin: '15+', pr: '3+', strategy: 'unlimited' })
  })

  it("counts Base's post idea and blog brainstorm as one piece each", () => {
    expect(allowances('base')).toEqual({ blog: '1', linkedin: '1', pr: '0', strategy: '0' })
  })

  it('applies Base to a founder without a plan we sell', () => {
    expect(fallbackPlan.slug).toBe('base')
  })

  it('states turnaround in business days, and priority for Enterprise', () => {
    expect(plans.map((plan) => plan.turnaround)).toEqual([7, 5, 4, 3, 2, 'priority'])
  })
})

describe('comparisonRows', () => {
  it('has the nine matrix rows', () => {
    expect(comparisonRows.map((row) => row.label)).toEqual([
      'Blog articles',
      'LinkedIn posts',
      'PR articles',
      'Strategy sessions',
      'Revisions',
      'Turnaround',
      'Dedicated writer / Slack',
      'Content calendar',
      'SEO optimisation',
    ])
  })

  it('has one value per plan in every row', () => {
    for (const row of comparisonRows) expect(row.values).toHaveLength(plans.length)
  })

  const row = (label: string) => comparisonRows.find((r) => r.label === label)!.values

  it('counts the pieces of each plan, with none for the ideas of Base', () => {
    expect(row('Blog articles')).toEqual(['—', '2', '4', '6', '8', '10+'])
    expect(row('LinkedIn posts')).toEqual(['—', '4', '6', '8', '12', '15+'])
    expect(row('PR articles')).toEqual(['—', '—', '—', '1', '2', '3+'])
    expect(row('Strategy sessions')).toEqual(['—', '1 × 30 min', '1 × 45 min', '1 × 60 min', '2 × 60 min', 'Unlimited'])
  })

  it('states revisions and turnaround per plan', () => {
    expect(row('Revisions')).toEqual(['1', '2', '3', '3', 'Unlimited', 'Unlimited'])
    expect(row('Turnaround')).toEqual(['7 days', '5 days', '4 days', '3 days', '2 days', 'Priority'])
  })

  it('includes dedicated writer from Momentum, content calendar from C-Suite and SEO from Growth', () => {
    const from = (slug: string) => plans.map((_, i) => i >= plans.findIndex((plan) => plan.slug === slug))
    expect(row('Dedicated writer / Slack')).toEqual(from('momentum'))
    expect(row('Content calendar')).toEqual(from('c-suite-presence'))
    expect(row('SEO optimisation')).toEqual(from('growth'))
  })
})

describe('turnaround and the monthly allowance', () => {
  it('turns each plan into business days, priority being one', () => {
    expect(plans.map(turnaroundBusinessDays)).toEqual([7, 5, 4, 3, 2, 1])
  })

  it('lets a founder ask while the month has room, and refuses at the limit with the numbers', () => {
    const growth = getPlan('growth')!
    expect(checkAllowance(growth, 'blog', 3)).toEqual({ ok: true })
    expect(checkAllowance(growth, 'blog', 4)).toEqual({ ok: false, reason: 'used-up', used: 4, limit: 4, type: 'blog' })
    expect(checkAllowance(growth, 'linkedin', 0)).toEqual({ ok: true })
    expect(checkAllowance(getPlan('starter')!, 'strategy', 1)).toMatchObject({ ok: false, used: 1, limit: 1 })
  })

  it('refuses a type the plan does not include, even the first of the month', () => {
    expect(checkAllowance(getPlan('growth')!, 'pr', 0)).toEqual({ ok: false, reason: 'not-included', planName: 'Growth', type: 'pr' })
  })

  it("never refuses Enterprise's 10+ or its unlimited sessions", () => {
    const enterprise = getPlan('enterprise')!
    expect(checkAllowance(enterprise, 'blog', 10)).toEqual({ ok: true })
    expect(checkAllowance(enterprise, 'blog', 250)).toEqual({ ok: true })
    expect(checkAllowance(enterprise, 'strategy', 99)).toEqual({ ok: true })
  })

  it("counts Base's ideas as pieces of their type", () => {
    expect(checkAllowance(fallbackPlan, 'blog', 0)).toEqual({ ok: true })
    expect(checkAllowance(fallbackPlan, 'blog', 1)).toMatchObject({ ok: false, reason: 'used-up' })
  })
})
