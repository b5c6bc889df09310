// What the local suggester takes from a headline and its content description: the question it
// asks, the list it counts, the first-person story it tells (as a gerund phrase: "getting fired
// by our biggest client"), the topic it is about, and the figures the writer gave.
import {
  bare,
  capitalize,
  endsWell,
  endsWhole,
  figurePhraseLength,
  gerund,
  gerundOfPast,
  inline,
  baseOfPast,
  isAllCaps,
  isFigure,
  isPastVerb,
  isPlural,
  isSetback,
  isTitleCase,
  personOf,
  recase,
  shortenings,
  wordsOf,
  type Person,
} from '#app/features/shock-score/headline-phrases.ts'

export type Story = {
  /** The subjectless story: "getting fired by our biggest client". */
  gerund: string
  /** With a known base form: "grow our newsletter to 10k readers". */
  base?: string
  /** What "it" did next: "saved the company" from "…, and it saved the company". */
  tail?: string
  /** Something went wrong in it ("fired", "lost", "failed"). */
  setback: boolean
  /** Who tells it: "I" or "we". */
  teller?: Person
}

export type List = {
  /** "5" in "5 lessons from building a SaaS", "3" in "The 3 emails that saved our launch". */
  count: string
  noun: string
  /** What follows the noun: "from building a SaaS", "that saved our launch", "I made as a founder". */
  rest: string
  /** The clause of "that saved our launch" without "that": "saved our launch". */
  clause?: string
  /** The rest is the writer's own clause: "I made as a founder". */
  personal: boolean
}

export type Analysis = {
  /** The headline, whitespace collapsed, no trailing punctuation, ALL CAPS undone. */
  core: string
  style: 'sentence' | 'title'
  /** Headline and content, for telling names from sentence starts. */
  context: string
  person: Person
  /** The question the headline asks, with its "?". */
  question?: string
  /** "5 lessons from building a SaaS" → { count: "5", noun: "lessons", rest: "from building a SaaS" }. */
  list?: List
  story?: Story
  /** A first-person story the content tells, when the headline tells none. */
  contentStory?: Story
  /** An instruction as written ("Don't raise money") and as a verb phrase ("avoid raising money"). */
  imperative?: { sentence: string; verb: string }
  /** A statement that is not a first-person story: "Our first launch failed", "Cold email is dead". */
  statement?: string
  /** The statement is in the past tense ("failed", "quit", "was"). */
  statementIsPast: boolean
  /** Led by a figure the headline gives: "40% of our revenue: how I lost it in 3 months", "30%: how our churn dropped". */
  figureLed?: string
  /** A noun or gerund phrase that reads after "about": "pricing", "building a SaaS". */
  topic?: string
  topicIsGerund: boolean
  /** The topic is the writer's own ("our first launch"). */
  topicIsOwn: boolean
  /** Figures with the noun they count, from the headline first: "40% of our revenue", "3 months". */
  figures: string[]
  /** The headline itself starts with a figure. */
  figureFirst: boolean
  /** The headline tells of something going wrong. */
  setback: boolean
  /** The headline or content says it turned out well ("saved", "doubled"). */
  endsWell: boolean
  /** The audience as a plural noun phrase ("founders"), when it reads as one. */
  audience?: string
}

