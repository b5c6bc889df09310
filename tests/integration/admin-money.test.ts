// The admin's money pages through the built server: billing (filters in the URL, per-currency totals,
// pagination, a CSV export that spreadsheets cannot run), writer payouts (rates, what is owed, recorded
// payouts the writer then sees) and the payment attempts of /admin. Admins only; every change logged.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { insertUserWithSession, SESSION_COOKIE, type SeededUser } from '#tests/support/sessions.ts'

const AUTH_SECRET = randomBytes(32).toString('hex')
const postgres = await postgresBackend()

/** The rows of a CSV file (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') endCell()
    else if (char === '\r' && text[i + 1] === '\n') {
      endCell()
      rows.push(row)
      row = []
      i++
    } else cell += char
  }
  if (cell || row.length) {
    endCell()
    rows.push(row)
  }
  return rows
}

describe.runIf(postgres)('the admin’s money pages on PostgreSQL', () => {
  let server: AppServer
  let database: pg.Client
  let admin: Browserish
  let adminUser: SeededUser
  let founder: Browserish
  let writerClient: Browserish

  const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await database.query<T>(text, values)).rows[0]
  const count = async (text: string, values: unknown[] = []) => Number((await one<{ n: string }>(text, values))?.n ?? 0)
  const session = async (roles: ('admin' | 'founder' | 'writer')[], name?: string) => {
    const user = await insertUserWithSession(database, AUTH_SECRET, { roles, name })
    const client = new Browserish(server.url)
    client.cookies.set(SESSION_COOKIE, user.cookie)
    return { user, client }
  }
  const snapshot = async () =>
    JSON.stringify(
      (
        await database.query(
          `select (select count(*) from billing_transactions) as transactions, (select count(*) from writer_rates) as rates,
                  (select coalesce(json_agg(r order by r.writer_id), '[]') from writer_rates r) as rate_rows,
                  (select coalesce(json_agg(t order by t.writer_id, t.content_type), '[]') from writer_type_rates t) as type_rates,
                  (select coalesce(sum(settled_minor), 0) from writer_earnings) as settled, (select count(*) from payout_settlements) as settlements,
                  (select count(*) from admin_activity_log) as log, (select count(*) from notifications) as notifications`,
        )
      ).rows,
    )
  const addTransaction = (userId: string, values: Partial<Record<string, unknown>> = {}) =>
    database.query(
      `insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status, description, created_at, reference, note)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        userId,
        values.type ?? 'subscription',
        values.amount ?? 1000,
        values.currency ?? 'USD',
        values.status ?? 'completed',
        values.description ?? 'Test charge',
        values.createdAt ?? new Date(),
        values.reference ?? null,
        values.note ?? null,
      ],
    )

  beforeAll(async () => {
    server = await startAppServer({ ...postgres!.serverEnv(), AUTH_SECRET })
    database = new pg.Client({ connectionString: postgres!.url })
    await database.connect()
    ;({ user: adminUser, client: admin } = await session(['admin'], 'Audrey Admin'))
    ;({ client: founder } = await session(['founder']))
    writerClient = await signIn(server.url, 'writer@agency.test')
  })
  afterAll(async () => {
    await database?.end()
    await server?.stop()
    await postgres?.teardown()
  })

  describe('billing', () => {
    let buyer: SeededUser
    beforeAll(async () => {
      ;({ user: buyer } = await session(['founder'], 'Priya Buyer'))
      // 30 INR renewals in March 2025, plus one USD refund and one failed USD charge in April 2025.
      for (let day = 0; day < 30; day++) {
        await addTransaction(buyer.id, {
          type: 'renewal',
          amount: 824_900,
          currency: 'INR',
          createdAt: new Date(Date.UTC(2025, 2, 1 + day, 12)),
        })
      }
      await addTransaction(buyer.id, { type: 'refund', amount: 19_900, status: 'refunded', createdAt: new Date(Date.UTC(2025, 3, 2)) })
      await addTransaction(buyer.id, { amount: 34_900, status: 'failed', createdAt: new Date(Date.UTC(2025, 3, 3)) })
    })

    it('lists every transaction 25 a page, newest first, with the user, filtered by the URL', async () => {
      const march = await admin.request('/dashboard/admin/billing?type=renewal&currency=INR&from=2025-03-01&to=2025-03-31')
      expect(march.status).toBe(200)
      const html = await march.text()
      expect(html.match(/data-testid="billing-row"/g)).toHaveLength(25)
      expect(html).toContain('Transactions <span class="text-base font-semibold text-ink-soft">(<!-- -->30<!-- -->)')
      expect(html).toContain('Priya Buyer')
      expect(html).toContain('₹8,249')
      // Newest first: 30 March on page 1, 1 March on page 2.
      expect(html).toContain('Mar 30, 2025')
      expect(html).not.toContain('Mar 1, 2025')
      const second = await (
        await admin.request('/dashboard/admin/billing?type=renewal&currency=INR&from=2025-03-01&to=2025-03-31&page=2')
      ).text()
      expect(second.match(/data-testid="billing-row"/g)).toHaveLength(5)
      expect(second).toContain('Mar 1, 2025')

      const failed = await (await admin.request('/dashboard/admin/billing?status=failed&from=2025-04-01&to=2025-04-30')).text()
      expect(failed.match(/data-testid="billing-row"/g)).toHaveLength(1)
      expect(failed).toContain('$349')
    })

    it('totals the filtered set per currency, never adding USD and INR', async () => {
      const html = await (await admin.request('/dashboard/admin/billing?from=2025-03-01&to=2025-04-30')).text()
      // 30 × ₹8,249 = ₹2,47,470; USD: a $349 failed charge (a payment) and a $199 refund.
      expect(html).toMatch(/data-testid="total-INR-payments">₹2,47,470</)
      expect(html).toMatch(/data-testid="total-USD-payments">\$349</)
      expect(html).toMatch(/data-testid="total-USD-refunds">\$199</)
      expect(html).toMatch(/data-testid="total-USD-payouts">\$0</)
      const usdOnly = await (await admin.request('/dashboard/admin/billing?currency=USD&from=2025-03-01&to=2025-04-30')).text()
      expect(usdOnly).not.toContain('data-testid="totals-INR"')
    })

    it('counts and totals a range with ragged ends as a fresh count of the transactions does', async () => {
      // Whole months come from the monthly counters and the days at either end from the daily ones.
      const ragged = await (await admin.request('/dashboard/admin/billing?from=2025-03-15&to=2025-04-02')).text()
      // 16 renewals (15–30 March) and the refund of 2 April; the failed charge of 3 April is outside.
      expect(ragged).toContain('Transactions <span class="text-base font-semibold text-ink-soft">(<!-- -->17<!-- -->)')
      expect(ragged).toMatch(/data-testid="total-INR-payments">₹1,31,984</)
      expect(ragged).toMatch(/data-testid="total-USD-payments">\$0</)
      expect(ragged).toMatch(/data-testid="total-USD-refunds">\$199</)
      for (const [from, to] of [
        ['2025-02-20', '2025-04-02'],
        ['2025-03-01', '2025-03-31'],
        ['2025-03-31', '2025-04-03'],
        ['2025-04-03', '2025-04-03'],
        ['2024-12-31', ''],
        ['', '2025-03-10'],
        ['', ''],
      ]) {
        const html = await (await admin.request(`/dashboard/admin/billing?from=${from}&to=${to}`)).text()
        const expected = await count(
          `select count(*) as n from billing_transactions
            where ($1 = '' or created_at >= ($1 || 'T00:00:00Z')::timestamptz)
              and ($2 = '' or created_at < ($2 || 'T00:00:00Z')::timestamptz + interval '1 day')`,
          [from, to],
        )
        expect(html, `${from}…${to}`).toContain(`(<!-- -->${expected}<!-- -->)`)
      }
    })

    it('answers bad filters with a clear message, not an error', async () => {
      const response = await admin.request('/dashboard/admin/billing?status=stolen&currency=EUR&from=2025-02-30&to=2025-01-01&page=zero')
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toContain('These filters cannot be used:')
      expect(html).toContain('Status must be one of: completed, paid, pending, failed, refunded.')
      expect(html).toContain('Currency must be one of: USD, INR.')
      expect(html).toContain('From is not a real date.')
      expect(html).toContain('Page must be a whole number.')
      const range = await admin.request('/dashboard/admin/billing?from=2025-05-01&to=2025-04-01')
      expect(range.status).toBe(400)
      expect(await range.text()).toContain('The start date must be on or before the end date.')
      const csv = await admin.request('/dashboard/admin/billing.csv?type=bribe')
      expect(csv.status).toBe(400)
      expect(await csv.text()).toContain('Type must be one of')
    })

    it('exports the filtered set as CSV with formulas neutralised and cells quoted', async () => {
      const { user: attacker } = await session(['founder'], '=HYPERLINK("http://evil.example","Click")')
      await addTransaction(attacker.id, {
        amount: 4_200,
        description: '+SUM(A1:A9), "quoted"',
        reference: '@cmd|calc',
        note: '-2+3\nsecond line',
        createdAt: new Date(Date.UTC(2025, 5, 1)),
      })
      await addTransaction(attacker.id, { description: '\tTabbed', createdAt: new Date(Date.UTC(2025, 5, 2)) })
      const response = await admin.request('/dashboard/admin/billing.csv?from=2025-06-01&to=2025-06-30')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="billing-\d{4}-\d{2}-\d{2}\.csv"$/)
      const bytes = Buffer.from(await response.arrayBuffer())
      // A UTF-8 byte order mark first, so spreadsheet programs read ₹ and names right.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = bytes.subarray(3).toString('utf8')
      expect(text.startsWith('Date (UTC),Type,Status,Amount,Currency,User name,User email,')).toBe(true)
      const [header, tabbed, row, ...rest] = parseCsv(text)
      expect(rest).toEqual([])
      expect(header).toHaveLength(11)
      expect(tabbed![7]).toBe("'\tTabbed")
      expect(row!.slice(0, 10)).toEqual([
        '2025-06-01T00:00:00.000Z',
        'Subscription',
        'Completed',
        '42.00',
        'USD',
        `'=HYPERLINK("http://evil.example","Click")`,
        attacker.email,
        `'+SUM(A1:A9), "quoted"`,
        "'@cmd|calc",
        "'-2+3\nsecond line",
      ])
      // Every cell that starts like a formula in the raw file starts with an apostrophe (no cell starts with =, +, -, @).
      expect(text).not.toMatch(/(^|,|\r\n)"?[=+\-@]/)
      // Founders and writers get no export.
      expect((await founder.request('/dashboard/admin/billing.csv')).status).toBe(403)
      expect((await writerClient.request('/dashboard/admin/billing.csv')).status).toBe(403)
    })

    it('streams a large export in full', async () => {
      await database.query(
        `insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status, created_at)
         select $1, 'renewal', 100, 'USD', 'completed', timestamp '2024-01-01' + (n || ' seconds')::interval from generate_series(1, 1234) n`,
        [buyer.id],
      )
      const text = await (await admin.request('/dashboard/admin/billing.csv?from=2024-01-01&to=2024-01-01')).text()
      const rows = parseCsv(text)
      expect(rows).toHaveLength(1235)
      expect(new Set(rows.slice(1).map((row) => row[10])).size).toBe(1234)
    })
  })

  describe('writer payouts', () => {
    let writer: SeededUser
    let writerSession: Browserish
    const page = () => `/dashboard/admin/payouts/${writer.id}`

    beforeAll(async () => {
      ;({ user: writer, client: writerSession } = await session(['writer'], 'Noor Writer'))
      const { user: someFounder } = await session(['founder'], 'Fern Founder')
      // Payout details in India before the approvals: they accrue in rupees.
      await database.query(
        `insert into writer_payout_details (user_id, method, account_holder, upi_id, country) values ($1, 'upi', 'Noor Writer', 'noor@okbank', 'India')`,
        [writer.id],
      )
      for (const title of ['One', 'Two', 'Three']) {
        await database.query(
          `insert into content_pieces (title, status, writer_id, founder_id, decided_at) values ($1, 'approved', $2, $3, now() - interval '2 days')`,
          [title, writer.id, someFounder.id],
        )
      }
      await database.query(`insert into content_pieces (title, status, writer_id, founder_id) values ('Pending', 'pending', $1, $2)`, [
        writer.id,
        someFounder.id,
      ])
      await database.query(
        `insert into writer_founder_assignments (writer_id, founder_id, assigned_at) values ($1, $2, now() - interval '2 months 3 days')`,
        [writer.id, someFounder.id],
      )
    })

    it('shows what a writer is owed from their approved pieces, in rupees for payout details in India, beside those details', async () => {
      const html = await (await admin.request(page())).text()
      // 3 approved blog articles at the rupee default; the pending piece earns nothing yet.
      expect(html).toMatch(/data-testid="owed">₹18,000</)
      expect(html).toContain('INR, default rates')
      expect(html).toContain('noor@okbank')
      expect(html).toContain('How “owed” is worked out')
      expect(html.match(/data-testid="owed-row"/g)).toHaveLength(3)
      const list = await (await admin.request(`/dashboard/admin/payouts?q=${encodeURIComponent('noor')}`)).text()
      expect(list.match(/data-testid="writer-row"/g)).toHaveLength(1)
      expect(list).toContain('₹18,000')
    })

    it('lists every writer by name, 25 a page, counted, without the founders between them, and follows a rename', async () => {
      // Writers and founders whose names interleave, so a page of writers by name skips founders.
      for (let i = 0; i < 30; i++) {
        await session(['writer'], `Paging Person ${String(i * 2).padStart(2, '0')}`)
        await session(['founder'], `Paging Person ${String(i * 2 + 1).padStart(2, '0')}`)
      }
      const listed = async (query = '') => {
        const ids: string[] = []
        let total = 0
        for (let page = 1; ; page++) {
          const html = await (await admin.request(`/dashboard/admin/payouts?page=${page}${query}`)).text()
          total = Number(/Writers <span[^>]*>\((?:<!-- -->)?([\d,]+)/.exec(html)?.[1]?.replace(/,/g, ''))
          const rows = [...html.matchAll(/href="\/dashboard\/admin\/payouts\/([^"?]+)"/g)].map((match) => decodeURIComponent(match[1]!))
          expect(rows.length).toBeLessThanOrEqual(25)
          ids.push(...rows)
          if (rows.length < 25) return { ids, total }
        }
      }
      const byName = async (where = '') =>
        (
          await database.query<{ id: string }>(
            `select u.id from "user" u join user_roles r on r.user_id = u.id and r.role = 'writer' ${where} order by lower(u.name), u.id`,
          )
        ).rows.map((row) => row.id)

      const all = await listed()
      expect(all.ids.length).toBeGreaterThan(25)
      expect(all.ids).toEqual(await byName())
      expect(all.total).toBe(all.ids.length)

      const searched = await listed('&q=paging+person')
      expect(searched.ids).toEqual(await byName(`where u.name ilike '%paging person%'`))
      expect(searched.total).toBe(30)

      // A renamed writer moves to their new place at once.
      const last = all.ids.at(-1)!
      await database.query(`update "user" set name = 'Aaron Aardvark' where id = $1`, [last])
      const renamed = await listed()
      expect(renamed.ids[0]).toBe(last)
      expect(renamed.ids).toEqual(await byName())
    })

    it('sets a writer’s currency and own rates, logged; later approvals earn them, earlier ones keep theirs; refused for founders and writers', async () => {
      const before = await snapshot()
      const rates = { intent: 'set-rate', currency: 'USD', rate_blog: '40', rate_linkedin: '', rate_pr: '', rate_strategy: '' }
      for (const client of [founder, writerClient, writerSession]) {
        expect((await client.post(page(), rates)).status).toBe(403)
        expect((await client.request(page())).status).toBe(403)
      }
      expect(await snapshot()).toBe(before)

      expect((await admin.post(page(), rates)).status).toBe(302)
      expect(await one('select currency, updated_by from writer_rates where writer_id = $1', [writer.id])).toEqual({
        currency: 'USD',
        updated_by: adminUser.id,
      })
      expect(
        (await database.query('select content_type, amount_minor from writer_type_rates where writer_id = $1', [writer.id])).rows,
      ).toEqual([{ content_type: 'blog', amount_minor: 4000 }])
      expect(
        await one(
          `select actor_id, target_id, details from admin_activity_log where action = 'payout.rate.set' order by created_at desc limit 1`,
        ),
      ).toEqual({
        actor_id: adminUser.id,
        target_id: writer.id,
        details: 'Noor Writer, paid in USD: Blog article $40, LinkedIn post default, PR article default, Strategy session default',
      })
      const someFounder = await one<{ founder_id: string }>('select founder_id from content_pieces where writer_id = $1 limit 1', [
        writer.id,
      ])
      await database.query(
        `insert into content_pieces (title, status, writer_id, founder_id, decided_at) values ('Four', 'approved', $1, $2, now() - interval '1 day')`,
        [writer.id, someFounder!.founder_id],
      )
      const html = await (await admin.request(page())).text()
      expect(html).toMatch(/data-testid="owed">\$40 · ₹18,000</)
      expect(html).toContain('Blog article $40 · LinkedIn post $40 · PR article $150 · Strategy session $80')
    })

    it('records a payout as a paid payout transaction the writer sees, logged and told', async () => {
      const before = await snapshot()
      for (const client of [founder, writerSession]) {
        const refused = await client.post(page(), { intent: 'record-payout', amount: '30', currency: 'USD', reference: 'UTR-1', note: '' })
        expect(refused.status).toBe(403)
      }
      expect(await snapshot()).toBe(before)

      const recorded = await admin.post(page(), {
        intent: 'record-payout',
        amount: '30',
        currency: 'USD',
        reference: 'UTR-2026-0001',
        note: 'October pieces',
      })
      expect(recorded.status).toBe(302)
      const payout = await one<{ id: string }>(
        `select id, transaction_type, amount_minor, currency, status, reference, note, recorded_by from billing_transactions where user_id = $1`,
        [writer.id],
      )
      expect(payout).toMatchObject({
        transaction_type: 'payout',
        amount_minor: 3000,
        currency: 'USD',
        status: 'paid',
        reference: 'UTR-2026-0001',
        note: 'October pieces',
        recorded_by: adminUser.id,
      })
      expect(
        await one(`select actor_id, details from admin_activity_log where action = 'payout.record' and target_id = $1`, [payout!.id]),
      ).toEqual({
        actor_id: adminUser.id,
        details: '$30 to Noor Writer (ref UTR-2026-0001)',
      })
      expect(await one('select kind, title, link from notifications where user_id = $1', [writer.id])).toEqual({
        kind: 'payout.recorded',
        title: 'Payout sent: $30',
        link: '/dashboard/earnings',
      })
      const html = await (await admin.request(page())).text()
      // $30 of the $40 article settled; the rupee lines untouched.
      expect(html).toMatch(/data-testid="owed">\$10 · ₹18,000</)
      expect(html).toContain('$10 of $40')
      expect(html).toContain('UTR-2026-0001')
      const earnings = await (await writerSession.request('/dashboard/earnings')).text()
      expect(earnings).toMatch(/data-testid="earnings-owed">\$10 · ₹18,000</)
      expect(earnings).toMatch(/data-testid="earnings-total">\$30</)
      expect(earnings).toContain('$30 of $40')
      const billing = await (await admin.request('/dashboard/admin/billing?type=payout&status=paid')).text()
      expect(billing).toContain('Noor Writer')
      expect(billing).toContain('Ref <!-- -->UTR-2026-0001')

      // The same reference twice (a second click, a second admin) is one payout.
      const [first, second] = await Promise.all([
        admin.post(page(), { intent: 'record-payout', amount: '5', currency: 'USD', reference: 'UTR-DOUBLE', note: '' }),
        admin.post(page(), { intent: 'record-payout', amount: '5', currency: 'USD', reference: 'UTR-DOUBLE', note: '' }),
      ])
      expect([first!.status, second!.status].sort()).toEqual([302, 409])
      expect(await count(`select count(*) as n from billing_transactions where reference = 'UTR-DOUBLE'`)).toBe(1)
    })

    it('refuses bad input with the field messages and unknown writers with 404, changing nothing', async () => {
      const before = await snapshot()
      const invalid = await admin.post(page(), { intent: 'record-payout', amount: '-5', currency: 'EUR', reference: '', note: '' })
      expect(invalid.status).toBe(400)
      const html = await invalid.text()
      expect(html).toContain('Amount must be a number such as 450 or 450.50.')
      expect(html).toContain('Choose USD or INR.')
      expect(html).toContain('Reference is required')
      const rates = await admin.post(page(), { intent: 'set-rate', currency: 'EUR', rate_blog: '0', rate_pr: 'lots' })
      expect(rates.status).toBe(400)
      const ratesHtml = await rates.text()
      expect(ratesHtml).toContain('Blog article rate must be more than 0.')
      expect(ratesHtml).toContain('PR article rate must be a number such as 450 or 450.50.')
      // More than the $5 still owed in dollars: refused with what is owed.
      const tooMuch = await admin.post(page(), {
        intent: 'record-payout',
        amount: '5.01',
        currency: 'USD',
        reference: 'UTR-TOO-MUCH',
        note: '',
      })
      expect(tooMuch.status).toBe(409)
      expect(await tooMuch.text()).toContain('Only $5 is owed in USD.')
      expect(
        (
          await admin.post('/dashboard/admin/payouts/no-such-writer', {
            intent: 'set-rate',
            currency: 'USD',
            rate_blog: '5',
          })
        ).status,
      ).toBe(404)
      expect(
        (
          await admin.post('/dashboard/admin/payouts/demo-founder', {
            intent: 'record-payout',
            amount: '5',
            currency: 'USD',
            reference: 'R',
            note: '',
          })
        ).status,
      ).toBe(404)
      expect((await admin.request('/dashboard/admin/payouts/no-such-writer')).status).toBe(404)
      expect((await admin.post(page(), { intent: 'explode' })).status).toBe(400)
      expect(await snapshot()).toBe(before)
    })
  })

  describe('hostile input from a signed-in admin', () => {
    const NASTY = [
      '',
      '\u0000',
      '\u202Eevil',
      '\r\nSet-Cookie: x=1',
      '%E0%A4%A',
      '<script>alert(1)</script>',
      "' or 1=1 --",
      '../../etc/passwd',
    ].concat(['x'.repeat(5000), '\ud800', '-1', '1e309', '99999999999999999999', '0.001', '2025-02-30', '[object Object]'])
    const FORMS: [string, Record<string, string>][] = [
      ['/admin', { intent: 'set-starter', packId: '00000000-0000-4000-8000-000000000000', starter: 'on' }],
      ['/admin', { intent: 'delete-pack', packId: '00000000-0000-4000-8000-000000000000' }],
      ['/admin/content-packs', { title: 'T', description: 'D', price: '1' }],
      [
        '/dashboard/admin/payouts/demo-writer',
        { intent: 'set-rate', currency: 'USD', rate_blog: '5', rate_linkedin: '', rate_pr: '7', rate_strategy: '' },
      ],
      ['/dashboard/admin/payouts/demo-writer', { intent: 'record-payout', amount: '5', currency: 'USD', reference: 'R', note: 'N' }],
    ]

    it('never answers a form field, a query string or a broken upload with a server error', async () => {
      for (const [path, fields] of FORMS) {
        for (const field of Object.keys(fields)) {
          for (const value of NASTY) {
            const response = await admin.post(path, {
              ...fields,
              [field]: value,
              ...(field === 'reference' ? {} : { reference: `R-${randomBytes(4).toString('hex')}` }),
            })
            expect(response.status, `${path} ${field}=${JSON.stringify(value.slice(0, 30))}`).toBeLessThan(500)
            await response.arrayBuffer()
          }
        }
      }
      for (const page of ['/admin', '/dashboard/admin/billing', '/dashboard/admin/billing.csv', '/dashboard/admin/payouts']) {
        // Raw where the value is an encoding trick, or cannot be encoded at all (a lone surrogate).
        for (const value of NASTY) {
          const encoded =
            value === '%E0%A4%A' || value === '\ud800' ? (value === '\ud800' ? '%ED%A0%80' : value) : encodeURIComponent(value)
          const query = ['tab', 'page', 'status', 'type', 'currency', 'from', 'to', 'q'].map((name) => `${name}=${encoded}`).join('&')
          const response = await admin.request(`${page}?${query}`)
          expect(response.status, `${page}?…=${JSON.stringify(value.slice(0, 30))}`).toBeLessThan(500)
          await response.arrayBuffer()
        }
      }
      for (const path of [
        '/dashboard/admin/payouts/%00',
        `/dashboard/admin/payouts/${'x'.repeat(3000)}`,
        '/dashboard/admin/payouts/%E0%A4%A',
        '/admin/content-packs/files/%00',
      ]) {
        const page = await admin.request(path)
        // A malformed escape is refused at the edge (400), and so is a path longer than any page's (414).
        expect([400, 404, 414], path).toContain(page.status)
        await page.arrayBuffer()
      }
      const post = await admin.post('/dashboard/admin/payouts/%00', { intent: 'set-rate', currency: 'USD', rate_blog: '5' })
      expect(post.status).toBe(404)
      const broken: [string, string][] = [
        ['multipart/form-data; boundary=x', 'nope'],
        ['multipart/form-data', '--x\r\n'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.7 cut off',
        ],
        ['multipart/form-data; boundary=' + 'b'.repeat(200), '--x--'],
        // Names Conform would read as a path (an array of a hundred million entries) or as its own intent.
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="title[99999999]"\r\n\r\nT\r\n--x--\r\n'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="__intent__"\r\n\r\n{"type":"update","payload":{"name":"title","index":99999999,"value":"x"}}\r\n--x--\r\n',
        ],
      ]
      for (const path of ['/admin', '/admin/content-packs']) {
        for (const [contentType, body] of broken) {
          const response = await admin.request(path, { method: 'POST', body, headers: { 'Content-Type': contentType } })
          expect(response.status, `${path} ${contentType} ${JSON.stringify(body.slice(0, 30))}`).toBe(400)
          await response.arrayBuffer()
        }
      }
      expect(await count('select count(*) as n from content_packs')).toBe(0)
    })
  })

  describe('payment attempts and stats on /admin', () => {
    it('lists every attempt newest first, with $ or ₹ and the amount, paginated', async () => {
      const { user } = await session(['founder'])
      await database.query(
        `insert into payment_data (user_id, plan, email, amount_minor, currency, billing_period, status, outcome, provider, timestamp)
         select $1, 'growth', 'many@example.test', 19900, 'USD', 'monthly', 'failed', 'failed', 'sandbox', now() - (n || ' minutes')::interval
         from generate_series(1, 30) n`,
        [user.id],
      )
      await database.query(
        `insert into payment_data (user_id, plan, email, amount_minor, currency, billing_period, status, outcome, provider, timestamp)
         values ($1, 'linkedin-profile-optimization', 'newest@example.test', 824900, 'INR', 'one_time', 'success', 'paid', 'sandbox', now())`,
        [user.id],
      )
      const html = await (await admin.request('/admin?tab=payments')).text()
      expect(html.match(/data-testid="payment-attempt"/g)).toHaveLength(25)
      const first = html.indexOf('data-testid="payment-attempt"')
      expect(html.indexOf('newest@example.test')).toBeGreaterThan(first)
      expect(html.indexOf('newest@example.test')).toBeLessThan(html.indexOf('many@example.test'))
      expect(html).toContain('LinkedIn')
      expect(html).toContain('₹8,249')
      expect(html).toContain('One-time')
      const total = await count('select count(*) as n from payment_data')
      const lastPage = Math.ceil(total / 25)
      const last = await (await admin.request(`/admin?tab=payments&page=${lastPage}`)).text()
      expect(last.match(/data-testid="payment-attempt"/g)).toHaveLength(total % 25 || 25)
      // An old link past the end shows no rows, and its "Newer" leads back to the last page.
      const past = await (await admin.request(`/admin?tab=payments&page=${lastPage + 5}`)).text()
      expect(past).not.toContain('data-testid="payment-attempt"')
      expect(/<a [^>]*rel="prev"[^>]*>/.exec(past)?.[0]).toContain(`href="/admin?tab=payments&amp;page=${lastPage}"`)
    })

    it('counts the stats from the database, and says N/A and "No payment attempts recorded yet" without attempts', async () => {
      const attempts = await count('select count(*) as n from payment_data')
      const successful = await count(`select count(*) as n from payment_data where status = 'success'`)
      const paid = await count(`select count(*) as n from payment_data where outcome = 'paid'`)
      let html = await (await admin.request('/admin')).text()
      expect(html).toMatch(new RegExp(`data-testid="stat-payment-success-rate">${Math.round((successful / attempts) * 100)}%<`))
      expect(html).toMatch(new RegExp(`data-testid="stat-paid-rate">${Math.round((paid / attempts) * 100)}%<`))
      expect(html).toMatch(
        new RegExp(
          `data-testid="stat-active-subscribers">${await count(`select count(distinct user_id) as n from subscriptions where status = 'active'`)}<`,
        ),
      )
      expect(html).not.toMatch(/>(12|587|143)</)

      await database.query('delete from payment_data')
      html = await (await admin.request('/admin')).text()
      expect(html).toMatch(/data-testid="stat-payment-success-rate">N\/A</)
      expect(html).toMatch(/data-testid="stat-paid-rate">N\/A</)
      expect(await (await admin.request('/admin?tab=payments')).text()).toContain('No payment attempts recorded yet')
      expect((await founder.request('/admin?tab=payments')).status).toBe(403)
    })
  })
})

describe('the admin’s money pages on PGlite', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer()
  })
  afterAll(() => server?.stop())

  it('sets rates, records a payout that settles the demo writer’s PR article in part, lists and exports it, and shows the panel', async () => {
    const admin = await signIn(server.url, 'admin@agency.test')
    const page = '/dashboard/admin/payouts/demo-writer'
    expect((await admin.post(page, { intent: 'set-rate', currency: 'USD', rate_blog: '300' })).status).toBe(302)
    expect(
      (await admin.post(page, { intent: 'record-payout', amount: '120.50', currency: 'USD', reference: 'PGLITE-REF', note: '' })).status,
    ).toBe(302)
    const html = await (await admin.request(page)).text()
    expect(html).toContain('PGLITE-REF')
    expect(html).toContain('Blog article $300 · LinkedIn post $40')
    expect(html).toMatch(/data-testid="owed">\$29.50</)
    const csv = await (await admin.request('/dashboard/admin/billing.csv?type=payout')).text()
    expect(csv).toContain('120.50,USD,Wren Writer,writer@agency.test,Writer payout: 1 piece,PGLITE-REF')
    expect((await admin.request('/admin')).status).toBe(200)
    expect(await (await admin.request('/admin?tab=payments')).text()).toContain('founder@agency.test')
  })
})
