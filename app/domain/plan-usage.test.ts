import { describe, expect, it } from 'vitest'
import { requestTypeChoices, usageLines } from './plan-usage.ts'

describe("a plan's usage this period", () => {
  it('counts each type against what the plan includes', () => {
    expect(usageLines('growth', { linkedin: 3, blog: 1 }).map((line) => `${line.label} ${line.text}`)).toEqual([
      'Blog articles 1 of 4',
      'LinkedIn posts 3 of 6',
      'Strategy sessions 0 of 1',
    ])
  })

  it('reads "10+" as ten or more, and unlimited as no limit', () => {
    const lines = usageLines('enterprise', { blog: 12, strategy: 5 })
    expect(lines.find((line) => line.type === 'blog')).toMatchObject({ text: '12 of 10+', over: false, ratio: 1 })
    expect(lines.find((line) => line.type === 'strategy')).toMatchObject({ text: '5 (unlimited)', ratio: null, over: false })
  })

  it('flags going over the allowance, and types the plan does not include', () => {
    expect(usageLines('starter', { blog: 3 }).find((line) => line.type === 'blog')).toMatchObject({ text: '3 of 2', over: true })
    expect(usageLines('growth', { pr: 1 }).find((line) => line.type === 'pr')).toMatchObject({ text: '1 (not in your plan)', over: true })
    expect(usageLines('growth', {}).some((line) => line.type === 'pr')).toBe(false)
  })
})

describe('the types a request may ask for this month', () => {
  it('switches off a type the plan does not include and one whose allowance is used up, listing them last', () => {
    expect(requestTypeChoices('growth', { strategy: 1, blog: 3 })).toEqual([
      { type: 'blog', unavailable: null },
      { type: 'linkedin', unavailable: null },
      { type: 'pr', unavailable: 'not in your plan' },
      { type: 'strategy', unavailable: 'none left this month' },
    ])
  })

  it('never switches off "10+" or unlimited allowances', () => {
    expect(requestTypeChoices('enterprise', { blog: 40, strategy: 9 }).every((choice) => choice.unavailable === null)).toBe(true)
  })

  it("offers a founder on a plan no longer sold the fallback plan's allowances, as the server counts them", () => {
    expect(requestTypeChoices('retired-plan', { blog: 1 }).filter((choice) => choice.unavailable === null)).toEqual([
      { type: 'linkedin', unavailable: null },
    ])
  })
})
