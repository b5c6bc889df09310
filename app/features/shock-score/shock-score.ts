// The shock-value calculator's score (spec §9 "Shock score"), computed locally.

export type ShockScoreInput = {
  headline: string
  content: string
  industry?: string
  audience?: string
}

export type ShockRating = 'MIND-BLOWING' | 'IMPRESSIVE' | 'DECENT' | 'NEEDS WORK'
export type Memorability = 'High' | 'Medium' | 'Low'
export type ScrollStopping = 'Likely' | 'Unlikely'
export type ViralPotential = 'Strong' | 'Moderate' | 'Limited'

export type ShockScoreResult = {
  /** Final score, 1–100, after jitter. */
  score: number
  /** The clamped sum before jitter, 15–95. */
  rawScore: number
  rating: ShockRating
  memorability: Memorability
  scrollStopping: ScrollStopping
  viralPotential: ViralPotential
}

export const HEADLINE_BASE = 25
export const CONTENT_BASE = 20

export const HEADLINE_STRONG_WORDS = ['wtf', 'shocking', 'crazy', 'insane', 'unbelievable', 'secret', 'exposed'] as const
export const HEADLINE_STRONG_POINTS = 15
export const HEADLINE_POWER_WORDS = ['amazing', 'incredible', 'devastating', 'terrifying'] as const
export const HEADLINE_POWER_POINTS = 10
export const PERCENTAGE_POINTS = 10
export const PUNCTUATION_POINTS = 5

export const CONTENT_WORDS = ['failure', 'fired', 'mistake', 'truth', 'scam', 'exposed'] as const
export const CONTENT_WORD_POINTS = 10
export const LONG_CONTENT_LENGTH = 100
export const LONG_CONTENT_POINTS = 8
export const FIRST_PERSON_WORDS = ['i', "i'm", 'me', 'my', 'mine', 'we', 'our', 'us'] as const
export const FIRST_PERSON_POINTS = 5

export const CONTEXT_POINTS = 5

export const RAW_MIN = 15
export const RAW_MAX = 95
export const JITTER = 5
export const SCORE_MIN = 1
export const SCORE_MAX = 100

const PERCENTAGE = /(?<!\d)\d+(?:\.\d+)?\s*%/
const QUESTION_OR_EXCLAMATION = /[?!]/

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Whole-word, case-insensitive match: "secretary" is not "secret", "secret's" is. */
export function containsWord(text: string, word: string): boolean {
  return new RegExp(`(?<!\\w)${escapeRegExp(word)}(?!\\w)`, 'i').test(text)
}

/** Each word scores once, however often it appears. */
function wordPoints(text: string, words: readonly string[], points: number): number {
  return words.filter((word) => containsWord(text, word)).length * points
}

export function hasPercentage(text: string): boolean {
  return PERCENTAGE.test(text)
}

export function headlineScore(headline: string): number {
  return (
    HEADLINE_BASE +
    wordPoints(headline, HEADLINE_STRONG_WORDS, HEADLINE_STRONG_POINTS) +
    wordPoints(headline, HEADLINE_POWER_WORDS, HEADLINE_POWER_POINTS) +
    (hasPercentage(headline) ? PERCENTAGE_POINTS : 0) +
    (QUESTION_OR_EXCLAMATION.test(headline) ? PUNCTUATION_POINTS : 0)
  )
}

export function contentScore(content: string): number {
  const hasFirstPerson = FIRST_PERSON_WORDS.some((word) => containsWord(content, word))
  return (
    CONTENT_BASE +
    wordPoints(content, CONTENT_WORDS, CONTENT_WORD_POINTS) +
    (content.trim().length > LONG_CONTENT_LENGTH ? LONG_CONTENT_POINTS : 0) +
    (hasFirstPerson ? FIRST_PERSON_POINTS : 0)
  )
}

function isGiven(value: string | undefined): boolean {
  return Boolean(value?.trim())
}

export function contextScore(industry?: string, audience?: string): number {
  return (isGiven(industry) ? CONTEXT_POINTS : 0) + (isGiven(audience) ? CONTEXT_POINTS : 0)
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** Clamps the rule sum to 15–95 (the bases alone make 45, so only 95 binds in practice). */
export function clampRaw(sum: number): number {
  return clamp(sum, RAW_MIN, RAW_MAX)
}

/** The sum of all rules, clamped to 15–95. */
export function rawShockScore(input: ShockScoreInput): number {
  const { headline, content, industry, audience } = input
  return clampRaw(headlineScore(headline) + contentScore(content) + contextScore(industry, audience))
}

/** An integer from -5 to 5 drawn from a [0, 1) random source. */
export function jitterFrom(random: () => number): number {
  return clamp(Math.floor(random() * (2 * JITTER + 1)) - JITTER, -JITTER, JITTER)
}

/** Clamps the jittered score to 1–100 (it cannot bind while the raw score is 15–95). */
export function clampFinal(score: number): number {
  return clamp(Math.round(score), SCORE_MIN, SCORE_MAX)
}

export function ratingFor(score: number): ShockRating {
  if (score >= 80) return 'MIND-BLOWING'
  if (score >= 60) return 'IMPRESSIVE'
  if (score >= 40) return 'DECENT'
  return 'NEEDS WORK'
}

export function memorabilityFor(score: number): Memorability {
  if (score >= 60) return 'High'
  if (score >= 40) return 'Medium'
  return 'Low'
}

export function scrollStoppingFor(score: number): ScrollStopping {
  return score >= 50 ? 'Likely' : 'Unlikely'
}

export function viralPotentialFor(score: number): ViralPotential {
  if (score >= 70) return 'Strong'
  if (score >= 50) return 'Moderate'
  return 'Limited'
}

export function computeShockScore(input: ShockScoreInput, random: () => number = Math.random): ShockScoreResult {
  const rawScore = rawShockScore(input)
  const score = clampFinal(rawScore + jitterFrom(random))
  return {
    score,
    rawScore,
    rating: ratingFor(score),
    memorability: memorabilityFor(score),
    scrollStopping: scrollStoppingFor(score),
    viralPotential: viralPotentialFor(score),
  }
}
