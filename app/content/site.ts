// Shared marketing copy: brand, home page, how it works, contact and short page blocks.
// Contact details are fictional placeholders.
import type { CaseStudyId } from './case-studies'
import type { ResultProduct } from './results'

export type TitledText = { title: string; text: string }

export type Testimonial = {
  text: string
  name: string
  role: string
  company: string
}

export type HowItWorksStep = TitledText & { details: string[] }

export type CallToAction = {
  heading: string
  text: string
  buttonLabel: string
  href: string
}

export const brand = {
  name: 'Unfiltered',
  tagline: 'Bold content for bold brands. No fluff. No filters.',
  shortPitch: 'Human-written content for founders and executives who would rather be remembered than be safe.',
} as const

// ---------------------------------------------------------------- Home

/** Rotates in the hero every 3 seconds. */
export const rotatingWords = ['WTF', 'OMG', 'HOW?', 'WHAT!'] as const

export const rotatingWordIntervalMs = 3000

export type LiveCounter = {
  start: number
  minStep: number
  maxStep: number
  intervalMs: number
  label: string
}

/** A decorative counter: starts at 3,214,576 and rises by 1-7 every 200 ms. */
export const liveCounter: LiveCounter = {
  start: 3_214_576,
  minStep: 1,
  maxStep: 7,
  intervalMs: 200,
  label: 'words written by actual humans this year',
}

/** Fictional publication names, rendered as text in the press marquee. */
export const pressWordmarks = [
  'The Founder Ledger',
  'Boardroom Weekly',
  'Scale & Signal',
  'The Pitch Desk',
  'Operator Quarterly',
  'Bold Margin',
] as const

export const pressMarqueeLabel = 'As read by people who read'

export const hero = {
  eyebrow: brand.tagline,
  /** The rotating word (see rotatingWords) is shown right after the title. */
  title: 'Content so bold your audience says',
  subtitle:
    'Bold blog articles, LinkedIn ghostwriting and PR pieces, written by real humans who learn your voice and refuse to sand it down. No fluff. No filters. No robots.',
  primaryCta: { label: 'See Plans', href: '#pricing' },
  secondaryCta: { label: 'See Examples', href: '/examples' },
  calculatorTeaser: {
    title: 'How shocking is your headline?',
    text: 'Score it free in seconds with our shock-value calculator.',
    buttonLabel: 'Test My Headline',
  },
} as const

export const differentiatorsHeading = "How We're Different"

export const differentiators: TitledText[] = [
  {
    title: 'Humans, not prompts',
    text: 'Every word is written by a real writer matched to your industry. No generated drafts, no "light human polish" on top of a machine.',
  },
  {
    title: 'Your voice, amplified',
    text: 'We study how you talk, argue and joke, then write content that sounds like you on your sharpest day.',
  },
  {
    title: 'Bold by default',
    text: 'Safe content is invisible content. We write headlines that earn the click and posts that start conversations.',
  },
  {
    title: 'Results you can see',
    text: 'Our clients average a 237% engagement increase and 4.3x higher click-through. We track the numbers so you do not have to guess.',
  },
]

export const homeSteps: TitledText[] = [
  {
    title: 'Pick your plan',
    text: 'Choose the subscription that fits your goals, from a few LinkedIn posts a month to a full content program.',
  },
  {
    title: 'Tell us who you are',
    text: 'Complete your brand profile and we match you with a writer who knows your industry.',
  },
  {
    title: 'Get bold drafts',
    text: 'Drafts land in your dashboard within 2-3 business days, ready for your feedback.',
  },
  {
    title: 'Publish and grow',
    text: 'Approve, post and watch the engagement climb. We learn from every piece and sharpen the next.',
  },
]

export const homeCaseStudiesHeading = 'Brands That Stopped Playing It Safe'

/** Case studies featured on the home page, in display order. */
export const homeFeaturedCaseStudyIds: readonly CaseStudyId[] = ['fintech-rebrand', 'retail-ads', 'saas-website']

export const contactSalesCta = {
  text: 'Need something bigger or more custom?',
  buttonLabel: 'Contact Sales',
  href: '/contact',
} as const

// ---------------------------------------------------------------- How it works

export const howItWorksIntro = {
  title: 'Three Steps to Content That Actually Lands',
  subtitle: 'No long onboarding, no endless meetings. Just a clear process and writers who do the heavy lifting.',
} as const

export const howItWorksSteps: HowItWorksStep[] = [
  {
    title: 'Choose your subscription',
    text: 'Pick the plan that matches how much you want to publish and how much strategy support you need.',
    details: [
      'Plans cover blog articles, LinkedIn posts, PR articles and strategy sessions',
      'Pay monthly or yearly and save about 20% on yearly billing',
      'Upgrade or downgrade any time; changes take effect at the next billing cycle',
    ],
  },
  {
    title: 'Complete your brand profile',
    text: 'Tell us about your audience, your opinions and the way you like to sound. This becomes the brief your writer works from.',
    details: [
      'A guided questionnaire about your goals, audience and voice',
      'Share past posts, talks or recordings so we can hear how you speak',
      'We match you with a writer who knows your industry',
    ],
  },
  {
    title: 'Receive and publish',
    text: 'Your writer delivers drafts to your dashboard. Review, request changes if needed, then publish and watch the results.',
    details: [
      'Drafts typically arrive within 2-3 business days',
      '1-2 revision rounds on most plans, unlimited on Enterprise',
      'Every piece is written and edited by humans, never generated',
    ],
  },
]

