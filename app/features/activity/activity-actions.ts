// The activity log as people read it (decision 036): a label for every action code the product writes,
// and a sentence for every entry ("Ada granted admin to Priya Shah") whose people and records are
// links. Browser-safe: the page and the CSV export read the same words.

/** Every action code written with logAdminAction, with its label (the filter's options, in this order). */
export const ACTIVITY_ACTIONS = {
  'assignment.create': 'Assigned a writer',
  'assignment.remove': 'Removed an assignment',
  'content.assign': 'Gave a request to a writer',
  'content.cancel': 'Cancelled a request',
  'content.due-date': 'Moved a due date',
  'content-pack.create': 'Uploaded a content pack',
  'content-pack.starter': 'Changed the starter pack',
  'content-pack.delete': 'Deleted a content pack',
  'coupon.create': 'Created a coupon',
  'coupon.activate': 'Activated a coupon',
  'coupon.deactivate': 'Deactivated a coupon',
  'job.retry': 'Retried a job',
  'payout.rate.set': 'Set a writer’s pay rates',
  'payout.record': 'Recorded a payout',
  'pricing.update': 'Updated pricing',
  'refund.request': 'Refunded a charge',
  'refund.failed': 'A refund the provider refused',
  'role.grant': 'Granted a role',
  'role.remove': 'Removed a role',
  'subscription.cancel-at-period-end': 'Ended a subscription at period end',
  'subscription.cancel-now': 'Cancelled a subscription now',
  'user.suspend': 'Suspended an account',
  'user.reactivate': 'Reactivated an account',
} as const satisfies Record<string, string>

export type ActivityAction = keyof typeof ACTIVITY_ACTIONS
export const ACTIVITY_ACTION_CODES = Object.keys(ACTIVITY_ACTIONS) as [ActivityAction, ...ActivityAction[]]

export const isActivityAction = (value: string): value is ActivityAction => Object.hasOwn(ACTIVITY_ACTIONS, value)

/** A code's label; a code the product no longer writes reads as itself. */
export const activityLabel = (action: string) => (isActivityAction(action) ? ACTIVITY_ACTIONS[action] : action)

/** A person or a record an entry names: its words, and where it leads when it still exists. */
export type Named = { name: string; href: string | null }

/** One entry as the server reads it. */
export type ActivityEntry = {
  id: string
  action: string
  createdAt: string
  details: string | null
  actor: Named | null
  /** The person the change was about (the user, a pairing's writer, a subscription's customer, a payout's writer). */
  person: Named | null
  /** The second person of a pairing: its founder. */
  otherPerson: Named | null
  /** The record: a coupon's code, a piece's or a pack's title, a plan's name, a job. */
  record: Named | null
}

/** A sentence as parts: plain words, and names that are links when `href` is set. */
export type SentencePart = { text: string; href?: string | null }

const named = (thing: Named | null, fallback: string): SentencePart => (thing ? { text: thing.name, href: thing.href } : { text: fallback })

/** The role named by a role change's details ("Granted admin to …", "Removed writer from …"). */
function roleOf(details: string | null) {
  return /^(?:granted|removed) (admin|writer|founder)\b/i.exec(details ?? '')?.[1]?.toLowerCase() ?? 'a role'
}

/**
 * What an entry's own details say about the record and people it named, for when they are gone (a deleted
 * coupon, pack or piece, an account closed since): the details are written by the action and keep them.
 */
function namesInDetails(action: string, details: string | null): { record?: string; person?: string; otherPerson?: string } {
  const text = details ?? ''
  if (action.startsWith('coupon.')) return { record: /^[A-Z0-9_-]+/.exec(text)?.[0] }
  if (action.startsWith('content.')) return { record: /^“[^”]+”/.exec(text)?.[0] }
  if (action.startsWith('content-pack.')) return { record: /^(.+?)(?::| is now | is no longer )/.exec(text)?.[1] }
  const pairing =
    action === 'assignment.create'
      ? /^(.+?)(?: \([^)]*\))? → (.+?)(?: \([^)]*\))?$/.exec(text)
      : action === 'assignment.remove'
        ? /^(.+) no longer writes for (.+)$/.exec(text)
        : null
  return pairing ? { person: pairing[1], otherPerson: pairing[2] } : {}
}

