import { describe, it, expect } from 'vitest'
import { caseStudies, caseStudyCategories, caseStudyIds, getCaseStudy } from './case-studies'
import { resultCards, resultPeriods, resultProducts, resultTestimonials } from './results'
import { aboutMetrics, aboutPillars, coreValues, teamMembers } from './team'
import { whyNotAi, writers } from './writers'
import { faqItems } from './faq'
import { examples, exampleStyles, exampleTypes } from './examples'
import {
  contactDetails,
  contactTestimonials,
  differentiators,
  hero,
  homeFeaturedCaseStudyIds,
  homeSteps,
  howItWorksSteps,
  howItWorksTestimonial,
  liveCounter,
  notAiCta,
  pressWordmarks,
  rotatingWords,
} from './site'

const HEX = /^#[0-9a-fA-F]{6}$/

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const r = parseInt(hex.slice(1, 3), 16)
  const g = parseInt(hex.slice(3, 5), 16)
  const b = parseInt(hex.slice(5, 7), 16)
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrastWithWhite(hex: string): number {
  return (1 + 0.05) / (relativeLuminance(hex) + 0.05)
}

function wordCount(paragraphs: string[]): number {
  return paragraphs.join(' ').split(/\s+/).filter(Boolean).length
}

function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"])/).filter(Boolean).length
}

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size).toBe(values.length)
}

describe('contrast helper', () => {
  it('matches known WCAG reference values', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5)
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5)
    // #767676 is the lightest grey that passes AA on white.
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5)
    expect(contrastWithWhite('#777777')).toBeLessThan(4.5)
  })
})

describe('case studies', () => {
  it('has exactly the six expected ids, in order, each unique', () => {
    expect(caseStudies.map((s) => s.id)).toEqual([
      'fintech-rebrand',
      'retail-ads',
      'saas-website',
      'b2b-email',
      'podcast-launch',
      'product-launch',
    ])
    expect([...caseStudyIds]).toEqual(caseStudies.map((s) => s.id))
  })

  it('lists the six categories in filter order and covers every one', () => {
    expect([...caseStudyCategories]).toEqual([
      'Brand Voice',
      'Social Media',
      'Website Copy',
      'Email Marketing',
      'Content Strategy',
      'Product Marketing',
    ])
    for (const category of caseStudyCategories) {
      expect(caseStudies.some((s) => s.category === category)).toBe(true)
    }
  })

  it('uses percentage strings for stats', () => {
    for (const study of caseStudies) {
      for (const value of Object.values(study.stats)) {
        expect(value).toMatch(/^[+-]?\d+(\.\d+)?%$/)
      }
    }
  })

  it('uses hex gradients that keep white text at WCAG AA (4.5:1) on both colours', () => {
    for (const study of caseStudies) {
      for (const colour of [study.gradient.from, study.gradient.to]) {
        expect(colour, study.id).toMatch(HEX)
        expect(contrastWithWhite(colour), `${study.id} ${colour}`).toBeGreaterThanOrEqual(4.5)
      }
    }
  })

  it('uses a distinct icon per study', () => {
    expectUnique(caseStudies.map((s) => s.icon))
  })

  it('is substantial: roughly 350-600 words across challenge, approach and results', () => {
    for (const study of caseStudies) {
      expect(study.challenge.length).toBeGreaterThan(0)
      expect(study.approach.length).toBeGreaterThan(0)
      expect(study.results.length).toBeGreaterThan(0)
      const words = wordCount([...study.challenge, ...study.approach, ...study.results])
      expect(words, study.id).toBeGreaterThanOrEqual(350)
      expect(words, study.id).toBeLessThanOrEqual(600)
    }
  })

  it('has 3-4 highlights, tags and a complete quote', () => {
    for (const study of caseStudies) {
      expect(study.highlights.length).toBeGreaterThanOrEqual(3)
      expect(study.highlights.length).toBeLessThanOrEqual(4)
      expect(study.tags.length).toBeGreaterThan(0)
      expect(study.quote.text && study.quote.author && study.quote.role).toBeTruthy()
      for (const field of [study.title, study.subtitle, study.client, study.industry, study.duration]) {
        expect(field.trim()).not.toBe('')
      }
    }
  })

  it('getCaseStudy finds every study and returns undefined for unknown ids', () => {
    for (const study of caseStudies) expect(getCaseStudy(study.id)).toBe(study)
    expect(getCaseStudy('does-not-exist')).toBeUndefined()
  })
})

