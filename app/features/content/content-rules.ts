// The content workflow's rules as pure functions: who may do what to a piece from which status,
// and how many of its plan's revision rounds (app/domain/plans.ts) are left. The server checks them
// inside the transaction that changes the piece (content-workflow.server.ts); pages use them only to
// show the right buttons.
import type { ContentStatus } from '#app/domain/content.ts'
import { fallbackPlan, getPlan } from '#app/domain/plans.ts'

/**
 * How the person stands to a piece: its writer, its founder, an admin (who reads every piece and may
 * cancel a request, but writes and reviews none), or someone who may only read it.
 */
export type Party = 'writer' | 'founder' | 'admin' | 'viewer'

export type ContentAction =
  'edit-draft' | 'submit' | 'revise' | 'approve' | 'request-changes' | 'set-date' | 'publish' | 'comment' | 'cancel'

export type PieceState = {
  status: ContentStatus
  /** Whether a founder (or an admin for them) asked for it; a writer's own piece is not a request. */
  requested?: boolean
  revisionRound: number
  published: boolean
  /** Whether the piece's writer is still actively assigned to its founder. */
  paired: boolean
}

/** The refusals once an admin has ended the pairing: the piece stays readable to both. */
export const PAIRING_ENDED = {
  writer: 'You are no longer assigned to this founder: you can read this piece but not change it.',
  founder: 'This writer is no longer assigned to you, so you can no longer request changes or comment here: they could not answer.',
} as const

export type RevisionAllowance = { planSlug: string | null; planName: string | null; limit: number | null }

/** The revision rounds a founder's plan gives each piece (null: unlimited; no live plan, or an unknown one: Base's). */
export function revisionAllowance(planSlug: string | null): RevisionAllowance {
  const plan = planSlug === null ? undefined : getPlan(planSlug)
  if (!plan) return { planSlug: null, planName: null, limit: fallbackPlan.revisionRounds }
  return { planSlug: plan.slug, planName: plan.name, limit: plan.revisionRounds }
}

/** Rounds still available on a piece (null: unlimited). */
export function revisionsLeft(allowance: RevisionAllowance, revisionRound: number): number | null {
  return allowance.limit === null ? null : Math.max(0, allowance.limit - revisionRound)
}

const rounds = (n: number) => `${n} revision round${n === 1 ? '' : 's'}`

/** The refusal when a founder has used every round: it names the limit. */
export function revisionLimitMessage(allowance: RevisionAllowance): string {
  const limit = allowance.limit ?? 0
  const used = limit === 1 ? 'it has been used' : `all ${limit} have been used`
  const plan = allowance.planName ? `Your ${allowance.planName} plan includes` : "Without an active plan, you get the Base plan's"
  return `${plan} ${rounds(limit)} per piece, and ${used}. Approve the piece, or contact us to add rounds.`
}

export type Decision = { ok: true } | { ok: false; status: 403 | 409; message: string }

const refuse = (status: 403 | 409, message: string): Decision => ({ ok: false, status, message })
const allowed: Decision = { ok: true }

/**
 * May `party` do `action` to a piece in `state`? Wrong person: 403; right person, wrong moment: 409
 * with the reason. `allowance` is the founder's plan (for requesting changes).
 *
 * Every change a writer makes needs their pairing with the founder to be live. The founder keeps
 * deciding, planning and publishing a piece delivered to them after the pairing ends; asking for
 * changes and commenting, which wait for the writer, close with it.
 */
export const CANCEL_MESSAGES = {
  notRequest: 'Only a request can be cancelled; this piece was started by its writer.',
  cancelled: 'This request has been cancelled.',
  approved: 'This piece is approved. Approved is final.',
  started: 'Your writer has started on this request, so it can no longer be cancelled here: contact us to call it off.',
  notYours: 'Only the founder who asked for a piece, or an admin, can cancel it.',
} as const

