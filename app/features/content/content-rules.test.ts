import { describe, expect, it } from 'vitest'
import {
  availableActions,
  CANCEL_MESSAGES,
  checkAction,
  PAIRING_ENDED,
  revisionAllowance,
  revisionLimitMessage,
  revisionsLeft,
  wordCount,
  type ContentAction,
  type Party,
  type PieceState,
} from './content-rules.ts'

const state = (status: PieceState['status'], extra: Partial<PieceState> = {}): PieceState => ({
  status,
  revisionRound: 0,
  published: false,
  paired: true,
  ...extra,
})
const may = (party: Party, action: ContentAction, piece: PieceState, plan: string | null = 'growth') =>
  checkAction(party, action, piece, revisionAllowance(plan))

describe('who may do what from which status', () => {
  it('lets only the writer edit and submit a draft', () => {
    expect(may('writer', 'edit-draft', state('draft'))).toEqual({ ok: true })
    expect(may('writer', 'submit', state('draft'))).toEqual({ ok: true })
    expect(may('founder', 'submit', state('draft'))).toMatchObject({ ok: false, status: 403 })
    expect(may('viewer', 'edit-draft', state('draft'))).toMatchObject({ ok: false, status: 403 })
    expect(may('writer', 'submit', state('pending'))).toMatchObject({ ok: false, status: 409 })
  })

  it('lets only the writer revise, and only a piece sent back', () => {
    expect(may('writer', 'revise', state('rejected', { revisionRound: 1 }))).toEqual({ ok: true })
    for (const status of ['draft', 'pending', 'approved'] as const) {
      expect(may('writer', 'revise', state(status))).toMatchObject({ ok: false, status: 409 })
    }
    expect(may('founder', 'revise', state('rejected'))).toMatchObject({ ok: false, status: 403 })
  })

  it('lets only the founder decide, and only on a pending piece', () => {
    expect(may('founder', 'approve', state('pending'))).toEqual({ ok: true })
    expect(may('founder', 'request-changes', state('pending'))).toEqual({ ok: true })
    expect(may('writer', 'approve', state('pending'))).toMatchObject({ ok: false, status: 403 })
    expect(may('viewer', 'request-changes', state('pending'))).toMatchObject({ ok: false, status: 403 })
    expect(may('founder', 'approve', state('draft'))).toMatchObject({ ok: false, status: 409 })
    expect(may('founder', 'approve', state('rejected'))).toMatchObject({ ok: false, status: 409 })
  })

  it('treats approved as final: no second decision, no edit, no revision', () => {
    const approved = state('approved')
    expect(may('founder', 'approve', approved)).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining('Approved is final'),
    })
    expect(may('founder', 'request-changes', approved)).toMatchObject({ ok: false, status: 409 })
    expect(may('writer', 'edit-draft', approved)).toMatchObject({ ok: false })
    expect(may('writer', 'revise', approved)).toMatchObject({ ok: false })
    expect(may('writer', 'set-date', approved)).toMatchObject({ ok: false, status: 409 })
  })

  it('lets the founder plan the date until publication, and publish an approved piece once', () => {
    expect(may('founder', 'set-date', state('approved'))).toEqual({ ok: true })
    expect(may('founder', 'set-date', state('approved', { published: true }))).toMatchObject({ ok: false, status: 409 })
    expect(may('founder', 'publish', state('approved'))).toEqual({ ok: true })
    expect(may('founder', 'publish', state('approved', { published: true }))).toMatchObject({ ok: false, status: 409 })
    expect(may('founder', 'publish', state('pending'))).toMatchObject({ ok: false, status: 409 })
    expect(may('writer', 'publish', state('approved'))).toMatchObject({ ok: false, status: 403 })
    expect(may('viewer', 'set-date', state('pending'))).toMatchObject({ ok: false, status: 403 })
  })

  it('opens comments to both sides once the piece is submitted', () => {
    expect(may('writer', 'comment', state('pending'))).toEqual({ ok: true })
    expect(may('founder', 'comment', state('approved'))).toEqual({ ok: true })
    expect(may('writer', 'comment', state('draft'))).toMatchObject({ ok: false, status: 409 })
    expect(may('viewer', 'comment', state('pending'))).toMatchObject({ ok: false, status: 403 })
  })

  it('refuses every change by the writer once the pairing has ended, and the founder only what waits on the writer', () => {
    const ended = (status: PieceState['status'], extra: Partial<PieceState> = {}) => state(status, { paired: false, ...extra })
    for (const [action, status] of [
      ['edit-draft', 'draft'],
      ['submit', 'draft'],
      ['revise', 'rejected'],
      ['set-date', 'pending'],
      ['comment', 'pending'],
    ] as const) {
      expect(may('writer', action, state(status, { revisionRound: 1 })), action).toEqual({ ok: true })
      expect(may('writer', action, ended(status, { revisionRound: 1 })), action).toEqual({
        ok: false,
        status: 403,
        message: PAIRING_ENDED.writer,
      })
    }
    expect(availableActions('writer', ended('rejected', { revisionRound: 1 }))).toEqual([])
    expect(may('founder', 'request-changes', ended('pending'))).toEqual({ ok: false, status: 409, message: PAIRING_ENDED.founder })
    expect(may('founder', 'comment', ended('pending'))).toEqual({ ok: false, status: 409, message: PAIRING_ENDED.founder })
    expect(availableActions('founder', ended('pending'), revisionAllowance('growth'))).toEqual(['approve', 'set-date'])
    expect(availableActions('founder', ended('approved'))).toEqual(['set-date', 'publish'])
  })

  it('lists the actions a party has now', () => {
    expect(availableActions('founder', state('pending'), revisionAllowance('growth'))).toEqual([
      'approve',
      'request-changes',
      'set-date',
      'comment',
    ])
    expect(availableActions('writer', state('rejected', { revisionRound: 1 }))).toEqual(['revise', 'set-date', 'comment'])
    expect(availableActions('viewer', state('pending'))).toEqual([])
  })
})

