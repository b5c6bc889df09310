import { describe, expect, it } from 'vitest'
import { diffRounds, RememberedDiffs } from './piece-html.server.ts'

/** A comparison that takes `tookMs` on a fake clock and records the time it was given. */
function fakeComparison(tookMs: number) {
  let clock = 0
  const given: [string, number][] = []
  const compare = async (before: string, after: string, timeoutMs?: number) => {
    given.push([`${before}→${after}`, timeoutMs!])
    clock += Math.min(tookMs, timeoutMs!)
    return `${before}→${after}`
  }
  return { compare, given, now: () => clock }
}

describe("a page's diffs", () => {
  it('compares the newest rounds first, and stops when the page has spent its budget', async () => {
    const slow = fakeComparison(1_000)
    const diffs = await diffRounds(['v1', 'v2', 'v3', 'v4', 'v5', 'v6'], { budgetMs: 3_000, ...slow })
    expect(slow.given).toEqual([
      ['v5→v6', 1_000],
      ['v4→v5', 1_000],
      ['v3→v4', 1_000],
    ])
    expect(diffs).toEqual([null, null, 'v3→v4', 'v4→v5', 'v5→v6'])
  })

  it('gives the last comparison only what is left, and compares every round when each is quick', async () => {
    const middling = fakeComparison(1_200)
    await diffRounds(['v1', 'v2', 'v3', 'v4'], { budgetMs: 2_500, ...middling })
    expect(middling.given.map(([, timeout]) => timeout)).toEqual([1_000, 1_000, 500])

    const quick = fakeComparison(10)
    expect((await diffRounds(['v1', 'v2', 'v3', 'v4'], { budgetMs: 3_000, ...quick })).every(Boolean)).toBe(true)
    expect(await diffRounds(['v1'], { ...quick })).toEqual([])
  })
})

describe('remembered diffs', () => {
  /** A comparison that answers `answer(before)` and counts its calls. */
  function counted(answer: (before: string) => string | null) {
    const calls: string[] = []
    const compare = (before: string, after: string) => () => {
      calls.push(`${before}→${after}`)
      return Promise.resolve(answer(before))
    }
    return { calls, compare }
  }

  it('compares a pair once, for views that come together and for views that come later', async () => {
    const memo = new RememberedDiffs(1_000)
    const { calls, compare } = counted((before) => before)
    const together = await Promise.all([memo.get('a b', 'a c', compare('a b', 'a c')), memo.get('a b', 'a c', compare('a b', 'a c'))])
    const later = await memo.get('a b', 'a c', compare('a b', 'a c'))
    expect(calls).toEqual(['a b→a c'])
    expect(together).toEqual(['a b', 'a b'])
    expect(later).toBe('a b')
    await memo.get('a b', 'a d', compare('a b', 'a d'))
    expect(calls).toEqual(['a b→a c', 'a b→a d'])
  })

  it('does not keep a comparison that gave up', async () => {
    const memo = new RememberedDiffs(1_000)
    const { calls, compare } = counted(() => null)
    expect(await memo.get('x', 'y', compare('x', 'y'))).toBeNull()
    expect(await memo.get('x', 'y', compare('x', 'y'))).toBeNull()
    expect(calls).toEqual(['x→y', 'x→y'])
  })

  it('lets the least recently read diffs go past its size, counting their HTML', async () => {
    const memo = new RememberedDiffs(20) // two diffs of 8 characters fit, three do not
    const { calls, compare } = counted((before) => before.repeat(4)) // texts of 4 characters, diffs of 8
    await memo.get('aa', 'AA', compare('aa', 'AA'))
    await memo.get('bb', 'BB', compare('bb', 'BB'))
    await memo.get('aa', 'AA', compare('aa', 'AA')) // read again: now the newest
    await memo.get('cc', 'CC', compare('cc', 'CC')) // pushes out bb
    await memo.get('aa', 'AA', compare('aa', 'AA'))
    await memo.get('bb', 'BB', compare('bb', 'BB'))
    expect(calls).toEqual(['aa→AA', 'bb→BB', 'cc→CC', 'bb→BB'])
  })
})
