// The client's address behind a reverse proxy (TRUSTED_PROXY_HEADER=x-forwarded-for, as nginx sends it
// with `$proxy_add_x_forwarded_for`): the entry the proxy appended counts, whatever the client wrote
// before it. Which address counts is decided before any database is asked, so this runs on the embedded
// database only; that the counters themselves hold on both databases is tests/integration/sign-in-limits.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, type Backend } from '#tests/support/backends.ts'

const pglite = await pgliteBackend()

let forged = 0
/** What nginx passes on: the client's own X-Forwarded-For (a new made-up address each time), then the address nginx saw. */
const throughProxy = (proxySaw: string) => ({ 'X-Forwarded-For': `198.18.${++forged % 250}.${forged % 200}, ${proxySaw}` })

function forwardedOverHttp(getBackend: () => Backend) {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer({ ...getBackend().serverEnv(), TRUSTED_PROXY_HEADER: 'x-forwarded-for' })
  })
  afterAll(() => server?.stop())

  it('limits sign-in attempts by the address the proxy appended, not by the forged left-most entries', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 105; attempt++) {
      // A new e-mail address each time, so only the per-address limit (100 failures per 15 minutes) can refuse.
      const response = await new Browserish(server.url).request('/login', {
        method: 'POST',
        form: { intent: 'login', email: `nobody-${attempt}-${Date.now()}@example.test`, password: 'wrong-password', redirectTo: '/' },
        headers: throughProxy('198.51.100.77'),
      })
      statuses.push(response.status)
      await response.arrayBuffer()
    }
    expect(statuses.slice(0, 100)).toEqual(Array(100).fill(401))
    expect(statuses.slice(100)).toEqual(Array(5).fill(429))
    // Another client behind the same proxy is not held up by it.
    const other = await new Browserish(server.url).request('/login', {
      method: 'POST',
      form: { intent: 'login', email: 'someone-else@example.test', password: 'wrong-password', redirectTo: '/' },
      headers: throughProxy('198.51.100.78'),
    })
    expect(other.status).toBe(401)
  })

  it('does not take a forged loopback entry for the machine itself', async () => {
    const forgedLoopback = await fetch(`${server.url}/dev/mailbox`, { headers: { 'X-Forwarded-For': '127.0.0.1, 203.0.113.7' } })
    expect(forgedLoopback.status).toBe(404)
    const local = await fetch(`${server.url}/dev/mailbox`, { headers: { 'X-Forwarded-For': '203.0.113.7, 127.0.0.1' } })
    expect(local.status).toBe(200)
  })

  it('does not warn about a missing proxy header when one is set', () => {
    expect(server.logs.filter((line) => line.includes('TRUSTED_PROXY_HEADER is not set'))).toEqual([])
  })
}

describe('a proxy in front without TRUSTED_PROXY_HEADER', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer(pglite.serverEnv())
  })
  afterAll(() => server?.stop())

  it('logs one warning, at the first request that comes with X-Forwarded-For from a local address', async () => {
    const warnings = () => server.logs.filter((line) => line.includes('TRUSTED_PROXY_HEADER is not set'))
    await (await fetch(`${server.url}/`)).arrayBuffer()
    expect(warnings()).toEqual([])
    for (let request = 0; request < 3; request++) {
      await (await fetch(`${server.url}/`, { headers: { 'X-Forwarded-For': `198.51.100.${request + 1}` } })).arrayBuffer()
    }
    const logged = warnings()
    expect(logged).toHaveLength(1)
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: expect.anything(), peer: '127.0.0.1' })
  })
})

describe('forwarded client address', () => {
  forwardedOverHttp(() => pglite)
})
