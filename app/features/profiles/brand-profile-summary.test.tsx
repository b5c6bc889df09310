import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BrandProfileView } from './brand-profile.ts'
import { BrandProfileSummary } from './brand-profile-summary.tsx'

const profile: BrandProfileView = {
  founderId: 'f-1',
  brandAndAudience: 'Payroll for start-ups.\nRead by CFOs.',
  voiceWords: ['Blunt', 'Warm', 'Nerdy'],
  topics: 'Compliance',
  avoid: null,
  likedExamples: ['https://example.com/a'],
  competitors: null,
  linkedinUrl: 'https://www.linkedin.com/in/farah',
  goals: 'Demos',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

describe('BrandProfileSummary', () => {
  it("names the founder's profile, counts its sections and marks the unanswered ones", () => {
    const html = renderToStaticMarkup(<BrandProfileSummary profile={profile} founderName="Farah" headingLevel={3} />)
    expect(html).toMatch(/<h3 id="[^"]+"[^>]*>Farah&#x27;s brand profile<\/h3>/)
    expect(html).toContain('6 of 8 sections complete')
    expect(html).toContain('aria-valuenow="6"')
    expect(html.match(/Not given yet\./g)).toHaveLength(2)
    expect(html).toContain('>Nerdy</li>')
  })

  it('opens the links it shows in a new tab, without handing over the page', () => {
    const html = renderToStaticMarkup(<BrandProfileSummary profile={profile} />)
    const links = [...html.matchAll(/<a [^>]*>/g)].map((match) => match[0])
    expect(links).toHaveLength(2)
    for (const link of links) expect(link).toContain('rel="noopener noreferrer nofollow"')
    expect(html).toContain('href="https://www.linkedin.com/in/farah"')
  })

  it('says so when there is nothing to read', () => {
    expect(renderToStaticMarkup(<BrandProfileSummary profile={null} />)).toContain('The brand questionnaire has not been filled in yet.')
  })
})
