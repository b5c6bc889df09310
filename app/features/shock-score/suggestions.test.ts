import { describe, it, expect } from 'vitest'
import { rawShockScore, type ShockScoreInput } from '#app/features/shock-score/shock-score.ts'
import {
  generateLocalAngles,
  generateLocalSuggestions,
  isAcceptableSuggestion,
  parseSuggestions,
  rankSuggestions,
  selectSuggestions,
  type Angle,
} from '#app/features/shock-score/suggestions.ts'

const LONG_HEADLINE =
  'We spent three years building a product nobody wanted, burned through our savings, fired half the team, and then one conversation with a single customer changed everything about how we sell, price and ship our software to this day, five long years on from the start'

const realistic: Record<string, ShockScoreInput> = {
  'a story with a twist': {
    headline: 'We got fired by our biggest client and it saved the company',
    content: 'Losing our biggest account forced us to fix our pricing and focus on smaller clients. Revenue doubled within a year.',
  },
  'a first-person story with figures': {
    headline: 'How I lost 40% of our revenue in 3 months',
    content: 'A pricing change that went wrong, and what we did next.',
  },
  'a list': { headline: '5 lessons from building a SaaS', content: 'What I learned in two years of building a product alone.' },
  'a question': { headline: 'Why do startups fail?', content: 'We read the post-mortems of failed startups.' },
  'a one-word': { headline: 'Pricing', content: 'We tripled our prices and lost no customers.' },
  'a two-word': { headline: 'Cold email', content: 'Short.' },
  'an ALL CAPS': { headline: 'STOP WRITING BORING HEADLINES', content: 'Why safe headlines cost you readers.' },
  'a Title Case': { headline: 'How We Grew Our Newsletter To 10k Readers', content: 'One post a week for a year.' },
  'a 250-character': { headline: LONG_HEADLINE, content: 'The long road to product-market fit.' },
  'a plain topic with context': { headline: 'Growth tips for founders', content: 'A short note.', industry: 'SaaS', audience: 'Founders' },
  'an exclaiming': { headline: 'Ship it now!!', content: 'Short.' },
  'a statement with a figure': { headline: 'Our churn dropped 30% after we killed the free plan', content: 'Short.' },
  'an empty-content': { headline: 'We doubled our prices', content: '' },
}

const odd: Record<string, ShockScoreInput> = {
  'single 200-character word': { headline: 'x'.repeat(200), content: 'Short.' },
  blank: { headline: '   ', content: 'Short.' },
  'keyword-stuffed': {
    headline: 'WTF! The insane, crazy, unbelievable secret exposed: amazing, incredible, terrifying 90%?',
    content: 'Nothing.',
  },
  'already shocking': { headline: 'The shocking secret 73% of founders miss!', content: 'Short.' },
}

// —— What a suggestion a copywriter would sign looks like, checked without the generator's own helpers ——

