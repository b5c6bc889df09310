// A founder's request for a piece, as pure rules: the words of a refusal over the monthly allowance
// (the allowance itself is the plan's: app/domain/plans.ts), and where a due date stands today.
// The server checks them in the transaction that stores the request (request-workflow.server.ts).
import type { AllowanceCheck } from '#app/domain/plans.ts'
import { dayOf, dueStanding, dueText } from '#app/domain/periods.ts'
import { isUndelivered, TYPE_PLURAL_IN_TEXT, type ContentStatus } from '#app/domain/content.ts'

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/**
 * Why one more piece does not fit this month, with the numbers: "You have used 4 of 4 blog articles
 * this month; the next month starts Dec 20."
 */
export function allowanceRefusal(check: Exclude<AllowanceCheck, { ok: true }>, nextMonthStarts: Date): string {
  const what = TYPE_PLURAL_IN_TEXT[check.type]
  if (check.reason === 'not-included') return `Your ${check.planName} plan does not include ${what}. Contact us to add them.`
  return `You have used ${check.used} of ${check.limit} ${what} this month; the next month starts ${monthDay.format(nextMonthStarts)}.`
}

/** The due date of a piece as lists show it: the words, and whether it is late; null when it has none. */
export function dueLabel(piece: { dueDate: string | null; status: ContentStatus }, now = new Date()) {
  if (!piece.dueDate || !isUndelivered(piece.status)) return null
  const standing = dueStanding(piece.dueDate, dayOf(now))
  return { text: dueText(standing), overdue: standing.kind === 'overdue', soon: standing.kind !== 'upcoming' || standing.days <= 1 }
}
