// Static content for /about (philosophy page): team, values, metrics, pillars.

export type TeamMember = {
  name: string
  role: string
  /** Two or three sentences. */
  bio: string
  initials: string
}

export type CoreValue = {
  title: string
  description: string
}

export type AboutMetric = {
  /** Display value, e.g. '237%' or '4.3x'. */
  value: string
  /** Lower-case label shown under the value. */
  label: string
}

export type AboutPillar = {
  title: 'Mission' | 'Vision' | 'Approach'
  text: string
}

export const teamMembers: TeamMember[] = [
  {
    name: 'Maya Castellanos',
    role: 'Founder & Head of Voice',
    bio: "Maya spent a decade writing speeches and op-eds for executives who were too busy to read them before they went live. She started Unfiltered to prove that bold, honest writing beats safe writing every time. She still reviews every new client's voice guide herself.",
    initials: 'MC',
  },
  {
    name: 'Dev Raghunathan',
    role: 'Strategy Director',
    bio: 'Dev turns vague ambitions like "we want to be a thought leader" into content calendars with numbers attached. Before Unfiltered he ran growth for two B2B startups and learned the hard way which content moves pipeline and which just fills a feed.',
    initials: 'DR',
  },
  {
    name: 'Priya Natarajan',
    role: 'Lead LinkedIn Ghostwriter',
    bio: 'Priya has ghostwritten for more than sixty founders and can usually find someone\'s voice within one 15-minute call. She is the reason our clients get asked, "Did you really write this?" and can honestly say the ideas were all theirs.',
    initials: 'PN',
  },
  {
    name: 'Sam Okafor',
    role: 'Editor-in-Chief',
    bio: 'Sam is the last pair of eyes on everything we publish and the first to cut a sentence that is only there to sound clever. A former newsroom editor, he runs the quality checks that keep every piece sharp, accurate and unmistakably human.',
    initials: 'SO',
  },
]

export const coreValues: CoreValue[] = [
  {
    title: 'Fearless Communication',
    description:
      'We say the thing other agencies round off. If a headline makes your legal team slightly nervous and your customers lean in, we are doing our job.',
  },
  {
    title: 'Radical Honesty',
    description:
      "We tell you when a draft is weak, when an idea won't land and when a piece of content isn't worth making. Flattery is not a content strategy.",
  },
  {
    title: 'Data-Driven Creativity',
    description: "Bold doesn't mean random. We test headlines, track what earns attention and feed what we learn back into every brief.",
  },
  {
    title: 'Customer Obsession',
    description: 'Your voice, your goals and your deadlines come first. We learn how you think so the words sound like you, not like us.',
  },
]

export const aboutMetrics: AboutMetric[] = [
  { value: '237%', label: 'average engagement increase' },
  { value: '4.3x', label: 'higher click-through' },
  { value: '189%', label: 'conversion improvement' },
  { value: '97%', label: 'client retention' },
]

export const aboutPillars: AboutPillar[] = [
  {
    title: 'Mission',
    text: 'To give founders and executives content with a pulse: human-written, unmistakably theirs and bold enough to be remembered after the scroll.',
  },
  {
    title: 'Vision',
    text: 'A feed where the best ideas win because they were said clearly and bravely, not because they were generated fastest.',
  },
  {
    title: 'Approach',
    text: 'Real writers, matched to your industry, working from a detailed brand profile. We interview, draft, edit and measure, then do it again a little sharper each month.',
  },
]
