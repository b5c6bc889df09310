import { describe, expect, it } from 'vitest'
import { diffRounds } from './piece-html.server.ts'

/** A comparison that takes `tookMs` on a fake clock and records the time it was given. */
function fakeComparison(tookMs: number) {
  let clock = 0
  const given: [string, number][] = []
  const compare = async (before: string, after: string, timeoutMs?: number) => {
    given.push([`${before}→${after}`, timeoutMs!])
    clock += Math.min(tookMs, timeoutMs!)
    return [{ value: `${before}→${after}` }]
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
    expect(diffs.map((diff) => diff?.[0]?.value ?? null)).toEqual([null, null, 'v3→v4', 'v4→v5', 'v5→v6'])
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
