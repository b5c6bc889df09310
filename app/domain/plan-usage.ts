// A founder's usage of their plan: the pieces counted this month of their subscription, by content type, against the
// allowances of the plan (app/domain/plans.ts), and which types a request may still ask for.
import { CONTENT_TYPES, TYPE_PLURAL_LABELS, type ContentType } from './content.ts'
import { allowanceText, checkAllowance, fallbackPlan, getPlan } from './plans.ts'

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
  const { allowances } = getPlan(planSlug) ?? fallbackPlan
  return CONTENT_TYPES.flatMap((type): UsageLine[] => {
    const allowance = allowances[type]
    const count = used[type] ?? 0
    const label = TYPE_PLURAL_LABELS[type]
    if (allowance === null) return [{ type, label, used: count, text: `${count} (unlimited)`, ratio: null, over: false }]
    if (allowance.limit === 0) {
      return count > 0 ? [{ type, label, used: count, text: `${count} (not in your plan)`, ratio: null, over: true }] : []
    }
    const limit = allowanceText(allowance)
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

/** A type a founder may ask for, and why not when the plan refuses one more of it this month. */
export type RequestTypeChoice = { type: ContentType; unavailable: string | null }

const UNAVAILABLE = { 'not-included': 'not in your plan', 'used-up': 'none left this month' } as const

/**
 * The types of the request form, those one more piece of fits first, each refused one with why: the same
 * check (checkAllowance) the server refuses a request by.
 */
export function requestTypeChoices(planSlug: string, used: Partial<Record<ContentType, number>>): RequestTypeChoice[] {
  const plan = getPlan(planSlug) ?? fallbackPlan
  const choices = CONTENT_TYPES.map((type): RequestTypeChoice => {
    const check = checkAllowance(plan, type, used[type] ?? 0)
    return { type, unavailable: check.ok ? null : UNAVAILABLE[check.reason] }
  })
  return [...choices.filter((choice) => !choice.unavailable), ...choices.filter((choice) => choice.unavailable)]
}
