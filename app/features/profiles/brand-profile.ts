// The founder's brand profile as pages show it (the founder's own form, the summary writers read).

/** A brand profile as it leaves the server. */
export type BrandProfileView = {
  founderId: string
  brandAndAudience: string | null
  /** Up to three words. */
  voiceWords: string[]
  topics: string | null
  avoid: string | null
  /** Up to five http(s) links. */
  likedExamples: string[]
  competitors: string | null
  linkedinUrl: string | null
  goals: string | null
  updatedAt: string | null
}

export type BrandSectionKey = Exclude<keyof BrandProfileView, 'founderId' | 'updatedAt'>

/** The questionnaire's eight sections, in the order the form and the summary show them. */
export const BRAND_SECTIONS: { key: BrandSectionKey; label: string; hint: string }[] = [
  { key: 'brandAndAudience', label: 'Brand and audience', hint: 'What you do, and who you want to reach.' },
  { key: 'voiceWords', label: 'Voice in three words', hint: 'How you sound, e.g. blunt, warm, nerdy.' },
  { key: 'topics', label: 'Topics to own', hint: 'The subjects you want to be known for.' },
  { key: 'avoid', label: 'Words and claims to avoid', hint: 'Jargon, promises or comparisons you never make.' },
  { key: 'likedExamples', label: 'Writing you like', hint: 'Up to 5 links to posts or articles whose style you like.' },
  { key: 'competitors', label: 'Competitors', hint: 'Who you are compared with, and how you differ.' },
  { key: 'linkedinUrl', label: 'LinkedIn profile', hint: 'Your LinkedIn profile link.' },
  { key: 'goals', label: 'Goals', hint: 'What the content should achieve this quarter.' },
]

export const VOICE_WORDS = 3
export const MAX_LIKED_EXAMPLES = 5

/** Whether a section has been answered; the voice counts once all three words are there. */
export function sectionComplete(profile: Pick<BrandProfileView, BrandSectionKey>, key: BrandSectionKey): boolean {
  const value = profile[key]
  if (key === 'voiceWords') return Array.isArray(value) && value.filter(Boolean).length >= VOICE_WORDS
  if (Array.isArray(value)) return value.length > 0
  return typeof value === 'string' && value.trim() !== ''
}

/** How much of the questionnaire is answered: "5 of 8 sections complete". */
export function brandCompleteness(profile: Pick<BrandProfileView, BrandSectionKey> | null) {
  const total = BRAND_SECTIONS.length
  if (!profile) return { complete: 0, total, missing: BRAND_SECTIONS.map((section) => section.label) }
  const missing = BRAND_SECTIONS.filter((section) => !sectionComplete(profile, section.key)).map((section) => section.label)
  return { complete: total - missing.length, total, missing }
}

export const completenessText = ({ complete, total }: { complete: number; total: number }) => `${complete} of ${total} sections complete`
