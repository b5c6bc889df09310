// Who may open what and who may do what: every route of app/routes.ts (GET), every action intent
// (POST with each intent), every method of the resource routes, for six people. A refusal must leave
// the database exactly as it was. A route, an action or an intent without a row fails the last tests.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { PUBLIC_GET_PATHS, routePatterns } from '#tests/support/routes.ts'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { pollUntil } from '#tests/support/poll.ts'
import {
  ACCOUNTS,
  adminOnly,
  all,
  anonymousOnly,
  founderOnly,
  fresh,
  ok,
  signedIn,
  WHO,
  type ActionRow,
  type AreaRows,
  type NoActionRow,
  type Outcome,
  type PageRow,
  type Who,
} from '#tests/support/authorization.ts'

/** A sandbox checkout id of the right shape that does not exist. */
const NO_SUCH_SANDBOX_CHECKOUT = 'sbx_cs_000000000000000000000000'
/** A sandbox billing portal session id of the right shape that does not exist. */
const NO_SUCH_SANDBOX_PORTAL = 'sbx_bps_000000000000000000000000'
const NO_SUCH_INVOICE = '00000000-0000-4000-8000-000000000000'

/** Every route of app/routes.ts, opened with GET. */
const CORE_PAGES: PageRow[] = [
  ...PUBLIC_GET_PATHS.map(({ pattern, path }) => ({ pattern, path, expect: ok })),
  { pattern: '/login', path: '/login', expect: anonymousOnly({ status: 200 }) },
  { pattern: '/signup', path: '/signup', expect: anonymousOnly({ status: 200 }) },
  { pattern: '/reset-password', path: '/reset-password', expect: ok },
  { pattern: '/logout', path: '/logout', expect: all({ status: 302, location: '/' }) },
  {
    pattern: '/auth/callback',
    path: '/auth/callback?from=google',
    expect: { ...all({ status: 302, location: '/dashboard' }), anonymous: { status: 302, location: '/login' } },
  },
  { pattern: '/onboarding', path: '/onboarding', expect: ok },
  { pattern: '/get-started', path: '/get-started', expect: ok },
  { pattern: '/writer-onboarding', path: '/writer-onboarding', expect: ok },
  { pattern: '/checkout/:plan', path: '/checkout/growth?billing=yearly', expect: ok },
  { pattern: '/thank-you', path: '/thank-you', expect: signedIn({ status: 200 }, '/login?redirectTo=%2Fthank-you') },
  { pattern: '/sandbox/checkout/:id', path: `/sandbox/checkout/${NO_SUCH_SANDBOX_CHECKOUT}`, expect: all({ status: 404 }) },
  // Like a provider's portal link, the session id is the key: an unknown one is not found, for anyone.
  { pattern: '/sandbox/billing-portal/:id', path: `/sandbox/billing-portal/${NO_SUCH_SANDBOX_PORTAL}`, expect: all({ status: 404 }) },
  {
    pattern: '/dashboard/billing',
    path: '/dashboard/billing',
    expect: { ...founderOnly({ status: 200 }), anonymous: { status: 302, location: '/login?redirectTo=%2Fdashboard%2Fbilling' } },
  },
  { pattern: '/api/webhooks/:provider', path: '/api/webhooks/sandbox', expect: all({ status: 405 }) },
  {
    pattern: '/dashboard/notifications',
    path: '/dashboard/notifications',
    expect: signedIn({ status: 200 }, '/login?redirectTo=%2Fdashboard%2Fnotifications'),
  },
  // An invoice is its buyer's and the admins' only; an id nobody may read is answered as missing (tests/integration/invoices.test.ts).
  {
    pattern: '/invoices/:id',
    path: `/invoices/${NO_SUCH_INVOICE}`,
    expect: signedIn({ status: 404 }, `/login?redirectTo=%2Finvoices%2F${NO_SUCH_INVOICE}`),
  },
  {
    pattern: '/invoices/:id/pdf',
    path: `/invoices/${NO_SUCH_INVOICE}/pdf`,
    expect: signedIn({ status: 404 }, `/login?redirectTo=%2Finvoices%2F${NO_SUCH_INVOICE}%2Fpdf`),
  },
  // For founders with a completed purchase (both demo founders have one) and admins; no starter pack has
  // been uploaded in the demo data, so they are told so. Writers get Access Denied.
  {
    pattern: '/downloads/starter-pack',
    path: '/downloads/starter-pack',
    expect: {
      ...signedIn({ status: 404 }, '/login?redirectTo=%2Fdownloads%2Fstarter-pack'),
      writer: { status: 403, refused: true },
      writer2: { status: 403, refused: true },
    },
  },
  {
    pattern: '/downloads/starter-pack/file',
    path: '/downloads/starter-pack/file',
    expect: {
      ...signedIn({ status: 404 }, '/login?redirectTo=%2Fdownloads%2Fstarter-pack%2Ffile'),
      writer: { status: 403, refused: true },
      writer2: { status: 403, refused: true },
    },
  },
  { pattern: '/dashboard', path: '/dashboard', expect: signedIn({ status: 200 }, '/login?redirectTo=%2Fdashboard') },
  { pattern: '/admin', path: '/admin', expect: adminOnly({ status: 200 }, '/login?redirectTo=%2Fadmin') },
  { pattern: '/switch-role', path: '/switch-role', expect: all({ status: 302, location: '/dashboard' }) },
  { pattern: '/dev/mailbox', path: '/dev/mailbox', expect: ok }, // demo mode, from loopback; 404 otherwise (tested elsewhere)
  { pattern: '/api/auth/*', path: '/api/auth/get-session', expect: all({ status: 404 }) },
  { pattern: '/api/headline-suggestions', path: '/api/headline-suggestions', expect: all({ status: 405 }) },
  { pattern: '/healthz', path: '/healthz', expect: ok },
  { pattern: '/readyz', path: '/readyz', expect: ok },
  { pattern: '/*', path: '/no-such-page', expect: all({ status: 404 }) },
  // An unknown product address is a 404 for anyone, inside the product's shell (tests/e2e/layouts.spec.ts).
  { pattern: '/dashboard/*', path: '/dashboard/no-such-page', expect: all({ status: 404 }) },
  { pattern: '/admin/*', path: '/admin/no-such-page', expect: all({ status: 404 }) },
]

