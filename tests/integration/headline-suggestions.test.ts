import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rawShockScore } from '#app/features/shock-score/shock-score.ts'
import { parseSuggestions, rankSuggestions } from '#app/features/shock-score/suggestions.ts'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pollUntil } from '#tests/support/poll.ts'
import { FAKE_LLM_REPLY, startFakeLlm, type FakeLlm } from '#tests/support/fake-llm.ts'

const ENDPOINT = '/api/headline-suggestions'
const SPEC_ERROR = 'Failed to generate AI suggestions. Please try again.'
const original = {
  headline: 'How we grew our newsletter to 10k readers',
  content: 'We tried everything for a year and made every mistake in the book before one post took off.',
  industry: 'Media',
  audience: 'Founders',
}

function suggest(client: Browserish, body: unknown = { originalContent: original, score: 57 }, headers: Record<string, string> = {}) {
  return client.request(ENDPOINT, { method: 'POST', json: body, headers })
}

async function errorOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await response.json()) as { error?: unknown }
  expect(typeof body.error).toBe('string')
  return body.error as string
}

describe('headline suggestions with the local generator', () => {
  let server: AppServer
  let client: Browserish
  beforeAll(async () => {
    server = await startAppServer()
    client = new Browserish(server.url)
  })
  afterAll(() => server?.stop())

  it('returns five distinct alternatives, one per line, ranked by the spec score, best first', async () => {
    const response = await suggest(client)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { suggestions } = (await response.json()) as { suggestions: string }
    const lines = suggestions.split('\n')
    expect(lines).toHaveLength(5)
    expect(new Set(lines).size).toBe(5)
    expect(parseSuggestions(suggestions)).toEqual(lines)
    const scores = lines.map((line) => rawShockScore({ ...original, headline: line }))
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(scores[0]).toBeGreaterThanOrEqual(rawShockScore(original))
  })

  it("builds each from the headline's phrases, whole, at most 120 characters, with no figure the writer did not give", async () => {
    const { suggestions } = (await (await suggest(client)).json()) as { suggestions: string }
    const lines = suggestions.split('\n')
    for (const line of lines) {
      expect(line).toContain('newsletter')
      expect(line.length).toBeLessThanOrEqual(120)
      expect(line).not.toMatch(/…|\.\.\.$/)
      for (const number of line.match(/\d+/g) ?? []) expect(number).toBe('10')
    }
    expect(lines.filter((line) => line.endsWith('?'))).not.toHaveLength(0)
    expect(lines.filter((line) => line.startsWith('How '))).not.toHaveLength(0)
    expect(lines).toContain('10k readers: how we grew our newsletter')
  })

  it('ignores the score the browser sends: the same content gives the same suggestions', async () => {
    const low = (await (await suggest(client, { originalContent: original, score: 1 })).json()) as { suggestions: string }
    const high = (await (await suggest(client, { originalContent: original, score: 100 })).json()) as { suggestions: string }
    expect(low.suggestions).toBe(high.suggestions)
  })

  it('sanitises the input before rewriting it', async () => {
    const response = await suggest(client, { originalContent: { headline: '  <img src=x> Growth tips  ', content: 'Short.' }, score: 40 })
    const { suggestions } = (await response.json()) as { suggestions: string }
    expect(suggestions).not.toMatch(/[<>]/)
    expect(suggestions).toContain('img src=x Growth')
  })

  it('refuses GET with 405 and says to POST', async () => {
    const response = await client.request(ENDPOINT)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await errorOf(response)).toContain('POST')
  })

  it('answers missing fields with 400 and the messages per field', async () => {
    const response = await suggest(client, { originalContent: { headline: '  ', content: '' }, score: 50 })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; errors: Record<string, string[]> }
    expect(body.error).toBe('The request is invalid.')
    expect(body.errors).toEqual({ 'originalContent.headline': ['Required'], 'originalContent.content': ['Required'] })
  })

  it('answers a bad score, a string originalContent and a non-object body with 400', async () => {
    for (const body of [
      { originalContent: original, score: 0 },
      { originalContent: original, score: '57' },
      { originalContent: original },
      { originalContent: 'Headline and content in one string', score: 57 },
      [original],
      null,
    ]) {
      const response = await suggest(client, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      await errorOf(response)
    }
  })

  it('answers a headline over 300 characters with 400', async () => {
    const response = await suggest(client, { originalContent: { ...original, headline: 'h'.repeat(301) }, score: 50 })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Record<string, string[]> }
    expect(body.errors['originalContent.headline']).toEqual(['Headline must be at most 300 characters'])
  })

  it('answers a body over 8 KB with 413, before reading it', async () => {
    const response = await suggest(client, { originalContent: { ...original, content: 'c'.repeat(9000) }, score: 50 })
    expect(response.status).toBe(413)
    expect(await errorOf(response)).toContain('8 KB')
  })

  it('answers malformed JSON with 400 and a non-JSON body with 415', async () => {
    const malformed = await client.request(ENDPOINT, {
      method: 'POST',
      body: '{"originalContent":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed.status).toBe(400)
    expect(await errorOf(malformed)).toBe('The request body is not valid JSON.')
    const form = await client.request(ENDPOINT, { method: 'POST', form: { headline: 'x', content: 'y' } })
    expect(form.status).toBe(415)
    expect(await errorOf(form)).toContain('application/json')
  })

  it('refuses other methods with 405', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const response = await client.request(ENDPOINT, { method, json: { originalContent: original, score: 50 } })
      expect(response.status, method).toBe(405)
    }
  })
})