const AUXILIARY_START = new Set('is are was were do does did can could should would will has have am'.split(' '))
const WH_WORDS = new Set('what why how when where who which'.split(' '))
const CLAUSE_START = new Set("it that this we i they he she you what how why there our my it's that's".split(' '))
const CONJUNCTIONS = new Set('and but so then because yet until while when after before since'.split(' '))
const ADVERBS = new Set(
  'just finally accidentally almost nearly actually really basically literally quietly secretly completely recently once still also even only suddenly never always officially'.split(
    ' ',
  ),
)
const BE = new Set(['am', 'are', 'was', 'were', 'is'])
const HAVE = new Set(['have', 'has', 'had'])
const MODALS = new Set(['will', 'would', 'can', 'could', 'should', 'must', 'might', 'may'])
const NEGATED_DO = new Set(["didn't", "don't", "doesn't", 'didnt', 'dont'])
const NEGATED_MODAL = new Set(["can't", 'cannot', "couldn't", "won't", "wouldn't", "shouldn't"])
const CONTRACTIONS: Record<string, [string, string]> = {
  "i'm": ['I', 'am'],
  "we're": ['we', 'are'],
  "i've": ['I', 'have'],
  "we've": ['we', 'have'],
  "i'll": ['I', 'will'],
  "we'll": ['we', 'will'],
  "i'd": ['I', 'would'],
  "we'd": ['we', 'would'],
}
const FINITE = new Set([
  ...BE,
  ...HAVE,
  ...MODALS,
  ...NEGATED_DO,
  ...NEGATED_MODAL,
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "hasn't",
  "haven't",
  'does',
  'did',
  'do',
])
const PRONOUNS = new Set('it this that they he she you i we there everyone everybody nobody someone something nothing what who'.split(' '))
const IMPERATIVES = new Set(
  "stop start quit ship write build hire raise sell charge forget ignore try make get kill drop launch delete skip steal ditch fix ask tell send pay read learn think keep go break embrace avoid automate outsource rewrite unlearn cancel follow choose pick treat protect trust say stay leave own don't never".split(
    ' ',
  ),
)
const LIST_PREPOSITIONS = new Set('from about for on of to in behind that every'.split(' '))
const TOPIC_PREPOSITIONS = new Set(['about', 'from', 'on', 'of'])
const META_LEAD =
  /^(?:this|the|a|an|my|our)\s+(?:blog\s+)?(?:post|piece|article|story|essay|guide|thread|newsletter|case study|talk|video|episode|write-up)\s+(?:is\s+)?(?:about|on|of|covering|explaining|explains|describes|shares|tells|is)\s+/i

/** Whether a finite verb comes after the first word: a subject has been said and a clause is under way. */
function hasVerb(words: string[]): boolean {
  return words.some((word, index) => index > 0 && (FINITE.has(bare(word)) || isPastVerb(word)))
}

/** Splits off the first clause: at , ; : and dashes, or at "and"/"but"/… when a new clause starts. */
function firstChunk(words: string[]): { chunk: string[]; after: string[] } {
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!
    if (word.includes('…') || word.includes('...')) {
      const [head] = word.split(/…|\.\.\./)
      return { chunk: [...words.slice(0, index), ...(head ? [head] : [])], after: words.slice(index + 1) }
    }
    if (/^[—–-]+$|^\|$/.test(word)) return { chunk: words.slice(0, index), after: words.slice(index + 1) }
    // "We got fired and it saved…" splits; "My cofounder and I split up" does not.
    const startsClause = CONJUNCTIONS.has(bare(word)) && CLAUSE_START.has(bare(words[index + 1] ?? ''))
    if (index > 0 && startsClause && (hasVerb(words.slice(0, index)) || ['i', 'we'].includes(bare(words[0]!)))) {
      return { chunk: words.slice(0, index), after: words.slice(index) }
    }
    if (/[,;:—–]$/.test(word) || (/[.!?]$/.test(word) && !isFigure(word))) {
      return { chunk: [...words.slice(0, index), word.replace(/(?<![,;:—–.!?])[,;:—–.!?]+$/, '')], after: words.slice(index + 1) }
    }
  }
  return { chunk: words, after: [] }
}

/** "stopping doing discovery calls" → "stopping discovery calls". */
function tidyGerund(words: string[]): string {
  return words.join(' ').replace(/\b(stopping|quitting|starting|avoiding|keeping) doing\b/i, '$1')
}

