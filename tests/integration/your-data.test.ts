// "Your data" against the built server: the export mailed as a signed link for its owner only, and
// closing an account (sessions ended, personal data gone, invoices kept with the buyer as printed).
import { createHmac } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { waitForMailLink } from '#tests/support/mailbox.ts'

const PAGE = '/dashboard/settings/data'
const FOUNDER = 'founder@agency.test'
const FOUNDER_ID = 'demo-founder'
const AUTH_SECRET = 'your-data-test-secret-0123456789abcdef'

type Export = {
  account: { email: string; name: string }
  roles: string[]
  pieces: { title: string; yourRole: string }[]
  invoices: { id: string; number: string; buyer: { name: string } }[]
  transactions: unknown[]
  notifications: unknown[]
  comments: unknown[]
}

/** A link to the same export with another expiry, signed as the server signs. */
function resigned(link: URL, expires: number) {
  const exportId = link.pathname.split('/').pop()!
  const signature = createHmac('sha256', AUTH_SECRET).update(`data-export:${exportId}:${FOUNDER_ID}:${expires}`).digest('base64url')
  return `${link.pathname}?expires=${expires}&signature=${signature}`
}

function yourDataSuite(getBackend: () => (Backend & { url?: string }) | null) {
  let server: AppServer
  let invoice: Export['invoices'][number]

  beforeAll(async () => {
    server = await startAppServer({ ...getBackend()!.serverEnv(), APP_MODE: 'demo', AUTH_SECRET })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('mails a signed link to a JSON file of everything held, with the person’s own invoice, for them only', async () => {
    const founder = await signIn(server.url, FOUNDER)
    expect(await (await founder.request(PAGE)).text()).toContain('Download my data')
    const asked = await founder.post(PAGE, { intent: 'export' })
    expect(asked.status).toBe(302)
    expect((await founder.post(PAGE, { intent: 'export' })).status).toBe(409)

    const link = new URL(await waitForMailLink(server.url, FOUNDER, '/dashboard/settings/data/download/', 60_000))
    const download = await founder.request(`${link.pathname}${link.search}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('attachment')
    const data = (await download.json()) as Export
    expect(data.account.email).toBe(FOUNDER)
    expect(data.roles).toContain('founder')
    expect(data.pieces.length).toBeGreaterThan(0)
    expect(data.pieces.every((piece) => piece.yourRole === 'founder')).toBe(true)
    expect(data.transactions.length).toBeGreaterThan(0)
    expect(data.invoices.length).toBeGreaterThan(0)
    invoice = data.invoices[0]!
    expect(invoice.number).toMatch(/^UNF/)
    expect(invoice.buyer.name).toBeTruthy()
    expect(await (await founder.request(PAGE)).text()).toContain('Your last copy was emailed to you')

    // Another person, a stranger and an altered or expired link get nothing.
    const other = await signIn(server.url, 'founder2@agency.test')
    expect((await other.request(`${link.pathname}${link.search}`)).status).toBe(404)
    const anonymous = await new Browserish(server.url).request(`${link.pathname}${link.search}`)
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toContain('/login?redirectTo=')
    const expires = Number(link.searchParams.get('expires'))
    expect((await founder.request(`${link.pathname}?expires=${expires + 1}&signature=${link.searchParams.get('signature')}`)).status).toBe(
      404,
    )
    expect((await founder.request(resigned(link, Math.floor(Date.now() / 1000) - 60))).status).toBe(410)
    expect((await founder.request(resigned(link, expires))).status).toBe(200)
  })

  it('closes an account with the password and the typed words: sessions end, personal data goes, invoices stay as issued', async () => {
    const here = await signIn(server.url, FOUNDER)
    const elsewhere = await signIn(server.url, FOUNDER)
    const wrongPassword = await here.post(PAGE, { intent: 'close', password: 'not-the-password', confirmation: 'CLOSE MY ACCOUNT' })
    expect(wrongPassword.status).toBe(400)
    expect(await wrongPassword.text()).toContain('That password is not right.')
    const wrongWords = await here.post(PAGE, { intent: 'close', password: 'demo-password', confirmation: 'close it' })
    expect(wrongWords.status).toBe(400)
    expect(await wrongWords.text()).toContain('Type CLOSE MY ACCOUNT to confirm')
    expect((await elsewhere.request('/dashboard')).status).toBe(200)

    const closed = await here.post(PAGE, { intent: 'close', password: 'demo-password', confirmation: 'CLOSE MY ACCOUNT' })
    expect(closed.status).toBe(302)
    expect(closed.headers.get('location')).toBe('/')
    // This browser's cookie is cleared as the close answers (the sessions themselves ended in its transaction).
    expect(closed.headers.get('set-cookie')).toMatch(/session_token=;[^,]*Max-Age=0/i)
    for (const browser of [here, elsewhere]) expect((await browser.request('/dashboard')).status).toBe(302)
    const again = await new Browserish(server.url).post('/login', {
      intent: 'login',
      email: FOUNDER,
      password: 'demo-password',
      redirectTo: '/dashboard',
    })
    expect([400, 401]).toContain(again.status)
    const mailbox = await (await fetch(new URL(`/dev/mailbox?to=${encodeURIComponent(FOUNDER)}`, server.url))).text()
    expect(mailbox).toContain('Your Unfiltered account is closed')

    // The invoice stays, with the buyer as it was printed.
    const admin = await signIn(server.url, 'admin@agency.test')
    const page = await admin.request(`/invoices/${invoice.id}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(invoice.number)
    expect(html).toContain(invoice.buyer.name)
    expect(html).not.toContain('Closed account')

    const url = getBackend()!.url
    if (!url) return // the embedded database belongs to the server process; the PostgreSQL run reads the rows
    const database = new pg.Client({ connectionString: url })
    await database.connect()
    try {
      const one = async (query: string) => (await database.query(query, [FOUNDER_ID])).rows[0] as Record<string, unknown>
      expect(await one(`select name, email, closed_at is not null as closed from "user" where id = $1`)).toEqual({
        name: 'Closed account',
        email: `closed-${FOUNDER_ID}@closed.invalid`,
        closed: true,
      })
      expect(await one(`select count(*)::int as n from session where user_id = $1`)).toEqual({ n: 0 })
      expect(await one(`select count(*)::int as n from account where user_id = $1`)).toEqual({ n: 0 })
      expect(await one(`select count(*)::int as n from notifications where user_id = $1`)).toEqual({ n: 0 })
      expect(await one(`select count(*)::int as n from user_roles where user_id = $1`)).toEqual({ n: 0 })
      expect(await one(`select name, company, bio from profiles where id = $1`)).toEqual({ name: null, company: null, bio: null })
      expect(await one(`select count(*)::int as n from writer_founder_assignments where founder_id = $1 and is_active`)).toEqual({ n: 0 })
      expect(
        await one(`select bool_and(cancel_at_period_end) as all_cancel from subscriptions where user_id = $1 and status = 'active'`),
      ).toEqual({
        all_cancel: true,
      })
      expect(await one(`select count(*)::int as n from invoices where user_id = $1`)).not.toEqual({ n: 0 })
      expect(await one(`select count(*)::int as n from credit_notes where user_id = $1`)).not.toEqual({ n: 0 })
    } finally {
      await database.end()
    }
  })
}

describe('your data on PGlite', () => {
  let backend: Backend | null = null
  beforeAll(async () => {
    backend = await pgliteBackend()
  })
  yourDataSuite(() => backend)
})

const postgres = await postgresBackend()
describe.runIf(postgres)('your data on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  yourDataSuite(() => postgres)
})
