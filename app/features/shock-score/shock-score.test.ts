import { describe, it, expect } from 'vitest'
import {
  CONTENT_WORDS,
  FIRST_PERSON_WORDS,
  HEADLINE_POWER_WORDS,
  HEADLINE_STRONG_WORDS,
  clampFinal,
  clampRaw,
  computeShockScore,
  containsWord,
  contentScore,
  contextScore,
  headlineScore,
  jitterFrom,
  memorabilityFor,
  ratingFor,
  rawShockScore,
  scrollStoppingFor,
  viralPotentialFor,
} from '#app/features/shock-score/shock-score.ts'

const plainHeadline = 'Growth tips for founders' // 25
const plainContent = 'A short note.' // 20
const fixed = (value: number) => () => value

describe('headlineScore', () => {
  it('starts at 25 for a plain headline', () => {
    expect(headlineScore(plainHeadline)).toBe(25)
    expect(headlineScore('')).toBe(25)
  })

  it.each(HEADLINE_STRONG_WORDS)('adds 15 for "%s"', (word) => {
    expect(headlineScore(`The ${word} plan for founders`)).toBe(40)
    expect(headlineScore(`The ${word.toUpperCase()} plan for founders`)).toBe(40)
  })

  it.each(HEADLINE_POWER_WORDS)('adds 10 for "%s"', (word) => {
    expect(headlineScore(`An ${word} plan for founders`)).toBe(35)
  })

  it('adds the points of every different keyword', () => {
    expect(headlineScore('The shocking secret of an amazing, incredible launch')).toBe(25 + 15 + 15 + 10 + 10)
  })

  it('counts a repeated keyword once', () => {
    expect(headlineScore('Secret after secret after SECRET')).toBe(40)
    expect(headlineScore('Amazing, simply amazing')).toBe(35)
  })

  it('matches whole words only', () => {
    expect(headlineScore('The secretary of crazyness')).toBe(25)
    expect(headlineScore('Insanely unbelievably amazingly good')).toBe(25)
    expect(headlineScore('The secret’s out')).toBe(40)
    expect(headlineScore('"Exposed": a founder story')).toBe(40)
  })

  it.each(['Revenue up 37%', 'Revenue up 3.5 %', '100% of founders agree', 'Growth (12%) explained'])(
    'adds 10 for a percentage figure in "%s"',
    (headline) => {
      expect(headlineScore(headline)).toBe(35)
    },
  )

  it('gives nothing for a percent sign without a figure or the word percent', () => {
    expect(headlineScore('Give 100 percent')).toBe(25)
    expect(headlineScore('The % that matters')).toBe(25)
  })

  it('adds 5 for a question mark or an exclamation mark, once', () => {
    expect(headlineScore('Why do founders fail?')).toBe(30)
    expect(headlineScore('Founders, stop now!')).toBe(30)
    expect(headlineScore('Really?! Again?!')).toBe(30)
  })

  it('scores a headline with every rule', () => {
    expect(headlineScore('WTF? The insane secret 73% of founders miss is amazing')).toBe(25 + 45 + 10 + 10 + 5)
  })
})

describe('contentScore', () => {
  it('starts at 20 for short plain content', () => {
    expect(contentScore(plainContent)).toBe(20)
    expect(contentScore('')).toBe(20)
  })

  it.each(CONTENT_WORDS)('adds 10 for "%s"', (word) => {
    expect(contentScore(`A story about the ${word}.`)).toBe(30)
    expect(contentScore(`A story about the ${word.toUpperCase()}.`)).toBe(30)
  })

  it('counts a repeated content word once and matches whole words only', () => {
    expect(contentScore('Mistake, mistake, mistake.')).toBe(30)
    expect(contentScore('Truthful, scammy, unexposed failures.')).toBe(20)
  })

  it('adds 8 when the content is longer than 100 characters', () => {
    expect(contentScore('a'.repeat(100))).toBe(20)
    expect(contentScore('a'.repeat(101))).toBe(28)
  })

  it('does not count surrounding whitespace towards the length', () => {
    expect(contentScore(` ${'a'.repeat(100)} `)).toBe(20)
  })

  it.each(FIRST_PERSON_WORDS)('adds 5 for the first-person word "%s"', (word) => {
    expect(contentScore(`Then ${word} left.`)).toBe(25)
    expect(contentScore(`Then ${word.toUpperCase()} left.`)).toBe(25)
  })

  it('adds the first-person points once however many such words appear', () => {
    expect(contentScore('I told my team we would ship our product with me in charge.')).toBe(25)
    expect(contentScore('I’m sure.')).toBe(25)
  })

  it('does not mistake words that contain first-person letters for first-person words', () => {
    expect(contentScore('The myth of usual memes in wellness, wearing mines.')).toBe(20)
  })

  it('adds every rule together', () => {
    const content = `I was fired after one mistake. The truth is that failure taught me more than success ever did, honestly.`
    expect(content.length).toBeGreaterThan(100)
    expect(contentScore(content)).toBe(20 + 40 + 8 + 5)
  })
})

describe('contextScore', () => {
  it('adds 5 for an industry and 5 for an audience', () => {
    expect(contextScore()).toBe(0)
    expect(contextScore('SaaS')).toBe(5)
    expect(contextScore(undefined, 'Founders')).toBe(5)
    expect(contextScore('SaaS', 'Founders')).toBe(10)
  })

  it('ignores blank values', () => {
    expect(contextScore('', '   ')).toBe(0)
  })
})

describe('containsWord', () => {
  it('matches case-insensitively on word boundaries', () => {
    expect(containsWord('A SECRET!', 'secret')).toBe(true)
    expect(containsWord('secretary', 'secret')).toBe(false)
    expect(containsWord("I'm here", "i'm")).toBe(true)
  })

  it('treats regular-expression characters in the word literally', () => {
    expect(containsWord('a+b', 'a+b')).toBe(true)
    expect(containsWord('aab', 'a+b')).toBe(false)
  })
})