/** A first-person clause as a gerund phrase: "We got fired by our client" → "getting fired by our client". */
function parseStory(chunk: string[], after: string[]): (Story & { verbIndex: number }) | undefined {
  const [first = '', ...others] = chunk
  const contraction = CONTRACTIONS[bare(first)]
  const words = contraction ? [contraction[0], contraction[1], ...others] : chunk
  const subject = bare(words[0] ?? '')
  if (subject !== 'i' && subject !== 'we') return undefined
  let index = 1
  const lead: string[] = []
  while (index < words.length && ADVERBS.has(bare(words[index]!))) lead.push(words[index++]!.toLowerCase())
  const verb = bare(words[index] ?? '')
  const rest = words.slice(index + 1)
  const next = rest[0] ?? ''
  let head: string[]
  let base: string[] | undefined
  if (BE.has(verb)) head = bare(next).endsWith('ing') ? rest : ['being', ...rest]
  else if (HAVE.has(verb) && isPastVerb(next)) head = ['having', ...rest]
  else if (verb === 'would' && isPastVerb(next)) head = ['having', ...rest]
  else if (NEGATED_DO.has(verb) && next) {
    head = ['not', gerund(bare(next)), ...rest.slice(1)]
    base = ['not', bare(next), ...rest.slice(1)]
  } else if (NEGATED_MODAL.has(verb) && next) head = ['not', 'being', 'able', 'to', ...rest]
  else if (MODALS.has(verb) && next) head = [gerund(bare(next)), ...rest.slice(1)]
  else if (isPastVerb(verb)) {
    head = [gerundOfPast(verb), ...rest]
    const known = baseOfPast(verb)
    if (known && verb !== 'was' && verb !== 'were') base = [known, ...rest]
  } else if (/^[a-z]{2,}$/.test(verb) && !PRONOUNS.has(verb) && !ADVERBS.has(verb)) {
    head = [gerund(verb), ...rest]
    base = [verb, ...rest]
  } else return undefined
  // "tripled our prices and lost no customers" → "tripling our prices and losing no customers"
  head = head.map((word, position) => (position > 0 && bare(head[position - 1]!) === 'and' && isPastVerb(word) ? gerundOfPast(word) : word))
  const story: Story & { verbIndex: number } = {
    gerund: tidyGerund([...lead, ...head]),
    base: base && [...lead, ...base].join(' '),
    verbIndex: index - (contraction ? 1 : 0),
    setback: isSetback([...chunk, ...after].join(' ')),
    teller: subject === 'we' ? 'we' : 'I',
  }
  const tail = tailOf(after)
  if (tail) story.tail = tail
  return story
}

/** "and it saved the company" → "saved the company". */
function tailOf(after: string[]): string | undefined {
  const words = CONJUNCTIONS.has(bare(after[0] ?? '')) ? after.slice(1) : after
  if (!['it', 'that', 'this'].includes(bare(words[0] ?? '')) || !isPastVerb(words[1] ?? '')) return undefined
  const tail = firstChunk(words.slice(1)).chunk.join(' ')
  return endsWhole(tail) ? tail : undefined
}

/**
 * The clause led by the first figure after its verb: "I lost 40% of our revenue in 3 months" →
 * "40% of our revenue: how I lost it in 3 months"; "Our churn dropped 30%" → "30%: how our churn dropped".
 */
function figureLed(chunk: string[], verbIndex: number): string | undefined {
  const start = chunk.findIndex((word, index) => index > verbIndex && isFigure(word))
  if (start < 0) return undefined
  const length = figurePhraseLength(chunk, start)
  const phrase = chunk.slice(start, start + length).join(' ')
  const token = chunk[start]!
  let rest: string[]
  if (start === verbIndex + 1 && (length > 1 || /^[$€£₹]/.test(token))) {
    // The figure is what the verb acts on: "lost 40% of our revenue" → "lost it".
    rest = [...chunk.slice(0, start), isPlural(chunk[start + length - 1]!) ? 'them' : 'it', ...chunk.slice(start + length)]
  } else if (start === verbIndex + 1 && /[%x]$/i.test(bare(token))) {
    // A measure: "dropped 30%" → "dropped".
    rest = [...chunk.slice(0, start), ...chunk.slice(start + length)]
  } else if (start > verbIndex + 1 && ['to', 'in', 'with', 'for', 'by', 'at', 'of', 'on'].includes(bare(chunk[start - 1]!))) {
    rest = [...chunk.slice(0, start - 1), ...chunk.slice(start + length)]
  } else return undefined
  if (!endsWhole(rest.join(' '))) return undefined
  const subject = bare(rest[0]!) === 'i' ? 'I' : rest[0]!.toLowerCase()
  return `${phrase}: how ${[subject, ...rest.slice(1)].join(' ')}`
}