export const howItWorksTestimonial: Testimonial = {
  text: 'I filled in the brand profile on a Tuesday and had three LinkedIn drafts by Friday. The second one is still my most-shared post ever.',
  name: 'Callum Reyes-Oduya',
  role: 'Founder & CEO',
  company: 'Driftline Analytics',
}

export const howItWorksCta = {
  heading: 'Ready to sound like yourself, only louder?',
  primary: { label: 'View Pricing', href: '/pricing' },
  secondary: { label: 'See Examples', href: '/examples' },
} as const

// ---------------------------------------------------------------- Contact

export const contactIntro = {
  title: 'Get in Touch',
  subtitle: 'Questions about plans, a custom project or just want to talk content? Send us a message and a real person will reply.',
} as const

export const bookACall = {
  title: 'Book a Call',
  durationMinutes: 15,
  text: 'Prefer to talk it through? Grab a free 15-minute discovery call and we will tell you honestly whether we are the right fit.',
  buttonLabel: 'Schedule a Call',
} as const

export type ContactDetails = {
  email: string
  phone: string
  address: string
  hours: string
  responseTime: string
}

export const contactDetails: ContactDetails = {
  email: 'hello@unfiltered.example',
  phone: '+1 (415) 555-0142',
  address: '1200 Example Avenue, Suite 400, San Francisco, CA 94000',
  hours: 'Monday to Friday 9am to 5pm PST',
  responseTime: 'We typically respond within 2-4 hours during business days',
}

export const contactTestimonials: Testimonial[] = [
  {
    text: 'I sent a message at 10am expecting a sales sequence. By lunchtime I had a thoughtful reply from an actual strategist and a call booked for the next morning.',
    name: 'Marisol Eckhart',
    role: 'Chief Executive Officer',
    company: 'Verdance Labs',
  },
  {
    text: 'The discovery call took fifteen minutes and gave me more clarity on our content than a quarter of internal meetings. We signed up the same week.',
    name: 'Obinna Castellane',
    role: 'VP of Marketing',
    company: 'Hollowbrook Systems',
  },
]

// ---------------------------------------------------------------- Other pages

export const caseStudiesPage = {
  title: 'Our Work Speaks For Itself',
  subtitle: 'Real projects, client names changed, very real numbers. See what happens when brands stop playing it safe.',
  allFilterLabel: 'All',
  cta: {
    heading: 'Ready to be our next success story?',
    text: 'Tell us where you want to be in ninety days and we will show you how to get there.',
    buttonLabel: 'Start Your Project',
    href: '/contact',
  },
} as const

export const examplesPage = {
  title: 'Headlines That Refuse to Be Ignored',
  subtitle: 'A sample of the blog posts, PR articles and LinkedIn posts our writers have shipped. Filter by type and style.',
  typeFilterLabel: 'Content type',
  styleFilterLabel: 'Style',
  caseStudyLinkLabel: 'See Full Case Study',
  emptyState: 'No examples match those filters yet. Try another combination.',
  cta: {
    heading: 'Want headlines like these?',
    text: 'Tell us about your brand and we will show you what bold looks like in your voice.',
    buttonLabel: 'Get in Touch',
    href: '/contact',
  },
} as const

export const faqPage = {
  title: 'Questions, Answered Honestly',
  subtitle: 'Everything you want to know before you hand your voice to someone else.',
  contactPrompt: 'Still have questions?',
  contactLinkLabel: 'Contact us',
  contactHref: '/contact',
} as const

export const aboutPage = {
  hero: {
    title: 'We Write Like We Mean It',
    subtitle:
      'Unfiltered exists because the internet has enough careful, forgettable content. We help founders and executives say something worth remembering.',
  },
  metricsHeading: 'The Numbers Behind the Noise',
  teamHeading: 'The Humans Behind the Words',
  valuesHeading: 'What We Believe',
  cta: {
    heading: 'Ready to stop blending in?',
    text: 'See what we have written, talk to us, or jump straight to the plans.',
    seeOurWork: { label: 'See Our Work', href: '/examples' },
    workWithUs: { label: 'Work With Us', href: '/contact' },
    getInTouch: { label: 'Get in Touch', href: '/contact' },
    viewPricing: { label: 'View Pricing', href: '/pricing' },
  },
} as const

export const resultsPage = {
  navLabel: 'WTF this works',
  title: 'WTF, This Actually Works',
  subtitle: 'Real numbers from real clients, anonymized so their competitors stay confused.',
  impressionsLabel: 'impressions',
  /** Template for the per-card growth caption. */
  growthCaption: (growthPercent: number, periodDays: number) => `+${growthPercent.toLocaleString('en-US')}% in ${periodDays} days`,
  /** Template for the product button, e.g. 'LinkedIn for me'. */
  productButtonLabel: (product: string) => `${product} for me`,
  /** The contact form, its subject filled in for the product (contact-topics.ts). */
  productButtonHref: (product: ResultProduct) => `/contact?topic=${product.toLowerCase()}`,
  plansButtonLabel: 'Show me plans',
  plansButtonHref: '/pricing',
  testimonialsHeading: 'Said by Humans, About Humans',
} as const

export const notAiPage = {
  title: 'Not an AI. Never Will Be.',
  subtitle: 'Meet a few of the writers behind the words, with a line from each of their notebooks.',
  whyNotAiHeading: 'Why not AI?',
  yearsLabel: 'years writing',
} as const

export const notAiCta: CallToAction = {
  heading: 'Want a human in your corner?',
  text: 'Tell us what you need and we will match you with a writer who gets your industry, your audience and your sense of humor.',
  buttonLabel: 'Talk to a Human',
  href: '/contact',
}
