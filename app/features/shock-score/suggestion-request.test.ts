import { describe, expect, it } from 'vitest'
import {
  CONTENT_LIMIT,
  HEADLINE_LIMIT,
  REQUEST_BODY_LIMIT,
  ShockScoreFormSchema,
  SuggestionRequestSchema,
} from '#app/features/shock-score/suggestion-request.ts'
import { fieldErrors } from '#app/utils/validation.ts'

const form = { headline: 'Why our launch failed', content: 'We shipped too late.', industry: 'SaaS', audience: 'Founders' }

describe('ShockScoreFormSchema', () => {
  it('requires a headline and a content description, trimmed', () => {
    const result = ShockScoreFormSchema.safeParse({ headline: '   ', content: '\n\t ' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({ headline: ['Required'], content: ['Required'] })
  })

  it('says Required when the fields are missing altogether', () => {
    const result = ShockScoreFormSchema.safeParse({})
    expect(fieldErrors(result.error!)).toEqual({ headline: ['Required'], content: ['Required'] })
  })

  it('treats industry and audience as optional, and blank as not given', () => {
    expect(ShockScoreFormSchema.parse({ headline: 'A', content: 'B' })).toEqual({ headline: 'A', content: 'B' })
    expect(ShockScoreFormSchema.parse({ headline: 'A', content: 'B', industry: '  ', audience: null })).toEqual({
      headline: 'A',
      content: 'B',
    })
  })

  it('sanitises every field: trims and removes angle brackets', () => {
    expect(ShockScoreFormSchema.parse({ headline: '  <b>Bold</b> move ', content: '<script>x</script>', industry: ' <Fin>tech ' })).toEqual(
      {
        headline: 'bBold/b move',
        content: 'scriptx/script',
        industry: 'Fintech',
      },
    )
  })

  it('refuses a headline over 300 characters and a content description over 1,000, saying so instead of cutting', () => {
    const long = ShockScoreFormSchema.safeParse({ headline: 'h'.repeat(HEADLINE_LIMIT + 1), content: 'c'.repeat(CONTENT_LIMIT + 1) })
    expect(fieldErrors(long.error!)).toEqual({
      headline: ['Headline must be at most 300 characters'],
      content: ['Content description must be at most 1000 characters'],
    })
    expect(ShockScoreFormSchema.safeParse({ headline: 'h', content: 'c'.repeat(5000) }).success).toBe(false)
    const longest = ShockScoreFormSchema.parse({ headline: 'h'.repeat(HEADLINE_LIMIT), content: 'c'.repeat(CONTENT_LIMIT) })
    expect([longest.headline.length, longest.content.length]).toEqual([HEADLINE_LIMIT, CONTENT_LIMIT])
  })

  it('refuses long industry and audience values and non-text values', () => {
    const result = ShockScoreFormSchema.safeParse({ headline: 'h', content: 'c', industry: 'i'.repeat(101), audience: 42 })
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(['audience', 'industry'])
  })
})

describe('SuggestionRequestSchema', () => {
  it('accepts the form with the score the browser showed', () => {
    expect(SuggestionRequestSchema.parse({ originalContent: form, score: 72 })).toEqual({ originalContent: form, score: 72 })
  })

  it('needs an integer score from 1 to 100', () => {
    for (const score of [0, 101, 50.5, '72', null, undefined]) {
      expect(SuggestionRequestSchema.safeParse({ originalContent: form, score }).success, String(score)).toBe(false)
    }
  })

  it('refuses a plain string as originalContent: the server needs to know which part is the headline', () => {
    expect(SuggestionRequestSchema.safeParse({ originalContent: 'Headline: x\nContent: y', score: 50 }).success).toBe(false)
  })

  it('reports nested field errors by path', () => {
    const result = SuggestionRequestSchema.safeParse({ originalContent: { headline: '', content: 'x' }, score: 50 })
    expect(fieldErrors(result.error!)).toEqual({ 'originalContent.headline': ['Required'] })
  })

  it('fits the largest valid request in the body limit', () => {
    const largest = {
      originalContent: {
        headline: 'h'.repeat(HEADLINE_LIMIT),
        content: 'c'.repeat(CONTENT_LIMIT),
        industry: 'i'.repeat(100),
        audience: 'a'.repeat(100),
      },
      score: 100,
    }
    expect(SuggestionRequestSchema.safeParse(largest).success).toBe(true)
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(REQUEST_BODY_LIMIT)
  })
})
