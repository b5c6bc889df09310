import { describe, expect, it } from 'vitest'
import { deliveryLines, deliverySentence } from './plan-delivery.ts'

describe("a founder's deliveries this month against the plan", () => {
  it('says how many of each included type have been approved', () => {
    const lines = deliveryLines('growth', { blog: 3, linkedin: 6 })
    expect(deliverySentence('Growth', lines)).toBe('Growth: 3 of 4 blog articles, 6 of 6 LinkedIn posts, 0 of 1 strategy sessions approved')
    expect(lines.map((line) => [line.type, line.complete])).toEqual([
      ['blog', false],
      ['linkedin', true],
      ['strategy', false],
    ])
  })

  it('counts a month with nothing approved as 0 of each', () => {
    expect(deliveryLines('starter', {}).map((line) => line.text)).toEqual([
      '0 of 2 blog articles',
      '0 of 4 LinkedIn posts',
      '0 of 1 strategy sessions',
    ])
  })

  it('reads "10+" as at least ten, and never completes an unlimited type', () => {
    const lines = deliveryLines('enterprise', { blog: 10, strategy: 4 })
    expect(lines.find((line) => line.type === 'blog')).toMatchObject({ text: '10 of 10+ blog articles', complete: true, limit: 10 })
    expect(lines.find((line) => line.type === 'strategy')).toMatchObject({
      text: '4 strategy sessions (unlimited)',
      complete: false,
      limit: null,
    })
  })

  it('shows a type outside the plan only when a piece of it was approved', () => {
    expect(deliveryLines('growth', {}).some((line) => line.type === 'pr')).toBe(false)
    expect(deliveryLines('growth', { pr: 1 }).find((line) => line.type === 'pr')?.text).toBe('1 PR article (not in the plan)')
    expect(deliveryLines('growth', { pr: 2 }).find((line) => line.type === 'pr')?.text).toBe('2 PR articles (not in the plan)')
  })

  it('counts one unlimited piece in the singular', () => {
    expect(deliveryLines('enterprise', { strategy: 1 }).find((line) => line.type === 'strategy')?.text).toBe(
      '1 strategy session (unlimited)',
    )
    expect(deliveryLines('enterprise', {}).find((line) => line.type === 'strategy')?.text).toBe('0 strategy sessions (unlimited)')
  })

  it('counts more approved than included as complete, without hiding the number', () => {
    expect(deliveryLines('base', { blog: 2 })[0]).toMatchObject({ text: '2 of 1 blog articles', complete: true })
  })

  it('treats an unknown plan as Base', () => {
    expect(deliverySentence('Base', deliveryLines('nope', { linkedin: 1 }))).toBe(
      'Base: 0 of 1 blog articles, 1 of 1 LinkedIn posts approved',
    )
  })
})