describe('headline suggestions from an OpenAI-compatible model', () => {
  let server: AppServer
  let client: Browserish
  let fake: FakeLlm
  beforeAll(async () => {
    fake = await startFakeLlm()
    // Each attempt's limit: long enough that a loaded machine's answer from the fake is never taken for a hang
    // (500 ms was passed once at a load average of 15, and the retry made a second request), short enough that
    // the three hanging attempts below cost 15 s.
    server = await startAppServer({
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: 'sk-integration',
      LLM_MODEL: 'gpt-fake-1',
      LLM_TIMEOUT_MS: '5000',
    })
    client = new Browserish(server.url)
  })
  beforeEach(() => fake.reset())
  afterAll(async () => {
    await server?.stop()
    await fake?.close()
  })

  it("answers the model's suggestions, one per line, ranked by the spec score, best first", async () => {
    const response = await suggest(client)
    expect(response.status).toBe(200)
    const ranked = rankSuggestions(original, FAKE_LLM_REPLY.split('\n')).map(({ headline }) => headline)
    expect(await response.json()).toEqual({ suggestions: ranked.join('\n') })
    expect(ranked[0]).toBe('Fake model: the shocking truth is that first launches rarely work')
  })

  it('drops a model line with an invented figure or over 120 characters, and tops up from the local generator', async () => {
    const [first, , ...rest] = FAKE_LLM_REPLY.split('\n')
    fake.reply([first, '73% of newsletters never reach 10k readers', 'z'.repeat(121), ...rest].join('\n'))
    const { suggestions } = (await (await suggest(client)).json()) as { suggestions: string }
    const lines = suggestions.split('\n')
    expect(lines).toHaveLength(5)
    for (const kept of [first, ...rest]) expect(lines).toContain(kept)
    expect(suggestions).not.toContain('73%')
    expect(suggestions).not.toContain('zzz')
    expect(lines.filter((line) => !line.startsWith('Fake model:'))).toHaveLength(1)
    // The log is written in batches.
    await pollUntil('the top-up in the log', () => server.logs.join('\n').includes('topped up from the local generator'))
  })

  it('sends the model, the bearer key, the headline and the browser score to the chat completions API', async () => {
    await suggest(client)
    expect(fake.requests).toHaveLength(1)
    const [sent] = fake.requests
    expect(sent!.method).toBe('POST')
    expect(sent!.path).toBe('/v1/chat/completions')
    expect(sent!.headers.authorization).toBe('Bearer sk-integration')
    expect(sent!.body.model).toBe('gpt-fake-1')
    const prompt = sent!.body.messages!.map((message) => message.content).join('\n')
    expect(prompt).toContain(original.headline)
    expect(prompt).toContain(original.content)
    expect(prompt).toContain('57 out of 100')
  })

  it('normalises a numbered, quoted reply with a preamble to plain lines, topped up to five', async () => {
    fake.reply('Here you go:\n\n1. "First"\n2. Second\n3. Third')
    const { suggestions } = (await (await suggest(client)).json()) as { suggestions: string }
    const lines = suggestions.split('\n')
    expect(lines).toHaveLength(5)
    expect(lines).toEqual(expect.arrayContaining(['First', 'Second', 'Third']))
    expect(suggestions).not.toMatch(/Here you go|"|^\d\./m)
  })

  it('retries once after a 500 and then answers', async () => {
    fake.failNext(1, 500)
    const response = await suggest(client)
    expect(response.status).toBe(200)
    expect(fake.requests).toHaveLength(2)
    expect(server.logs.join('\n')).toContain('retrying once')
  })

  it('gives up after one retry with 502 and the spec message', async () => {
    fake.failNext(2, 503)
    const response = await suggest(client)
    expect(response.status).toBe(502)
    expect(await errorOf(response)).toBe(SPEC_ERROR)
    expect(fake.requests).toHaveLength(2)
  })

  it('does not retry when the model refuses the key', async () => {
    fake.failNext(1, 401)
    const response = await suggest(client)
    expect(response.status).toBe(502)
    expect(fake.requests).toHaveLength(1)
  })

  it('times out a hanging model, retries once, then answers 504 with the spec message', async () => {
    fake.hangNext(2)
    // How long giving up takes is printed by bench/timings.mjs; here it only has to happen.
    const response = await suggest(client)
    expect(response.status).toBe(504)
    expect(await errorOf(response)).toBe(SPEC_ERROR)
    expect(fake.requests).toHaveLength(2)
  })

  it('recovers when only the first attempt hangs', async () => {
    fake.hangNext(1)
    const response = await suggest(client)
    expect(response.status).toBe(200)
    expect(fake.requests).toHaveLength(2)
  })

  it('never calls the model for an invalid request', async () => {
    const response = await suggest(client, { originalContent: { headline: '', content: 'x' }, score: 50 })
    expect(response.status).toBe(400)
    expect(fake.requests).toHaveLength(0)
  })

  it('keeps the key out of the logs', () => {
    expect(server.logs.join('\n')).not.toContain('sk-integration')
  })
})

describe('headline suggestions rate limit', () => {
  let server: AppServer
  beforeAll(async () => {
    // The proxy header lets one test speak from several addresses.
    server = await startAppServer({ TRUSTED_PROXY_HEADER: 'x-forwarded-for' })
  })
  afterAll(() => server?.stop())

  it('allows 20 requests per IP in 10 minutes, then answers 429 with a clear JSON error and Retry-After', async () => {
    const client = new Browserish(server.url)
    const from = (ip: string) => ({ 'X-Forwarded-For': ip })
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await suggest(client, undefined, from('203.0.113.7'))
      expect(response.status, `request ${attempt}`).toBe(200)
    }
    const limited = await suggest(client, undefined, from('203.0.113.7'))
    expect(limited.status).toBe(429)
    expect(await errorOf(limited)).toMatch(/^Too many attempts\. Please wait (10 minutes|\d+ (seconds|minutes?)) and try again\.$/)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)

    // Bad requests count too, so they cannot be used to probe for free.
    expect((await suggest(client, { nonsense: true }, from('203.0.113.7'))).status).toBe(429)
    // Another address has its own allowance.
    expect((await suggest(client, undefined, from('203.0.113.8'))).status).toBe(200)
  })
})
