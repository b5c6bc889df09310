import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { headMiddleware } from './head.server.ts'

/** A response whose body notes whether it was read or cancelled, as a stored file's stream would be closed. */
function trackedResponse() {
  const seen = { pulled: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        seen.pulled++
        controller.enqueue(new Uint8Array(1024))
      },
      cancel() {
        seen.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Length': '25000000' } })
  return { response, seen }
}

const run = (method: string, response: Response) =>
  headMiddleware(
    {
      request: new Request('http://app.test/downloads/starter-pack/file', { method }),
      params: {},
      context: new RouterContextProvider(),
      unstable_pattern: '',
    } as never,
    async () => response,
  ) as Promise<Response>

describe('headMiddleware', () => {
  it('cancels the body of a HEAD answer unread and keeps its status and headers', async () => {
    const { response, seen } = trackedResponse()
    const answer = await run('HEAD', response)
    expect(seen).toEqual({ pulled: 0, cancelled: true })
    expect(answer.body).toBeNull()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-length')).toBe('25000000')
    expect(answer.headers.get('content-type')).toBe('application/pdf')
  })

  it('leaves GET answers alone', async () => {
    const { response, seen } = trackedResponse()
    expect(await run('GET', response)).toBe(response)
    expect(seen.cancelled).toBe(false)
  })
})
