// The brand questionnaire's one schema (/dashboard/brand): the browser checks with it as the founder
// types, the action for real. Every section is optional; the page counts how many are answered.
import { z } from 'zod'
import { cleanLine, lineField, multilineField } from '#app/utils/validation.ts'
import { MAX_LIKED_EXAMPLES } from './brand-profile.ts'
import { httpUrl, linkedinUrl } from './links.ts'

export const BRAND_FORM_ID = 'brand-profile'

export const BRAND_MESSAGES = {
  saved: 'Brand profile saved',
  failed: 'Your brand profile could not be saved. Please try again.',
  voiceTooLong: 'Keep each word under 40 characters',
  tooManyExamples: `Add at most ${MAX_LIKED_EXAMPLES} links, one per line`,
  exampleLink: (line: number) => `Line ${line} is not a link: start each one with https://`,
  linkedin: 'Enter your LinkedIn profile link, e.g. https://www.linkedin.com/in/your-name',
} as const

const text = () => multilineField().transform((value) => value || null)
const voiceWord = () => lineField().pipe(z.string().max(40, BRAND_MESSAGES.voiceTooLong))

/** The non-empty lines of the examples field, each cleaned. */
export function exampleLines(value: string): string[] {
  return value
    .split('\n')
    .map((line) => cleanLine(line))
    .filter(Boolean)
}

export const BrandProfileSchema = z
  .object({
    brandAndAudience: text(),
    voice1: voiceWord(),
    voice2: voiceWord(),
    voice3: voiceWord(),
    topics: text(),
    avoid: text(),
    likedExamples: multilineField().superRefine((value, ctx) => {
      const lines = exampleLines(value)
      if (lines.length > MAX_LIKED_EXAMPLES) ctx.addIssue({ code: 'custom', message: BRAND_MESSAGES.tooManyExamples })
      const bad = lines.findIndex((line) => httpUrl(line) === null)
      if (bad >= 0) ctx.addIssue({ code: 'custom', message: BRAND_MESSAGES.exampleLink(bad + 1) })
    }),
    competitors: text(),
    linkedinUrl: lineField().refine((value) => value === '' || linkedinUrl(value) !== null, BRAND_MESSAGES.linkedin),
    goals: text(),
  })
  .transform(({ voice1, voice2, voice3, likedExamples, linkedinUrl: linkedin, ...rest }) => ({
    ...rest,
    voiceWords: [voice1, voice2, voice3].filter(Boolean),
    likedExamples: exampleLines(likedExamples).map((line) => httpUrl(line)!),
    linkedinUrl: linkedin === '' ? null : linkedinUrl(linkedin),
  }))
export type BrandProfileValues = z.output<typeof BrandProfileSchema>
