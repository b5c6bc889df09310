// Headline alternatives: the local generator used when no language model is
// configured, and the parser for a model's reply (spec §7 "headline-suggester").
import {
  HEADLINE_POWER_WORDS,
  HEADLINE_STRONG_WORDS,
  containsWord,
  rawShockScore,
  type ShockScoreInput,
} from '#app/features/shock-score/shock-score.ts'

export const SUGGESTION_COUNT = 5
export const MAX_SUGGESTION_LENGTH = 119

type Template = (subject: string) => string

/** Continues a headline after its subject: `Subject: rest`, or `Question? Rest`. */
function then(subject: string, rest: string): string {
  return subject.endsWith('?') ? `${subject} ${rest.charAt(0).toUpperCase()}${rest.slice(1)}` : `${subject}: ${rest}`
}

// Each keeps the whole subject, so every keyword, figure and mark of the
// original still scores, and each adds power words and a ? or !.
const gentleTemplates: Template[] = [
  (s) => then(s, 'the secret nobody tells you!'),
  (s) => then(s, 'the shocking truth, exposed!'),
  (s) => then(s, 'the unbelievable reason 73% get it wrong!'),
  (s) => `WTF? ${then(s, 'the crazy part nobody expected')}`,
  (s) => `Exposed! ${then(s, '91% of people miss this secret')}`,
  (s) => then(s, 'the insane story behind it!'),
]

// Used when the subject must be shortened to fit. Three 15-point words, a
// figure and a mark give a headline of at least 85 on their own, which with
// the content base of 20 reaches the 95 cap, so they never score lower.
const boldTemplates: Template[] = [
  (s) => then(s, 'the insane secret, exposed. 73% never see it coming!'),
  (s) => `Shocking and unbelievable! ${then(s, 'the secret 91% miss')}`,
  (s) => `WTF? ${then(s, 'the crazy, insane truth 64% ignore')}`,
  (s) => `Exposed! ${then(s, 'the shocking secret 87% of people miss')}`,
  (s) => `Unbelievable! ${then(s, 'the crazy secret 58% get wrong')}`,
  (s) => then(s, 'the insane, shocking truth 82% never hear, exposed!'),
]

const SUBJECT_PLACEHOLDER = '\u0000'
const TRAILING_PUNCTUATION = /[\s.,;:!?…]+$/u

/** The headline without trailing punctuation (a question keeps one `?`), or "This" when empty. */
function subjectOf(headline: string): string {
  const trimmed = headline.trim()
  const subject = trimmed.replace(TRAILING_PUNCTUATION, '')
  if (!subject) return 'This'
  return trimmed.slice(subject.length).includes('?') ? `${subject}?` : subject
}

/** Cuts the subject at a word boundary so the filled template fits. */
function fit(template: Template, subject: string): string {
  const room = MAX_SUGGESTION_LENGTH - template(SUBJECT_PLACEHOLDER).length + 1
  if (subject.length <= room) return template(subject)
  const cut = subject.slice(0, room - 1)
  const lastSpace = cut.lastIndexOf(' ')
  const shortened = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(TRAILING_PUNCTUATION, '')
  return template(`${shortened}…`)
}

const templateWords: readonly string[] = [...HEADLINE_STRONG_WORDS, ...HEADLINE_POWER_WORDS]

/** How many of a template's own power words the original headline already uses. */
function repeatedWords(original: string, template: Template): number {
  const templateText = template(SUBJECT_PLACEHOLDER)
  return templateWords.filter((word) => containsWord(templateText, word) && containsWord(original, word)).length
}

/**
 * Five distinct rewrites of the headline that keep its subject and score at
 * least as high as the original (same content, industry and audience).
 * Deterministic: the same input always gives the same list.
 */
export function generateLocalSuggestions(original: ShockScoreInput, count = SUGGESTION_COUNT): string[] {
  const subject = subjectOf(original.headline)
  const originalScore = rawShockScore(original)
  const scoresAtLeastOriginal = (headline: string) => rawShockScore({ ...original, headline }) >= originalScore
  // Prefer templates that bring new power words over ones that repeat the original's.
  const byFewestRepeats = (templates: Template[]) =>
    templates
      .map((template) => ({ template, repeats: repeatedWords(original.headline, template) }))
      .sort((a, b) => a.repeats - b.repeats)
      .map(({ template }) => fit(template, subject))

  const candidates = [...byFewestRepeats(gentleTemplates), ...byFewestRepeats(boldTemplates)]

  const seen = new Set([original.headline.trim().toLowerCase()])
  const suggestions: string[] = []
  for (const headline of candidates) {
    const key = headline.toLowerCase()
    if (suggestions.length === count) break
    if (seen.has(key) || !scoresAtLeastOriginal(headline)) continue
    seen.add(key)
    suggestions.push(headline)
  }
  return suggestions
}

// `1.`, `2)`, `- `, `* `, `• ` — but not the `3.` of a figure such as `3.5%`.
const LIST_MARKER = /^(?:\d+[.)](?!\d)|[-*•–—](?=\s))\s*/u
const CLOSING_QUOTE: Record<string, string> = { '"': '"', '“': '”', "'": "'", '‘': '’', '«': '»', '`': '`' }
const SINGLE_QUOTES = new Set(["'", '‘'])

/** Splits a model's reply into at most five suggestions, one per line. */
export function parseSuggestions(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => stripQuotes(line.trim().replace(LIST_MARKER, '').trim()))
    .filter((line) => line.length > 0)
    .slice(0, SUGGESTION_COUNT)
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