function predicate(entry: ActivityEntry): SentencePart[] {
  const remembered = namesInDetails(entry.action, entry.details)
  const person = named(entry.person, remembered.person ?? 'someone')
  const record = (fallback: string) => named(entry.record, remembered.record ?? fallback)
  /** "the coupon LAUNCH20" when the entry names it, else "a coupon". */
  const kindAndName = (kind: string): SentencePart[] => {
    const name = entry.record?.name ?? remembered.record
    return name ? [{ text: `the ${kind} ` }, record(name)] : [{ text: `a ${kind}` }]
  }
  switch (entry.action) {
    case 'assignment.create':
      return [{ text: ' paired ' }, person, { text: ' with ' }, named(entry.otherPerson, remembered.otherPerson ?? 'a founder')]
    case 'assignment.remove':
      return [
        { text: ' ended the pairing of ' },
        person,
        { text: ' with ' },
        named(entry.otherPerson, remembered.otherPerson ?? 'a founder'),
      ]
    case 'content.assign':
      return [{ text: ' gave ' }, record('a request'), { text: ' to a writer' }]
    case 'content.cancel':
      return [{ text: ' cancelled ' }, record('a request')]
    case 'content.due-date':
      return [{ text: ' moved the due date of ' }, record('a piece')]
    case 'content-pack.create':
      return [{ text: ' uploaded ' }, ...kindAndName('content pack')]
    case 'content-pack.starter':
      return /no longer/.test(entry.details ?? '')
        ? [{ text: ' stopped offering ' }, record('a content pack'), { text: ' as the starter pack' }]
        : [{ text: ' made ' }, record('a content pack'), { text: ' the starter pack' }]
    case 'content-pack.delete':
      return [{ text: ' deleted ' }, ...kindAndName('content pack')]
    case 'coupon.create':
      return [{ text: ' created ' }, ...kindAndName('coupon')]
    case 'coupon.activate':
      return [{ text: ' activated ' }, ...kindAndName('coupon')]
    case 'coupon.deactivate':
      return [{ text: ' deactivated ' }, ...kindAndName('coupon')]
    case 'job.retry':
      return [{ text: ' retried a ' }, { text: 'failed job', href: entry.record?.href ?? null }]
    case 'payout.rate.set':
      return [{ text: ' set the pay rates of ' }, person]
    case 'payout.record':
      return [{ text: ' recorded a payout to ' }, person]
    case 'pricing.update':
      return [{ text: ' changed the prices of ' }, record('a plan')]
    case 'refund.request':
      return [{ text: ' refunded a charge of ' }, person]
    case 'refund.failed':
      return [{ text: ' asked for a refund of a charge of ' }, person, { text: ', which the payment provider refused' }]
    case 'role.grant':
      return [{ text: ` granted ${roleOf(entry.details)} to ` }, person]
    case 'role.remove':
      return [{ text: ` removed ${roleOf(entry.details)} from ` }, person]
    case 'subscription.cancel-at-period-end':
      return [{ text: ' set the subscription of ' }, person, { text: ' to end with its period' }]
    case 'subscription.cancel-now':
      return [{ text: ' cancelled the subscription of ' }, person, { text: ' now' }]
    case 'user.suspend':
      return [{ text: ' suspended ' }, person]
    case 'user.reactivate':
      return [{ text: ' reactivated ' }, person]
    default:
      return [{ text: `: ${activityLabel(entry.action).toLowerCase()}` }]
  }
}

/** "Ada granted admin to Priya Shah", as parts. */
export function activitySentence(entry: ActivityEntry): SentencePart[] {
  return [named(entry.actor, 'A deleted account'), ...predicate(entry)]
}

/** The sentence as plain text (the CSV). */
export const sentenceText = (entry: ActivityEntry) =>
  activitySentence(entry)
    .map((part) => part.text)
    .join('')

/** ISO timestamps inside details ("expires 2027-03-31T23:59:00.000Z"): the page shows them as dates. */
export const ISO_MOMENT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z/g
