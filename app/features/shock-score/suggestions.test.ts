import { describe, it, expect } from 'vitest'
import { rawShockScore, type ShockScoreInput } from '#app/features/shock-score/shock-score.ts'
import { generateLocalSuggestions, parseSuggestions } from '#app/features/shock-score/suggestions.ts'

const inputs: Record<string, ShockScoreInput> = {
  plain: { headline: 'Growth tips for founders', content: 'A short note.' },
  'with context': {
    headline: 'How I grew my SaaS to 10k users',
    content: 'I was fired from my last job, and that mistake taught me the truth about building a product people want.',
    industry: 'SaaS',
    audience: 'Founders',
  },
  'already shocking': { headline: 'The shocking secret 73% of founders miss!', content: 'Short.' },
  'keyword-stuffed': {
    headline: 'WTF! The insane, crazy, unbelievable secret exposed: amazing, incredible, terrifying 90%?',
    content: 'Nothing.',
  },
  'trailing punctuation': { headline: 'Why do startups fail?!', content: 'We failed twice.' },
  'long headline': {
    headline:
      'The quiet, unglamorous, deeply practical routine that our founding team followed every single morning for three years before raising a seed round',
    content: 'Our story.',
  },
  'long headline with keywords at the end': {
    headline:
      'What nobody tells first-time founders about hiring, firing, fundraising and burnout until it is too late: the shocking, insane secret exposed',
    content: 'Short.',
  },
  'single long word': { headline: 'x'.repeat(200), content: 'Short.' },
  blank: { headline: '   ', content: 'Short.' },
}

describe('generateLocalSuggestions', () => {
  describe.each(Object.entries(inputs))('for a %s headline', (_, input) => {
    const suggestions = generateLocalSuggestions(input)

    it('returns exactly five distinct alternatives', () => {
      expect(suggestions).toHaveLength(5)
      expect(new Set(suggestions.map((s) => s.toLowerCase())).size).toBe(5)
      for (const suggestion of suggestions) expect(suggestion.toLowerCase()).not.toBe(input.headline.trim().toLowerCase())
    })

    it('keeps every alternative under 120 characters', () => {
      for (const suggestion of suggestions) expect(suggestion.length).toBeLessThan(120)
    })

    it('never scores an alternative below the original', () => {
      const original = rawShockScore(input)
      for (const suggestion of suggestions) {
        expect(rawShockScore({ ...input, headline: suggestion })).toBeGreaterThanOrEqual(original)
      }
    })

    it('gives the same list for the same input', () => {
      expect(generateLocalSuggestions(input)).toEqual(suggestions)
    })
  })

  it('keeps the headline subject in every alternative', () => {
    const suggestions = generateLocalSuggestions(inputs['with context']!)
    for (const suggestion of suggestions) expect(suggestion).toContain('How I grew my SaaS to 10k users')
  })

  it('keeps a question a question, with a single question mark', () => {
    for (const suggestion of generateLocalSuggestions(inputs['trailing punctuation']!)) {
      expect(suggestion).toContain('Why do startups fail? ')
      expect(suggestion).not.toContain('fail?!')
    }
  })

  it('drops trailing full stops and exclamation marks from the subject', () => {
    for (const suggestion of generateLocalSuggestions({ headline: 'Ship it now!!', content: 'Short.' })) {
      expect(suggestion).toContain('Ship it now')
      expect(suggestion).not.toContain('now!!')
    }
  })

  it('raises the score of a plain headline', () => {
    const input = inputs.plain!
    const original = rawShockScore(input)
    for (const suggestion of generateLocalSuggestions(input)) {
      expect(rawShockScore({ ...input, headline: suggestion })).toBeGreaterThan(original)
    }
  })

  it('uses power words, a figure and a question or exclamation', () => {
    const suggestions = generateLocalSuggestions(inputs.plain!)
    const text = suggestions.join('\n')
    expect(text).toMatch(/\b(secret|exposed|insane|unbelievable|shocking)\b/i)
    expect(text).toMatch(/\d+%/)
    for (const suggestion of suggestions) expect(suggestion).toMatch(/[?!]/)
  })

  it('prefers power words the headline does not already use', () => {
    const [first] = generateLocalSuggestions({ headline: 'The secret of growth', content: 'Short.' })
    expect(first).not.toMatch(/secret.*secret/i)
  })

  it('shortens a long subject at a word boundary', () => {
    const headline = inputs['long headline']!.headline
    const suggestions = generateLocalSuggestions(inputs['long headline']!)
    expect(suggestions.some((s) => s.includes('…'))).toBe(true)
    for (const suggestion of suggestions) expect(suggestion).toContain(headline.slice(0, 40))
  })

  it('returns the number asked for', () => {
    expect(generateLocalSuggestions(inputs.plain!, 3)).toHaveLength(3)
    expect(generateLocalSuggestions(inputs.plain!, 0)).toEqual([])
  })
})

describe('parseSuggestions', () => {
  it('splits a reply into one suggestion per line', () => {
    expect(parseSuggestions('First idea\nSecond idea\r\nThird idea')).toEqual(['First idea', 'Second idea', 'Third idea'])
  })

  it('strips numbering and bullets', () => {
    const reply = ['1. First', '2) Second', '- Third', '* Fourth', '• Fifth'].join('\n')
    expect(parseSuggestions(reply)).toEqual(['First', 'Second', 'Third', 'Fourth', 'Fifth'])
  })

  it('strips numbering without a space after it', () => {
    expect(parseSuggestions('1.First\n10)Second')).toEqual(['First', 'Second'])
  })

  it('keeps a figure at the start of a line', () => {
    expect(parseSuggestions('3.5% of founders get this wrong\n90% fail')).toEqual([
      '3.5% of founders get this wrong',
      '90% fail',
    ])
  })

  it('strips surrounding quotes', () => {
    const reply = ['1. "Straight quotes"', '2. “Curly quotes”', "3. 'Don't miss this'", '4. ‘Single curly’'].join('\n')
    expect(parseSuggestions(reply)).toEqual(['Straight quotes', 'Curly quotes', "Don't miss this", 'Single curly'])
  })

  it('keeps quotes that do not wrap the whole line', () => {
    expect(parseSuggestions('"Secret" beats "safe" every time')).toEqual(['"Secret" beats "safe" every time'])
    expect(parseSuggestions('The "secret" nobody shares')).toEqual(['The "secret" nobody shares'])
  })

  it('drops blank lines and empty items', () => {
    expect(parseSuggestions('\n\n1. First\n   \n2.\n""\n- Second\n')).toEqual(['First', 'Second'])
  })

  it('returns at most five', () => {
    const reply = Array.from({ length: 8 }, (_, i) => `${i + 1}. Idea ${i + 1}`).join('\n')
    expect(parseSuggestions(reply)).toEqual(['Idea 1', 'Idea 2', 'Idea 3', 'Idea 4', 'Idea 5'])
  })

  it('returns nothing for an empty reply', () => {
    expect(parseSuggestions('')).toEqual([])
  })
})
