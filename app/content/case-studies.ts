// Static case-study content for /case-studies and /case-studies/{id}.
// Client names are fictional. Copy is original to Unfiltered.

export const caseStudyCategories = [
  'Brand Voice',
  'Social Media',
  'Website Copy',
  'Email Marketing',
  'Content Strategy',
  'Product Marketing',
] as const

export type CaseStudyCategory = (typeof caseStudyCategories)[number]

export const caseStudyIds = ['fintech-rebrand', 'retail-ads', 'saas-website', 'b2b-email', 'podcast-launch', 'product-launch'] as const

export type CaseStudyId = (typeof caseStudyIds)[number]

export type CaseStudyIcon = 'rocket' | 'megaphone' | 'layout' | 'mail' | 'mic' | 'package'

export type CaseStudy = {
  id: CaseStudyId
  title: string
  subtitle: string
  client: string
  industry: string
  category: CaseStudyCategory
  tags: string[]
  /** Percentage strings such as '+312%'. */
  stats: { engagement: string; conversion: string; retention: string }
  /** Hex colours; white text keeps WCAG AA contrast (4.5:1) on both. */
  gradient: { from: string; to: string }
  icon: CaseStudyIcon
  duration: string
  /** Paragraphs. */
  challenge: string[]
  /** Paragraphs or steps. */
  approach: string[]
  /** Paragraphs. */
  results: string[]
  /** Three or four headline figures. */
  highlights: { label: string; value: string }[]
  quote: { text: string; author: string; role: string }
}

