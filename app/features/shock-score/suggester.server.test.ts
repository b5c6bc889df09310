import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rawShockScore } from '#app/features/shock-score/shock-score.ts'
import { generateLocalSuggestions } from '#app/features/shock-score/suggestions.ts'
import {
  buildPrompt,
  createHeadlineSuggester,
  createLocalSuggester,
  createOpenAiCompatibleSuggester,
  SuggesterError,
} from '#app/features/shock-score/suggester.server.ts'
import type { SuggestionRequest } from '#app/features/shock-score/suggestion-request.ts'
import { logger } from '#app/utils/logger.server.ts'

// Spied on, not mocked: unit test files share loaded modules (isolate: false), so another file may have loaded this one's logger first.
beforeEach(() => {
  for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(logger, level).mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

const request: SuggestionRequest = {
  originalContent: { headline: 'How we grew to 10k users', content: 'Our first year.', industry: 'SaaS', audience: 'Founders' },
  score: 58,
}

const completion = (content: string) =>
  Response.json({
    id: 'x',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  })

/** Five lines that pass the checks: no figure but the headline's 10k, none over 120 characters. */
const FIVE = [
  'Could you grow to 10k users without ads?',
  '10k users: how we got there in our first year',
  'How to win your first 10k users',
  'The secret is that growth is boring',
  'What our first year taught us',
].join('\n')

type Call = { url: string; init: RequestInit }
function fakeFetch(...answers: ((init: RequestInit) => Promise<Response> | Response)[]) {
  const calls: Call[] = []
  const impl = vi.fn<typeof fetch>(async (url, init) => {
    calls.push({ url: String(url), init: init! })
    const answer = answers[calls.length - 1] ?? answers.at(-1)!
    return answer(init!)
  })
  return { calls, fetch: impl }
}

/** Never answers; rejects when the request's signal aborts, as fetch does. */
const hang = (init: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init.signal!.addEventListener('abort', () => reject(init.signal!.reason), { once: true })
  })

const model = (fetchImpl: typeof fetch, timeoutMs = 1000) =>
  createOpenAiCompatibleSuggester({
    baseUrl: 'http://llm.test/v1/',
    apiKey: 'sk-test',
    model: 'gpt-test',
    timeoutMs,
    retryDelayMs: 1,
    fetch: fetchImpl,
  })

const scoresOf = (headlines: string[]) => headlines.map((headline) => rawShockScore({ ...request.originalContent, headline }))
const bestFirst = (scores: number[]) => [...scores].sort((a, b) => b - a)

describe('the local suggester', () => {
  it("returns the local generator's five, ranked best first, whatever score the browser claimed", async () => {
    const suggestions = await createLocalSuggester().suggest({ ...request, score: 100 })
    expect(suggestions).toHaveLength(5)
    expect(suggestions).toEqual(generateLocalSuggestions(request.originalContent))
    expect(await createLocalSuggester().suggest({ ...request, score: 1 })).toEqual(suggestions)
    expect(scoresOf(suggestions)).toEqual(bestFirst(scoresOf(suggestions)))
  })
})

describe('the OpenAI-compatible suggester', () => {
  it('posts the model, the bearer key and a prompt with the headline, content, context and score', async () => {
    const { calls, fetch } = fakeFetch(() => completion(FIVE))
    await model(fetch).suggest(request)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('http://llm.test/v1/chat/completions')
    const headers = calls[0]!.init.headers as Record<string, string>
    expect(headers.Authorization).toBe('Bearer sk-test')
    expect(headers['Content-Type']).toBe('application/json')
    const body = JSON.parse(String(calls[0]!.init.body)) as { model: string; messages: { role: string; content: string }[] }
    expect(body.model).toBe('gpt-test')
    const prompt = body.messages.find((message) => message.role === 'user')!.content
    expect(prompt).toContain('<headline>How we grew to 10k users</headline>')
    expect(prompt).toContain('<content>Our first year.</content>')
    expect(prompt).toContain('<industry>SaaS</industry>')
    expect(prompt).toContain('<audience>Founders</audience>')
    expect(prompt).toContain('58 out of 100 (DECENT)')
  })

  it('asks for five angles, figures only from the brief, and whole headlines of at most 120 characters', () => {
    const system = buildPrompt(request)[0]!.content
    expect(system).toContain('exactly 5 alternative headlines')
    for (const angle of [
      'a question',
      'a number-led headline',
      'a how-to, starting with "How"',
      'a contrarian take',
      'a first-person take',
    ]) {
      expect(system).toContain(angle)
    }
    expect(system).toContain('start with "One" instead')
    expect(system).toContain('at most 120 characters')
    expect(system).toContain('never end with "…"')
    expect(system).toContain('Never invent one')
  })

  it('leaves out the Authorization header without a key, and empty context tags', async () => {
    const { calls, fetch } = fakeFetch(() => completion(FIVE))
    const suggester = createOpenAiCompatibleSuggester({ baseUrl: 'http://llm.test/v1', model: 'm', timeoutMs: 1000, fetch })
    await suggester.suggest({ originalContent: { headline: 'H', content: 'C' }, score: 30 })
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined()
    const prompt = buildPrompt({ originalContent: { headline: 'H', content: 'C' }, score: 30 })[1]!.content
    expect(prompt).not.toContain('<industry>')
    expect(prompt).not.toContain('<audience>')
  })

  it('splits the reply into lines, dropping numbering, quotes, blank lines and markup', async () => {
    const reply = '1. "First <b>bold</b> one"\n\n2) Second\n- Third\n* Fourth\n5. Fifth\n6. Sixth'
    const { fetch } = fakeFetch(() => completion(reply))
    expect(await model(fetch).suggest(request)).toEqual(['First bbold/b one', 'Second', 'Third', 'Fourth', 'Fifth'])
  })

  it("ranks the model's suggestions by the spec score, best first", async () => {
    const { fetch } = fakeFetch(() => completion(FIVE))
    const suggestions = await model(fetch).suggest(request)
    expect(new Set(suggestions)).toEqual(new Set(FIVE.split('\n')))
    expect(suggestions[0]).toBe('The secret is that growth is boring')
    expect(scoresOf(suggestions)).toEqual(bestFirst(scoresOf(suggestions)))
  })

  it('drops a line over 120 characters instead of cutting it, and tops up from the local generator', async () => {
    const lines = FIVE.split('\n')
    const { fetch } = fakeFetch(() => completion(['x'.repeat(5000), ...lines.slice(1)].join('\n')))
    const suggestions = await model(fetch).suggest(request)
    expect(suggestions).toHaveLength(5)
    for (const suggestion of suggestions) expect(suggestion.length).toBeLessThanOrEqual(120)
    expect(suggestions.some((s) => s.startsWith('xxx'))).toBe(false)
    for (const line of lines.slice(1)) expect(suggestions).toContain(line)
    expect(generateLocalSuggestions(request.originalContent)).toContain(suggestions.find((s) => !lines.includes(s)))
  })

  it('drops lines with invented figures, lines cut off with an ellipsis, repeats and the headline itself', async () => {
    const reply = [
      '73% of founders never reach 10k users',
      'Five ways to grow to 10k users',
      'How we grew to 10k users in 6 months',
      'How we grew to 10k users and what we…',
      'How we grew to 10k users',
      'Could you grow to 10k users without ads?',
      'COULD YOU GROW TO 10K USERS WITHOUT ADS?',
    ].join('\n')
    const { fetch } = fakeFetch(() => completion(reply))
    const suggestions = await model(fetch).suggest(request)
    expect(suggestions).toHaveLength(5)
    expect(suggestions.filter((s) => s.toLowerCase() === 'could you grow to 10k users without ads?')).toHaveLength(1)
    for (const dropped of reply.split('\n').slice(0, 5)) expect(suggestions).not.toContain(dropped)
    for (const suggestion of suggestions) {
      for (const number of suggestion.match(/\d+/g) ?? []) expect(['10']).toContain(number)
      expect(suggestion).not.toMatch(/…$/)
    }
  })

  it('falls back to the local generator when no line passes the checks', async () => {
    const { fetch } = fakeFetch(() => completion('91% of people miss this\n' + 'y'.repeat(130)))
    expect(await model(fetch).suggest(request)).toEqual(generateLocalSuggestions(request.originalContent))
  })

  it('retries once after a 5xx and succeeds', async () => {
    const { calls, fetch } = fakeFetch(
      () => new Response('busy', { status: 503 }),
      () => completion(FIVE),
    )
    expect(await model(fetch).suggest(request)).toHaveLength(5)
    expect(calls).toHaveLength(2)
  })

  it('retries once after a network error', async () => {
    const { calls, fetch } = fakeFetch(
      () => Promise.reject(new TypeError('fetch failed')),
      () => completion(FIVE),
    )
    expect(await model(fetch).suggest(request)).toHaveLength(5)
    expect(calls).toHaveLength(2)
  })

  it('gives up after exactly one retry, and logs the retry', async () => {
    const { calls, fetch } = fakeFetch(() => new Response('down', { status: 500 }))
    await expect(model(fetch).suggest(request)).rejects.toMatchObject({ reason: 'upstream' })
    expect(calls).toHaveLength(2)
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })

  it('does not retry a 4xx: a bad key or an unknown model will not pass a second time', async () => {
    const { calls, fetch } = fakeFetch(() => Response.json({ error: { message: 'bad key' } }, { status: 401 }))
    await expect(model(fetch).suggest(request)).rejects.toBeInstanceOf(SuggesterError)
    expect(calls).toHaveLength(1)
  })

  it('times out each attempt, retries once, then reports a timeout', async () => {
    const { calls, fetch } = fakeFetch(hang)
    // Without a working timeout the hanging model would never answer and the test would run out of time.
    await expect(model(fetch, 100).suggest(request)).rejects.toMatchObject({ reason: 'timeout' })
    expect(calls).toHaveLength(2)
  })

  it('recovers when only the first attempt times out', async () => {
    const { calls, fetch } = fakeFetch(hang, () => completion(FIVE))
    expect(await model(fetch, 100).suggest(request)).toHaveLength(5)
    expect(calls).toHaveLength(2)
  })

  it('stops without retrying when the caller goes away', async () => {
    const { calls, fetch } = fakeFetch(hang)
    const controller = new AbortController()
    const pending = model(fetch, 5000).suggest(request, controller.signal)
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ reason: 'aborted' })
    expect(calls).toHaveLength(1)
  })

  it('reports an answer that is not a chat completion, or holds no lines, as an upstream failure without retrying', async () => {
    for (const answer of [() => Response.json({ nope: true }), () => completion('\n  \n'), () => new Response('<html>', { status: 200 })]) {
      const { calls, fetch } = fakeFetch(answer)
      await expect(model(fetch).suggest(request)).rejects.toMatchObject({ reason: 'upstream' })
      expect(calls).toHaveLength(1)
    }
  })
})

describe('createHeadlineSuggester', () => {
  const none = { LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined, LLM_TIMEOUT_MS: 15_000 }

  it('picks the local generator without a model configured', () => {
    expect(createHeadlineSuggester(none).kind).toBe('local')
  })

  it('picks the model when the base URL and the model are set', () => {
    expect(createHeadlineSuggester({ ...none, LLM_BASE_URL: 'http://llm.test/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm' }).kind).toBe(
      'openai-compatible',
    )
  })

  it('falls back to the local generator when the configuration is incomplete', () => {
    expect(createHeadlineSuggester({ ...none, LLM_BASE_URL: 'http://llm.test/v1', LLM_API_KEY: 'k' }).kind).toBe('local')
    expect(createHeadlineSuggester({ ...none, LLM_API_KEY: 'k', LLM_MODEL: 'm' }).kind).toBe('local')
  })
})
