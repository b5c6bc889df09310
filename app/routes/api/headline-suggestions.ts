import { SuggesterError, suggestHeadlines } from '#app/features/shock-score/suggester.server.ts'
import {
  REQUEST_BODY_LIMIT,
  SUGGESTIONS_ERROR,
  SuggestionRequestSchema,
  type SuggestionResponse,
} from '#app/features/shock-score/suggestion-request.ts'
import { getDb } from '#app/utils/db.server.ts'
import { consumeRateLimit, getClientIp, rateLimitMessage } from '#app/utils/rate-limit.server.ts'
import { fieldErrors } from '#app/utils/validation.ts'
import type { Route } from './+types/headline-suggestions'

// POST { originalContent: { headline, content, industry?, audience? }, score } →
// { suggestions: "one\nper\nline" } (spec §7 "headline-suggester"). Public, limited per IP.

const RATE_LIMIT = { limit: 20, windowSeconds: 10 * 60 }

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

const methodNotAllowed = () => json({ error: 'Method not allowed. POST a JSON body.' }, 405, { Allow: 'POST' })

export function loader() {
  return methodNotAllowed()
}

/** The body as JSON, or the response that refuses it. */
async function readJson(request: Request): Promise<{ body: unknown } | { refusal: Response }> {
  const tooLarge = () => ({ refusal: json({ error: `The request body is too large (at most ${REQUEST_BODY_LIMIT / 1024} KB).` }, 413) })
  if (Number(request.headers.get('content-length') ?? 0) > REQUEST_BODY_LIMIT) return tooLarge()
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return { refusal: json({ error: 'Send the request body as JSON (Content-Type: application/json).' }, 415) }
  }
  const text = await request.text()
  if (Buffer.byteLength(text) > REQUEST_BODY_LIMIT) return tooLarge()
  try {
    return { body: JSON.parse(text) as unknown }
  } catch {
    return { refusal: json({ error: 'The request body is not valid JSON.' }, 400) }
  }
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()

  const verdict = await consumeRateLimit(getDb(), `headline-suggestions:ip:${getClientIp(request)}`, RATE_LIMIT)
  if (!verdict.allowed) {
    return json({ error: rateLimitMessage(verdict.retryAfterSeconds) }, 429, { 'Retry-After': String(verdict.retryAfterSeconds) })
  }

  const read = await readJson(request)
  if ('refusal' in read) return read.refusal
  const parsed = SuggestionRequestSchema.safeParse(read.body)
  if (!parsed.success) return json({ error: 'The request is invalid.', errors: fieldErrors(parsed.error) }, 400)

  try {
    const suggestions = await suggestHeadlines(parsed.data, request.signal)
    return json({ suggestions: suggestions.join('\n') } satisfies SuggestionResponse)
  } catch (error) {
    const timedOut = error instanceof SuggesterError && error.reason === 'timeout'
    return json({ error: SUGGESTIONS_ERROR }, timedOut ? 504 : 502)
  }
}
