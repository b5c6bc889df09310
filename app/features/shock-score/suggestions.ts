// Headline alternatives (spec §7 "headline-suggester"): the local generator used when no language
// model is configured, the checks every suggestion passes whichever suggester wrote it, the
// ranking by the spec's score rules (§9), and the parser for a reply of one suggestion per line.
import { analyseInput, type Analysis, type Story } from '#app/features/shock-score/headline-analysis.ts'
import {
  bare,
  capitalize,
  inline,
  inventedFigures,
  shortenings,
  titleCase,
  toSecondPerson,
  toThirdPerson,
  wordsOf,
} from '#app/features/shock-score/headline-phrases.ts'
import { rawShockScore, type ShockScoreInput } from '#app/features/shock-score/shock-score.ts'

export const SUGGESTION_COUNT = 5
export const MAX_SUGGESTION_LENGTH = 120

export const ANGLES = ['question', 'number', 'how-to', 'contrarian', 'first-person'] as const
export type Angle = (typeof ANGLES)[number]
export type AngledSuggestion = { angle: Angle; headline: string }
export type ScoredSuggestion = { headline: string; score: number }

// —— Checks shared by both suggesters ——

/** Everything the writer gave: a suggestion may state a figure only if it is in here. */
function sourceText({ headline, content, industry, audience }: ShockScoreInput): string {
  return [headline, content, industry ?? '', audience ?? ''].join('\n')
}