const numbersIn = (text: string) => text.replace(/(\d),(?=\d{3})/g, '$1').match(/\d+(?:\.\d+)?/g) ?? []
const wordsIn = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []
const sourceOf = (input: ShockScoreInput) => [input.headline, input.content, input.industry ?? '', input.audience ?? ''].join(' ')
/** Words a headline cannot end on without being cut mid-phrase. */
const DANGLING = new Set(
  'a an the our my your their his her its of to by for with and or but in on at from about that into than'.split(' '),
)
/** A word of four letters or more that is the start of an input word, but not the word or an inflection of it ("compa" of "company"). */
const cutWordsIn = (suggestion: string, source: string) => {
  const sourceWords = new Set(wordsIn(source))
  return wordsIn(suggestion).filter(
    (word) =>
      word.length >= 4 &&
      !sourceWords.has(word) &&
      [...sourceWords].some(
        (whole) => whole.startsWith(word) && !['s', 'es', 'd', 'ed', 'ing', 'er', 'ers'].includes(whole.slice(word.length)),
      ),
  )
}
const FIRST_PERSON = /\b(I|I'm|I've|I'd|me|my|we|our|us)\b/i
const CONTRARIAN = /\b(wrong|isn't|nobody|forget|not the whole story|good news|yes, really|usual)\b/i

describe('generateLocalSuggestions', () => {
  describe.each(Object.entries(realistic))('for %s headline', (_, input) => {
    const suggestions = generateLocalSuggestions(input)
    const angles = Object.fromEntries(generateLocalAngles(input).map(({ angle, headline }) => [angle, headline])) as Record<Angle, string>

    it('returns five distinct alternatives, none of them the headline itself', () => {
      expect(suggestions).toHaveLength(5)
      expect(new Set(suggestions.map((s) => s.toLowerCase())).size).toBe(5)
      for (const suggestion of suggestions) expect(suggestion.toLowerCase()).not.toBe(input.headline.trim().toLowerCase())
    })

    it('keeps every alternative to 120 characters, whole: no ellipsis, no cut word, no dangling last word', () => {
      for (const suggestion of suggestions) {
        expect(suggestion.length, suggestion).toBeLessThanOrEqual(120)
        expect(suggestion, suggestion).not.toMatch(/…|\.\.\./)
        expect(cutWordsIn(suggestion, sourceOf(input)), suggestion).toEqual([])
        expect(DANGLING.has(wordsIn(suggestion).at(-1)!), suggestion).toBe(false)
        expect(suggestion, suggestion).toMatch(/^[\p{Lu}\p{N}$“]/u)
      }
    })

    it('states no figure the writer did not give', () => {
      const given = new Set(numbersIn(sourceOf(input)))
      for (const suggestion of suggestions) {
        for (const number of numbersIn(suggestion)) expect(given.has(number), `${number} in "${suggestion}"`).toBe(true)
      }
    })

    it('covers five angles: a question, a number-led line, a how-to, a contrarian take and a first-person one', () => {
      expect(Object.keys(angles)).toEqual(['question', 'number', 'how-to', 'contrarian', 'first-person'])
      expect(angles.question).toMatch(/\?$/)
      expect(angles.question).not.toMatch(/\?\?|\?!|!\?/)
      const figures = numbersIn(sourceOf(input))
      const led = angles.number.match(/^[$€£₹]?(\d+(?:[.,]\d+)*)/)
      if (led) expect(figures).toContain(led[1]!.replace(/,/g, ''))
      else expect(angles.number).toMatch(/^One\b/)
      expect(angles['how-to']).toMatch(/^How\b/)
      expect(angles.contrarian).toMatch(CONTRARIAN)
      expect(angles['first-person']).toMatch(FIRST_PERSON)
      expect(new Set(Object.values(angles))).toEqual(new Set(suggestions))
    })

    it('ranks the five by the spec score, best first', () => {
      const scores = suggestions.map((headline) => rawShockScore({ ...input, headline }))
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
    })

    it('puts a suggestion at least as strong as the headline first', () => {
      expect(rawShockScore({ ...input, headline: suggestions[0]! })).toBeGreaterThanOrEqual(rawShockScore(input))
    })

    it('gives the same list for the same input', () => {
      expect(generateLocalSuggestions({ ...input })).toEqual(suggestions)
      expect(generateLocalAngles({ ...input })).toEqual(generateLocalAngles(input))
    })
  })

  describe.each(Object.entries(odd))('for a %s headline', (_, input) => {
    const suggestions = generateLocalSuggestions(input)

    it('still returns five distinct, whole alternatives of at most 120 characters, with no invented figure', () => {
      expect(suggestions).toHaveLength(5)
      expect(new Set(suggestions.map((s) => s.toLowerCase())).size).toBe(5)
      const given = new Set(numbersIn(sourceOf(input)))
      for (const suggestion of suggestions) {
        expect(suggestion.length).toBeLessThanOrEqual(120)
        expect(suggestion).not.toMatch(/…|\.\.\.$/)
        for (const number of numbersIn(suggestion)) expect(given.has(number)).toBe(true)
      }
      expect(generateLocalSuggestions({ ...input })).toEqual(suggestions)
    })
  })

  it('reads as a copywriter would write it', () => {
    const angles = (input: ShockScoreInput) => generateLocalAngles(input).map(({ headline }) => headline)
    expect(angles(realistic['a story with a twist']!)).toEqual([
      'What if getting fired by our biggest client saved the company?',
      'One hard lesson from getting fired by our biggest client',
      'How getting fired by our biggest client saved the company',
      "Getting fired by your biggest client isn't the disaster you think",
      'What getting fired by our biggest client taught us',
    ])
    expect(angles(realistic['a first-person story with figures']!)).toEqual([
      'Could you survive losing 40% of your revenue in 3 months?',
      '40% of our revenue: how I lost it in 3 months',
      'How to survive losing 40% of your revenue in 3 months',
      'Nobody talks about losing 40% of your revenue in 3 months. They should',
      'What losing 40% of our revenue in 3 months taught me',
    ])
    expect(angles(realistic['a list']!)).toEqual([
      "What's the secret to building a SaaS?",
      '5 hard-won lessons from building a SaaS',
      'How to get better at building a SaaS',
      'Everything you know about building a SaaS is wrong',
      'What building a SaaS taught me',
    ])
    expect(angles(realistic['a plain topic with context']!)).toEqual([
      'What do most founders get wrong about growth?',
      'One thing most founders miss about growth',
      'How founders can get growth right',
      'Most founders are wrong about growth',
      'What I learned about growth the hard way',
    ])
  })

  it('leads the number angle with the figure the writer gave, and with "One" when they gave none', () => {
    const led = (input: ShockScoreInput) => generateLocalAngles(input).find(({ angle }) => angle === 'number')!.headline
    expect(led({ headline: 'How we grew our newsletter to 10k readers', content: 'Short.' })).toBe(
      '10k readers: how we grew our newsletter',
    )
    expect(led({ headline: 'We raised $2M with no deck', content: 'Short.' })).toBe('$2M: how we raised it with no deck')
    expect(led({ headline: 'Why our launch failed', content: 'We lost 3 clients in 2 weeks.' })).toMatch(/^3 clients: /)
    expect(led({ headline: 'Growth tips for founders', content: 'A short note.' })).toMatch(/^One /)
    expect(led({ headline: "Don't raise money", content: 'Short.' })).toBe('One reason to avoid raising money')
  })

  it('builds every angle from the phrases of the headline', () => {
    for (const suggestion of generateLocalSuggestions(realistic['a story with a twist']!)) {
      expect(suggestion).toMatch(/fired by (our|your) biggest client/)
    }
    for (const suggestion of generateLocalSuggestions(realistic['a Title Case']!)) expect(suggestion).toMatch(/Newsletter/)
  })

  it('keeps a question whole, with a single question mark', () => {
    const suggestions = generateLocalSuggestions({ headline: 'Why do startups fail?!', content: 'We failed twice.' })
    expect(suggestions.filter((s) => s.includes('Why do startups fail?'))).toHaveLength(5)
    for (const suggestion of suggestions) expect(suggestion).not.toMatch(/\?!|\?\?/)
  })

  it('drops trailing full stops and exclamation marks from the headline', () => {
    for (const suggestion of generateLocalSuggestions(realistic['an exclaiming']!)) {
      expect(suggestion.toLowerCase()).toContain('ship it now')
      expect(suggestion).not.toContain('now!!')
    }
  })

  it('writes an ALL CAPS headline in sentence case, keeping acronyms', () => {
    for (const suggestion of generateLocalSuggestions(realistic['an ALL CAPS']!)) {
      expect(suggestion).not.toMatch(/\b[A-Z]{4,}\b/)
      expect(suggestion.toLowerCase()).toContain('stop writing boring headlines')
    }
    expect(generateLocalSuggestions({ headline: 'WHY SEO IS DEAD FOR SAAS', content: 'Short.' }).join(' ')).toMatch(/SEO.*SaaS|SaaS.*SEO/)
  })

  it('keeps a Title Case headline in Title Case', () => {
    for (const suggestion of generateLocalSuggestions(realistic['a Title Case']!)) {
      const longWords = suggestion.split(' ').filter((word) => /^[a-z]{4,}/i.test(word))
      for (const word of longWords) expect(word, suggestion).toMatch(/^[A-Z]/)
    }
  })

  it('shortens a 250-character headline to its first clause rather than cutting it', () => {
    expect(LONG_HEADLINE.length).toBeGreaterThanOrEqual(250)
    for (const suggestion of generateLocalSuggestions(realistic['a 250-character']!)) {
      expect(suggestion).toMatch(/three years building a product nobody wanted/)
    }
  })

  it('does not repeat a power word the headline already uses', () => {
    for (const suggestion of generateLocalSuggestions({ headline: 'The secret of growth', content: 'Short.' })) {
      expect(suggestion).not.toMatch(/secret.*secret/i)
    }
  })

  it('returns the number asked for', () => {
    expect(generateLocalSuggestions(realistic['a list']!, 3)).toHaveLength(3)
    expect(generateLocalSuggestions(realistic['a list']!, 0)).toEqual([])
  })
})

describe('isAcceptableSuggestion', () => {
  const input = { headline: 'How I lost 40% of our revenue in 3 months', content: 'We had 10,000 users.', audience: 'Founders' }

  it('accepts a whole headline of at most 120 characters with figures from the input', () => {
    expect(isAcceptableSuggestion('40% of our revenue, gone in 3 months', input)).toBe(true)
    expect(isAcceptableSuggestion('What 10,000 users taught me', input)).toBe(true)
    expect(isAcceptableSuggestion('What 10000 users taught me', input)).toBe(true)
    expect(isAcceptableSuggestion('One mistake, three months, no excuses', input)).toBe(true)
    expect(isAcceptableSuggestion('x'.repeat(120), input)).toBe(true)
  })

  it('refuses a line over 120 characters, a cut-off line and an empty one', () => {
    expect(isAcceptableSuggestion('x'.repeat(121), input)).toBe(false)
    expect(isAcceptableSuggestion('How I lost 40% of our revenue in…', input)).toBe(false)
    expect(isAcceptableSuggestion('How I lost 40% of our...', input)).toBe(false)
    expect(isAcceptableSuggestion('   ', input)).toBe(false)
  })

  it('refuses a figure the input does not give, in digits or in words', () => {
    expect(isAcceptableSuggestion('73% of founders lose revenue this way', input)).toBe(false)
    expect(isAcceptableSuggestion('How I lost 40% in 6 months', input)).toBe(false)
    expect(isAcceptableSuggestion('Five ways to keep your revenue', input)).toBe(false)
    expect(isAcceptableSuggestion('Thousands of founders lose revenue this way', input)).toBe(false)
  })
})

describe('rankSuggestions', () => {
  it('scores each by the spec rules without jitter and puts the best first, keeping the order of ties', () => {
    const input = { headline: 'Plain', content: 'Short.' }
    const ranked = rankSuggestions(input, ['Calm one', 'A second calm one', 'The shocking secret', 'Really?'])
    expect(ranked.map(({ headline }) => headline)).toEqual(['The shocking secret', 'Really?', 'Calm one', 'A second calm one'])
    for (const { headline, score } of ranked) expect(score).toBe(rawShockScore({ ...input, headline }))
  })
})

describe('selectSuggestions', () => {
  const input = { headline: 'How we grew our newsletter to 10k readers', content: 'Short.' }

  it('keeps the acceptable lines, drops the rest, and tops up from the local generator to five, best first', () => {
    const chosen = selectSuggestions(input, [
      'Would you grow a newsletter to 10k readers?',
      'x'.repeat(121),
      '73% of newsletters never reach 10k readers',
      'How we grew our newsletter to 10k…',
      'How we grew our newsletter to 10k readers',
      'WOULD YOU GROW A NEWSLETTER TO 10K READERS?',
    ])
    const headlines = chosen.map(({ headline }) => headline)
    expect(headlines).toHaveLength(5)
    expect(headlines).toContain('Would you grow a newsletter to 10k readers?')
    expect(headlines.filter((h) => h.toLowerCase() === 'would you grow a newsletter to 10k readers?')).toHaveLength(1)
    expect(headlines).not.toContain('How we grew our newsletter to 10k readers')
    for (const headline of headlines) expect(isAcceptableSuggestion(headline, input)).toBe(true)
    expect(chosen.map(({ score }) => score)).toEqual([...chosen.map(({ score }) => score)].sort((a, b) => b - a))
  })

  it('takes five good lines as they are, only reordered', () => {
    const lines = ['Alpha', 'Beta?', 'Gamma secret', 'Delta', 'Epsilon']
    expect(selectSuggestions(input, lines).map(({ headline }) => headline)).toEqual(['Gamma secret', 'Beta?', 'Alpha', 'Delta', 'Epsilon'])
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
    expect(parseSuggestions('3.5% of founders get this wrong\n90% fail')).toEqual(['3.5% of founders get this wrong', '90% fail'])
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

  it('returns at most five, or as many as asked for', () => {
    const reply = Array.from({ length: 8 }, (_, i) => `${i + 1}. Idea ${i + 1}`).join('\n')
    expect(parseSuggestions(reply)).toEqual(['Idea 1', 'Idea 2', 'Idea 3', 'Idea 4', 'Idea 5'])
    expect(parseSuggestions(reply, 10)).toHaveLength(8)
  })

  it('returns nothing for an empty reply', () => {
    expect(parseSuggestions('')).toEqual([])
  })
})
