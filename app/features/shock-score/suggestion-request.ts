// The shock-value calculator's form and the body the browser posts to
// /api/headline-suggestions (spec §5 "Shock calculator", §7 "headline-suggester").
// One schema: the dialog uses it for its inline messages, the endpoint for the real check.
//
// `originalContent` is the form itself ({ headline, content, industry?, audience? }), not one
// combined string: the local generator rescores the headline with the same rules as the
// browser, and the model's prompt can label each part, neither of which works if the server
// has to guess where a headline ends.
import { z } from 'zod'
import { cleanText, TEXT_LIMIT } from '#app/utils/validation.ts'

export const HEADLINE_LIMIT = 300
export const CONTENT_LIMIT = TEXT_LIMIT
export const CONTEXT_LIMIT = 100
/** The largest JSON body the endpoint reads. The fields above fit in it several times over. */
export const REQUEST_BODY_LIMIT = 8 * 1024

const sanitized = (value: unknown) => (typeof value === 'string' ? cleanText(value) : value)

/**
 * Trimmed and angle brackets removed (§5); then non-empty and at most `max` (never over the 1,000 of
 * §5). Longer text is refused with a message rather than cut, so nobody loses words without being told.
 */
const requiredText = (label: string, max: number) =>
  z.preprocess(sanitized, z.string({ error: 'Required' }).min(1, 'Required').max(max, `${label} must be at most ${max} characters`))

/** Cleaned and limited like the others; blank means not given. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (value == null ? undefined : typeof value === 'string' ? cleanText(value) || undefined : value),
    z.string().max(max, `${label} must be at most ${max} characters`).optional(),
  )

export const ShockScoreFormSchema = z.object({
  headline: requiredText('Headline', HEADLINE_LIMIT),
  content: requiredText('Content description', CONTENT_LIMIT),
  industry: optionalText('Industry', CONTEXT_LIMIT),
  audience: optionalText('Audience', CONTEXT_LIMIT),
})
export type ShockScoreForm = z.infer<typeof ShockScoreFormSchema>

export const SuggestionRequestSchema = z.object({
  originalContent: ShockScoreFormSchema,
  /** The score the browser showed. Only ever quoted in the model's prompt; nothing trusts it. */
  score: z.number({ error: 'A score from 1 to 100 is required' }).int().min(1).max(100),
})
export type SuggestionRequest = z.infer<typeof SuggestionRequestSchema>

/** What the endpoint answers with: the alternatives, one per line. */
export type SuggestionResponse = { suggestions: string }

export const SUGGESTIONS_ERROR = 'Failed to generate AI suggestions. Please try again.'