export const caseStudies: CaseStudy[] = [
  {
    id: 'fintech-rebrand',
    title: 'From Compliance-Speak to a Voice People Quote',
    subtitle: 'How a Series B fintech stopped sounding like its own terms of service.',
    client: 'Ledgerlight',
    industry: 'Fintech',
    category: 'Brand Voice',
    tags: ['Brand Voice', 'Fintech', 'LinkedIn', 'Messaging'],
    stats: { engagement: '+312%', conversion: '+214%', retention: '+58%' },
    gradient: { from: '#1e3a8a', to: '#6d28d9' },
    icon: 'rocket',
    duration: '12 weeks',
    challenge: [
      'Ledgerlight builds cash-flow software for freelancers and small studios. The product was sharp; the words around it were not. Every page, post and onboarding email had been through three rounds of legal review and came out the other side sounding like a disclosure statement. Prospects described the brand as "safe", which in a crowded category is another word for forgettable.',
      "The founders knew it. They had tried an AI writing tool to speed things up and ended up with more of the same: tidy, grammatical copy that could have belonged to any of their twelve competitors. Their LinkedIn posts averaged a few dozen reactions, mostly from employees, and the sales team had quietly stopped sharing the blog because it didn't help them close.",
      'The brief was blunt: sound like the people who built the company, stay inside the compliance lines, and give the sales team something they actually want to send.',
    ],
    approach: [
      'Voice excavation. We spent two weeks interviewing the founders, four customers and the head of compliance. Instead of asking what the brand should sound like, we asked what made them angry about money software. The answers became the spine of the new voice.',
      'A voice guide with teeth. We wrote a twelve-page guide built around three principles — say the number, name the villain, never hedge twice in one sentence — with before-and-after rewrites of real Ledgerlight copy. Compliance signed off on a list of phrases they would always approve, which cut review time in half.',
      "Founder-led LinkedIn. Our lead ghostwriter took on the CEO's profile with three posts a week, each drafted from a 15-minute weekly voice note. Every draft arrived within 2-3 business days and went through no more than two revision rounds.",
      'Rewrite the money pages. We rebuilt the homepage, pricing page and onboarding sequence in the new voice, then tested headline variants against the old copy for four weeks before rolling them out everywhere.',
    ],
    results: [
      "Within twelve weeks the CEO's LinkedIn engagement rose 312%, and two of her posts were picked up by industry newsletters without any outreach from us. Inbound demo requests that mentioned LinkedIn as the source went from a rounding error to the second-largest channel.",
      'The rewritten pricing page lifted trial-to-paid conversion by 214%, helped by a single line that named the late-invoice problem instead of describing "streamlined receivables". Onboarding emails written in the new voice improved 90-day retention by 58%.',
      'The part the founders mention most is less measurable: the sales team now sends blog posts to prospects unprompted. Ledgerlight moved to our Momentum plan after the project and still works with the same writer.',
    ],
    highlights: [
      { label: 'LinkedIn engagement', value: '+312%' },
      { label: 'Trial-to-paid conversion', value: '+214%' },
      { label: 'Compliance review time', value: '-50%' },
      { label: 'Posts published', value: '36' },
    ],
    quote: {
      text: "We'd been sanding the edges off every sentence for three years. Unfiltered put them back, and compliance actually likes the result.",
      author: 'Renata Okonjo',
      role: 'Co-founder & CEO, Ledgerlight',
    },
  },
  {
    id: 'retail-ads',
    title: 'Scroll-Stopping Social for a Brand That Sold Socks',
    subtitle: 'A direct-to-consumer retailer traded product shots for stories and stopped paying for reach.',
    client: 'Saltgrass Supply Co.',
    industry: 'Retail & E-commerce',
    category: 'Social Media',
    tags: ['Social Media', 'Retail', 'Paid Social', 'Copywriting'],
    stats: { engagement: '+198%', conversion: '+167%', retention: '+41%' },
    gradient: { from: '#be123c', to: '#9a3412' },
    icon: 'megaphone',
    duration: '8 weeks',
    challenge: [
      'Saltgrass Supply Co. makes hard-wearing outdoor socks and base layers. It had a loyal core of hikers and a social presence that consisted almost entirely of product photos captioned with the product name and a discount code. Paid social was carrying the business, and acquisition costs had risen every quarter for a year.',
      "Their in-house team of two was producing forty captions a month and had run out of things to say. The ads looked like everyone else's ads, the organic posts looked like the ads, and the comment sections were empty apart from customer service complaints.",
      "Saltgrass asked us for one thing: give people a reason to stop scrolling that isn't a discount.",
    ],
    approach: [
      'Mine the reviews. We read 1,400 customer reviews and support tickets and pulled out the stories nobody was telling: the hiker who wore one pair across the Pyrenees, the nurse who bought them for twelve-hour shifts, the dog that ate a sock and (happily) returned it.',
      'Build content pillars around people, not products. We set up three recurring formats — "Miles on These", "Things Our Socks Survived" and a dry, self-aware weekly post about the founder\'s ongoing war with blisters.',
      'Rewrite the ads in the same voice. We wrote twenty-four ad variants that led with a story and mentioned the product in the last line, then worked with the in-house team to test them against the existing creative in two-week sprints.',
      'Hand over the keys. By week six we had written a short playbook so the in-house team could keep the formats running, with our editors reviewing their drafts inside the usual two revision rounds.',
    ],
    results: [
      'Organic engagement rose 198% over eight weeks, and the comment sections filled with customers sharing their own stories, which became next month\'s content. The "Things Our Socks Survived" series alone generated more user submissions than the brand had received in the previous two years.',
      'Story-led ads beat the product-led control on every test. Click-to-purchase conversion improved 167%, which let Saltgrass cut its paid social budget by a fifth while holding revenue steady.',
      'Repeat-purchase retention rose 41%, which the team attributes to customers feeling like they belonged to something rather than buying from a catalog. Saltgrass now runs the formats in-house with a Growth plan for the pieces that need an outside eye.',
    ],
    highlights: [
      { label: 'Organic engagement', value: '+198%' },
      { label: 'Ad conversion', value: '+167%' },
      { label: 'Paid social spend', value: '-20%' },
    ],
    quote: {
      text: 'Our customers were already telling great stories. We just never thought to write them down. Now our comments are the best part of the feed.',
      author: 'Tomasz Wierzbicki',
      role: 'Founder, Saltgrass Supply Co.',
    },
  },
  {
    id: 'saas-website',
    title: 'A Homepage That Finally Says What the Product Does',
    subtitle: 'A developer-tools startup replaced buzzwords with one clear promise and doubled its demo bookings.',
    client: 'Tallyforge',
    industry: 'B2B SaaS',
    category: 'Website Copy',
    tags: ['Website Copy', 'SaaS', 'Conversion', 'Positioning'],
    stats: { engagement: '+241%', conversion: '+231%', retention: '+63%' },
    gradient: { from: '#0f766e', to: '#1d4ed8' },
    icon: 'layout',
    duration: '6 weeks',
    challenge: [
      'Tallyforge sells usage-based billing infrastructure to software companies. Its homepage headline read "The unified platform for modern monetization", which, as the CTO pointed out, could describe a bank, a payments processor or a vending machine.',
      'Visitors arrived from developer forums, skimmed for eight seconds and left. Heatmaps showed almost nobody scrolled past the first screen, and the people who did book demos often turned out to be the wrong fit because the page never said who the product was for.',
      'The team had rewritten the site twice in eighteen months, each time by committee. They needed an outside writer who could hold an opinion and defend it with evidence.',
    ],
    approach: [
      'Listen to the sales calls. We reviewed twenty recorded demos and noted the exact moment each prospect leaned in. It was nearly always the same sentence from the sales engineer: "You ship a pricing change without a deploy."',
      "Write one promise and build everything under it. That sentence, tightened, became the headline. Every section below it had one job — prove the promise, show who it is for, or remove an objection — and anything that didn't do one of those jobs was cut, including two carousels and a wall of logos nobody recognized.",
      'Speak developer. Our writer paired with a senior engineer to make sure every technical claim was precise. We replaced the feature grid with three short code-adjacent examples and a plain-language comparison table.',
      'Ship, measure, adjust. The new homepage, pricing page and three use-case pages went live in week four. We spent the last two weeks adjusting microcopy against scroll-depth and demo-form data.',
    ],
    results: [
      'Average engagement time on the homepage rose 241%, and the share of visitors scrolling past the first screen more than tripled. For the first time, the comparison table became one of the most-clicked elements on the site.',
      'Demo bookings from the website improved 231%, and sales reported that booked calls were better qualified: prospects arrived already knowing what Tallyforge did and whether it fit their stack.',
      'Net revenue retention from accounts that signed after the relaunch was 63% higher than the previous cohort, which the team credits to fewer mismatched customers. Tallyforge now uses a Growth plan for ongoing blog and documentation landing pages, written by the same writer who rebuilt the homepage.',
    ],
    highlights: [
      { label: 'Time on homepage', value: '+241%' },
      { label: 'Demo bookings', value: '+231%' },
      { label: 'Pages rewritten', value: '5' },
      { label: 'Time to launch', value: '4 weeks' },
    ],
    quote: {
      text: 'Two rewrites by committee got us nowhere. One writer with a spine got us a homepage our engineers actually share.',
      author: 'Imogen Achterberg',
      role: 'Head of Growth, Tallyforge',
    },
  },
  {
    id: 'b2b-email',
    title: 'Emails People Forward to Their Boss',
    subtitle: 'A logistics platform turned a neglected newsletter into its best-performing sales channel.',
    client: 'Brightkeel Logistics',
    industry: 'Logistics & Supply Chain',
    category: 'Email Marketing',
    tags: ['Email Marketing', 'B2B', 'Newsletter', 'Nurture'],
    stats: { engagement: '+176%', conversion: '+158%', retention: '+72%' },
    gradient: { from: '#7c2d12', to: '#b45309' },
    icon: 'mail',
    duration: '16 weeks',
    challenge: [
      'Brightkeel Logistics helps mid-sized manufacturers book and track freight. It had an email list of 38,000 operations managers and a monthly newsletter that read like a press release roundup. Open rates had slid below 14%, and unsubscribes spiked every time it went out.',
      'The nurture sequence for new leads was older than most of the sales team. It consisted of six product-feature emails sent a week apart, regardless of what the lead had downloaded or asked about.',
      'Leadership was ready to cut email altogether and move the budget to paid search. Before doing so, the VP of Marketing wanted to know whether the channel itself was broken or just the writing, and gave us one quarter to find out.',
    ],
    approach: [
      "Find the reader's real problem. We interviewed eight operations managers on the list. None of them cared about new features; all of them cared about explaining delays to their own bosses without looking bad.",
      'Relaunch the newsletter as a field guide. We renamed it "The Dock Report" and rebuilt it around one practical story per issue — a real shipping problem, what went wrong, and the exact message a manager could send upstream. Product mentions were limited to a single line at the end.',
      "Rewrite the nurture sequence by intent. We replaced the single sequence with three short tracks based on the lead's first download, each written in plain, direct language and each ending with one clear ask.",
      'Keep a steady rhythm. Drafts arrived every fortnight within 2-3 business days of the brief, with a maximum of two revision rounds, so the team never missed a send date. A Brightkeel operations lead checked each issue before it went out, which kept the advice credible with a skeptical audience.',
    ],
    results: [
      'Newsletter engagement rose 176% over sixteen weeks, with open rates climbing back above 40% and the forward rate tripling. Readers began replying with their own shipping horror stories, several of which became future issues with permission.',
      'The intent-based nurture tracks improved lead-to-meeting conversion by 158%. Sales started referencing specific Dock Report issues on calls, and two enterprise deals were traced back to a forwarded email.',
      'Subscriber retention improved 72% as monthly unsubscribes fell to a fraction of their old level. Instead of cutting email, Brightkeel doubled the send frequency and moved to our Momentum plan.',
    ],
    highlights: [
      { label: 'Newsletter engagement', value: '+176%' },
      { label: 'Lead-to-meeting conversion', value: '+158%' },
      { label: 'Open rate', value: '41%' },
    ],
    quote: {
      text: 'We were one meeting away from killing the newsletter. Now it is the first thing our sales team mentions on a call.',
      author: 'Harlan Ebbesen',
      role: 'VP of Marketing, Brightkeel Logistics',
    },
  },
  {
    id: 'podcast-launch',
    title: 'Launching a Founder Podcast Nobody Asked For (and Everyone Now Shares)',
    subtitle: 'A venture firm built an audience from zero with a content engine that turned every episode into a week of posts.',
    client: 'Quillmere Capital',
    industry: 'Venture Capital',
    category: 'Content Strategy',
    tags: ['Content Strategy', 'Podcast', 'LinkedIn', 'Thought Leadership'],
    stats: { engagement: '+289%', conversion: '+142%', retention: '+66%' },
    gradient: { from: '#4c1d95', to: '#a21caf' },
    icon: 'mic',
    duration: '20 weeks',
    challenge: [
      'Quillmere Capital is a seed-stage fund with a strong network and almost no public profile. Its partners wanted to launch a podcast, "Off the Cap Table", featuring candid conversations with founders about the decisions that nearly sank them.',
      "They had seen plenty of fund podcasts disappear after eight episodes. The usual pattern was a strong launch, a slow drift into polite interviews, and a listener count that never moved past the portfolio companies' own employees.",
      'They needed more than show notes. They needed a strategy that made each episode worth talking about, and a system that turned an hour of audio into content people would find even if they never pressed play. The partners could give the project about two hours a week between them, so whatever we built had to run without them in the room.',
    ],
    approach: [
      "Position the show around one uncomfortable question. Every episode was built around the guest's worst decision. We wrote the pre-interview briefs to steer toward specifics, not war stories told a hundred times before.",
      'One episode, seven pieces. For each recording our team produced a long-form blog recap, three LinkedIn posts for the hosting partner, one post for the guest to share, a newsletter segment and a set of pull quotes for short video clips.',
      'A content calendar built on momentum. We mapped episodes against industry moments such as funding announcements, conference weeks and year-end planning, so each release had a natural hook.',
      "Ghostwrite the partners, not the fund. LinkedIn posts went out under the partners' own names in their own voices, drafted from their reactions to each episode rather than from the transcript alone.",
      'Review what travels. Every four weeks our Strategy Director ran a short session with the partners to compare which formats and topics had earned attention, then adjusted the next block of guests and hooks accordingly.',
    ],
    results: [
      "Across twenty weeks the partners' LinkedIn engagement grew 289%, and the hosting partner's following more than doubled. Guests consistently reshared their episode posts, which pulled in audiences well beyond the fund's network.",
      'Founder pitch submissions that mentioned the podcast as their first touchpoint rose 142%, giving the fund a steady flow of inbound deals it had previously relied on warm introductions to find.',
      'Episode-to-episode listener retention improved 66% between the first and second ten-episode blocks. The show is now in its third season, and Quillmere has moved to an Enterprise plan with unlimited strategy sessions to plan each one.',
    ],
    highlights: [
      { label: 'Partner LinkedIn engagement', value: '+289%' },
      { label: 'Inbound pitch submissions', value: '+142%' },
      { label: 'Pieces per episode', value: '7' },
      { label: 'Episodes shipped', value: '20' },
    ],
    quote: {
      text: 'The podcast is the easy part. What Unfiltered built around it is why founders now pitch us before they pitch anyone else.',
      author: 'Anselm Varga',
      role: 'Managing Partner, Quillmere Capital',
    },
  },
  {
    id: 'product-launch',
    title: 'A Hardware Launch That Sold Out Before the Ads Went Live',
    subtitle: 'A smart-home startup used founder-led storytelling to build a waitlist and sell out its first production run.',
    client: 'Pebblecrest',
    industry: 'Consumer Hardware',
    category: 'Product Marketing',
    tags: ['Product Marketing', 'Launch', 'PR', 'Hardware'],
    stats: { engagement: '+206%', conversion: '+222%', retention: '+49%' },
    gradient: { from: '#065f46', to: '#0e7490' },
    icon: 'package',
    duration: '10 weeks',
    challenge: [
      'Pebblecrest spent three years building Halo, a quiet air-quality monitor designed for nurseries. The product was ready, the first production run of 5,000 units was booked, and the launch budget was a fraction of what established competitors spend in a single week.',
      "The team's draft launch materials leaned on specifications: particle counts, sensor accuracy, battery life. Early testers loved the product but couldn't explain why to friends in one sentence.",
      "Pebblecrest needed a launch story that parents would repeat, press would pick up, and a small team could run without an agency retainer they couldn't afford. With ten weeks until the first units shipped, there was no time for a second attempt.",
    ],
    approach: [
      'Find the one-sentence story. After interviewing the founders and twenty beta-testing parents, we landed on the real reason Halo existed: the co-founder\'s daughter had asthma, and every monitor on the market beeped loudly at 3am. The launch line became "The air monitor that doesn\'t wake the baby."',
      "Build a waitlist with the founder's voice. Eight weeks before launch, we ghostwrote a build-in-public LinkedIn series from the co-founder covering the prototypes that failed, the factory that nearly fell through and the night-time test sessions.",
      "Write the PR article editors actually want. We wrote a first-person launch essay for the founder and two data-led PR articles on indoor air quality in children's bedrooms, pitched to parenting and design publications.",
      'Launch-week product copy. We rewrote the product page, the waitlist emails and the packaging insert in the same voice, so the story held from the first post to the unboxing. Every piece went past the founders for a factual check on the hardware claims before it was published.',
    ],
    results: [
      "The build-in-public series lifted the co-founder's engagement by 206%, and the waitlist grew past 11,000 sign-ups before a single ad ran. Two of the PR articles were published, and one was syndicated to a national parenting outlet.",
      "Waitlist-to-purchase conversion improved 222% against the team's pre-launch forecast, and the first production run sold out in nine days. Paid ads planned for launch week were pushed back and then scaled down.",
      'Post-purchase email retention rose 49%, with customers opening the setup and care emails at rates the team had never seen. Pebblecrest kept us on a C-Suite Presence plan for the second production run.',
    ],
    highlights: [
      { label: 'Founder engagement', value: '+206%' },
      { label: 'Waitlist sign-ups', value: '11,000+' },
      { label: 'Days to sell out', value: '9' },
    ],
    quote: {
      text: 'We had a product spec. Unfiltered gave us a story parents repeat to each other at pickup. That is the whole launch, really.',
      author: 'Noor Haddadin',
      role: 'Co-founder, Pebblecrest',
    },
  },
]

export function getCaseStudy(id: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id)
}