/** Cancelling a request: its founder before work starts, an admin until it is approved. */
function checkCancel(party: Party, state: PieceState): Decision {
  if (party !== 'founder' && party !== 'admin') return refuse(403, CANCEL_MESSAGES.notYours)
  if (!state.requested) return refuse(409, CANCEL_MESSAGES.notRequest)
  if (state.status === 'cancelled') return refuse(409, CANCEL_MESSAGES.cancelled)
  if (state.status === 'approved') return refuse(409, CANCEL_MESSAGES.approved)
  if (party === 'founder' && state.status !== 'requested') return refuse(409, CANCEL_MESSAGES.started)
  return allowed
}

export function checkAction(party: Party, action: ContentAction, state: PieceState, allowance?: RevisionAllowance): Decision {
  const { status } = state
  if (party === 'writer' && !state.paired) return refuse(403, PAIRING_ENDED.writer)
  if (action === 'cancel') return checkCancel(party, state)
  if (status === 'cancelled') return refuse(409, CANCEL_MESSAGES.cancelled)
  switch (action) {
    case 'edit-draft':
    case 'submit':
      if (party !== 'writer') return refuse(403, 'Only the writer of a piece can edit and submit it.')
      // A request becomes the writer's draft when they start on it.
      if (status !== 'draft' && status !== 'requested') return refuse(409, 'This piece has already been submitted.')
      return allowed
    case 'revise':
      if (party !== 'writer') return refuse(403, 'Only the writer of a piece can revise it.')
      if (status !== 'rejected') return refuse(409, 'Only a piece sent back with changes requested can be revised.')
      return allowed
    case 'approve':
    case 'request-changes': {
      if (party !== 'founder') return refuse(403, 'Only the founder this piece was written for can approve it or request changes.')
      if (status === 'approved') return refuse(409, 'This piece is already approved. Approved is final.')
      if (status !== 'pending') return refuse(409, 'Only a piece waiting for review can be approved or sent back.')
      if (action === 'request-changes') {
        if (!state.paired) return refuse(409, PAIRING_ENDED.founder)
        const plan = allowance ?? revisionAllowance(null)
        const left = revisionsLeft(plan, state.revisionRound)
        if (left !== null && left <= 0) return refuse(409, revisionLimitMessage(plan))
      }
      return allowed
    }
    case 'set-date':
      if (party === 'writer') {
        if (status === 'approved') return refuse(409, 'This piece is approved: its founder plans the publish date now.')
        return allowed
      }
      if (party === 'founder') {
        if (state.published) return refuse(409, 'This piece has been published.')
        return allowed
      }
      return refuse(403, "Only the piece's writer and founder can plan its publish date.")
    case 'publish':
      if (party !== 'founder') return refuse(403, 'Only the founder this piece was written for can mark it as published.')
      if (status !== 'approved') return refuse(409, 'Only an approved piece can be marked as published.')
      if (state.published) return refuse(409, 'This piece is already marked as published.')
      return allowed
    case 'comment':
      if (party !== 'writer' && party !== 'founder') return refuse(403, "Only the piece's writer and founder can comment on it.")
      if (status === 'draft' || status === 'requested') return refuse(409, 'Comments open once the piece is submitted.')
      if (!state.paired) return refuse(409, PAIRING_ENDED.founder)
      return allowed
  }
}

/** The actions a party may take now (for the buttons a page shows). */
export function availableActions(party: Party, state: PieceState, allowance?: RevisionAllowance): ContentAction[] {
  const actions: ContentAction[] = [
    'edit-draft',
    'submit',
    'revise',
    'approve',
    'request-changes',
    'set-date',
    'publish',
    'comment',
    'cancel',
  ]
  return actions.filter((action) => checkAction(party, action, state, allowance).ok)
}

/**
 * Words in a Markdown text, as a reader would count them (markup characters are not words). Each
 * pattern stops at the next bracket or parenthesis, so its time grows linearly with any text: one
 * that ran on to the end from every unclosed `[` took a second on a 50,000-character piece.
 */
export function wordCount(markdown: string): number {
  const words = markdown
    .replace(/`{3}[\s\S]*?`{3}/g, ' ')
    .replace(/!?\[([^[\]]*)\]\([^()]*\)/g, '$1')
    .replace(/[#>*_~`|]+/g, ' ')
    .match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)
  return words ? words.length : 0
}