describe('results', () => {
  it('has exactly 18 cards with unique ids', () => {
    expect(resultCards).toHaveLength(18)
    expectUnique(resultCards.map((c) => c.id))
  })

  it('spans impressions from exactly 19,000 to exactly 691,000', () => {
    const impressions = resultCards.map((c) => c.impressions)
    expect(Math.min(...impressions)).toBe(19_000)
    expect(Math.max(...impressions)).toBe(691_000)
    for (const value of impressions) expect(Number.isInteger(value)).toBe(true)
  })

  it('uses every period (7, 14, 28, 90 days) and every product', () => {
    for (const period of resultPeriods) {
      expect(resultCards.some((c) => c.periodDays === period)).toBe(true)
    }
    for (const product of resultProducts) {
      expect(resultCards.some((c) => c.product === product)).toBe(true)
    }
  })

  it('has positive growth, short captions and AA-safe hex visuals', () => {
    for (const card of resultCards) {
      expect(card.growthPercent).toBeGreaterThan(0)
      expect(card.caption.length).toBeGreaterThan(0)
      expect(card.caption.length).toBeLessThanOrEqual(80)
      expect(card.clientLabel.trim()).not.toBe('')
      for (const colour of [card.visual.from, card.visual.to]) {
        expect(colour, card.id).toMatch(HEX)
        expect(contrastWithWhite(colour), `${card.id} ${colour}`).toBeGreaterThanOrEqual(4.5)
      }
    }
  })

  it('has three complete testimonials', () => {
    expect(resultTestimonials).toHaveLength(3)
    for (const t of resultTestimonials) {
      expect(t.text && t.name && t.role && t.company).toBeTruthy()
    }
  })
})

describe('about page (team.ts)', () => {
  it('lists the four team members with the spec names and roles', () => {
    expect(teamMembers.map((m) => [m.name, m.role])).toEqual([
      ['Maya Castellanos', 'Founder & Head of Voice'],
      ['Dev Raghunathan', 'Strategy Director'],
      ['Priya Natarajan', 'Lead LinkedIn Ghostwriter'],
      ['Sam Okafor', 'Editor-in-Chief'],
    ])
  })

  it('gives each member matching initials and a 2-3 sentence bio', () => {
    for (const member of teamMembers) {
      const expected = member.name
        .split(' ')
        .map((part) => part[0])
        .join('')
      expect(member.initials).toBe(expected)
      const sentences = sentenceCount(member.bio)
      expect(sentences, member.name).toBeGreaterThanOrEqual(2)
      expect(sentences, member.name).toBeLessThanOrEqual(3)
    }
  })

  it('has the four core values with descriptions', () => {
    expect(coreValues.map((v) => v.title)).toEqual([
      'Fearless Communication',
      'Radical Honesty',
      'Data-Driven Creativity',
      'Customer Obsession',
    ])
    for (const value of coreValues) expect(value.description.trim()).not.toBe('')
  })

  it('shows the four spec metrics', () => {
    expect(aboutMetrics).toEqual([
      { value: '237%', label: 'average engagement increase' },
      { value: '4.3x', label: 'higher click-through' },
      { value: '189%', label: 'conversion improvement' },
      { value: '97%', label: 'client retention' },
    ])
  })

  it('has Mission, Vision and Approach pillars', () => {
    expect(aboutPillars.map((p) => p.title)).toEqual(['Mission', 'Vision', 'Approach'])
    for (const pillar of aboutPillars) expect(pillar.text.trim()).not.toBe('')
  })
})

describe('writers (Not an AI)', () => {
  it('has six complete profiles with unique ids', () => {
    expect(writers).toHaveLength(6)
    expectUnique(writers.map((w) => w.id))
    for (const writer of writers) {
      for (const field of [writer.name, writer.initials, writer.niche, writer.tone, writer.sampleLine, writer.bio]) {
        expect(field.trim()).not.toBe('')
      }
      expect(Number.isInteger(writer.yearsWriting)).toBe(true)
      expect(writer.yearsWriting).toBeGreaterThan(0)
    }
  })

  it('has 3-4 "Why not AI?" points', () => {
    expect(whyNotAi.length).toBeGreaterThanOrEqual(3)
    expect(whyNotAi.length).toBeLessThanOrEqual(4)
  })
})

