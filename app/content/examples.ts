// Static sample-headline cards for /examples.
import type { CaseStudyId } from './case-studies'

export const exampleTypes = ['all', 'blog', 'pr', 'linkedin'] as const
export const exampleStyles = ['all', 'edgy', 'funny', 'smart'] as const

export type ExampleTypeFilter = (typeof exampleTypes)[number]
export type ExampleStyleFilter = (typeof exampleStyles)[number]
export type ExampleType = Exclude<ExampleTypeFilter, 'all'>
export type ExampleStyle = Exclude<ExampleStyleFilter, 'all'>

export const exampleTypeLabels: Record<ExampleTypeFilter, string> = {
  all: 'All',
  blog: 'Blog',
  pr: 'PR',
  linkedin: 'LinkedIn',
}

export const exampleStyleLabels: Record<ExampleStyleFilter, string> = {
  all: 'All',
  edgy: 'Edgy',
  funny: 'Funny',
  smart: 'Smart',
}

export type Example = {
  id: string
  type: ExampleType
  style: ExampleStyle
  headline: string
  excerpt: string
  /** Display stat, e.g. '412K impressions'. */
  engagement: string
  caseStudyId: CaseStudyId
}

export const examples: Example[] = [
  {
    id: 'blog-edgy-compliance',
    type: 'blog',
    style: 'edgy',
    headline: 'Your Compliance Team Is Writing Your Marketing. That Is Why Nobody Reads It.',
    excerpt:
      'Legal review is there to keep you out of trouble, not to choose your adjectives. Here is how one fintech kept every disclaimer and still found a voice worth quoting.',
    engagement: '38K reads',
    caseStudyId: 'fintech-rebrand',
  },
  {
    id: 'blog-funny-socks',
    type: 'blog',
    style: 'funny',
    headline: 'A Dog Ate Our Product. It Was Our Best Marketing Month Ever.',
    excerpt: 'We asked customers what our socks had survived. We were not ready for the answers, and neither was our comment section.',
    engagement: '52K reads',
    caseStudyId: 'retail-ads',
  },
  {
    id: 'blog-smart-homepage',
    type: 'blog',
    style: 'smart',
    headline: 'The Eight-Second Homepage: What Developers Read Before They Leave',
    excerpt: 'We studied twenty sales calls to find the one sentence that made prospects lean in. Then we moved it to the top of the page.',
    engagement: '27K reads',
    caseStudyId: 'saas-website',
  },
  {
    id: 'pr-edgy-freight',
    type: 'pr',
    style: 'edgy',
    headline: 'Most Supply Chain "Visibility" Is a Dashboard Nobody Opens',
    excerpt:
      'An operations leader argues that the industry solved the wrong problem, and explains what managers actually need when a shipment goes missing.',
    engagement: '214K impressions',
    caseStudyId: 'b2b-email',
  },
  {
    id: 'pr-funny-podcast',
    type: 'pr',
    style: 'funny',
    headline: 'We Launched a VC Podcast. Our Mothers Are Still the Top Listeners.',
    excerpt:
      'A managing partner on what it really takes to build an audience from zero, and why the worst-decision episode always outperforms the success story.',
    engagement: '167K impressions',
    caseStudyId: 'podcast-launch',
  },
  {
    id: 'pr-smart-air',
    type: 'pr',
    style: 'smart',
    headline: "What Nobody Measures in a Child's Bedroom at 3am",
    excerpt:
      'A hardware founder makes the case for quieter, calmer safety tech, drawing on a year of night-time testing with real families.',
    engagement: '298K impressions',
    caseStudyId: 'product-launch',
  },
  {
    id: 'linkedin-edgy-fundraise',
    type: 'linkedin',
    style: 'edgy',
    headline: 'We Nearly Ran Out of Money in Month 14. Here Is the Spreadsheet.',
    excerpt: 'No humble-brag, no lesson-wrapped-in-a-bow. Just the numbers, the panic and the three calls that saved the company.',
    engagement: '412K impressions',
    caseStudyId: 'fintech-rebrand',
  },
  {
    id: 'linkedin-funny-launch',
    type: 'linkedin',
    style: 'funny',
    headline: 'Our First Prototype Beeped So Loudly It Woke the Neighbors',
    excerpt: 'Building a baby monitor that does not wake the baby took us eleven prototypes and one formal complaint from apartment 4B.',
    engagement: '186K impressions',
    caseStudyId: 'product-launch',
  },
  {
    id: 'linkedin-smart-pitch',
    type: 'linkedin',
    style: 'smart',
    headline: 'The Question I Ask Every Founder Before a Term Sheet',
    excerpt: 'Not about market size or margins. It is about the worst decision they have made so far, and what they did the morning after.',
    engagement: '247K impressions',
    caseStudyId: 'podcast-launch',
  },
  {
    id: 'blog-edgy-email',
    type: 'blog',
    style: 'edgy',
    headline: 'Stop Sending Product Updates. Nobody Forwards a Changelog.',
    excerpt:
      'The newsletter that nearly got cancelled now books meetings. The difference was one practical story per issue and a single line about the product.',
    engagement: '44K reads',
    caseStudyId: 'b2b-email',
  },
  {
    id: 'linkedin-smart-pricing',
    type: 'linkedin',
    style: 'smart',
    headline: 'We Rewrote One Line on Our Homepage. Demo Bookings Tripled.',
    excerpt: 'Buzzwords feel safe because nobody can disagree with them. That is also why nobody remembers them.',
    engagement: '139K impressions',
    caseStudyId: 'saas-website',
  },
  {
    id: 'pr-smart-retail',
    type: 'pr',
    style: 'smart',
    headline: 'Why Story-Led Ads Are Beating Discounts in Outdoor Retail',
    excerpt:
      'A founder shares what happened when his brand stopped leading with price, and why customer reviews became the best creative brief they ever had.',
    engagement: '121K impressions',
    caseStudyId: 'retail-ads',
  },
]