/** Index of the first finite verb after the subject, or -1. */
function finiteVerbIndex(words: string[]): number {
  return words.findIndex((word, index) => index > 0 && (FINITE.has(bare(word)) || isPastVerb(word)))
}

/** Figures with the noun they count; `counted` keeps only those with one ("3 months", not a bare "8%"). */
function figuresOf(text: string, counted = false): string[] {
  const words = wordsOf(text)
  const found: string[] = []
  words.forEach((word, index) => {
    if (!isFigure(word) || (index > 0 && isFigure(words[index - 1]!))) return
    const length = figurePhraseLength(words, index)
    if (counted && length < 2) return
    found.push(
      words
        .slice(index, index + length)
        .join(' ')
        .replace(/(?<![,;:.!?])[,;:.!?]+$/, ''),
    )
  })
  return found
}

function cleanHeadline(raw: string): { text: string; asks: boolean } {
  let text = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^\p{L}\p{N}$€£₹"“‘«]+/u, '')
  // (?<!…) in these patterns starts a match only where its run starts, so a long run is read once, not once per character.
  if (/^["“‘«]/.test(text) && /["”’»][.!?]*$/.test(text)) text = text.replace(/^["“‘«]+/, '').replace(/(?<!["”’»])["”’»]+([.!?]*)$/, '$1')
  // A question when its closing marks hold a '?'.
  const asks = (/(?<![\s!?.…"”’'])[\s!?.…"”’']+$/.exec(text)?.[0] ?? '').includes('?')
  text = text.replace(/(?<![\s.,;:!?…"”’'\-–—])[\s.,;:!?…"”’'\-–—]+$/u, '')
  return { text: isAllCaps(text) ? recase(text) : text, asks }
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=\S)/).filter(Boolean)
}

function audienceOf(audience: string | undefined, context: string): string | undefined {
  const words = wordsOf(audience?.replace(/(?<![.,;:!?])[.,;:!?]+$/, '') ?? '')
  if (words.length === 0 || words.length > 3 || !isPlural(words.at(-1)!) || /\d/.test(audience!)) return undefined
  return inline(words.join(' '), context)
}

type Parsed = Pick<
  Analysis,
  'list' | 'story' | 'imperative' | 'statement' | 'statementIsPast' | 'figureLed' | 'topic' | 'topicIsGerund' | 'topicIsOwn'
> & {
  /** "for founders" in "Growth tips for founders". */
  audience?: string
}

const CONTENT_NOUNS = new Set(
  'tip tips idea ideas hack hacks strategy strategies advice lesson lessons tactic tactics secret secrets rule rules guide playbook checklist framework myths mistakes'.split(
    ' ',
  ),
)

function setTopic(parsed: Parsed, phrase: string, context: string) {
  const topic = phrase.replace(/(?<![,;:.!?])[,;:.!?]+$/, '').trim()
  if (!topic || !endsWhole(topic) || (wordsOf(topic).length === 1 && PRONOUNS.has(bare(topic)))) return
  parsed.topic = inline(topic, context)
  // "building a SaaS" is a gerund phrase; "pricing" alone reads as a noun ("get pricing right").
  parsed.topicIsGerund =
    /^(?:not |never |just |finally )?\p{L}+ing\s+\S/iu.test(topic) && !/^(?:thing|king|spring|string|ring|wing)s?\b/i.test(topic)
  parsed.topicIsOwn = /^(our|my)\b/i.test(topic)
}

/** "Growth tips for founders" → topic "growth", audience "founders": what the tips are about reads better after "about". */
function nounPhraseTopic(parsed: Parsed, chunk: string[], context: string) {
  const noun = chunk.findIndex((word, index) => index > 0 && CONTENT_NOUNS.has(bare(word)))
  const endsThere = noun > 0 && (noun === chunk.length - 1 || ['for', 'on', 'about'].includes(bare(chunk[noun + 1]!)))
  if (!endsThere || ['a', 'an', 'the'].includes(bare(chunk[0]!))) return setTopic(parsed, chunk.join(' '), context)
  setTopic(parsed, chunk.slice(0, noun).join(' '), context)
  if (!parsed.topic) return setTopic(parsed, chunk.join(' '), context)
  if (bare(chunk[noun + 1] ?? '') === 'for') parsed.audience = audienceOf(chunk.slice(noun + 2).join(' '), context)
}

/** "5 lessons from building a SaaS", "The 3 emails that saved our launch", "10 mistakes I made as a founder". */
function parseList(words: string[], context: string): Parsed | undefined {
  const at = /^(the|top)$/i.test(bare(words[0] ?? '')) ? 1 : 0
  if (!/^\d{1,3}$/.test(bare(words[at] ?? '')) || words.length < at + 2) return undefined
  const nounEnd = words.findIndex((word, index) => index > at + 1 && (LIST_PREPOSITIONS.has(bare(word)) || CLAUSE_START.has(bare(word))))
  const end = nounEnd < 0 ? words.length : nounEnd
  if (!isPlural(words[end - 1]!)) return undefined
  const rest = words.slice(end)
  const opening = bare(rest[0] ?? '')
  const list: List = {
    count: bare(words[at]!),
    noun: words.slice(at + 1, end).join(' '),
    rest: rest.join(' '),
    personal: ['i', 'we'].includes(opening),
  }
  const parsed: Parsed = { list, statementIsPast: false, topicIsGerund: false, topicIsOwn: false }
  if (['that', 'which', 'who'].includes(opening) && isPastVerb(rest[1] ?? '')) list.clause = rest.slice(1).join(' ')
  if (opening === 'to' && rest[1]) setTopic(parsed, [gerund(bare(rest[1])), ...rest.slice(2)].join(' '), context)
  else if (LIST_PREPOSITIONS.has(opening) && opening !== 'that' && rest.length > 1) setTopic(parsed, rest.slice(1).join(' '), context)
  else if (!CONTENT_NOUNS.has(bare(words[end - 1]!))) setTopic(parsed, words.slice(at + 1, end).join(' '), context)
  return parsed
}

/** What a statement (the headline, or the part before its question) says. */
function parseStatement(text: string, context: string): Parsed {
  let words = wordsOf(text)
  const parsed: Parsed = { statementIsPast: false, topicIsGerund: false, topicIsOwn: false }
  const list = parseList(words, context)
  if (list) return list
  const lead = bare(words[0] ?? '')
  if (lead === 'how' && bare(words[1] ?? '') === 'to' && words[2]) {
    const { chunk } = firstChunk(words.slice(2))
    setTopic(parsed, tidyGerund([gerund(bare(chunk[0]!)), ...chunk.slice(1)]), context)
    return parsed
  }
  if ((lead === 'how' || lead === 'why') && words.length > 2) words = words.slice(1)
  const { chunk, after } = firstChunk(words)
  if (chunk.length === 0) return parsed
  const story = parseStory(chunk, after)
  if (story) {
    const { verbIndex, ...told } = story
    parsed.story = told
    parsed.figureLed = figureLed(chunk, verbIndex)
    setTopic(parsed, story.gerund, context)
    return parsed
  }
  const first = bare(chunk[0]!)
  const verb = finiteVerbIndex(chunk)
  if (WH_WORDS.has(first)) {
    const preposition = chunk.findLastIndex((word) => TOPIC_PREPOSITIONS.has(bare(word)))
    if (preposition > 0 && preposition < chunk.length - 1) setTopic(parsed, chunk.slice(preposition + 1).join(' '), context)
    else if (verb > 1) setTopic(parsed, chunk.slice(1, verb).join(' '), context)
    return parsed
  }
  const auxiliaryEarly = chunk.slice(1, 4).some((word) => ['is', 'are', 'was', 'were', 'will', 'has', 'have'].includes(bare(word)))
  if (IMPERATIVES.has(first) && chunk.length >= 2 && !auxiliaryEarly) {
    const negative = first === "don't" || first === 'never'
    const verbPhrase = negative ? ['avoid', gerund(bare(chunk[1]!)), ...chunk.slice(2)] : [first, ...chunk.slice(1)]
    parsed.imperative = { sentence: capitalize(chunk.join(' ')), verb: verbPhrase.join(' ') }
    setTopic(parsed, negative ? verbPhrase.slice(1).join(' ') : tidyGerund([gerund(first), ...chunk.slice(1)]), context)
    return parsed
  }
  const subject = chunk.slice(0, verb).join(' ')
  if (verb > 0 && verb <= 6 && endsWhole(subject)) {
    parsed.statement = capitalize(chunk.join(' '))
    const finite = bare(chunk[verb]!)
    parsed.statementIsPast = isPastVerb(finite) || ['did', "didn't", 'had', "wasn't", "weren't"].includes(finite)
    parsed.figureLed = figureLed(chunk, verb)
    if (!PRONOUNS.has(bare(chunk[0]!)) || verb > 1) setTopic(parsed, subject, context)
    return parsed
  }
  nounPhraseTopic(parsed, chunk, context)
  return parsed
}

/** What the content's first sentences offer: a first-person story, or the topic after "This post is about". */
function parseContent(content: string, context: string): { story?: Story; topic?: string } {
  for (const sentence of sentencesOf(content.replace(/\s+/g, ' ').trim()).slice(0, 2)) {
    const stripped = sentence.replace(META_LEAD, '')
    const { chunk, after } = firstChunk(wordsOf(stripped))
    const story = chunk.length > 1 ? parseStory(chunk, after) : undefined
    if (story) {
      // The content's story is a supporting detail: its first clause, at a length that leaves room.
      const gerund = shortenings(story.gerund).find((phrase) => phrase.length <= CONTENT_STORY_LENGTH)
      if (gerund) return { story: { gerund, setback: isSetback(sentence) } }
    }
    if (stripped !== sentence) {
      const parsed = parseStatement(chunk.join(' '), context)
      if (parsed.topic) return { topic: parsed.topic }
    }
  }
  return {}
}

const CONTENT_STORY_LENGTH = 60

export type AnalysisInput = { headline: string; content: string; audience?: string }

export function analyseInput({ headline, content, audience }: AnalysisInput): Analysis {
  const { text, asks } = cleanHeadline(headline)
  const context = `${text}. ${content}`
  const sentences = sentencesOf(text)
  const [first = '', second = ''] = wordsOf(text).map(bare)
  const looksLikeQuestion = AUXILIARY_START.has(first) || (WH_WORDS.has(first) && AUXILIARY_START.has(second))
  const question = asks || looksLikeQuestion ? `${sentences.at(-1)}?` : undefined
  const statement = question ? sentences.slice(0, -1).join(' ') : text
  const parsed: Parsed = statement
    ? parseStatement(statement, context)
    : { statementIsPast: false, topicIsGerund: false, topicIsOwn: false }
  const fromContent = parseContent(content, context)
  if (!parsed.topic && fromContent.topic) Object.assign(parsed, { topic: fromContent.topic, topicIsGerund: false, topicIsOwn: false })
  if (!parsed.topic && !parsed.story && fromContent.story) setTopic(parsed, fromContent.story.gerund, context)
  const headlineFigures = figuresOf(text)
  const contentFigures = figuresOf(content, true)
  const storyText = [parsed.story?.gerund ?? parsed.statement ?? text, parsed.story?.tail ?? '', content].join(' ')
  return {
    ...parsed,
    core: text,
    style: isTitleCase(text) ? 'title' : 'sentence',
    context,
    person: parsed.story?.teller ?? personOf(headline, content),
    question,
    contentStory: parsed.story ? undefined : fromContent.story,
    figures: [...headlineFigures, ...contentFigures.filter((figure) => !headlineFigures.includes(figure))],
    figureFirst: isFigure(wordsOf(text)[0] ?? ''),
    setback: isSetback(parsed.statement ?? text),
    endsWell: endsWell(storyText),
    audience: audienceOf(audience, context) ?? parsed.audience,
  }
}
