// What each plan includes per billing period, by content type, as numbers: the catalogue's feature
// lines (app/features/billing/catalogue.ts, spec §3) put in a table, since features do not import
// each other (a unit test checks the two agree). `orMore` is the catalogue's "10+"; null is unlimited.
import { CONTENT_TYPES, TYPE_PLURAL_LABELS, type ContentType } from '#app/domain/content.ts'

export type Allowance = { limit: number; orMore?: boolean } | null

export const PLAN_NAMES: Record<string, string> = {
  base: 'Base',
  starter: 'Starter',
  growth: 'Growth',
  momentum: 'Momentum',
  'c-suite-presence': 'C-Suite Presence',
  enterprise: 'Enterprise',
}

/**
 * Base's "1 LinkedIn post idea" and "brainstorm of 1 blog topic" count as one piece of each;
 * strategy sessions and brainstorms are the "strategy" type.
 */
export const PLAN_ALLOWANCES: Record<string, Record<ContentType, Allowance>> = {
  base: { blog: { limit: 1 }, linkedin: { limit: 1 }, pr: { limit: 0 }, strategy: { limit: 0 } },
  starter: { blog: { limit: 2 }, linkedin: { limit: 4 }, pr: { limit: 0 }, strategy: { limit: 1 } },
  growth: { blog: { limit: 4 }, linkedin: { limit: 6 }, pr: { limit: 0 }, strategy: { limit: 1 } },
  momentum: { blog: { limit: 6 }, linkedin: { limit: 8 }, pr: { limit: 1 }, strategy: { limit: 1 } },
  'c-suite-presence': { blog: { limit: 8 }, linkedin: { limit: 12 }, pr: { limit: 2 }, strategy: { limit: 2 } },
  enterprise: { blog: { limit: 10, orMore: true }, linkedin: { limit: 15, orMore: true }, pr: { limit: 3, orMore: true }, strategy: null },
}

export type UsageLine = {
  type: ContentType
  label: string
  used: number
  /** "3 of 6", "12 of 10+", "2 (unlimited)", "1 (not in your plan)". */
  text: string
  /** 0…1 of the allowance used, for a bar; null when there is no limit to measure against. */
  ratio: number | null
  over: boolean
}

/** The usage lines of a plan for the pieces counted this period: types the plan includes, and any other type used. */
export function usageLines(planSlug: string, used: Partial<Record<ContentType, number>>): UsageLine[] {
  const allowances = PLAN_ALLOWANCES[planSlug] ?? PLAN_ALLOWANCES.base!
  return CONTENT_TYPES.flatMap((type): UsageLine[] => {
    const allowance = allowances[type]
    const count = used[type] ?? 0
    const label = TYPE_PLURAL_LABELS[type]
    if (allowance === null) return [{ type, label, used: count, text: `${count} (unlimited)`, ratio: null, over: false }]
    if (allowance.limit === 0) {
      return count > 0 ? [{ type, label, used: count, text: `${count} (not in your plan)`, ratio: null, over: true }] : []
    }
    const limit = `${allowance.limit}${allowance.orMore ? '+' : ''}`
    return [
      {
        type,
        label,
        used: count,
        text: `${count} of ${limit}`,
        ratio: Math.min(1, count / allowance.limit),
        over: !allowance.orMore && count > allowance.limit,
      },
    ]
  })
}
