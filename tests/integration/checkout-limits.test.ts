// The checkout's rate limits over HTTP, against the built server on PGlite and on PostgreSQL: guessed
// coupon codes are stopped per user and per client address (and then a right code is refused too, so a
// refusal tells nothing), right codes and ordinary use never trip them, and Pay is capped so no more
// attempts or provider checkouts are created beyond the cap. Form posts and `.data` requests alike.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { CHECKOUT_LIMITS } from '#app/features/billing/checkout-limits.server.ts'
import { openDatabase, migrateDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { Browserish, startAppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { insertUserWithSession, SESSION_COOKIE, type SeededUser } from '#tests/support/sessions.ts'

const AUTH_SECRET = randomBytes(32).toString('hex')
const IP_HEADER = 'x-test-client-ip'
const CHECKOUT = '/checkout/linkedin-profile-optimization?currency=USD'
const CHECKOUT_DATA = '/checkout/linkedin-profile-optimization.data?currency=USD'
const TOO_MANY = /Too many attempts\. Please wait \d+ (minutes?|seconds) and try again\./
const NOT_FOUND = 'This coupon code does not exist.'

type Answer = { status: number; retryAfter: string | null; body: string }
const answer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  retryAfter: response.headers.get('retry-after'),
  body: await response.text(),
})

/** The database of a backend, opened in this process: PGlite's folder only while no server has it. */
async function openFor(backend: Backend, dataDir: string): Promise<DatabaseHandle> {
  if (backend.name === 'postgres') return backend.open()
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
  await migrateDatabase(handle)
  return handle
}