/** Every action and every intent, with a body that would succeed for someone allowed to send it. */
const CORE_ACTIONS: ActionRow[] = [
  {
    pattern: '/login',
    intent: 'login',
    path: '/login',
    body: () => ({ intent: 'login', email: 'founder3@agency.test', password: 'demo-password', redirectTo: '/thank-you' }),
    expect: anonymousOnly({ status: 302, location: '/thank-you' }),
  },
  {
    pattern: '/signup',
    intent: 'signup',
    path: '/signup',
    body: () => ({
      intent: 'signup',
      name: 'New Person',
      email: fresh('signup'),
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
    }),
    expect: anonymousOnly({ status: 302, location: '/onboarding' }),
  },
  {
    pattern: '/login',
    intent: 'forgot',
    path: '/login?mode=forgot',
    body: () => ({ intent: 'forgot', email: 'founder3@agency.test' }),
    expect: anonymousOnly({ status: 302, location: '/login' }),
  },
  {
    pattern: '/login',
    intent: 'resend-verification',
    path: '/login',
    body: () => ({ intent: 'resend-verification', email: fresh('resend') }),
    expect: anonymousOnly({ status: 302, location: '/login' }),
  },
  {
    pattern: '/login',
    intent: 'google',
    path: '/login',
    body: () => ({ intent: 'google' }),
    // Google is not configured here: refused for everyone, signed-in people are sent on first.
    expect: anonymousOnly({ status: 400, refused: true }),
  },
  {
    pattern: '/login',
    intent: '(unknown)',
    path: '/login',
    body: () => ({ intent: 'explode' }),
    expect: anonymousOnly({ status: 400, refused: true }),
  },
  {
    pattern: '/reset-password',
    path: '/reset-password',
    body: () => ({ token: 'no-such-token', password: 'a-good-password', confirmPassword: 'a-good-password' }),
    expect: all({ status: 400, refused: true }),
  },
  {
    pattern: '/contact',
    path: '/contact',
    body: (who) => ({ name: `Contact ${who}`, email: fresh(`contact-${who}`), subject: '', message: 'Hello from the matrix.' }),
    expect: all({ status: 302, location: '/contact' }),
  },
  {
    pattern: '/switch-role',
    path: '/switch-role',
    body: () => ({ role: 'founder' }),
    expect: {
      anonymous: { status: 302, location: '/login?redirectTo=%2Fswitch-role', refused: true },
      founder: { status: 302, location: '/dashboard' },
      founder2: { status: 302, location: '/dashboard' },
      writer: { status: 403, refused: true },
      writer2: { status: 403, refused: true },
      admin: { status: 403, refused: true },
    },
  },
  {
    pattern: '/switch-role',
    intent: '(foreign origin)',
    path: '/switch-role',
    origin: 'https://evil.example',
    body: () => ({ role: 'founder' }),
    expect: all({ status: 403, refused: true }),
  },
  {
    pattern: '/logout',
    intent: '(foreign origin)',
    path: '/logout',
    origin: 'https://evil.example',
    body: () => ({}),
    expect: all({ status: 403, refused: true }),
  },
  {
    pattern: '/logout',
    intent: '(null origin)',
    path: '/logout',
    origin: 'null',
    body: () => ({}),
    expect: all({ status: 403, refused: true }),
  },
  {
    pattern: '/checkout/:plan',
    intent: 'quote',
    path: '/checkout/growth?billing=yearly&currency=INR',
    body: () => ({ intent: 'quote', billing: 'yearly', currency: 'INR', couponCode: 'LAUNCH20', gstNumber: '27AAPFU0939F1ZV' }),
    expect: {
      ...all({ status: 200 }),
      anonymous: {
        status: 302,
        location: `/login?redirectTo=${encodeURIComponent('/checkout/growth?billing=yearly&currency=INR')}`,
        refused: true,
      },
    },
  },
  {
    pattern: '/checkout/:plan',
    intent: 'pay',
    path: '/checkout/linkedin-profile-optimization?currency=USD',
    body: (who) => ({
      intent: 'pay',
      name: `Buyer ${who}`,
      email: who === 'anonymous' ? 'nobody@example.test' : ACCOUNTS[who],
      currency: 'USD',
      billing: 'monthly',
    }),
    // Everyone signed in may buy: the order goes to the sandbox's payment page.
    expect: {
      ...all({ status: 302 }),
      anonymous: {
        status: 302,
        location: `/login?redirectTo=${encodeURIComponent('/checkout/linkedin-profile-optimization?currency=USD')}`,
        refused: true,
      },
    },
  },
  {
    pattern: '/checkout/:plan',
    intent: '(sold out)',
    path: '/checkout/base',
    body: (who) => ({ intent: 'pay', name: 'Buyer', email: who === 'anonymous' ? 'nobody@example.test' : ACCOUNTS[who] }),
    expect: {
      ...all({ status: 409, refused: true }),
      anonymous: { status: 302, location: '/login?redirectTo=%2Fcheckout%2Fbase', refused: true },
    },
  },
  {
    pattern: '/checkout/:plan',
    intent: '(unknown)',
    path: '/checkout/growth',
    body: () => ({ intent: 'explode' }),
    expect: {
      ...all({ status: 400, refused: true }),
      anonymous: { status: 302, location: '/login?redirectTo=%2Fcheckout%2Fgrowth', refused: true },
    },
  },
  {
    pattern: '/dashboard/billing',
    intent: 'update-payment-method',
    path: '/dashboard/billing',
    // Both demo founders' plans are the sandbox's: each is sent to a portal session for their own plan.
    body: () => ({ intent: 'update-payment-method' }),
    expect: {
      ...founderOnly({ status: 302 }),
      anonymous: { status: 302, location: '/login?redirectTo=%2Fdashboard%2Fbilling', refused: true },
    },
  },
  {
    pattern: '/dashboard/billing',
    intent: 'cancel',
    path: '/dashboard/billing',
    body: () => ({ intent: 'cancel' }),
    expect: {
      ...founderOnly({ status: 302, location: '/dashboard/billing' }),
      anonymous: { status: 302, location: '/login?redirectTo=%2Fdashboard%2Fbilling', refused: true },
    },
  },
  {
    pattern: '/dashboard/billing',
    intent: 'resume',
    path: '/dashboard/billing',
    body: () => ({ intent: 'resume' }),
    expect: {
      ...founderOnly({ status: 302, location: '/dashboard/billing' }),
      anonymous: { status: 302, location: '/login?redirectTo=%2Fdashboard%2Fbilling', refused: true },
    },
  },
  {
    pattern: '/dashboard/billing',
    intent: 'renew-now',
    path: '/dashboard/billing',
    body: () => ({ intent: 'renew-now' }),
    expect: {
      ...founderOnly({ status: 302, location: '/dashboard/billing' }),
      anonymous: { status: 302, location: '/login?redirectTo=%2Fdashboard%2Fbilling', refused: true },
    },
  },
  {
    pattern: '/dashboard/billing',
    intent: '(unknown)',
    path: '/dashboard/billing',
    body: () => ({ intent: 'explode' }),
    expect: {
      ...founderOnly({ status: 400, refused: true }),
      anonymous: { status: 302, location: '/login?redirectTo=%2Fdashboard%2Fbilling', refused: true },
    },
  },
  {
    pattern: '/sandbox/billing-portal/:id',
    intent: 'save-card',
    path: `/sandbox/billing-portal/${NO_SUCH_SANDBOX_PORTAL}`,
    body: () => ({ intent: 'save-card', cardNumber: '4242424242424242', expiry: '12/99' }),
    expect: all({ status: 404, refused: true }),
  },
  ...(['pay', 'fail', 'cancel'] as const).map((intent) => ({
    pattern: '/sandbox/checkout/:id',
    intent,
    path: `/sandbox/checkout/${NO_SUCH_SANDBOX_CHECKOUT}`,
    body: () => ({ intent }),
    expect: all({ status: 404, refused: true }),
  })),
  {
    pattern: '/api/webhooks/:provider',
    path: '/api/webhooks/sandbox',
    json: { id: 'evt_unsigned', type: 'checkout.completed', object: NO_SUCH_SANDBOX_CHECKOUT },
    // Not signed by the provider: refused, whoever sends it.
    expect: all({ status: 400, refused: true }),
  },
  {
    pattern: '/dashboard/notifications',
    intent: 'mark-read',
    path: '/dashboard/notifications',
    body: () => ({ intent: 'mark-read' }),
    expect: signedIn({ status: 302, location: '/dashboard/notifications' }, '/login?redirectTo=%2Fdashboard%2Fnotifications'),
  },
  {
    pattern: '/dashboard/notifications',
    intent: '(unknown)',
    path: '/dashboard/notifications',
    body: () => ({ intent: 'explode' }),
    expect: signedIn({ status: 400, refused: true }, '/login?redirectTo=%2Fdashboard%2Fnotifications'),
  },
  {
    pattern: '/api/webhooks/:provider',
    intent: '(unknown provider)',
    path: '/api/webhooks/paypal',
    json: {},
    expect: all({ status: 404, refused: true }),
  },
  {
    pattern: '/api/headline-suggestions',
    intent: '(PUT)',
    method: 'PUT',
    path: '/api/headline-suggestions',
    json: {},
    expect: all({ status: 405, refused: true }),
  },
  {
    pattern: '/api/auth/*',
    intent: '(DELETE)',
    method: 'DELETE',
    path: '/api/auth/sign-out',
    json: {},
    expect: all({ status: 404, refused: true }),
  },
  {
    pattern: '/api/headline-suggestions',
    path: '/api/headline-suggestions',
    json: { originalContent: { headline: 'We got fired by our biggest client', content: 'What we learned from it.' }, score: 50 },
    expect: all({ status: 200 }),
  },
  {
    pattern: '/api/auth/*',
    path: '/api/auth/sign-in/email',
    json: { email: 'founder@agency.test', password: 'demo-password' },
    expect: all({ status: 404, refused: true }),
  },
  {
    pattern: '/api/auth/*',
    intent: '(sign-up)',
    path: '/api/auth/sign-up/email',
    json: { email: 'raw@example.test', password: 'password', name: '<script>x</script>' },
    expect: all({ status: 404, refused: true }),
  },
  { pattern: '/*', path: '/no-such-page', body: () => ({ intent: 'anything' }), expect: all({ status: 404, refused: true }) },
  {
    pattern: '/dashboard/*',
    path: '/dashboard/no-such-page',
    body: () => ({ intent: 'anything' }),
    expect: all({ status: 404, refused: true }),
  },
  { pattern: '/admin/*', path: '/admin/no-such-page', body: () => ({ intent: 'anything' }), expect: all({ status: 404, refused: true }) },
]