describe('faq', () => {
  it('has exactly eight unique questions in the spec topic order', () => {
    expect(faqItems).toHaveLength(8)
    expect(faqItems.map((f) => f.id)).toEqual([
      'brand-voice',
      'ai-use',
      'revisions',
      'dissatisfaction',
      'turnaround',
      'seo',
      'plan-changes',
      'languages',
    ])
    expectUnique(faqItems.map((f) => f.question))
  })

  it('keeps answers to 2-4 sentences', () => {
    for (const item of faqItems) {
      const sentences = sentenceCount(item.answer)
      expect(sentences, item.id).toBeGreaterThanOrEqual(2)
      expect(sentences, item.id).toBeLessThanOrEqual(4)
    }
  })

  it('states the spec claims', () => {
    const answer = (id: string) => faqItems.find((f) => f.id === id)?.answer ?? ''
    expect(answer('revisions')).toContain('1-2 revision rounds')
    expect(answer('revisions')).toMatch(/Enterprise includes unlimited/)
    expect(answer('turnaround')).toContain('2-3 business days')
    expect(answer('plan-changes')).toContain('next billing cycle')
  })
})

describe('examples', () => {
  it('exposes the filter values', () => {
    expect([...exampleTypes]).toEqual(['all', 'blog', 'pr', 'linkedin'])
    expect([...exampleStyles]).toEqual(['all', 'edgy', 'funny', 'smart'])
  })

  it('has 12 examples with unique ids', () => {
    expect(examples).toHaveLength(12)
    expectUnique(examples.map((e) => e.id))
  })

  it('covers every type x style combination', () => {
    for (const type of exampleTypes.filter((t) => t !== 'all')) {
      for (const style of exampleStyles.filter((s) => s !== 'all')) {
        expect(
          examples.some((e) => e.type === type && e.style === style),
          `${type}/${style}`,
        ).toBe(true)
      }
    }
  })

  it('links every example to an existing case study', () => {
    for (const example of examples) {
      expect(getCaseStudy(example.caseStudyId), example.id).toBeDefined()
      expect(example.engagement).toMatch(/^\d+(\.\d+)?K (impressions|reads)$/)
    }
  })
})

describe('site copy', () => {
  it('rotates the four spec words', () => {
    expect([...rotatingWords]).toEqual(['WTF', 'OMG', 'HOW?', 'WHAT!'])
  })

  it('configures the live counter per spec', () => {
    expect(liveCounter).toMatchObject({ start: 3_214_576, minStep: 1, maxStep: 7, intervalMs: 200 })
    expect(liveCounter.label.trim()).not.toBe('')
  })

  it('has six unique press wordmarks and hero copy', () => {
    expect(pressWordmarks).toHaveLength(6)
    expectUnique(pressWordmarks)
    expect(hero.title.trim()).not.toBe('')
    expect(hero.subtitle.trim()).not.toBe('')
  })

  it('has four differentiators and four home steps', () => {
    expect(differentiators).toHaveLength(4)
    expect(homeSteps).toHaveLength(4)
  })

  it('features the three spec case studies on the home page', () => {
    expect([...homeFeaturedCaseStudyIds]).toEqual(['fintech-rebrand', 'retail-ads', 'saas-website'])
    for (const id of homeFeaturedCaseStudyIds) expect(getCaseStudy(id)).toBeDefined()
  })

  it('has exactly three how-it-works steps with details', () => {
    expect(howItWorksSteps).toHaveLength(3)
    for (const step of howItWorksSteps) expect(step.details.length).toBeGreaterThan(0)
    expect(howItWorksSteps.map((s) => s.title.toLowerCase())).toEqual([
      expect.stringContaining('subscription'),
      expect.stringContaining('brand profile'),
      expect.stringContaining('receive and publish'),
    ])
    expect(howItWorksTestimonial.text.trim()).not.toBe('')
  })

  it('uses the spec contact hours and response time, with two testimonials', () => {
    expect(contactDetails.hours).toBe('Monday to Friday 9am to 5pm PST')
    expect(contactDetails.responseTime).toBe('We typically respond within 2-4 hours during business days')
    expect(contactDetails.email).toMatch(/^[^@\s]+@[^@\s]+\.example$/)
    expect(contactTestimonials).toHaveLength(2)
  })

  it('points the Not-an-AI call to action at /contact', () => {
    expect(notAiCta.href).toBe('/contact')
  })
})