function checkoutLimitsSuite(getBackend: () => Promise<Backend>) {
  const people: Record<
    'guesser' | 'dataGuesser' | 'office1' | 'office2' | 'office3' | 'office4' | 'buyer' | 'browser' | 'payer',
    SeededUser
  > = {} as never
  const seen: Record<string, Answer[]> = {}
  const rows = { payerAttempts: 0, payerCheckouts: 0, guesserAttempts: 0 }

  beforeAll(async () => {
    const backend = await getBackend()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-checkout-limits-'))
    // Accounts and the coupon are written before the server starts (PGlite takes one process at a time).
    const seed = await openFor(backend, dataDir)
    try {
      for (const name of Object.keys({
        guesser: 0,
        dataGuesser: 0,
        office1: 0,
        office2: 0,
        office3: 0,
        office4: 0,
        buyer: 0,
        browser: 0,
        payer: 0,
      })) {
        people[name as keyof typeof people] = await insertUserWithSession(seed.pool, AUTH_SECRET, { roles: ['founder'] })
      }
      await seed.pool.query(`insert into coupon_codes (code, discount_type, discount_amount) values ('LAUNCH20', 'percentage', 20)`)
    } finally {
      if (backend.name === 'pglite') await seed.close()
    }

    const server = await startAppServer({ ...backend.serverEnv(), AUTH_SECRET, DATA_DIR: dataDir, TRUSTED_PROXY_HEADER: IP_HEADER })
    const as = (user: SeededUser, ip: string) => {
      const client = new Browserish(server.url)
      client.cookies.set(SESSION_COOKIE, user.cookie)
      const post = (pathname: string, form: Record<string, string>) =>
        client.request(pathname, { method: 'POST', form, headers: { [IP_HEADER]: ip } }).then(answer)
      return {
        quote: (couponCode: string, extra: Record<string, string> = {}, pathname = CHECKOUT) =>
          post(pathname, { intent: 'quote', couponCode, gstNumber: '', billing: 'monthly', currency: 'USD', ...extra }),
        pay: (couponCode = '', pathname = CHECKOUT) =>
          post(pathname, {
            intent: 'pay',
            name: user.name,
            email: user.email,
            company: '',
            contactNumber: '',
            gstNumber: '',
            couponCode,
            billing: 'monthly',
            currency: 'USD',
          }),
      }
    }
    const record = async (label: string, requests: (() => Promise<Answer>)[]) => {
      seen[label] = []
      for (const request of requests) seen[label].push(await request())
    }
    const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i))
    try {
      const missLimit = CHECKOUT_LIMITS.couponMiss.user.limit
      // One account guessing from one address: wrong codes until the limit, one more, then a right code, a Pay with it, a .data quote.
      const guesser = as(people.guesser, '203.0.113.1')
      await record(
        'guesses',
        times(missLimit + 1, (i) => () => guesser.quote(`GUESS${i}`)),
      )
      await record('guesser-right-code', [() => guesser.quote('LAUNCH20'), () => guesser.pay('LAUNCH20')])
      await record('guesser-data', [() => guesser.quote('LAUNCH20', {}, CHECKOUT_DATA)])
      await record('guesser-no-code', [() => guesser.quote('')])

      // The same, through .data requests only, as the browser's fetcher sends them.
      const dataGuesser = as(people.dataGuesser, '203.0.113.2')
      await record(
        'data-guesses',
        times(missLimit + 1, (i) => () => dataGuesser.quote(`DATA${i}`, {}, CHECKOUT_DATA)),
      )

      // Several accounts behind one address share its budget.
      const office = '203.0.113.3'
      const ipLimit = CHECKOUT_LIMITS.couponMiss.ip.limit
      const perAccount = Math.ceil(ipLimit / 3)
      const offices = [as(people.office1, office), as(people.office2, office), as(people.office3, office)]
      await record(
        'office-guesses',
        times(ipLimit, (i) => () => offices[Math.floor(i / perAccount)]!.quote(`OFFICE${i}`)),
      )
      await record('office-next-account', [() => as(people.office4, office).quote('OFFICE-NEXT')])
      await record('elsewhere', [() => as(people.office4, '203.0.113.4').quote('OFFICE-ELSEWHERE')])

      // Ordinary use: a right code applied again and again, the period, currency and GST number changed, a few typos, then Pay.
      const buyer = as(people.buyer, '203.0.113.5')
      await record('buyer', [
        ...times(
          missLimit + 5,
          (i) => () =>
            buyer.quote('launch20', {
              billing: i % 2 ? 'yearly' : 'monthly',
              currency: i % 3 ? 'USD' : 'INR',
              gstNumber: i % 4 ? '' : '27AAPFU0939F1ZV',
            }),
        ),
        () => buyer.quote('LAUNCH2'),
        () => buyer.quote('LAUNCH200'),
        () => buyer.quote('LAUNCH20'),
        () => buyer.pay('LAUNCH20'),
      ])

      // Re-pricing without any coupon: the quote budget.
      const browser = as(people.browser, '203.0.113.6')
      await record(
        'browser',
        times(CHECKOUT_LIMITS.quote.user.limit + 1, () => () => browser.quote('')),
      )

      // Pay again and again: each valid Pay within the cap opens an attempt and a provider checkout; none beyond it.
      const payer = as(people.payer, '203.0.113.7')
      await record('payer', [...times(CHECKOUT_LIMITS.pay.user.limit + 2, () => () => payer.pay()), () => payer.pay('', CHECKOUT_DATA)])
    } finally {
      await server.stop()
    }

    const handle = await openFor(backend, dataDir)
    try {
      const count = async (text: string, values: unknown[]) => Number((await handle.pool.query<{ n: string }>(text, values)).rows[0]!.n)
      rows.payerAttempts = await count('select count(*) as n from payment_data where user_id = $1', [people.payer.id])
      rows.payerCheckouts = await count('select count(*) as n from sandbox_checkouts where customer_email = $1', [people.payer.email])
      rows.guesserAttempts = await count('select count(*) as n from payment_data where user_id = $1', [people.guesser.id])
    } finally {
      await handle.close()
      await backend.teardown()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  const expectTooMany = (answer: Answer) => {
    expect(answer.status).toBe(429)
    expect(Number(answer.retryAfter)).toBeGreaterThan(0)
    expect(answer.body).toMatch(TOO_MANY)
  }

  it(`answers wrong coupon codes until ${CHECKOUT_LIMITS.couponMiss.user.limit} an hour per account, then 429 with Retry-After and the message`, () => {
    const guesses = seen.guesses!
    for (const guess of guesses.slice(0, -1)) {
      expect(guess.status).toBe(200)
      expect(guess.body).toContain(NOT_FOUND)
    }
    expectTooMany(guesses.at(-1)!)
    expect(guesses.at(-1)!.body).not.toContain(NOT_FOUND)
  })

  it('then refuses a right code too, in a quote, a Pay and a .data request, so a refusal says nothing about the code', () => {
    const [quote, pay] = seen['guesser-right-code']!
    expectTooMany(quote!)
    expect(quote!.body).not.toContain('20% off')
    expectTooMany(pay!)
    expectTooMany(seen['guesser-data']![0]!)
    expect(seen['guesser-data']![0]!.body).not.toContain('20% off')
    expect(rows.guesserAttempts).toBe(0)
    // Without a code there is nothing to guess: the summary is still priced.
    expect(seen['guesser-no-code']![0]!.status).toBe(200)
  })

  it('stops guesses sent as .data requests the same way', () => {
    const guesses = seen['data-guesses']!
    for (const guess of guesses.slice(0, -1)) expect(guess.status).toBe(200)
    expectTooMany(guesses.at(-1)!)
  })

  it(`shares ${CHECKOUT_LIMITS.couponMiss.ip.limit} wrong codes an hour among the accounts behind one client address`, () => {
    for (const guess of seen['office-guesses']!) expect(guess.status).toBe(200)
    expectTooMany(seen['office-next-account']![0]!)
    const elsewhere = seen.elsewhere![0]!
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.body).toContain(NOT_FOUND)
  })

  it('never refuses a right code, however often it is applied with other choices, nor a few typos, nor the Pay that follows', () => {
    const answers = seen.buyer!
    const pay = answers.at(-1)!
    for (const quote of answers.slice(0, -1)) expect(quote.status).toBe(200)
    expect(answers.slice(0, CHECKOUT_LIMITS.couponMiss.user.limit + 5).every((quote) => quote.body.includes('20% off'))).toBe(true)
    expect(answers.at(-4)!.body).toContain(NOT_FOUND)
    expect(answers.at(-2)!.body).toContain('20% off')
    expect(pay.status).toBe(302)
  })

  it(`limits re-pricing to ${CHECKOUT_LIMITS.quote.user.limit} quotes in ten minutes per account`, () => {
    const answers = seen.browser!
    for (const quote of answers.slice(0, -1)) expect(quote.status).toBe(200)
    expectTooMany(answers.at(-1)!)
  })

  it(`caps Pay at ${CHECKOUT_LIMITS.pay.user.limit} an hour: 429 after that, and no attempt or provider checkout beyond the cap`, () => {
    const answers = seen.payer!
    const cap = CHECKOUT_LIMITS.pay.user.limit
    for (const pay of answers.slice(0, cap)) expect(pay.status).toBe(302)
    for (const pay of answers.slice(cap)) expectTooMany(pay)
    expect(rows.payerAttempts).toBe(cap)
    expect(rows.payerCheckouts).toBe(cap)
  })
}

describe('checkout rate limits (PGlite)', () => {
  checkoutLimitsSuite(() => pgliteBackend())
})

const postgres = await postgresBackend()

describe.runIf(postgres)('checkout rate limits (PostgreSQL)', () => {
  checkoutLimitsSuite(async () => postgres!)
})