/** At most 120 characters, not cut off with an ellipsis, and no figure the writer did not give. */
export function isAcceptableSuggestion(headline: string, input: ShockScoreInput): boolean {
  const text = headline.trim()
  return (
    text.length > 0 &&
    text.length <= MAX_SUGGESTION_LENGTH &&
    !/(?:…|\.\.\.)["”’')\]]*$/.test(text) &&
    inventedFigures(text, sourceText(input)).length === 0
  )
}

/** The same words whatever the case and punctuation: two suggestions that differ only there are one. */
function sameness(headline: string): string {
  return headline
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim()
}

/** Each with its rule score (no jitter, so the order is stable), best first; ties keep their order. */
export function rankSuggestions(input: ShockScoreInput, headlines: string[]): ScoredSuggestion[] {
  return headlines.map((headline) => ({ headline, score: rawShockScore({ ...input, headline }) })).sort((a, b) => b.score - a.score)
}

/**
 * The suggestions to show: the acceptable, distinct ones among `candidates` (not the writer's own
 * headline), topped up from the local generator to `count`, ranked best first.
 */
export function selectSuggestions(input: ShockScoreInput, candidates: string[], count = SUGGESTION_COUNT): ScoredSuggestion[] {
  const seen = new Set([sameness(input.headline)])
  const chosen: string[] = []
  const offer = (headline: string) => {
    const key = sameness(headline)
    if (chosen.length === count || seen.has(key) || !isAcceptableSuggestion(headline, input)) return
    seen.add(key)
    chosen.push(headline.trim())
  }
  candidates.forEach(offer)
  if (chosen.length < count) generateLocalAngles(input).forEach(({ headline }) => offer(headline))
  return rankSuggestions(input, chosen)
}

// —— The local generator ——

type Voice = { subject: string; object: string; possessive: string }
const VOICES: Record<Analysis['person'], Voice> = {
  I: { subject: 'I', object: 'me', possessive: 'my' },
  we: { subject: 'we', object: 'us', possessive: 'our' },
}

/** A template and the phrases it may take, longest first. */
type Slot = [phrases: string[], fill: (phrase: string) => string]

/**
 * Every template with its whole phrase first, then every template with the next shorter
 * phrase, and so on: a shorter phrase is a whole one that ends before a preposition, never a cut.
 */
function byLength(slots: Slot[]): string[] {
  const longest = Math.max(0, ...slots.map(([phrases]) => phrases.length))
  const filled: string[] = []
  for (let level = 0; level < longest; level++) {
    for (const [phrases, fill] of slots) {
      const phrase = phrases[level]
      if (phrase) filled.push(fill(phrase))
    }
  }
  return filled
}

const you = toSecondPerson
const they = toThirdPerson
const fixed = (text: string): Slot => [[text], (phrase) => phrase]
/** Phrases longer than this give way to a shorter whole version of themselves, when there is one. */
const COMFORTABLE_PHRASE = 70

/** A phrase and its shorter whole versions, the comfortable ones first. */
function phrasesOf(text: string | undefined): string[] {
  if (!text) return []
  const all = shortenings(text)
  const comfortable = all.filter((phrase) => phrase.length <= COMFORTABLE_PHRASE)
  return comfortable.length > 0 ? comfortable : all
}

const mentions = (text: string, pattern: string) => new RegExp(`\\b(?:${pattern})\\b`, 'i').test(text)
/** Lists of things that went wrong: "How to avoid the 10 mistakes…". */
const SETBACK_NOUNS = 'mistakes|failures|regrets|traps|pitfalls|errors'
/** A topic that is a figure ("100 cold calls") is an experience, not a skill. */
const startsWithFigure = (text: string | undefined) => Boolean(text && /^[$€£₹]?\d/.test(text))

function questionAngle(a: Analysis): string[] {
  const slots: Slot[] = []
  const { story, question, topic, audience, list } = a
  if (question) slots.push(fixed(`${capitalize(question)} Or is that the wrong question?`), fixed(`${capitalize(question)} Are you sure?`))
  if (story?.tail) slots.push([phrasesOf(story.gerund), (g) => `What if ${g} ${story.tail}?`])
  if (story?.setback) slots.push([phrasesOf(story.gerund), (g) => `Could you survive ${you(g)}?`])
  else if (story?.base) slots.push([phrasesOf(story.base), (b) => `What would it take to ${you(b)}?`])
  else if (story) slots.push([phrasesOf(story.gerund), (g) => `What's the secret behind ${g}?`])
  if (a.statement) slots.push(fixed(`${a.statement}. Now what?`))
  if (a.imperative) slots.push(fixed(`Should you ${a.imperative.verb}?`))
  if (list?.clause) slots.push(fixed(`What if ${list.count} ${list.noun} ${list.clause}?`))
  if (list && !topic) {
    slots.push(
      fixed(
        mentions(list.noun, SETBACK_NOUNS)
          ? `Are you making these ${list.count} ${list.noun}?`
          : `Which of these ${list.count} ${list.noun} sounds familiar?`,
      ),
    )
  }
  if (topic && !story) {
    const topics = phrasesOf(topic)
    if (audience) slots.push([topics, (t) => `What do most ${audience} get wrong about ${they(t)}?`])
    if (!mentions(topic, 'secrets?')) slots.push([topics, (t) => `What's the secret to ${you(t)}?`])
    slots.push([topics, (t) => `What is everyone getting wrong about ${you(t)}?`])
  }
  return [...byLength(slots), 'What would you do differently?']
}

const LIST_ADJECTIVES: Record<string, string> = {
  lessons: 'hard-won',
  mistakes: 'costly',
  reasons: 'real',
  truths: 'hard',
  rules: 'unwritten',
}

function numberAngle(a: Analysis): string[] {
  const slots: Slot[] = []
  const { story, list, topic } = a
  const voice = VOICES[a.person]
  if (list) {
    const { count, noun, rest } = list
    const adjective = LIST_ADJECTIVES[bare(wordsOf(noun).at(-1)!)]
    const rests = rest ? shortenings(rest, 1) : ['']
    if (adjective && !wordsOf(noun).map(bare).includes(adjective)) slots.push([rests, (r) => `${count} ${adjective} ${noun} ${r}`])
    slots.push([rests, (r) => `${count} ${noun} ${r}, and why they matter`])
  }
  if (a.figureLed) slots.push(fixed(a.figureLed))
  if (a.figureFirst && !list) slots.push(fixed(a.statement ? `${a.core}. Here's why` : `${a.core}: here's how`))
  if (startsWithFigure(topic) && !list) slots.push([phrasesOf(topic), (t) => `${t}: what ${voice.subject} learned`])
  const figure = a.figures[0]
  const subject = story?.gerund ?? topic ?? a.contentStory?.gerund
  if (figure && subject && !subject.includes(figure)) slots.push([phrasesOf(subject), (s) => `${figure}: the story behind ${s}`])
  // Without a figure from the writer, the angle counts one: a framing, not a statistic.
  const oneLesson = (told: Story): Slot => [phrasesOf(told.gerund), (g) => `${told.setback ? 'One hard lesson' : 'One lesson'} from ${g}`]
  if (story) slots.push(oneLesson(story))
  if (a.statement && a.statementIsPast) slots.push(fixed(`One thing ${voice.subject} learned when ${inline(a.statement, a.context)}`))
  if (a.imperative) slots.push(fixed(`One reason to ${a.imperative.verb}`))
  if (a.question) slots.push(fixed(`One answer to “${capitalize(a.question)}” most people miss`))
  if (topic && !story) {
    slots.push([
      phrasesOf(topic),
      (t) => (a.audience ? `One thing most ${a.audience} miss about ${they(t)}` : `One thing most people miss about ${you(t)}`),
    ])
  }
  if (a.contentStory) slots.push(oneLesson(a.contentStory))
  return [...byLength(slots), 'One lesson most people learn too late']
}

function howToAngle(a: Analysis): string[] {
  const slots: Slot[] = []
  const { story, topic, audience, list } = a
  const voice = VOICES[a.person]
  if (story?.tail) slots.push([phrasesOf(story.gerund), (g) => `How ${g} ${story.tail}`])
  if (story?.setback) slots.push([phrasesOf(story.gerund), (g) => `How to survive ${you(g)}`])
  else if (story?.base) slots.push([phrasesOf(story.base), (b) => `How to ${you(b)}`])
  else if (story && !/^(?:not|never)\b/.test(story.gerund)) slots.push([phrasesOf(story.gerund), (g) => `How to start ${you(g)}`])
  if (a.imperative) slots.push(fixed(`How to ${a.imperative.verb}`))
  if (a.question) slots.push(fixed(`How to find the real answer to “${capitalize(a.question)}”`))
  if (list?.clause) slots.push(fixed(`How ${list.count} ${list.noun} ${list.clause}`))
  if (list && mentions(list.noun, SETBACK_NOUNS)) slots.push(fixed(`How to avoid the ${list.count} ${list.noun} ${list.rest}`))
  const topics = phrasesOf(topic)
  const better = (t: string) => (a.topicIsGerund ? `get better at ${t}` : `get ${t} right`)
  if (topic && !story && audience) slots.push([topics, (t) => `How ${audience} can ${better(they(t))}`])
  if (a.statement && a.statementIsPast) {
    const statement = inline(a.statement, a.context)
    slots.push(fixed(a.setback ? `How ${voice.subject} handled it when ${statement}` : `How ${statement}`))
  }
  if (startsWithFigure(topic)) slots.push([topics, (t) => `How to get the most out of ${you(t)}`])
  else if (topic && !story) slots.push([topics, (t) => `How to ${better(you(t))}`], [topics, (t) => `How to think about ${you(t)}`])
  return [...byLength(slots), 'How to get this right']
}

function contrarianAngle(a: Analysis): string[] {
  const slots: Slot[] = []
  const { story, topic, audience } = a
  if (a.question) slots.push(fixed(`${capitalize(a.question)} The usual answer is wrong`))
  if (story) {
    const stories = phrasesOf(story.gerund)
    if (story.setback && a.endsWell) slots.push([stories, (g) => `${capitalize(you(g))} isn't the disaster you think`])
    if (story.setback) slots.push([stories, (g) => `Nobody talks about ${you(g)}. They should`])
    slots.push([stories, (g) => `Everything you know about ${you(g)} is wrong`])
  }
  if (a.imperative) slots.push(fixed(`${a.imperative.sentence}. Yes, really`))
  if (a.statement && a.setback) slots.push(fixed(`${a.statement}. That's good news`))
  const topics = phrasesOf(topic)
  if (topic && !story && audience) slots.push([topics, (t) => `Most ${audience} are wrong about ${they(t)}`])
  // A statement's own subject ("our churn") is not a subject everyone knows about.
  const common = topic && !story && !(a.statement && (a.topicIsOwn || a.statementIsPast))
  if (common) slots.push([topics, (t) => `Everything you know about ${you(t)} is wrong`])
  if (a.statement) slots.push(fixed(`${a.statement}. That's not the whole story`))
  if (common) slots.push([topics, (t) => `Forget what you've heard about ${you(t)}`])
  return [...byLength(slots), "The usual advice is wrong. Here's why"]
}

function firstPersonAngle(a: Analysis): string[] {
  const slots: Slot[] = []
  const voice = VOICES[a.person]
  const taught = (told: string | undefined): Slot => [phrasesOf(told), (g) => `What ${g} taught ${voice.object}`]
  const { story, topic, contentStory, list } = a
  if (story) slots.push(taught(story.gerund), [phrasesOf(story.gerund), (g) => `What ${voice.subject} learned from ${g}`])
  if (a.question) slots.push(fixed(`${capitalize(a.question)} ${capitalize(voice.possessive)} honest answer`))
  if (a.imperative) slots.push(fixed(`${a.imperative.sentence}. ${capitalize(voice.subject)} learned it the hard way`))
  if (a.statement) slots.push(fixed(`${a.statement}. Here's what ${voice.subject} learned`))
  if (list?.personal) slots.push(fixed(`What ${list.count} ${list.noun} ${list.rest} taught ${voice.object}`))
  if (list?.clause) slots.push(fixed(`${list.count} ${list.noun} ${list.clause}. Here's what ${voice.subject} learned`))
  if (topic && !story && (a.topicIsOwn || a.topicIsGerund || startsWithFigure(topic))) slots.push(taught(topic))
  if (contentStory) slots.push(taught(contentStory.gerund))
  if (topic && !story) {
    slots.push([phrasesOf(topic), (t) => `What ${voice.subject} learned about ${t} the hard way`])
    slots.push([phrasesOf(topic), (t) => `${capitalize(voice.possessive)} honest take on ${t}`])
  }
  return [...byLength(slots), `What ${voice.subject} wish ${voice.subject}'d known sooner`]
}

const BUILDERS: Record<Angle, (analysis: Analysis) => string[]> = {
  question: questionAngle,
  number: numberAngle,
  'how-to': howToAngle,
  contrarian: contrarianAngle,
  'first-person': firstPersonAngle,
}

/** Spaces and marks tidied, the first letter capitalised, Title Case kept when the writer used it. */
function finish(text: string, a: Analysis): string {
  const tidy = capitalize(
    text
      .replace(/\s+/g, ' ')
      .replace(/ ([,.;:?!])/g, '$1')
      .replace(/([?!])\./g, '$1')
      .trim(),
  )
  return a.style === 'title' ? titleCase(tidy) : tidy
}

/**
 * One headline per angle — a question, one led by a figure the writer gave (or "One …" when they
 * gave none), a how-to, a contrarian take and a first-person one — built from phrases of the
 * headline and content, each whole and at most 120 characters. Deterministic.
 */
export function generateLocalAngles(input: ShockScoreInput): AngledSuggestion[] {
  const analysis = analyseInput(input)
  const taken = new Set([sameness(input.headline)])
  return ANGLES.map((angle) => {
    const candidates = BUILDERS[angle](analysis).map((text) => finish(text, analysis))
    const headline = candidates.find((text) => !taken.has(sameness(text)) && isAcceptableSuggestion(text, input)) ?? candidates.at(-1)!
    taken.add(sameness(headline))
    return { angle, headline }
  })
}

/** Five distinct alternatives, one per angle, ranked by the spec's score rules, best first. */
export function generateLocalSuggestions(original: ShockScoreInput, count = SUGGESTION_COUNT): string[] {
  const angles = generateLocalAngles(original).map(({ headline }) => headline)
  return rankSuggestions(original, angles)
    .slice(0, count)
    .map(({ headline }) => headline)
}

// —— A model's reply ——

// `1.`, `2)`, `- `, `* `, `• ` — but not the `3.` of a figure such as `3.5%`.
const LIST_MARKER = /^(?:\d+[.)](?!\d)|[-*•–—](?=\s))\s*/u
const CLOSING_QUOTE: Record<string, string> = { '"': '"', '“': '”', "'": "'", '‘': '’', '«': '»', '`': '`' }
const SINGLE_QUOTES = new Set(["'", '‘'])

/** Splits a reply into suggestions, one per line, at most `limit` of them. */
export function parseSuggestions(text: string, limit = SUGGESTION_COUNT): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => stripQuotes(line.trim().replace(LIST_MARKER, '').trim()))
    .filter((line) => line.length > 0)
    .slice(0, limit)
}

/** Removes one pair of quotes around the whole line, not two separately quoted phrases. */
function stripQuotes(line: string): string {
  const closing = CLOSING_QUOTE[line.charAt(0)]
  if (!closing || line.length < 2 || !line.endsWith(closing)) return line
  const inner = line.slice(1, -1)
  // Apostrophes inside single-quoted text are expected ("Don't").
  const wrapsWholeLine = SINGLE_QUOTES.has(line.charAt(0)) || !inner.includes(closing)
  return wrapsWholeLine ? inner.trim() : line
}
