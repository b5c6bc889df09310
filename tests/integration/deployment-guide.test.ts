// docs/deploy.md, run as an operator would copy it: two production instances (the guide's environment
// block, with this run's database, SMTP server and addresses) on one fresh PostgreSQL database, behind
// Debian's nginx with the guide's own site (tests/support/nginx.mjs). A new customer signs up, verifies
// from the mail the SMTP server received, buys on the sandbox, and gets exactly one receipt.
// Without nginx this file skips loudly, except in CI (CI=true), where a missing nginx fails the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { decodeMail, startFakeSmtp, type CaughtMail, type FakeSmtp } from '#tests/support/fake-smtp.mjs'
import { findNginx, freePort, guideEnvironment, siteFromGuide, startNginx, type Nginx } from '#tests/support/nginx.mjs'
import { isCi } from '#tests/support/postgres.ts'

const nginxBinary = findNginx()
if (!nginxBinary && isCi())
  throw new Error('CI=true and nginx is not installed (.ci/run installs nginx-light): the deployment guide cannot be tested.')
if (!nginxBinary)
  console.warn(
    '\n!!! [deployment guide] nginx not found: the test of docs/deploy.md is SKIPPED (apt-get install nginx-light; CI=true fails instead) !!!\n',
  )
const postgres = nginxBinary ? await postgresBackend() : null

const PASSWORD = 'deploy-guide-pass-1'

async function waitForMail(smtp: FakeSmtp, matches: (mail: CaughtMail) => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = smtp.mails.find(matches)
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const subjectOf = (mail: CaughtMail) => /^Subject: (.*)$/m.exec(decodeMail(mail.data))?.[1] ?? ''

describe.runIf(nginxBinary && postgres)('the deployment guide: two production instances behind nginx', () => {
  let smtp: FakeSmtp
  let nginx: Nginx
  let instances: AppServer[] = []
  let base = ''
  /** How to start instance n again on its own port, as systemd restarts it. */
  let restart: (n: number) => Promise<void> = async () => {}

  beforeAll(async () => {
    smtp = await startFakeSmtp()
    const [listenPort, ...instancePorts] = await Promise.all([freePort(), freePort(), freePort()])
    base = `http://127.0.0.1:${listenPort}`
    const guide = guideEnvironment()
    const env = {
      ...guide,
      // This run's own services and addresses in place of the guide's examples.
      DATABASE_URL: postgres!.url,
      SMTP_URL: smtp.url,
      AUTH_SECRET: 'deployment-guide-secret-0123456789abcdef0123456789',
      PUBLIC_BASE_URL: base,
      PAYMENTS_SANDBOX: 'true',
      COMPANY_LEGAL_NAME: 'Unfiltered Content Private Limited',
      COMPANY_GST_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
      COMPANY_GSTIN: '29AAGCB7383J1Z4',
      JOB_POLL_INTERVAL_SECONDS: '0.5',
    }
    expect(guide.APP_MODE).toBe('production')
    expect(guide.TRUSTED_PROXY_HEADER).toBe('x-forwarded-for')
    // Started together, as systemd starts them: migrations run once, under the advisory lock.
    instances = await Promise.all(instancePorts.map((port) => startAppServer({ ...env, PORT: String(port) })))
    restart = async (n) => {
      instances[n] = await startAppServer({ ...env, PORT: String(instancePorts[n]) })
    }
    nginx = await startNginx(nginxBinary!, siteFromGuide(instancePorts, listenPort), listenPort)
  })
  afterAll(async () => {
    await nginx?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await smtp?.close()
    await postgres?.teardown()
  })

  it('signs up, verifies from the mail, buys on the sandbox and sends one receipt, all through nginx', async () => {
    const email = `guide-${Date.now().toString(36)}@example.test`
    const client = new Browserish(base)
    expect((await client.request('/readyz')).status).toBe(200)

    const signup = await client.post('/signup', {
      intent: 'signup',
      name: 'Guide Reader',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(signup.status).toBe(302)
    const verification = await waitForMail(smtp, (mail) => mail.to.some((to) => to.includes(email)), 'verification mail')
    const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[^\s"<>]+/.exec(decodeMail(verification.data))?.[0]
    // Links name the public address (nginx), not an instance's port.
    expect(link?.startsWith(`${base}/api/auth/verify-email?token=`)).toBe(true)
    const verified = await client.request(link!.slice(base.length).replaceAll('&amp;', '&'))
    expect(verified.status).toBe(302)
    expect(client.cookies.has('better-auth.session_token')).toBe(true)

    const order = await client.post('/checkout/growth?billing=monthly&currency=USD', { intent: 'pay', name: 'Guide Reader', email })
    expect(order.status).toBe(302)
    const payPage = order.headers.get('location') ?? ''
    expect(payPage.startsWith(`${base}/sandbox/checkout/`)).toBe(true)
    const paid = await client.post(payPage.slice(base.length), { intent: 'pay' })
    expect(paid.status).toBe(302)

    const isReceipt = (mail: CaughtMail) => mail.to.some((to) => to.includes(email)) && subjectOf(mail).startsWith('Receipt for')
    const receipt = await waitForMail(smtp, isReceipt, 'receipt')
    expect(subjectOf(receipt)).toContain('Growth')
    // Once: a second webhook delivery or a second instance's retry would show up within a few polls.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(smtp.mails.filter(isReceipt)).toHaveLength(1)

    // Both instances answered part of the journey, and nginx logged no upstream error.
    for (const instance of instances) expect(instance.logs.some((line) => line.includes('"msg":"request"'))).toBe(true)
    expect(nginx.errors()).not.toMatch(/\[(error|crit|alert|emerg)\]/)
  })

  // The guide's rolling restart: while one instance is stopped, nginx passes every request, a POST
  // included, to the other; and the one started again is taken back at once, so stopping the other next
  // leaves no gap. (With nginx marking refused instances down for fail_timeout, this answered 502.)
  it('answers every request through a rolling restart, one instance after the other', async () => {
    const client = new Browserish(base)
    const statusesThroughNginx = async () => {
      const statuses: number[] = []
      for (let n = 0; n < 8; n++) {
        statuses.push((await client.request('/login')).status)
        // A wrong password for a new address each time, so the per-account failure limit stays out of the way.
        const email = `nobody-${n}-${Date.now().toString(36)}@example.test`
        statuses.push((await client.post('/login', { intent: 'login', email, password: 'not-the-password' })).status)
      }
      return statuses
    }
    for (const n of [0, 1]) {
      await instances[n]!.stop()
      const statuses = await statusesThroughNginx()
      expect(statuses.filter((status) => status >= 500)).toEqual([])
      expect(statuses.filter((status) => status === 200)).toHaveLength(8)
      await restart(n)
    }
    expect((await client.request('/readyz')).status).toBe(200)
  })
})