// The rows of each area live beside this file (authorization/<area>.rows.ts).
const AREAS = Object.values(import.meta.glob<AreaRows>('./authorization/*.rows.ts', { eager: true, import: 'rows' }))
const PAGES: PageRow[] = [...CORE_PAGES, ...AREAS.flatMap((area) => area.pages ?? [])]
const ACTIONS: ActionRow[] = [
  ...CORE_ACTIONS,
  ...AREAS.flatMap((area) => area.actions ?? []),
  // Logging out last: it ends the sessions the other rows use.
  { pattern: '/logout', path: '/logout', body: () => ({}), expect: all({ status: 302, location: '/' }) },
]

/** Routes whose module has no action: a POST is refused with 405 and changes nothing. */
const CORE_NO_ACTION: NoActionRow[] = [
  ...PUBLIC_GET_PATHS.filter(({ pattern }) => pattern !== '/contact').map(({ pattern, path }) => ({ pattern, path })),
  { pattern: '/thank-you', path: '/thank-you' },
  { pattern: '/dashboard', path: '/dashboard' },
  { pattern: '/downloads/starter-pack', path: '/downloads/starter-pack' },
  { pattern: '/downloads/starter-pack/file', path: '/downloads/starter-pack/file' },
  { pattern: '/invoices/:id', path: `/invoices/${NO_SUCH_INVOICE}` },
  { pattern: '/invoices/:id/pdf', path: `/invoices/${NO_SUCH_INVOICE}/pdf` },
  { pattern: '/dev/mailbox', path: '/dev/mailbox' },
  { pattern: '/auth/callback', path: '/auth/callback?from=google' },
  { pattern: '/healthz', path: '/healthz' },
  { pattern: '/readyz', path: '/readyz' },
]

