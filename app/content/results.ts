// Static content for /results (nav label "WTF this works").
// Client labels describe fictional, anonymized clients.

export const resultProducts = ['LinkedIn', 'Blog', 'PR', 'Newsletter'] as const

export type ResultProduct = (typeof resultProducts)[number]

export const resultPeriods = [7, 14, 28, 90] as const

export type ResultPeriod = (typeof resultPeriods)[number]

export type ResultVisualKind = 'bars' | 'line' | 'burst'

export type ResultCard = {
  id: string
  product: ResultProduct
  /** Anonymized client description, e.g. 'Series A fintech founder'. */
  clientLabel: string
  /** Between 19,000 and 691,000. */
  impressions: number
  growthPercent: number
  periodDays: ResultPeriod
  /** Playful, short. */
  caption: string
  /** Hex colours for the card artwork; white text stays at WCAG AA contrast on both. */
  visual: { from: string; to: string; kind: ResultVisualKind }
}

export type ResultTestimonial = {
  text: string
  name: string
  role: string
  company: string
}

export const resultCards: ResultCard[] = [
  {
    id: 'fintech-founder-linkedin',
    product: 'LinkedIn',
    clientLabel: 'Series A fintech founder',
    impressions: 691_000,
    growthPercent: 1240,
    periodDays: 28,
    caption: 'One post about a failed fundraise. Her DMs have not recovered.',
    visual: { from: '#1e3a8a', to: '#6d28d9', kind: 'burst' },
  },
  {
    id: 'saas-cto-blog',
    product: 'Blog',
    clientLabel: 'B2B SaaS CTO',
    impressions: 184_000,
    growthPercent: 312,
    periodDays: 90,
    caption: 'Turns out engineers do read past the first paragraph.',
    visual: { from: '#0f766e', to: '#1d4ed8', kind: 'line' },
  },
  {
    id: 'healthtech-pr',
    product: 'PR',
    clientLabel: 'Healthtech co-founder',
    impressions: 427_000,
    growthPercent: 580,
    periodDays: 14,
    caption: 'Pitched on Monday. Syndicated by Friday. Mom printed it out.',
    visual: { from: '#9d174d', to: '#7e22ce', kind: 'burst' },
  },
  {
    id: 'agency-owner-newsletter',
    product: 'Newsletter',
    clientLabel: 'Creative agency owner',
    impressions: 19_000,
    growthPercent: 146,
    periodDays: 7,
    caption: 'Small list, huge replies. Quality over quantity, apparently.',
    visual: { from: '#7c2d12', to: '#b45309', kind: 'bars' },
  },
  {
    id: 'logistics-ceo-linkedin',
    product: 'LinkedIn',
    clientLabel: 'Logistics scale-up CEO',
    impressions: 238_000,
    growthPercent: 417,
    periodDays: 28,
    caption: 'Freight is not boring. It just needed a better narrator.',
    visual: { from: '#065f46', to: '#0e7490', kind: 'line' },
  },
  {
    id: 'vc-partner-linkedin',
    product: 'LinkedIn',
    clientLabel: 'Seed-stage VC partner',
    impressions: 356_000,
    growthPercent: 689,
    periodDays: 14,
    caption: 'Posted a hot take on term sheets. Founders lined up to argue.',
    visual: { from: '#4c1d95', to: '#a21caf', kind: 'burst' },
  },
  {
    id: 'd2c-founder-blog',
    product: 'Blog',
    clientLabel: 'D2C skincare founder',
    impressions: 67_000,
    growthPercent: 203,
    periodDays: 28,
    caption: 'Ranked on page one for a term her competitors gave up on.',
    visual: { from: '#be123c', to: '#9a3412', kind: 'bars' },
  },
  {
    id: 'cybersecurity-pr',
    product: 'PR',
    clientLabel: 'Cybersecurity startup CEO',
    impressions: 512_000,
    growthPercent: 734,
    periodDays: 90,
    caption: 'Three trade features and one very nervous competitor.',
    visual: { from: '#1f2937', to: '#3730a3', kind: 'line' },
  },
  {
    id: 'hr-tech-newsletter',
    product: 'Newsletter',
    clientLabel: 'HR tech head of people',
    impressions: 42_000,
    growthPercent: 168,
    periodDays: 28,
    caption: 'Open rate so high the ESP asked if it was a bug.',
    visual: { from: '#0369a1', to: '#3730a3', kind: 'bars' },
  },
  {
    id: 'climate-founder-linkedin',
    product: 'LinkedIn',
    clientLabel: 'Climate tech founder',
    impressions: 143_000,
    growthPercent: 356,
    periodDays: 7,
    caption: 'Seven days, one honest post, zero carbon-neutral buzzwords.',
    visual: { from: '#047857', to: '#0f766e', kind: 'burst' },
  },
  {
    id: 'legal-tech-blog',
    product: 'Blog',
    clientLabel: 'Legal tech COO',
    impressions: 96_000,
    growthPercent: 241,
    periodDays: 90,
    caption: 'Made contract law readable. Lawyers are still processing this.',
    visual: { from: '#334155', to: '#1e3a8a', kind: 'line' },
  },
  {
    id: 'marketplace-cmo-linkedin',
    product: 'LinkedIn',
    clientLabel: 'Marketplace CMO',
    impressions: 274_000,
    growthPercent: 498,
    periodDays: 14,
    caption: 'Wrote about a campaign that flopped. It did not flop.',
    visual: { from: '#b91c1c', to: '#86198f', kind: 'burst' },
  },
  {
    id: 'edtech-pr',
    product: 'PR',
    clientLabel: 'Edtech founder',
    impressions: 318_000,
    growthPercent: 455,
    periodDays: 28,
    caption: 'Teachers shared it in staff rooms. Then the investors called.',
    visual: { from: '#6d28d9', to: '#1d4ed8', kind: 'line' },
  },
  {
    id: 'proptech-newsletter',
    product: 'Newsletter',
    clientLabel: 'Proptech managing director',
    impressions: 58_000,
    growthPercent: 187,
    periodDays: 90,
    caption: 'Landlords forwarding it to landlords. A rare alliance.',
    visual: { from: '#9a3412', to: '#7c2d12', kind: 'bars' },
  },
  {
    id: 'ai-startup-linkedin',
    product: 'LinkedIn',
    clientLabel: 'AI startup CEO (yes, really)',
    impressions: 461_000,
    growthPercent: 802,
    periodDays: 28,
    caption: 'An AI founder, ghostwritten by humans. Irony sells.',
    visual: { from: '#a21caf', to: '#4c1d95', kind: 'burst' },
  },
  {
    id: 'fintech-cfo-blog',
    product: 'Blog',
    clientLabel: 'Fintech CFO',
    impressions: 31_000,
    growthPercent: 129,
    periodDays: 7,
    caption: 'A finance blog people finished. On purpose.',
    visual: { from: '#1d4ed8', to: '#0e7490', kind: 'bars' },
  },
  {
    id: 'foodtech-pr',
    product: 'PR',
    clientLabel: 'Foodtech co-founder',
    impressions: 205_000,
    growthPercent: 372,
    periodDays: 7,
    caption: 'Launch-week feature landed before the product did.',
    visual: { from: '#15803d', to: '#065f46', kind: 'line' },
  },
  {
    id: 'consulting-partner-linkedin',
    product: 'LinkedIn',
    clientLabel: 'Boutique consulting partner',
    impressions: 122_000,
    growthPercent: 264,
    periodDays: 90,
    caption: 'Ninety days from "who?" to keynote invitations.',
    visual: { from: '#9f1239', to: '#be123c', kind: 'line' },
  },
]

export const resultTestimonials: ResultTestimonial[] = [
  {
    text: 'I used to post once a quarter and apologise for it. Now I post three times a week and strangers quote me back to myself at conferences.',
    name: 'Delphine Aurelio',
    role: 'Founder & CEO',
    company: 'Marrowgate Health',
  },
  {
    text: 'Our PR article got more inbound in two weeks than our paid campaigns did all quarter. I stopped asking whether this works.',
    name: 'Kwabena Mensah-Lyle',
    role: 'Chief Marketing Officer',
    company: 'Fenwick Harbour Analytics',
  },
  {
    text: 'They write like me on a good day, which is frankly better than I write like me. The numbers followed.',
    name: 'Annika Sørlie',
    role: 'Managing Partner',
    company: 'Tarnbrook Ventures',
  },
]
