import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { waitForMailLink } from '#tests/support/mailbox.ts'
import { PATH_LIMITS } from '../../server/edge.ts'

describe('the HTTP edge', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer({ GOOGLE_CLIENT_ID: 'test-client-id.apps.example', GOOGLE_CLIENT_SECRET: 'test-client-secret' })
  })
  afterAll(() => server?.stop())

  it('sends the security headers on every response', async () => {
    for (const path of ['/', '/login', '/no-such-page', '/healthz', '/favicon.svg']) {
      const response = await fetch(`${server.url}${path}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("frame-ancestors 'none'")
      expect(csp, path).toContain("default-src 'self'")
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
    }
  })

  it('runs inline scripts only with the per-request nonce on pages rendered per request', async () => {
    // With a query the sign-in page is rendered per request (without one it comes from the page cache).
    const first = await fetch(`${server.url}/login?redirectTo=%2Fdashboard`)
    const second = await fetch(`${server.url}/login?redirectTo=%2Fdashboard`)
    const nonceOf = (csp: string | null) => csp?.match(/'nonce-([^']+)'/)?.[1]
    const nonce = nonceOf(first.headers.get('content-security-policy'))
    expect(nonce).toBeTruthy()
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce)
    const html = await first.text()
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((match) => match[1])
    expect(scripts.length).toBeGreaterThan(0)
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
  })

  it('echoes a request id and logs the request as JSON with it', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'trace-abc-123' } })
    expect(response.headers.get('x-request-id')).toBe('trace-abc-123')
    // The log line is written after the response; wait for it rather than for a fixed time.
    const line = await vi.waitFor(
      () => {
        const found = server.logs.find((entry) => entry.includes('trace-abc-123'))
        if (!found) throw new Error('no log line with the request id yet')
        return found
      },
      { timeout: 30_000, interval: 50 },
    )
    expect(JSON.parse(line!)).toMatchObject({ requestId: 'trace-abc-123', status: 200, url: '/healthz' })
    const forged = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': '<script>' } })
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('reports readiness of the database', async () => {
    const response = await fetch(`${server.url}/readyz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ready' })
  })

  it('offers Google sign-in when configured and hands the browser to Google', async () => {
    const client = new Browserish(server.url)
    const page = await client.request('/login')
    expect(await page.text()).toContain('Sign in with Google')
    const response = await client.post('/login', { intent: 'google' })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location')!)
    expect(location.host).toBe('accounts.google.com')
    expect(location.searchParams.get('client_id')).toBe('test-client-id.apps.example')
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' https://accounts.google.com")
  })

  it('lets an unverified user ask for a new verification link', async () => {
    const email = `resend-${Date.now()}@example.test`
    const client = new Browserish(server.url)
    await client.post('/signup', {
      intent: 'signup',
      name: 'Resend Me',
      email,
      password: 'resend-pass-1',
      confirmPassword: 'resend-pass-1',
    })
    const first = await waitForMailLink(server.url, email, '/api/auth/verify-email')
    const resend = await client.post('/login', { intent: 'resend-verification', email })
    expect(resend.status).toBe(302)
    const deadline = Date.now() + 5000
    let links: string[] = []
    while (Date.now() < deadline && links.length < 2) {
      const html = await (await fetch(`${server.url}/dev/mailbox?to=${encodeURIComponent(email)}`)).text()
      links = [...html.matchAll(/href="(http[^"]+verify-email[^"]+)"/g)].map((match) => match[1]!)
    }
    expect(links.length).toBe(2)
    expect(links).toContain(first.replaceAll('&', '&amp;'))
  })
})

/** Sends bytes as they are (no client library tidies them up) and reads the answer until the server closes. */
function rawRequest(base: string, text: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    let data = ''
    const socket = net.connect(Number(port), hostname, () => socket.write(text))
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (data += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n')
      resolve({ status: Number(head.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0), headers: head, body })
    })
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')))
  })
}

