// A founder's deliveries this month against their plan: the pieces counted against this month of the
// subscription (content_pieces.counted_at, the rule the allowance reads) that have been approved, by
// content type, against what the plan includes a month. "Growth: 3 of 4 blog articles, 6 of 6
// LinkedIn posts approved" — on the admin's board and the founder's overview.
import { CONTENT_TYPES, TYPE_IN_TEXT, TYPE_PLURAL_IN_TEXT, type ContentType } from './content.ts'
import { allowanceText, fallbackPlan, getPlan } from './plans.ts'

export type DeliveryLine = {
  type: ContentType
  approved: number
  /** Null: unlimited. */
  limit: number | null
  /** "3 of 4 blog articles", "2 strategy sessions (unlimited)". */
  text: string
  /** Every piece the month includes has been approved (always false for unlimited). */
  complete: boolean
}

/**
 * The month's delivery per type: each type the plan includes, and any other type that had a piece
 * approved (an extra one, or a type the plan does not include), in the catalogue's order.
 */
export function deliveryLines(planSlug: string, approved: Partial<Record<ContentType, number>>): DeliveryLine[] {
  const { allowances } = getPlan(planSlug) ?? fallbackPlan
  return CONTENT_TYPES.flatMap((type): DeliveryLine[] => {
    const allowance = allowances[type]
    const count = approved[type] ?? 0
    const what = TYPE_PLURAL_IN_TEXT[type]
    /** "1 PR article", "2 PR articles". */
    const counted = `${count} ${count === 1 ? TYPE_IN_TEXT[type] : what}`
    if (allowance === null) return [{ type, approved: count, limit: null, text: `${counted} (unlimited)`, complete: false }]
    if (allowance.limit === 0) {
      return count > 0 ? [{ type, approved: count, limit: 0, text: `${counted} (not in the plan)`, complete: true }] : []
    }
    const complete = count >= allowance.limit
    return [{ type, approved: count, limit: allowance.limit, text: `${count} of ${allowanceText(allowance)} ${what}`, complete }]
  })
}

/** The sentence: "Growth: 3 of 4 blog articles, 6 of 6 LinkedIn posts approved". */
export function deliverySentence(planName: string, lines: readonly DeliveryLine[]): string {
  if (lines.length === 0) return `${planName}: nothing included this month`
  return `${planName}: ${lines.map((line) => line.text).join(', ')} approved`
}