const NO_ACTION: NoActionRow[] = [...CORE_NO_ACTION, ...AREAS.flatMap((area) => area.noAction ?? [])]

/** Tables whose rows change by design on any request (rate-limit counters) are left out. */
const VOLATILE = new Set(['request_counters', 'rate_limit'])
/** Columns the job queue updates in the background (a mail queued by an earlier, allowed row being sent). */
const BACKGROUND_COLUMNS: Record<string, string[]> = { email_outbox: ['status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at'] }

const postgres = await postgresBackend()

describe.runIf(postgres)('who may open what and do what', () => {
  let server: AppServer
  let database: pg.Client
  const clients = {} as Record<Who, Browserish>

  /**
   * Waits until the job queue has nothing due or running: an allowed row's background work (a
   * renewal's webhook, a receipt) must land before a refused row's "nothing changed" is measured.
   */
  async function jobsSettled() {
    await pollUntil('background jobs to finish', async () => {
      const { rows } = await database.query<{ n: string }>(
        `select count(*) as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now() and name not like '\\_\\_pgboss%'`,
      )
      return Number(rows[0]!.n) === 0
    })
  }

  /** A digest of every row of every table: any insert, update or delete changes it. */
  async function fingerprint() {
    const tables = await database.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
    const parts: string[] = []
    for (const { table_name: table } of tables.rows) {
      if (VOLATILE.has(table)) continue
      const row = ['to_jsonb(t)', ...(BACKGROUND_COLUMNS[table] ?? []).map((column) => `'${column}'`)].join(' - ')
      const { rows } = await database.query<{ digest: string }>(
        `select count(*) || ':' || coalesce(md5(string_agg((${row})::text, '|' order by (${row})::text)), '') as digest from "${table}" t`,
      )
      parts.push(`${table}=${rows[0]!.digest}`)
    }
    return parts.join('\n')
  }

  beforeAll(async () => {
    server = await startAppServer(postgres!.serverEnv())
    database = new pg.Client({ connectionString: postgres!.url })
    await database.connect()
    // Refused requests are checked against a digest of the whole database, so nothing else may write to
    // it meanwhile: the timed jobs (due and review reminders, renewals, reconciliation) are taken off.
    await database.query('delete from pgboss.schedule')
    clients.anonymous = new Browserish(server.url)
    for (const who of WHO) if (who !== 'anonymous') clients[who] = await signIn(server.url, ACCOUNTS[who])
  })
  afterAll(async () => {
    await database?.end()
    await server?.stop()
    await postgres?.teardown()
  })

  function expectOutcome(response: Response, expected: Outcome, label: string) {
    expect(response.status, label).toBe(expected.status)
    if (expected.location !== undefined) expect(response.headers.get('location'), label).toBe(expected.location)
  }

  it.each(PAGES.map((row) => [row.path, row] as const))('GET %s', async (_path, row) => {
    for (const who of WHO) {
      const response = await clients[who].request(row.path)
      expectOutcome(response, row.expect[who], `${who} → GET ${row.path}`)
      await response.arrayBuffer()
    }
  })

  it('serves the same answers to data requests (.data) as to pages', async () => {
    const cases: [Who, string, number][] = [
      ['anonymous', '/admin.data', 202],
      ['founder', '/admin.data', 403],
      ['writer2', '/admin.data', 403],
      ['admin', '/admin.data', 200],
      ['anonymous', '/dashboard.data', 202],
      ['founder2', '/dashboard.data', 200],
    ]
    for (const [who, path, status] of cases) {
      const response = await clients[who].request(path)
      expect(response.status, `${who} → ${path}`).toBe(status)
      // A redirect in a data request is told in a header, not followed.
      if (status === 202)
        expect(response.headers.get('x-remix-redirect') ?? (await response.text()), `${who} → ${path}`).toContain('/login')
    }
  })

  it.each(ACTIONS.map((row) => [`${row.method ?? 'POST'} ${row.path} ${row.intent ?? ''}`, row] as const))('%s', async (_label, row) => {
    for (const who of WHO) {
      const before = row.expect[who].refused ? (await jobsSettled(), await fingerprint()) : null
      const headers = row.origin ? { Origin: row.origin } : undefined
      // A new anonymous visitor each time: an allowed sign-in must not sign in the next row's visitor.
      const client = who === 'anonymous' ? new Browserish(server.url) : clients[who]
      const response = await client.request(row.path, {
        method: row.method ?? 'POST',
        headers,
        ...(row.json !== undefined ? { json: row.json } : { form: row.body?.(who) ?? {} }),
      })
      const label = `${who} → ${row.method ?? 'POST'} ${row.path} ${row.intent ?? ''}`
      expectOutcome(response, row.expect[who], label)
      await response.arrayBuffer()
      if (before !== null) expect(await fingerprint(), `${label} changed the database`).toBe(before)
    }
  })

  it('answers a POST to a route without an action with 405 and changes nothing', async () => {
    const anonymous = new Browserish(server.url)
    const before = await fingerprint()
    for (const row of NO_ACTION) {
      const response = await anonymous.request(row.path, { method: 'POST', form: { intent: 'anything' } })
      expect(response.status, `POST ${row.path}`).toBe(405)
      await response.arrayBuffer()
    }
    expect(await fingerprint()).toBe(before)
  })

  it('has a GET row for every route in app/routes.ts', () => {
    expect([...new Set(PAGES.map((row) => row.pattern))].sort()).toEqual(routePatterns(routes as never).sort())
  })

  it('has a row for every route with an action, and for every intent it handles', () => {
    for (const route of moduleRoutes(routes as never)) {
      const source = sourceWithHelpers(route.file)
      const rows = ACTIONS.filter((row) => row.pattern === route.pattern)
      if (!/export (async )?function action\b/.test(source)) {
        expect(
          NO_ACTION.some((row) => row.pattern === route.pattern),
          `${route.pattern} has no action: it needs a NO_ACTION row`,
        ).toBe(true)
        continue
      }
      expect(rows.length, `${route.pattern} has an action but no row`).toBeGreaterThan(0)
      for (const intent of intentsIn(source)) {
        // Any route that handles this intent with the same code may carry its row (/login and /signup share one).
        expect(
          ACTIONS.some((row) => row.intent === intent && intentsIn(sourceWithHelpers(fileOf(row.pattern))).includes(intent)),
          `${route.pattern}: intent "${intent}" has no row`,
        ).toBe(true)
      }
    }
  })
})

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }

/** Every route with its pattern and its module file. */
function moduleRoutes(entries: RouteEntry[], prefix = ''): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const children = entry.children ?? []
    if (!entry.index && entry.path === undefined) return moduleRoutes(children, prefix)
    const pattern = entry.index ? prefix || '/' : `${prefix}/${entry.path}`.replace(/\/+/g, '/')
    return [{ pattern, file: entry.file }, ...moduleRoutes(children, entry.index ? prefix : pattern)]
  })
}

const APP = path.resolve(import.meta.dirname, '../../app')

/** A route module's source with the `./+shared/…` modules it imports, where its intents are handled. */
function sourceWithHelpers(file: string) {
  const full = path.join(APP, file)
  const source = readFileSync(full, 'utf8')
  const helpers = [...source.matchAll(/from '(\.\/\+shared\/[^']+)'/g)].map((match) =>
    readFileSync(path.resolve(path.dirname(full), match[1]!), 'utf8'),
  )
  return [source, ...helpers].join('\n')
}

/** The intents a module handles: the cases of its `switch` on the form's intent. */
function intentsIn(source: string) {
  return [...source.matchAll(/case '([\w-]+)':/g)].map((match) => match[1]!)
}

function fileOf(pattern: string) {
  return moduleRoutes(routes as never).find((route) => route.pattern === pattern)!.file
}