describe('revision rounds per plan', () => {
  it('gives 1, 2, 3, 3, unlimited, unlimited rounds from Base to Enterprise', () => {
    expect(
      ['base', 'starter', 'growth', 'momentum', 'c-suite-presence', 'enterprise'].map((plan) => revisionAllowance(plan).limit),
    ).toEqual([1, 2, 3, 3, null, null])
  })

  it("gives a founder without a live plan the Base plan's single round", () => {
    expect(revisionAllowance(null)).toEqual({ planSlug: null, planName: null, limit: 1 })
    expect(revisionAllowance('free-trial')).toMatchObject({ planSlug: null, limit: 1 })
  })

  it('refuses a request past the last round with a message naming the limit', () => {
    const starter = revisionAllowance('starter')
    expect(revisionsLeft(starter, 1)).toBe(1)
    expect(may('founder', 'request-changes', state('pending', { revisionRound: 1 }), 'starter')).toEqual({ ok: true })
    const refused = may('founder', 'request-changes', state('pending', { revisionRound: 2 }), 'starter')
    expect(refused).toEqual({
      ok: false,
      status: 409,
      message:
        'Your Starter plan includes 2 revision rounds per piece, and all 2 have been used. Approve the piece, or contact us to add rounds.',
    })
    // Approving is still possible when no rounds are left.
    expect(may('founder', 'approve', state('pending', { revisionRound: 2 }), 'starter')).toEqual({ ok: true })
    expect(revisionLimitMessage(revisionAllowance(null))).toBe(
      "Without an active plan, you get the Base plan's 1 revision round per piece, and it has been used. Approve the piece, or contact us to add rounds.",
    )
  })

  it('never runs out on unlimited plans', () => {
    expect(revisionsLeft(revisionAllowance('enterprise'), 50)).toBeNull()
    expect(may('founder', 'request-changes', state('pending', { revisionRound: 50 }), 'c-suite-presence')).toEqual({ ok: true })
  })
})

describe('word count', () => {
  it('counts words, not Markdown marks', () => {
    expect(wordCount('')).toBe(0)
    expect(wordCount('# A heading\n\n- one **bold** item\n- [a link](https://example.com) here')).toBe(8)
    expect(wordCount("It's well-known: 3.5 times.")).toBe(4)
  })

  it('counts what a reader sees of unclosed and nested links and brackets', () => {
    expect(wordCount('[one [two](https://example.com) three')).toBe(3)
    expect(wordCount('[a'.repeat(10))).toBe(10)
    expect(wordCount('[a](b '.repeat(3))).toBe(6)
    expect(wordCount('![chart](https://example.com/c.png) and [a link](https://example.com)')).toBe(4)
  })
})

describe('requests', () => {
  const request = (status: PieceState['status']) => state(status, { requested: true })

  it('lets the writer start a request as a draft or submit it at once', () => {
    expect(may('writer', 'edit-draft', request('requested'))).toEqual({ ok: true })
    expect(may('writer', 'submit', request('requested'))).toEqual({ ok: true })
    expect(may('founder', 'submit', request('requested'))).toMatchObject({ ok: false, status: 403 })
    expect(may('writer', 'submit', request('requested'), 'growth')).toEqual({ ok: true })
    expect(may('writer', 'edit-draft', state('requested', { requested: true, paired: false }))).toMatchObject({ ok: false, status: 403 })
  })

  it('lets the founder cancel only before work starts, and an admin until approval', () => {
    expect(may('founder', 'cancel', request('requested'))).toEqual({ ok: true })
    for (const status of ['draft', 'pending', 'rejected'] as const)
      expect(may('founder', 'cancel', request(status))).toMatchObject({ ok: false, status: 409, message: CANCEL_MESSAGES.started })
    for (const status of ['requested', 'draft', 'pending', 'rejected'] as const)
      expect(may('admin', 'cancel', request(status))).toEqual({ ok: true })
    expect(may('admin', 'cancel', request('approved'))).toMatchObject({ ok: false, status: 409 })
    expect(may('admin', 'cancel', request('cancelled'))).toMatchObject({ ok: false, status: 409, message: CANCEL_MESSAGES.cancelled })
  })

  it('refuses cancelling to writers and viewers, and a piece nobody requested', () => {
    expect(may('writer', 'cancel', request('requested'))).toMatchObject({ ok: false, status: 403 })
    expect(may('viewer', 'cancel', request('requested'))).toMatchObject({ ok: false, status: 403 })
    expect(may('admin', 'cancel', state('draft'))).toMatchObject({ ok: false, status: 409, message: CANCEL_MESSAGES.notRequest })
  })

  it('freezes a cancelled request, and keeps comments closed until a piece is submitted', () => {
    for (const action of ['edit-draft', 'submit', 'revise', 'approve', 'request-changes', 'set-date', 'publish', 'comment'] as const) {
      expect(may('writer', action, request('cancelled')).ok).toBe(false)
      expect(may('founder', action, request('cancelled')).ok).toBe(false)
    }
    expect(may('founder', 'comment', request('requested'))).toMatchObject({ ok: false, status: 409 })
    expect(availableActions('admin', request('pending'))).toEqual(['cancel'])
  })
})
