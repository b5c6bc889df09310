import { describe, expect, it } from 'vitest'
import { fieldErrors } from '#app/utils/validation.ts'
import { brandCompleteness, completenessText, type BrandProfileView } from './brand-profile.ts'
import { BRAND_MESSAGES, BrandProfileSchema } from './brand-profile-schema.ts'

function errorsOf(input: Record<string, unknown>) {
  const result = BrandProfileSchema.safeParse(input)
  if (result.success) throw new Error('expected the input to be refused')
  return fieldErrors(result.error)
}

const full = {
  brandAndAudience: 'Payroll for Indian start-ups; read by founders and CFOs.',
  voice1: 'Blunt',
  voice2: 'Warm',
  voice3: 'Nerdy',
  topics: 'Compliance, hiring',
  avoid: '"Revolutionary"; promises about returns',
  likedExamples: 'https://example.com/a\n\n  https://example.com/b  ',
  competitors: 'Razorpay Payroll',
  linkedinUrl: 'https://www.linkedin.com/in/farah',
  goals: 'Inbound demo requests',
}

describe('brand profile schema', () => {
  it('accepts an empty questionnaire: every section is optional', () => {
    expect(BrandProfileSchema.parse({})).toEqual({
      brandAndAudience: null,
      voiceWords: [],
      topics: null,
      avoid: null,
      likedExamples: [],
      competitors: null,
      linkedinUrl: null,
      goals: null,
    })
  })

  it('keeps three voice words, the example links one per line and the LinkedIn link', () => {
    const parsed = BrandProfileSchema.parse(full)
    expect(parsed.voiceWords).toEqual(['Blunt', 'Warm', 'Nerdy'])
    expect(parsed.likedExamples).toEqual(['https://example.com/a', 'https://example.com/b'])
    expect(parsed.linkedinUrl).toBe('https://www.linkedin.com/in/farah')
    expect(BrandProfileSchema.parse({ voice2: 'Calm' }).voiceWords).toEqual(['Calm'])
  })

  it('takes at most 5 example links, each an http(s) link', () => {
    const six = Array.from({ length: 6 }, (_, index) => `https://example.com/${index}`).join('\n')
    expect(errorsOf({ likedExamples: six }).likedExamples).toEqual([BRAND_MESSAGES.tooManyExamples])
    expect(errorsOf({ likedExamples: 'https://example.com\njavascript:alert(1)' }).likedExamples).toEqual([BRAND_MESSAGES.exampleLink(2)])
  })

  it('takes only a linkedin.com address as the LinkedIn profile', () => {
    for (const linkedinUrl of [
      'https://linkedin.com.evil.example/in/x',
      'https://example.com/in/x',
      'linkedin.com/in/x',
      'javascript:alert(1)',
    ]) {
      expect(errorsOf({ linkedinUrl }).linkedinUrl, linkedinUrl).toEqual([BRAND_MESSAGES.linkedin])
    }
    expect(BrandProfileSchema.parse({ linkedinUrl: 'https://in.linkedin.com/in/omar' }).linkedinUrl).toBe('https://in.linkedin.com/in/omar')
  })

  it('keeps each voice word under 40 characters', () => {
    expect(errorsOf({ voice3: 'x'.repeat(41) }).voice3).toEqual([BRAND_MESSAGES.voiceTooLong])
  })
})

describe('brand profile completeness', () => {
  const empty: BrandProfileView = {
    founderId: 'f',
    brandAndAudience: null,
    voiceWords: [],
    topics: null,
    avoid: null,
    likedExamples: [],
    competitors: null,
    linkedinUrl: null,
    goals: null,
    updatedAt: null,
  }

  it('counts the answered sections out of eight', () => {
    expect(brandCompleteness(null)).toMatchObject({ complete: 0, total: 8 })
    expect(brandCompleteness(empty).complete).toBe(0)
    const parsed = { ...empty, ...BrandProfileSchema.parse(full) }
    expect(brandCompleteness(parsed)).toEqual({ complete: 8, total: 8, missing: [] })
    const some = { ...empty, topics: 'AI', goals: '  ', likedExamples: ['https://example.com'], voiceWords: ['Blunt', 'Warm'] }
    expect(brandCompleteness(some)).toMatchObject({ complete: 2 })
    expect(brandCompleteness(some).missing).toContain('Voice in three words')
    expect(completenessText(brandCompleteness(some))).toBe('2 of 8 sections complete')
  })
})