describe('rawShockScore', () => {
  it('sums headline, content and context', () => {
    expect(rawShockScore({ headline: plainHeadline, content: plainContent })).toBe(45)
    expect(rawShockScore({ headline: 'Why?', content: plainContent, industry: 'SaaS', audience: 'CTOs' })).toBe(60)
  })

  it('caps the sum at 95', () => {
    const input = {
      headline: 'WTF! The shocking, insane secret 90% never see',
      content: 'I was fired for the truth about a scam.',
      industry: 'Fintech',
      audience: 'Founders',
    }
    expect(headlineScore(input.headline) + contentScore(input.content)).toBeGreaterThan(95)
    expect(rawShockScore(input)).toBe(95)
  })
})

describe('clampRaw', () => {
  it('keeps the sum between 15 and 95', () => {
    expect(clampRaw(14)).toBe(15)
    expect(clampRaw(15)).toBe(15)
    expect(clampRaw(50)).toBe(50)
    expect(clampRaw(95)).toBe(95)
    expect(clampRaw(96)).toBe(95)
    expect(clampRaw(185)).toBe(95)
  })
})

describe('jitterFrom', () => {
  it('maps the random source onto whole numbers from -5 to 5', () => {
    expect(jitterFrom(fixed(0))).toBe(-5)
    expect(jitterFrom(fixed(0.5))).toBe(0)
    expect(jitterFrom(fixed(0.999))).toBe(5)
  })

  it('gives each of the eleven values an equal share of the range', () => {
    const values = Array.from({ length: 11 }, (_, i) => jitterFrom(fixed(i / 11 + 0.001)))
    expect(values).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5])
  })

  it('never leaves -5 to 5, even for a faulty source returning 1', () => {
    expect(jitterFrom(fixed(1))).toBe(5)
  })
})

describe('clampFinal', () => {
  it('keeps the final score between 1 and 100', () => {
    expect(clampFinal(-3)).toBe(1)
    expect(clampFinal(0)).toBe(1)
    expect(clampFinal(1)).toBe(1)
    expect(clampFinal(100)).toBe(100)
    expect(clampFinal(101)).toBe(100)
  })
})

describe('computeShockScore', () => {
  const input = { headline: plainHeadline, content: plainContent, industry: 'SaaS' } // raw 50

  it('applies the jitter to the raw score', () => {
    expect(computeShockScore(input, fixed(0))).toMatchObject({ rawScore: 50, score: 45 })
    expect(computeShockScore(input, fixed(0.5))).toMatchObject({ rawScore: 50, score: 50 })
    expect(computeShockScore(input, fixed(0.999))).toMatchObject({ rawScore: 50, score: 55 })
  })

  it('reports the rating and indicators of the final score', () => {
    expect(computeShockScore(input, fixed(0.5))).toEqual({
      score: 50,
      rawScore: 50,
      rating: 'DECENT',
      memorability: 'Medium',
      scrollStopping: 'Likely',
      viralPotential: 'Moderate',
    })
    expect(computeShockScore(input, fixed(0))).toMatchObject({ score: 45, scrollStopping: 'Unlikely', viralPotential: 'Limited' })
  })

  it('reaches 100 at most', () => {
    const loaded = { headline: 'WTF! The insane secret, exposed', content: 'I was fired for the truth.' }
    expect(computeShockScore(loaded, fixed(0.999))).toEqual({
      score: 100,
      rawScore: 95,
      rating: 'MIND-BLOWING',
      memorability: 'High',
      scrollStopping: 'Likely',
      viralPotential: 'Strong',
    })
  })

  it('stays within 40 to 50 for plain input whatever the random source gives', () => {
    const plain = { headline: plainHeadline, content: plainContent }
    for (let r = 0; r < 1; r += 0.01) {
      const { score } = computeShockScore(plain, fixed(r))
      expect(score).toBeGreaterThanOrEqual(40)
      expect(score).toBeLessThanOrEqual(50)
      expect(Number.isInteger(score)).toBe(true)
    }
  })

  it('uses Math.random by default', () => {
    const { score, rawScore } = computeShockScore({ headline: plainHeadline, content: plainContent })
    expect(rawScore).toBe(45)
    expect(Math.abs(score - rawScore)).toBeLessThanOrEqual(5)
  })
})

describe('bands', () => {
  it.each([
    [100, 'MIND-BLOWING'],
    [80, 'MIND-BLOWING'],
    [79, 'IMPRESSIVE'],
    [60, 'IMPRESSIVE'],
    [59, 'DECENT'],
    [40, 'DECENT'],
    [39, 'NEEDS WORK'],
    [1, 'NEEDS WORK'],
  ] as const)('rates %i as %s', (score, rating) => {
    expect(ratingFor(score)).toBe(rating)
  })

  it.each([
    [60, 'High'],
    [59, 'Medium'],
    [40, 'Medium'],
    [39, 'Low'],
  ] as const)('gives %i memorability %s', (score, memorability) => {
    expect(memorabilityFor(score)).toBe(memorability)
  })

  it.each([
    [50, 'Likely'],
    [49, 'Unlikely'],
  ] as const)('gives %i scroll-stopping %s', (score, value) => {
    expect(scrollStoppingFor(score)).toBe(value)
  })

  it.each([
    [70, 'Strong'],
    [69, 'Moderate'],
    [50, 'Moderate'],
    [49, 'Limited'],
  ] as const)('gives %i viral potential %s', (score, value) => {
    expect(viralPotentialFor(score)).toBe(value)
  })
})