describe('requests the server refuses at the edge', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer()
  })
  afterAll(() => server?.stop())

  const cases: [string, string, number, string][] = [
    ['TRACE', 'TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 405, 'The TRACE method is not allowed.'],
    ['TRACK', 'TRACK / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400, 'The request could not be read as HTTP.'],
    [
      'a Host with a broken IPv6 address',
      'GET / HTTP/1.1\r\nHost: [::bad\r\nConnection: close\r\n\r\n',
      400,
      'The Host header is not a valid host name.',
    ],
    [
      'a Host with an impossible port',
      'GET /login HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n',
      400,
      'The Host header is not a valid host name.',
    ],
    [
      'an absolute-form target',
      'GET http://evil.example/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      400,
      'The request target must be a path such as /pricing, not a full URL.',
    ],
    [
      'an asterisk-form target',
      'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      400,
      'The request target must be a path',
    ],
    [
      'a path of 7,000 segments',
      `GET ${'/a'.repeat(7000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      414,
      'The request path is too long.',
    ],
    [
      'a path of 33 segments',
      `GET ${'/a'.repeat(PATH_LIMITS.segments + 1)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      414,
      'The request path is too long.',
    ],
    [
      'a path longer than 2,048 characters',
      `GET /${'a'.repeat(PATH_LIMITS.characters)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      414,
      'The request path is too long.',
    ],
    ['HTTP/1.0 without Host', 'GET / HTTP/1.0\r\n\r\n', 400, 'A Host header is required.'],
    ['HTTP/1.1 without Host', 'GET /pricing HTTP/1.1\r\nConnection: close\r\n\r\n', 400, 'A Host header is required.'],
  ]
  for (const [name, text, status, message] of cases) {
    it(`answers ${name} with ${status} and a message`, async () => {
      const answer = await rawRequest(server.url, text)
      expect(answer.status).toBe(status)
      expect(JSON.parse(answer.body).error).toContain(message)
    })
  }

  it('answers a path at the limits with the app itself: the page for an unknown address', async () => {
    for (const path of ['/a'.repeat(PATH_LIMITS.segments), `/${'a'.repeat(PATH_LIMITS.characters - 1)}`]) {
      const response = await fetch(server.url + path, { headers: { Accept: 'text/html' } })
      expect(response.status, path.slice(0, 40)).toBe(404)
      expect(response.headers.get('content-type')).toContain('text/html')
      await response.body?.cancel()
    }
  })

  it('still serves HTTP/1.0 with a Host, and the refusals never reach the app as errors', async () => {
    const answer = await rawRequest(server.url, 'GET /healthz HTTP/1.0\r\nHost: localhost\r\n\r\n')
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' })
    expect(server.logs.filter((line) => line.includes('"level":50'))).toEqual([])
  })
})

describe('the log', () => {
  it('keeps its last lines when the server is stopped', async () => {
    const server = await startAppServer()
    await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'just-before-stop' } })
    await server.stop()
    const lines = server.logs.map((line) => JSON.parse(line) as { msg: string; requestId?: string })
    expect(lines.some((line) => line.requestId === 'just-before-stop')).toBe(true)
    expect(lines.at(-1)!.msg).toBe('shutting down')
  })

  it("runs React's production build when NODE_ENV is not set, as `npm start` leaves it", async () => {
    const server = await startAppServer({ NODE_ENV: '' })
    try {
      const listening = server.logs
        .map((line) => JSON.parse(line) as { msg: string; react?: string })
        .find((line) => line.msg.startsWith('listening'))
      expect(listening?.react).toBe('production')
    } finally {
      await server.stop()
    }
  })

  it('prints why the server refused to start, with the lines logged before it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'refused-start-'))
    try {
      const result = spawnSync(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server.js`], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          PATH: process.env.PATH,
          APP_MODE: 'demo',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          // Nothing listens on port 1: the database cannot be reached, so start-up fails after logging.
          DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
          // One process, whose log this reads in order (workers that cannot start: tests/integration/workers.test.ts).
          WEB_CONCURRENCY: '1',
        },
        encoding: 'utf8',
        // Under the full test run's load (two suites side by side) a start-up that fails took over 30 s.
        timeout: 90_000,
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toContain('ECONNREFUSED')
      const messages = result.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg)
      expect(messages).toContain('database opened')
      expect(messages.at(-1)).toBe('start-up failed')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('without Google configured', () => {
  it('hides the Google button', async () => {
    const server = await startAppServer()
    try {
      const html = await (await fetch(`${server.url}/login`)).text()
      expect(html).not.toContain('Sign in with Google')
      expect(html).toContain('Welcome back')
    } finally {
      await server.stop()
    }
  })
})
