// Static content for /not-an-ai (the writers page).
// Writer names are fictional profiles used for the showcase cards.

export type WriterProfile = {
  id: string
  name: string
  initials: string
  niche: string
  tone: string
  /** A line from the writer's notebook, shown on their card. */
  sampleLine: string
  bio: string
  yearsWriting: number
}

export type WhyNotAiPoint = {
  title: string
  text: string
}

export const writers: WriterProfile[] = [
  {
    id: 'lena-whitcombe',
    name: 'Lena Whitcombe',
    initials: 'LW',
    niche: 'Fintech & founder stories',
    tone: 'Sharp, dry, numbers-first',
    sampleLine: 'Your runway is not a personality trait. Stop posting about it like one.',
    bio: 'A former financial journalist who covered three market crashes and one very awkward IPO. Lena turns spreadsheets into stories people actually finish.',
    yearsWriting: 11,
  },
  {
    id: 'marcus-adeyemi',
    name: 'Marcus Adeyemi',
    initials: 'MA',
    niche: 'B2B SaaS & developer tools',
    tone: 'Plain-spoken, technical, allergic to buzzwords',
    sampleLine: 'If your homepage needs a glossary, your homepage is the problem.',
    bio: 'Marcus wrote documentation for six years before switching to marketing copy, so he knows exactly when engineers stop reading. He writes for the ones who keep going.',
    yearsWriting: 9,
  },
  {
    id: 'rosa-villanueva',
    name: 'Rosa Villanueva',
    initials: 'RV',
    niche: 'Consumer brands & social',
    tone: 'Playful, warm, a little chaotic',
    sampleLine: 'We sold 4,000 socks with a post about a dog. We regret nothing.',
    bio: 'Rosa has written captions for brands you have scrolled past and brands you have stopped for. She only wants to write the second kind.',
    yearsWriting: 7,
  },
  {
    id: 'theo-lindqvist',
    name: 'Theo Lindqvist',
    initials: 'TL',
    niche: 'PR articles & thought leadership',
    tone: 'Measured, authoritative, quietly provocative',
    sampleLine: 'Everyone agrees remote work is here to stay. Almost nobody agrees on what "work" means.',
    bio: 'A former op-ed editor, Theo knows what gets an essay accepted and what gets it politely declined. He writes bylines that editors are glad to run.',
    yearsWriting: 14,
  },
  {
    id: 'aisha-karimova',
    name: 'Aisha Karimova',
    initials: 'AK',
    niche: 'Healthtech & climate',
    tone: 'Clear, human, evidence-led',
    sampleLine: 'The hardest part of our trial was not the science. It was telling parents we did not know yet.',
    bio: 'Aisha trained as a science communicator and spent years translating research for the public. She makes complex work feel urgent without ever overstating it.',
    yearsWriting: 8,
  },
  {
    id: 'jonah-bramwell',
    name: 'Jonah Bramwell',
    initials: 'JB',
    niche: 'Executive LinkedIn ghostwriting',
    tone: 'Conversational, confident, unexpectedly funny',
    sampleLine: 'I fired myself as head of sales. Best hire I never made.',
    bio: 'Jonah ghostwrites for CEOs who would rather be building than posting. He listens to a 15-minute voice note and comes back with a week of posts that sound exactly like them.',
    yearsWriting: 10,
  },
]

export const whyNotAi: WhyNotAiPoint[] = [
  {
    title: 'AI averages. We pick a side.',
    text: "Language models are built to produce the most likely next word, which is exactly why their writing sounds like everyone else's. Our writers are paid to have opinions and to sharpen yours.",
  },
  {
    title: 'Your stories are not in the training data',
    text: 'The deal that nearly fell through, the hire you regret, the customer who changed your mind: the material that makes content memorable lives in your head. A human interviewer gets it out.',
  },
  {
    title: 'Readers can tell',
    text: 'Audiences have learned to spot generated copy in a sentence or two, and they scroll straight past it. Human writing earns the second line, then the third, then the follow.',
  },
  {
    title: 'Someone is accountable',
    text: 'Every piece has a named writer and an editor who checks facts, tone and claims before it reaches you. If something is off, you talk to a person who can fix it.',
  },
]
