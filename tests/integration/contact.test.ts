// The contact form over HTTP, against the built server, as a browser without JavaScript posts it.
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, emailOutbox } from '#db/schema/messaging.ts'
import { CONTACT_MESSAGES } from '#app/features/contact/contact-schema.ts'
import { CONTACT_RATE_LIMITS } from '#app/features/contact/submit-contact-message.server.ts'
import { openDatabase } from '#app/utils/db.server.ts'
import { Browserish, startAppServer, type AppServer, removeServerDataDir, serverDataDir } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'

const TEAM = 'contact-team@agency-ops.test'
const IP_HEADER = 'x-test-client-ip'
const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`
let ipCounter = 0
/** A client address of its own per test, so one test's posts never count against another's limit. */
const freshIp = () => `198.51.100.${++ipCounter}`

type Post = { name?: string; email?: string; subject?: string; message?: string; website?: string }
const filled = (email: string, extra: Post = {}): Post => ({
  name: 'Ada Tester',
  email,
  subject: 'A custom project',
  message: 'We would like four LinkedIn posts a month.\nCan you help?',
  website: '',
  ...extra,
})

function post(server: AppServer, form: Post, ip: string) {
  return new Browserish(server.url).request('/contact', {
    method: 'POST',
    form: form as Record<string, string>,
    headers: { [IP_HEADER]: ip },
  })
}

/** The dev mailbox's cards for one recipient (the page lists the newest 50). */
async function mailbox(server: AppServer, to: string) {
  const html = await (await fetch(`${server.url}/dev/mailbox?to=${encodeURIComponent(to)}`)).text()
  return html.split('data-testid="mail"').slice(1)
}

function startServer(backend: Backend, dataDir: string) {
  return startAppServer({ ...backend.serverEnv(), DATA_DIR: dataDir, CONTACT_TEAM_EMAIL: TEAM, TRUSTED_PROXY_HEADER: IP_HEADER })
}

function contactOverHttp(getBackend: () => Backend) {
  describe('an accepted message and a bot post', () => {
    const visitor = unique('visitor')
    const bot = unique('bot')
    const visitorIp = freshIp()
    let accepted: Response
    let toastCookie: string | undefined
    let trapped: Response
    let visitorMail: string[]
    let teamMail: string[]
    let botMail: string[]
    let rows: (typeof contactMessages.$inferSelect)[]
    let outbox: (typeof emailOutbox.$inferSelect)[]

    beforeAll(async () => {
      const backend = getBackend()
      const dataDir = serverDataDir()
      const server = await startServer(backend, dataDir)
      try {
        accepted = await post(server, filled(visitor), visitorIp)
        toastCookie = accepted.headers.getSetCookie().find((cookie) => cookie.startsWith('toast='))
        trapped = await post(server, filled(bot, { website: 'https://spam.example' }), freshIp())
        visitorMail = await mailbox(server, visitor)
        teamMail = (await mailbox(server, TEAM)).filter((card) => card.includes(visitor))
        botMail = await mailbox(server, bot)
      } finally {
        await server.stop()
      }
      // The server is gone, so its database can be opened here (PGlite takes one process at a time).
      const handle = backend.name === 'pglite' ? await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }) : await backend.open()
      try {
        rows = await handle.db
          .select()
          .from(contactMessages)
          .where(inArray(contactMessages.email, [visitor, bot]))
        outbox = await handle.db
          .select()
          .from(emailOutbox)
          .where(inArray(emailOutbox.toAddress, [visitor, bot, TEAM]))
      } finally {
        await handle.close()
        removeServerDataDir(dataDir)
      }
    })

    it('answers with a redirect back to the page and the success toast', () => {
      expect(accepted.status).toBe(302)
      expect(accepted.headers.get('location')).toBe('/contact')
      expect(toastCookie).toBeTruthy()
      const value = decodeURIComponent(toastCookie!.split(';')[0]!.slice('toast='.length)).split('.')[0]!
      expect(Buffer.from(value, 'base64').toString()).toContain(CONTACT_MESSAGES.success)
    })

    it('stores the message once, sanitised, with the client address', () => {
      const stored = rows.filter((row) => row.email === visitor)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({
        name: 'Ada Tester',
        subject: 'A custom project',
        message: 'We would like four LinkedIn posts a month.\nCan you help?',
        ipAddress: visitorIp,
      })
    })

    it('queues exactly two mails: a thank-you to the visitor and a notification to CONTACT_TEAM_EMAIL', () => {
      const mails = outbox.filter((mail) => mail.toAddress === visitor || mail.text.includes(visitor))
      expect(mails.map((mail) => [mail.toAddress, mail.template]).sort()).toEqual([
        [TEAM, 'contact-team-notification'],
        [visitor, 'contact-thank-you'],
      ])
      expect(visitorMail).toHaveLength(1)
      expect(visitorMail[0]).toContain('Thanks for contacting Unfiltered')
      expect(teamMail).toHaveLength(1)
      expect(teamMail[0]).toContain('New contact message from Ada Tester: A custom project')
      expect(teamMail[0]).toContain('We would like four LinkedIn posts a month.')
    })

    it('gives a bot that fills the hidden field the same answer, and stores and queues nothing', () => {
      expect(trapped.status).toBe(302)
      expect(trapped.headers.get('location')).toBe('/contact')
      expect(trapped.headers.getSetCookie().some((cookie) => cookie.startsWith('toast='))).toBe(true)
      expect(rows.filter((row) => row.email === bot)).toHaveLength(0)
      expect(outbox.filter((mail) => mail.toAddress === bot || mail.text.includes(bot))).toHaveLength(0)
      expect(botMail).toHaveLength(0)
    })
  })

  describe('refused posts', () => {
    let server: AppServer
    let dataDir: string
    beforeAll(async () => {
      dataDir = serverDataDir()
      server = await startServer(getBackend(), dataDir)
    })
    afterAll(async () => {
      await server?.stop()
      removeServerDataDir(dataDir)
    })

    it('refuses missing required fields with 400 and the spec message, keeps what was typed and queues nothing', async () => {
      const email = unique('partial')
      const response = await post(server, { name: '', email, subject: 'Only a subject <b>', message: '   ', website: '' }, freshIp())
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toContain(CONTACT_MESSAGES.required)
      expect(html).toContain('Name is required')
      expect(html).toContain('Message is required')
      expect(html).toMatch(/aria-invalid="true"/)
      expect(html).toContain(`value="${email}"`)
      expect(html).toContain('value="Only a subject &lt;b&gt;"')
      expect(await mailbox(server, email)).toHaveLength(0)
    })

    it('refuses a malformed or over-long email with 400', async () => {
      for (const email of ['not-an-email', `${'a'.repeat(250)}@example.test`, 'v@x.co,extra@y.co']) {
        const response = await post(server, filled(email), freshIp())
        expect(response.status, email).toBe(400)
        expect(await response.text()).toContain('Please enter a valid email address')
      }
    })

    it(`rate-limits one client address to ${CONTACT_RATE_LIMITS.ip.limit} messages an hour with 429 and a clear message`, async () => {
      const ip = freshIp()
      for (let sent = 0; sent < CONTACT_RATE_LIMITS.ip.limit; sent++) {
        expect((await post(server, filled(unique(`burst${sent}`)), ip)).status).toBe(302)
      }
      const email = unique('one-too-many')
      const blocked = await post(server, filled(email), ip)
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
      const html = await blocked.text()
      expect(html).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./)
      expect(html).toContain(`value="${email}"`)
      expect(await mailbox(server, email)).toHaveLength(0)
      // Another address is not affected.
      expect((await post(server, filled(unique('neighbour')), freshIp())).status).toBe(302)
    })

    it(`limits thank-you mail to one visitor address to ${CONTACT_RATE_LIMITS.email.limit} an hour, from any client address`, async () => {
      const email = unique('flooded')
      for (let sent = 0; sent < CONTACT_RATE_LIMITS.email.limit; sent++) {
        expect((await post(server, filled(email), freshIp())).status).toBe(302)
      }
      expect((await post(server, filled(email), freshIp())).status).toBe(429)
      expect(await mailbox(server, email)).toHaveLength(CONTACT_RATE_LIMITS.email.limit)
    })

    it('answers malformed and oversized requests with a 4xx, never a 500', async () => {
      const client = new Browserish(server.url)
      const json = await client.request('/contact', { method: 'POST', json: filled(unique('json')), headers: { [IP_HEADER]: freshIp() } })
      const huge = await client.request('/contact', {
        method: 'POST',
        form: { ...filled(unique('huge')), message: 'x'.repeat(2 * 1024 * 1024) } as Record<string, string>,
        headers: { [IP_HEADER]: freshIp() },
      })
      const multipart = new FormData()
      multipart.set('name', new Blob(['not text']), 'name.txt')
      multipart.set('email', unique('file'))
      multipart.set('message', 'hello')
      const file = await client.request('/contact', { method: 'POST', body: multipart, headers: { [IP_HEADER]: freshIp() } })
      const garbage = await client.request('/contact', {
        method: 'POST',
        body: '%E0%A4%A=&&==',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', [IP_HEADER]: freshIp() },
      })
      expect(huge.status).toBe(413)
      for (const [label, response] of Object.entries({ json, huge, file, garbage })) {
        expect(response.status, label).toBeGreaterThanOrEqual(400)
        expect(response.status, label).toBeLessThan(500)
        expect(await response.text(), label).not.toMatch(/at .+\.(js|ts):\d+/)
      }
    })
  })
}

const pglite = await pgliteBackend()
describe('contact form over HTTP on PGlite', () => {
  contactOverHttp(() => pglite)
})

const postgres = await postgresBackend()
describe.runIf(postgres)('contact form over HTTP on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  contactOverHttp(() => postgres!)
})
