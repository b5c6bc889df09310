// GET /metrics through the built server: Prometheus' text format with every family an operator alerts
// on, counters that move with the requests, mail and webhooks they count, labelled by route pattern
// (never the URL), and refused (a 404, like any unknown page) to anyone but the machine itself or the
// bearer of METRICS_TOKEN — the address judged as the server judges it, so a proxy's forwarded address counts.
import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { parseMetrics, sampleValue } from '#tests/support/metrics.ts'
import { pollUntil } from '#tests/support/poll.ts'

const TOKEN = randomBytes(32).toString('hex')
const LOOPBACK = { 'X-Forwarded-For': '127.0.0.1' }
const OUTSIDE = { 'X-Forwarded-For': '203.0.113.9' }

const FAMILIES = [
  'http_requests_total',
  'http_request_duration_seconds',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
  'process_resident_memory_bytes',
  'app_db_pool_connections',
  'app_db_query_errors_total',
  'app_jobs_queued',
  'app_jobs_total',
  'app_mails_total',
  'app_payment_attempts',
  'app_webhooks_total',
  'app_worker',
]

describe('metrics', () => {
  let server: AppServer
  const metrics = async (headers: Record<string, string> = LOOPBACK) => {
    const response = await fetch(`${server.url}/metrics`, { headers })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    return parseMetrics(await response.text())
  }

  beforeAll(async () => {
    // Behind a proxy, as deployed: the forwarded address is the client's.
    server = await startAppServer({ TRUSTED_PROXY_HEADER: 'x-forwarded-for', METRICS_TOKEN: TOKEN })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('answers the machine itself with every family, in the text format', async () => {
    const { families } = await metrics()
    for (const family of FAMILIES) expect(families.has(family), family).toBe(true)
    expect(families.get('http_request_duration_seconds')).toBe('histogram')
    expect(families.get('http_requests_total')).toBe('counter')
  })

  it('counts requests by route pattern and status, and the mail and webhooks they cause', async () => {
    const admin = await signIn(server.url, 'admin@agency.test')
    const before = await metrics()
    const pieceId = randomUUID()
    for (let i = 0; i < 3; i++) expect((await admin.request('/dashboard')).status).toBe(200)
    expect((await admin.request(`/dashboard/content/${pieceId}`)).status).toBe(404)
    const refused = await new Browserish(server.url).request('/api/webhooks/sandbox', {
      method: 'POST',
      body: '{"id":"evt_forged"}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(refused.status).toBe(400)
    const email = `metrics-${Date.now().toString(36)}@example.test`
    const signup = await new Browserish(server.url).post('/signup', {
      intent: 'signup',
      name: 'Metric Person',
      email,
      password: 'correct-horse-42',
      confirmPassword: 'correct-horse-42',
    })
    expect(signup.status).toBe(302)

    const dashboard = { method: 'GET', route: '/dashboard', status: '200' }
    const after = await pollUntil('the verification mail to be counted', async () => {
      const now = await metrics()
      // The mail is counted as it goes out, its job a moment later, when the job's handler returns.
      const mailed = sampleValue(now, 'app_mails_total', { outcome: 'sent' }) > sampleValue(before, 'app_mails_total', { outcome: 'sent' })
      const done = sampleValue(now, 'app_jobs_total', { queue: 'send-email', outcome: 'completed' }) > 0
      return mailed && done ? now : null
    })
    expect(sampleValue(after, 'http_requests_total', dashboard) - sampleValue(before, 'http_requests_total', dashboard)).toBe(3)
    expect(
      sampleValue(after, 'http_request_duration_seconds_count', dashboard) -
        sampleValue(before, 'http_request_duration_seconds_count', dashboard),
    ).toBe(3)
    // The pattern, not the URL: no piece id in any label.
    expect(
      sampleValue(after, 'http_requests_total', { method: 'GET', route: '/dashboard/content/:id', status: '404' }),
    ).toBeGreaterThanOrEqual(1)
    expect(after.text).not.toContain(pieceId)
    expect(sampleValue(after, 'app_webhooks_total', { provider: 'sandbox', outcome: 'refused' })).toBe(
      sampleValue(before, 'app_webhooks_total', { provider: 'sandbox', outcome: 'refused' }) + 1,
    )
    expect(sampleValue(after, 'app_jobs_total', { queue: 'send-email', outcome: 'completed' })).toBeGreaterThanOrEqual(1)
    expect(sampleValue(after, 'app_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1)
    expect(sampleValue(after, 'process_resident_memory_bytes', {})).toBeGreaterThan(10_000_000)
    // The embedded database: one process, and the log says why.
    expect(sampleValue(after, 'app_worker', {})).toBe(1)
    expect(
      server.logs.some((line) => line.includes('one process: the embedded database (PGlite) serves one process per data folder')),
    ).toBe(true)
  })

  it('is a 404 from any other address without the token, and answers the bearer of METRICS_TOKEN', async () => {
    const outside = await fetch(`${server.url}/metrics`, { headers: OUTSIDE })
    expect(outside.status).toBe(404)
    expect(await outside.text()).not.toContain('http_requests_total')
    const wrong = await fetch(`${server.url}/metrics`, { headers: { ...OUTSIDE, Authorization: `Bearer ${'x'.repeat(64)}` } })
    expect(wrong.status).toBe(404)
    // A client cannot pass for loopback by writing the header itself: the proxy's entry (the right-most) counts.
    const spoofed = await fetch(`${server.url}/metrics`, { headers: { 'X-Forwarded-For': '127.0.0.1, 203.0.113.9' } })
    expect(spoofed.status).toBe(404)
    const { families } = await metrics({ ...OUTSIDE, Authorization: `Bearer ${TOKEN}` })
    expect(families.has('http_requests_total')).toBe(true)
  })
})
