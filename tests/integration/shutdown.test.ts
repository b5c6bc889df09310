// SIGTERM under load: the server stops taking connections, answers every request it has been handed on
// a kept-alive connection (a POST included), and exits. A request either gets an answer or is refused
// before it was sent (a new connection to a closed port); none is cut off.
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { startAppServer } from '#tests/support/app-server.ts'

type Outcome = { kind: 'answered'; status: number; afterSignal: boolean } | { kind: 'refused' } | { kind: 'failed'; error: string }

const CLIENTS = 6
const LOAD_LIMIT_MS = 20_000

function send(agent: http.Agent, base: URL, index: number): Promise<Outcome> {
  const post = index % 2 === 0
  const body = post
    ? new URLSearchParams({ intent: 'login', email: `nobody${index}@example.test`, password: 'not-the-password' }).toString()
    : ''
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: post ? '/login' : '/login?mode=forgot',
        method: post ? 'POST' : 'GET',
        headers: post
          ? { Origin: base.origin, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) }
          : {},
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0, afterSignal: false }))
        response.on('error', (error) => resolve({ kind: 'failed', error: error.message }))
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'failed', error: `${error.code ?? ''} ${error.message}` }),
    )
    request.end(body)
  })
}

describe('a SIGTERM under load', () => {
  it('answers every request already handed to the server, then exits', async () => {
    const server = await startAppServer()
    const base = new URL(server.url)
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
    const outcomes: Outcome[] = []
    let signalled = false
    const started = Date.now()
    const client = async (id: number) => {
      for (let n = 0; Date.now() - started < LOAD_LIMIT_MS; n++) {
        const outcome = await send(agent, base, id + n)
        if (outcome.kind === 'answered') outcome.afterSignal = signalled
        outcomes.push(outcome)
        if (outcome.kind !== 'answered') return
      }
    }
    const clients = Array.from({ length: CLIENTS }, (_, id) => client(id))
    // Load for a while, then the signal while requests are in flight on every connection.
    while (outcomes.length < 60 && Date.now() - started < LOAD_LIMIT_MS) await new Promise((resolve) => setTimeout(resolve, 20))
    signalled = true
    const stopped = server.stop()
    await Promise.all(clients)
    await stopped
    agent.destroy()

    const failed = outcomes.filter((outcome) => outcome.kind === 'failed')
    expect(failed).toEqual([])
    const answered = outcomes.filter((outcome) => outcome.kind === 'answered')
    expect(answered.length).toBeGreaterThanOrEqual(60)
    expect(answered.every((outcome) => outcome.status < 500)).toBe(true)
    // Requests that were on their way when the signal came were answered, not dropped.
    expect(answered.filter((outcome) => outcome.afterSignal).length).toBeGreaterThanOrEqual(1)
    expect(server.logs.some((line) => line.includes('shutting down'))).toBe(true)
  })
})
