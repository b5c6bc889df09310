// The admin's workplace through the built server on PostgreSQL: writer assignments, coupons, live
// pricing, users & roles, failed jobs and the activity log. Every action works for an admin and
// writes its log entry in the same transaction; founders and writers are refused with 403 and
// change nothing; bad input is a 4xx with a clear message.
import { randomBytes, randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, signIn } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { startFakeSmtp, type FakeSmtp } from '#tests/support/fake-smtp.mjs'
import { pollUntil } from '#tests/support/poll.ts'
import { serverOnPostgres } from '#tests/support/server-on-postgres.ts'
import { formatMoney } from '#app/domain/money.ts'

const postgres = await postgresBackend()

describe.runIf(postgres)('the admin workplace', () => {
  let smtp: FakeSmtp
  let admin: Browserish
  let founder: Browserish
  let writer: Browserish

  beforeAll(async () => {
    smtp = await startFakeSmtp()
  })
  // Registered first, so it runs last: the server stops before its mail server does.
  afterAll(async () => {
    await smtp?.close()
  })
  const app = serverOnPostgres(postgres, () => ({ SMTP_URL: smtp.url, JOB_MAX_ATTEMPTS: '1', JOB_POLL_INTERVAL_SECONDS: '0.5' }))
  const { rows, one, count, person } = app
  beforeAll(async () => {
    admin = await signIn(app.server.url, 'admin@agency.test')
    founder = await signIn(app.server.url, 'founder@agency.test')
    writer = await signIn(app.server.url, 'writer@agency.test')
  })

  const logCount = (action: string) => count('select count(*) as n from admin_activity_log where action = $1', [action])
  const lastLog = (action: string) =>
    one<{ actor_id: string; target_type: string; target_id: string; details: string }>(
      'select * from admin_activity_log where action = $1 order by created_at desc limit 1',
      [action],
    )

  /** Follows a redirect and returns the page it leads to (which tells the toast for browsers without JavaScript). */
  const follow = async (client: Browserish, response: Response) => {
    expect(response.status, await response.clone().text()).toBe(302)
    const page = await client.request(response.headers.get('location')!)
    expect(page.status).toBe(200)
    return page.text()
  }

  /** Posts as a founder and as a writer: both refused with 403, and the tables named unchanged. */
  async function refusedToOthers(path: string, form: Record<string, string>, tables: string[]) {
    const snapshot = async () => {
      const parts: string[] = []
      for (const table of tables) {
        // The job queue sends earlier mail in the background: a row's delivery columns may move on.
        const row = table === 'email_outbox' ? `to_jsonb(t) - 'status' - 'attempts' - 'last_error' - 'sent_at'` : 'to_jsonb(t)'
        const digest = await one<{ digest: string }>(
          `select count(*) || ':' || coalesce(md5(string_agg((${row})::text, '|' order by (${row})::text)), '') as digest from ${table} t`,
        )
        parts.push(`${table}=${digest!.digest}`)
      }
      return parts.join('\n')
    }
    const before = await snapshot()
    for (const client of [founder, writer]) {
      const response = await client.post(path, form)
      expect(response.status, `${path} ${form.intent}`).toBe(403)
      await response.arrayBuffer()
    }
    expect(await snapshot()).toBe(before)
  }

  describe('every admin tab', () => {
    const TABS = [
      ['/dashboard/admin/assignments', 'Assign Writer to Founder'],
      ['/dashboard/admin/coupons', 'Create Coupon Code'],
      ['/dashboard/admin/pricing', 'Growth'],
      ['/dashboard/admin/users', 'Users &amp; roles'],
      ['/dashboard/admin/jobs', 'Failed jobs'],
      ['/dashboard/admin/activity', 'Activity log'],
    ] as const

    it.each(TABS)('opens %s for an admin and refuses founders and writers', async (path, text) => {
      const page = await admin.request(path)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain(text)
      for (const client of [founder, writer]) {
        const refused = await client.request(path)
        expect(refused.status).toBe(403)
        expect(await refused.text()).toContain('Access Denied')
      }
    })

    it('shows the overview counted from the database, with revenue per currency net of refunds', async () => {
      const html = await (await admin.request('/dashboard')).text()
      expect(html).toContain('Total Writers')
      expect(html).toContain('Total Founders')
      expect(html).toContain('Active Coupons')
      expect(html).toContain('Total Revenue')
      const usd = await one<{ total: string }>(
        `select coalesce(sum(case when transaction_type = 'refund' then -amount_minor else amount_minor end), 0) as total
         from billing_transactions
         where currency = 'USD' and status in ('completed', 'paid') and transaction_type in ('subscription', 'renewal', 'one_time', 'refund')`,
      )
      const dollars = `$${(Number(usd!.total) / 100).toLocaleString('en-US')}`
      expect(html).toContain(`data-testid="revenue-USD">${dollars}<`)
      const inr = await one<{ total: string }>(
        `select coalesce(sum(case when transaction_type = 'refund' then -amount_minor else amount_minor end), 0) as total
         from billing_transactions
         where currency = 'INR' and status in ('completed', 'paid') and transaction_type in ('subscription', 'renewal', 'one_time', 'refund')`,
      )
      expect(html).toContain(`data-testid="revenue-INR">${formatMoney(Number(inr!.total), 'INR')}<`)
      expect(html).toContain('Revenue in USD')
      expect(html).toContain('New subscriptions and cancellations')
      expect(html).toContain('Recurring revenue')
      expect(html).toContain('MRR in USD, end of each month')
      expect(html).toContain('Show the numbers')
    })
  })

  describe('writer assignments', () => {
    it('pairs a writer with a founder, mails and notifies both, and logs it', async () => {
      const { user: newWriter } = await person(['writer'], 'Ivy Pen')
      const { user: newFounder } = await person(['founder'], 'Bo Builder')
      const logsBefore = await logCount('assignment.create')
      const response = await admin.post('/dashboard/admin/assignments', {
        intent: 'assign',
        founderId: newFounder.id,
        writerId: newWriter.id,
      })
      const page = await follow(admin, response)
      expect(page).toContain('Writer assigned successfully!')
      expect(page).toContain('Ivy Pen')

      const pairing = await one<{ id: string; is_active: boolean; assigned_by: string }>(
        'select * from writer_founder_assignments where writer_id = $1 and founder_id = $2',
        [newWriter.id, newFounder.id],
      )
      expect(pairing).toMatchObject({ is_active: true, assigned_by: 'demo-admin' })
      expect(await logCount('assignment.create')).toBe(logsBefore + 1)
      expect(await lastLog('assignment.create')).toMatchObject({
        actor_id: 'demo-admin',
        target_type: 'assignment',
        target_id: pairing!.id,
      })
      const mails = await rows<{ to_address: string; subject: string }>(
        'select to_address, subject from email_outbox where to_address in ($1, $2)',
        [newWriter.email, newFounder.email],
      )
      expect(mails).toEqual(
        expect.arrayContaining([
          { to_address: newWriter.email, subject: 'You are now writing for Bo Builder' },
          { to_address: newFounder.email, subject: 'Ivy Pen is now your writer' },
        ]),
      )
      expect(
        await count(`select count(*) as n from notifications where user_id in ($1, $2) and kind = 'assignment.created'`, [
          newWriter.id,
          newFounder.id,
        ]),
      ).toBe(2)
    })

    it('refuses a pairing that is active already, clearly, and keeps one row', async () => {
      const response = await admin.post('/dashboard/admin/assignments', {
        intent: 'assign',
        founderId: 'demo-founder',
        writerId: 'demo-writer',
      })
      expect(response.status).toBe(409)
      const html = await response.text()
      expect(html).toContain('Failed to assign writer. Wren Writer is already assigned to Farah Founder.')
      expect(
        await count(
          `select count(*) as n from writer_founder_assignments where writer_id = 'demo-writer' and founder_id = 'demo-founder' and is_active`,
        ),
      ).toBe(1)
    })

    it('refuses two concurrent identical pairings but one', async () => {
      const { user: w } = await person(['writer'])
      const { user: f } = await person(['founder'])
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => admin.post('/dashboard/admin/assignments', { intent: 'assign', founderId: f.id, writerId: w.id })),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409, 409, 409])
      expect(await count('select count(*) as n from writer_founder_assignments where writer_id = $1 and is_active', [w.id])).toBe(1)
    })

    it('asks for both people, and refuses the wrong roles and unknown people', async () => {
      const missing = await admin.post('/dashboard/admin/assignments', { intent: 'assign', founderId: 'demo-founder', writerId: '' })
      expect(missing.status).toBe(400)
      expect(await missing.text()).toContain('Please select both a founder and writer')

      const wrongRole = await admin.post('/dashboard/admin/assignments', {
        intent: 'assign',
        founderId: 'demo-founder-3',
        writerId: 'demo-founder-2',
      })
      expect(wrongRole.status).toBe(400)
      expect(await wrongRole.text()).toContain('Omar Okonkwo is not a writer')

      const wrongFounder = await admin.post('/dashboard/admin/assignments', {
        intent: 'assign',
        founderId: 'demo-writer-2',
        writerId: 'demo-writer',
      })
      expect(wrongFounder.status).toBe(400)
      expect(await wrongFounder.text()).toContain('Theo Quill is not a founder')

      const unknown = await admin.post('/dashboard/admin/assignments', {
        intent: 'assign',
        founderId: 'nobody-here',
        writerId: 'demo-writer',
      })
      expect(unknown.status).toBe(404)
      expect(await unknown.text()).toContain('That founder does not exist.')
    })

    it('refuses founders and writers, changing nothing', async () => {
      await refusedToOthers('/dashboard/admin/assignments', { intent: 'assign', founderId: 'demo-founder-3', writerId: 'demo-writer' }, [
        'writer_founder_assignments',
        'admin_activity_log',
        'email_outbox',
        'notifications',
      ])
      const [active] = await rows<{ id: string }>('select id from writer_founder_assignments where is_active limit 1')
      await refusedToOthers('/dashboard/admin/assignments', { intent: 'remove', assignmentId: active!.id }, [
        'writer_founder_assignments',
        'admin_activity_log',
      ])
    })

    it('removes a pairing softly, logs it, and says so once it is gone', async () => {
      const { user: w } = await person(['writer'])
      const { user: f } = await person(['founder'])
      await follow(admin, await admin.post('/dashboard/admin/assignments', { intent: 'assign', founderId: f.id, writerId: w.id }))
      const pairing = await one<{ id: string }>('select id from writer_founder_assignments where writer_id = $1', [w.id])

      // Unconfirmed, it only asks (the step a browser without JavaScript shows).
      const asked = await admin.post('/dashboard/admin/assignments', { intent: 'remove', assignmentId: pairing!.id })
      expect(asked.status).toBe(200)
      expect(await asked.text()).toContain('data-testid="confirm-step"')
      expect(await one('select is_active from writer_founder_assignments where id = $1', [pairing!.id])).toEqual({ is_active: true })
      const confirmed = { intent: 'remove', assignmentId: pairing!.id, confirm: 'yes' }
      const page = await follow(admin, await admin.post('/dashboard/admin/assignments', confirmed))
      expect(page).toContain('Assignment removed successfully!')
      expect(await one('select is_active from writer_founder_assignments where id = $1', [pairing!.id])).toEqual({ is_active: false })
      expect(await lastLog('assignment.remove')).toMatchObject({ target_id: pairing!.id, actor_id: 'demo-admin' })

      const again = await admin.post('/dashboard/admin/assignments', confirmed)
      expect(again.status).toBe(409)
      expect(await again.text()).toContain('Failed to remove assignment')
      const unknown = await admin.post('/dashboard/admin/assignments', { intent: 'remove', assignmentId: randomUUID() })
      expect(unknown.status).toBe(404)
      const malformed = await admin.post('/dashboard/admin/assignments', { intent: 'remove', assignmentId: 'not-an-id' })
      expect(malformed.status).toBe(404)

      // The pair can be made again after a removal (only one active pairing is unique).
      await follow(admin, await admin.post('/dashboard/admin/assignments', { intent: 'assign', founderId: f.id, writerId: w.id }))
      expect(await count('select count(*) as n from writer_founder_assignments where writer_id = $1', [w.id])).toBe(2)
    })

    it('searches people for the pickers on the server, a page at a time, with specialties and load', async () => {
      for (let n = 1; n <= 10; n++) await person(['writer'], `Pager Writer ${String(n).padStart(2, '0')}`)
      await app.database.query(`update profiles set specialties = array['Fintech', 'PR'] where name = 'Pager Writer 01'`)
      const first = await admin.request('/api/admin/people?role=writer&q=pager%20writer')
      expect(first.status).toBe(200)
      const page1 = (await first.json()) as {
        people: { name: string; specialties: string[]; activeAssignments: number }[]
        hasMore: boolean
      }
      expect(page1.people.map((p) => p.name)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Pager Writer 0${n}`))
      expect(page1.hasMore).toBe(true)
      expect(page1.people[0]).toMatchObject({ specialties: ['Fintech', 'PR'], activeAssignments: 0 })
      const page2 = (await (await admin.request('/api/admin/people?role=writer&q=PAGER&page=2')).json()) as typeof page1
      expect(page2.people.map((p) => p.name)).toEqual(['Pager Writer 09', 'Pager Writer 10'])
      expect(page2.hasMore).toBe(false)

      const wren = (await (await admin.request('/api/admin/people?role=writer&q=wren')).json()) as typeof page1
      expect(wren.people).toEqual([expect.objectContaining({ name: 'Wren Writer', activeAssignments: 2 })])
      const founders = (await (await admin.request('/api/admin/people?role=founder&q=ledgerline')).json()) as {
        people: { name: string; company: string }[]
      }
      expect(founders.people).toEqual([expect.objectContaining({ name: 'Farah Founder', company: 'Ledgerline' })])
      // LIKE's wildcards are taken literally.
      expect(((await (await admin.request('/api/admin/people?role=writer&q=%25')).json()) as typeof page1).people).toEqual([])

      expect((await admin.request('/api/admin/people?role=admin')).status).toBe(400)
      expect((await founder.request('/api/admin/people?role=writer')).status).toBe(403)
      expect((await new Browserish(app.server.url).request('/api/admin/people?role=writer')).status).toBe(401)
    })

    it('works without JavaScript: a search keeps the other choice, then the assignment posts', async () => {
      const { user: w } = await person(['writer'], 'Nojs Quill')
      const { user: f } = await person(['founder'], 'Nojs Founder')
      const search = await admin.request(`/dashboard/admin/assignments?founderQ=nojs&writerQ=&founderId=${f.id}&intent=search`)
      const html = await search.text()
      const radio = (page: string, id: string) => page.match(new RegExp(`<input[^>]*value="${id}"[^>]*>`))?.[0] ?? ''
      expect(radio(html, f.id)).toContain('checked=""')
      const writerSearch = await (
        await admin.request(`/dashboard/admin/assignments?founderQ=nojs&writerQ=nojs&founderId=${f.id}&writerId=${w.id}`)
      ).text()
      expect(radio(writerSearch, w.id)).toContain('checked=""')
      expect(radio(writerSearch, f.id)).toContain('checked=""')
      await follow(
        admin,
        await admin.post('/dashboard/admin/assignments', {
          intent: 'assign',
          founderId: f.id,
          writerId: w.id,
          founderQ: 'nojs',
          writerQ: 'nojs',
        }),
      )
      expect(await count('select count(*) as n from writer_founder_assignments where writer_id = $1 and is_active', [w.id])).toBe(1)
    })
  })

  describe('coupon codes', () => {
    const coupon = (extra: Record<string, string> = {}) => ({
      intent: 'create',
      code: `spring-${randomBytes(3).toString('hex')}`,
      discountType: 'percentage',
      discountAmount: '25',
      currency: 'USD',
      expiryDate: '',
      maxUsage: '',
      applicableTo: 'founder',
      ...extra,
    })

    it('creates a coupon in capitals, active, and logs it', async () => {
      const form = coupon({ maxUsage: '50', expiryDate: '2099-12-31T23:00' })
      const page = await follow(admin, await admin.post('/dashboard/admin/coupons', form))
      expect(page).toContain('Coupon code created successfully!')
      const code = form.code.toUpperCase()
      expect(page).toContain(code)
      const row = await one('select * from coupon_codes where code = $1', [code])
      expect(row).toMatchObject({
        discount_type: 'percentage',
        discount_amount: 25,
        max_usage_limit: 50,
        current_usage: 0,
        applicable_to: ['founder'],
        is_active: true,
        created_by: 'demo-admin',
      })
      expect((row!.expiry_date as Date).toISOString()).toBe('2099-12-31T23:00:00.000Z')
      expect(await lastLog('coupon.create')).toMatchObject({ target_type: 'coupon', target_id: row!.id, actor_id: 'demo-admin' })
    })

    it('stores a flat amount in minor units of its currency, for founders and writers', async () => {
      const code = `flat${randomBytes(3).toString('hex')}`
      const body = new URLSearchParams([
        ['intent', 'create'],
        ['code', code],
        ['discountType', 'flat'],
        ['discountAmount', '49.99'],
        ['currency', 'INR'],
        ['applicableTo', 'founder'],
        ['applicableTo', 'writer'],
      ])
      const answer = await admin.request('/dashboard/admin/coupons', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
      await follow(admin, answer)
      expect(
        await one('select discount_amount, currency, applicable_to, expiry_date, max_usage_limit from coupon_codes where code = $1', [
          code.toUpperCase(),
        ]),
      ).toEqual({ discount_amount: 4999, currency: 'INR', applicable_to: ['founder', 'writer'], expiry_date: null, max_usage_limit: null })
    })

    it('refuses a duplicate code clearly, whatever its case', async () => {
      const answer = await admin.post('/dashboard/admin/coupons', coupon({ code: 'launch20' }))
      expect(answer.status).toBe(409)
      expect(await answer.text()).toContain('A coupon with the code LAUNCH20 already exists')
      expect(await count(`select count(*) as n from coupon_codes where code = 'LAUNCH20'`)).toBe(1)
    })

    it.each([
      [{ code: '', discountAmount: '' }, 'Please fill in required fields'],
      [{ discountAmount: '' }, 'Please fill in required fields'],
      [{ code: 'has space' }, 'Use letters, digits, - and _ only'],
      [{ discountAmount: '150' }, 'A percentage is a whole number from 1 to 100'],
      [{ discountAmount: '0' }, 'A percentage is a whole number from 1 to 100'],
      [{ discountAmount: '12.5' }, 'A percentage is a whole number from 1 to 100'],
      [{ discountType: 'flat', discountAmount: '0' }, 'A flat amount is above 0'],
      [{ discountAmount: 'ten' }, 'Enter a number, like 20 or 49.99'],
      [{ maxUsage: '0' }, 'Enter a whole number of uses, 1 or more'],
      [{ expiryDate: '2020-01-01T00:00' }, 'Choose an expiry in the future'],
      [{ expiryDate: '2026-02-31' }, 'Enter a date and time'],
      [{ applicableTo: '' }, 'Choose founders, writers or both'],
      [{ discountType: 'bogus' }, 'Choose Flat Amount ($) or Percentage (%)'],
    ])('refuses %o with “%s” and stores nothing', async (extra, message) => {
      const before = await count('select count(*) as n from coupon_codes')
      const form = coupon(extra as Record<string, string>)
      const answer = await admin.post('/dashboard/admin/coupons', form)
      expect(answer.status).toBe(400)
      expect(await answer.text()).toContain(message)
      expect(await count('select count(*) as n from coupon_codes')).toBe(before)
    })

    it('switches a coupon off and on, says so, and logs each', async () => {
      const { id } = (await one<{ id: string }>(`select id from coupon_codes where code = 'LAUNCH20'`))!
      const off = await follow(admin, await admin.post('/dashboard/admin/coupons', { intent: 'toggle', couponId: id, active: 'false' }))
      expect(off).toContain('Coupon deactivated')
      expect(await one('select is_active from coupon_codes where id = $1', [id])).toEqual({ is_active: false })
      expect(await lastLog('coupon.deactivate')).toMatchObject({ target_id: id })
      const on = await follow(admin, await admin.post('/dashboard/admin/coupons', { intent: 'toggle', couponId: id, active: 'true' }))
      expect(on).toContain('Coupon activated')
      expect(await one('select is_active from coupon_codes where id = $1', [id])).toEqual({ is_active: true })

      const unknown = await admin.post('/dashboard/admin/coupons', { intent: 'toggle', couponId: randomUUID(), active: 'false' })
      expect(unknown.status).toBe(404)
      expect(await unknown.text()).toContain('Failed to update coupon status')
      expect((await admin.post('/dashboard/admin/coupons', { intent: 'toggle', couponId: id, active: 'maybe' })).status).toBe(400)
    })

    it('leaves a consistent row after concurrent switches, each change logged once', async () => {
      const form = coupon()
      await follow(admin, await admin.post('/dashboard/admin/coupons', form))
      const { id } = (await one<{ id: string }>('select id from coupon_codes where code = $1', [form.code.toUpperCase()]))!
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          admin.post('/dashboard/admin/coupons', { intent: 'toggle', couponId: id, active: String(n % 2 === 0) }),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(302))
      const logs = await rows<{ action: string }>(
        `select action from admin_activity_log where target_id = $1 and action like 'coupon.%activate' order by created_at`,
        [id],
      )
      // Only switches that changed the state are logged. The coupon starts active, so the real changes
      // alternate off, on, off…: one more "deactivate" than "activate" exactly when it ends inactive.
      // (Entries of concurrent transactions carry their start time, so their order proves nothing.)
      const tally = (action: string) => logs.filter((log) => log.action === action).length
      const state = await one<{ is_active: boolean }>('select is_active from coupon_codes where id = $1', [id])
      expect(logs.length).toBeLessThanOrEqual(8)
      expect(tally('coupon.deactivate') - tally('coupon.activate')).toBe(state!.is_active ? 0 : 1)
      // Two switches to "on" at once end "on": the state asked for, not a flip, logged at most once.
      await Promise.all([1, 2].map(() => admin.post('/dashboard/admin/coupons', { intent: 'toggle', couponId: id, active: 'true' })))
      expect(await one('select is_active from coupon_codes where id = $1', [id])).toEqual({ is_active: true })
      const after = await rows<{ action: string }>(
        `select action from admin_activity_log where target_id = $1 and action like 'coupon.%activate' order by created_at`,
        [id],
      )
      expect(after.length - logs.length).toBe(state!.is_active ? 0 : 1)
    })

    it('refuses founders and writers, changing nothing', async () => {
      await refusedToOthers('/dashboard/admin/coupons', coupon(), ['coupon_codes', 'admin_activity_log'])
      const { id } = (await one<{ id: string }>(`select id from coupon_codes where code = 'LAUNCH20'`))!
      await refusedToOthers('/dashboard/admin/coupons', { intent: 'toggle', couponId: id, active: 'false' }, [
        'coupon_codes',
        'admin_activity_log',
      ])
    })
  })

  describe('pricing', () => {
    const growth = (extra: Record<string, string> = {}) => ({
      intent: 'save-plan',
      plan: 'growth',
      monthlyUSD: '199',
      monthlyINR: '16999',
      yearlyUSD: '1910',
      yearlyINR: '163190',
      availability: 'Only 3 slots left',
      ...extra,
    })
    const price = (slug: string, period: string, currency: string) =>
      one<{ amount_minor: number; updated_by: string }>(
        'select amount_minor, updated_by from plan_prices where plan_slug = $1 and billing_period = $2 and currency = $3',
        [slug, period, currency],
      )
    const version = async () => Number((await one<{ version: string }>('select version from public_content_version'))!.version)

    it('saves a price that /pricing (through its page cache) and checkout show at once, and logs it', async () => {
      // The anonymous pricing page is cached first.
      expect(await (await fetch(`${app.server.url}/pricing`)).text()).toContain('$199')
      expect((await fetch(`${app.server.url}/pricing`)).headers.get('x-cache')).toBe('HIT')
      const versionBefore = await version()

      const page = await follow(admin, await admin.post('/dashboard/admin/pricing', growth({ monthlyUSD: '219.50' })))
      expect(page).toContain('Pricing updated for Growth')
      expect(page).toContain('Update the card-provider prices')
      expect(await price('growth', 'monthly', 'USD')).toEqual({ amount_minor: 21950, updated_by: 'demo-admin' })
      expect(await version()).toBeGreaterThan(versionBefore)
      expect((await lastLog('pricing.update'))!.details).toContain('Growth: monthly USD $199 → $219.50')

      const html = await pollUntil('the cached /pricing page to show the new price', async () => {
        const text = await (await fetch(`${app.server.url}/pricing`)).text()
        return text.includes('$219.50') ? text : null
      })
      expect(html).not.toContain('>$199<')
      const checkout = await (await founder.request('/checkout/growth?billing=monthly&currency=USD')).text()
      expect(checkout).toContain('$219.50')

      await follow(admin, await admin.post('/dashboard/admin/pricing', growth()))
      expect(await price('growth', 'monthly', 'USD')).toMatchObject({ amount_minor: 19900 })
    })

    it.each([
      ['0', 'Enter a price above 0'],
      ['0.00', 'Enter a price above 0'],
      ['', 'Enter a price above 0'],
      ['-5', 'Enter a price as a number'],
      ['abc', 'Enter a price as a number'],
      ['1.234', 'Enter a price as a number'],
      ['99999999', 'Enter a price of at most 10,000,000'],
    ])('refuses a price of “%s” with “%s” and changes nothing', async (value, message) => {
      const versionBefore = await version()
      const answer = await admin.post('/dashboard/admin/pricing?edit=growth', growth({ yearlyINR: value }))
      expect(answer.status).toBe(400)
      expect(await answer.text()).toContain(message)
      expect(await price('growth', 'yearly', 'INR')).toMatchObject({ amount_minor: 16319000 })
      expect(await version()).toBe(versionBefore)
    })

    it('marks a plan sold out with its availability line, and the public page follows', async () => {
      await follow(admin, await admin.post('/dashboard/admin/pricing', growth({ soldOut: 'on', availability: 'Back in March' })))
      expect(await one('select sold_out, availability from plan_settings where plan_slug = $1', ['growth'])).toEqual({
        sold_out: true,
        availability: 'Back in March',
      })
      await pollUntil('the pricing page to show the new availability', async () =>
        (await (await fetch(`${app.server.url}/pricing`)).text()).includes('Back in March'),
      )
      const checkout = await founder.post('/checkout/growth', { intent: 'pay', name: 'Farah', email: 'founder@agency.test' })
      expect(checkout.status).toBe(409)
      await follow(admin, await admin.post('/dashboard/admin/pricing', growth()))
      expect(await one('select sold_out from plan_settings where plan_slug = $1', ['growth'])).toEqual({ sold_out: false })
    })

    it('edits the LinkedIn optimization’s one-time prices', async () => {
      const page = await follow(
        admin,
        await admin.post('/dashboard/admin/pricing', {
          intent: 'save-one-time',
          plan: 'linkedin-profile-optimization',
          oneTimeUSD: '129',
          oneTimeINR: '9999',
        }),
      )
      expect(page).toContain('Pricing updated for LinkedIn Profile Optimization')
      expect(await price('linkedin-profile-optimization', 'one_time', 'INR')).toMatchObject({ amount_minor: 999900 })
      await follow(
        admin,
        await admin.post('/dashboard/admin/pricing', {
          intent: 'save-one-time',
          plan: 'linkedin-profile-optimization',
          oneTimeUSD: '99',
          oneTimeINR: '8249',
        }),
      )
    })

    it('answers an unknown plan with 404, and refuses founders and writers', async () => {
      const unknown = await admin.post('/dashboard/admin/pricing', growth({ plan: 'platinum' }))
      expect(unknown.status).toBe(404)
      expect(await unknown.text()).toContain('That plan does not exist.')
      await refusedToOthers('/dashboard/admin/pricing', growth({ monthlyUSD: '1' }), [
        'plan_prices',
        'plan_settings',
        'public_content_version',
        'admin_activity_log',
      ])
    })
  })

  describe('users and roles', () => {
    it('finds people on the server and shows a writer’s profile', async () => {
      const found = await (await admin.request('/dashboard/admin/users?q=brightloop')).text()
      expect(found).toContain('Lena Park')
      expect(found).not.toContain('Farah Founder')
      await app.database.query(`update profiles set specialties = array['Health', 'SaaS'] where id = 'demo-writer-2'`)
      const detail = await (await admin.request('/dashboard/admin/users?user=demo-writer-2')).text()
      expect(detail).toContain('Fintech and PR specialist')
      expect(detail).toContain('Health, SaaS')
      expect((await admin.request('/dashboard/admin/users?user=nobody')).status).toBe(404)
    })

    it('grants and removes a role, logging each', async () => {
      const { user } = await person(['founder'], 'Role Person')
      const granted = await follow(
        admin,
        await admin.post(`/dashboard/admin/users?user=${user.id}`, { intent: 'grant-role', userId: user.id, role: 'writer' }),
      )
      expect(granted).toContain('Role Person is now a writer')
      expect(await rows('select role from user_roles where user_id = $1 order by role', [user.id])).toEqual([
        { role: 'founder' },
        { role: 'writer' },
      ])
      expect(await lastLog('role.grant')).toMatchObject({ target_id: user.id, details: 'Granted writer to Role Person' })

      const twice = await admin.post('/dashboard/admin/users', { intent: 'grant-role', userId: user.id, role: 'writer' })
      expect(twice.status).toBe(409)
      expect(await twice.text()).toContain('Role Person is already a writer.')

      const removed = await follow(
        admin,
        await admin.post('/dashboard/admin/users', { intent: 'remove-role', userId: user.id, role: 'founder' }),
      )
      expect(removed).toContain('Role Person is no longer a founder')
      expect(await rows('select role from user_roles where user_id = $1', [user.id])).toEqual([{ role: 'writer' }])
      expect(await lastLog('role.remove')).toMatchObject({ target_id: user.id })

      expect((await admin.post('/dashboard/admin/users', { intent: 'remove-role', userId: user.id, role: 'founder' })).status).toBe(409)
      expect((await admin.post('/dashboard/admin/users', { intent: 'grant-role', userId: 'nobody', role: 'writer' })).status).toBe(404)
      expect((await admin.post('/dashboard/admin/users', { intent: 'grant-role', userId: user.id, role: 'superuser' })).status).toBe(400)
    })

    it('refuses founders and writers, changing nothing', async () => {
      await refusedToOthers('/dashboard/admin/users', { intent: 'grant-role', userId: 'demo-founder', role: 'admin' }, [
        'user_roles',
        'admin_activity_log',
      ])
      await refusedToOthers('/dashboard/admin/users', { intent: 'remove-role', userId: 'demo-admin', role: 'admin' }, [
        'user_roles',
        'admin_activity_log',
      ])
    })

    it('does not let an admin remove their own admin role', async () => {
      const answer = await admin.post('/dashboard/admin/users', { intent: 'remove-role', userId: 'demo-admin', role: 'admin' })
      expect(answer.status).toBe(409)
      expect(await answer.text()).toContain('You cannot remove your own admin role.')
      expect(await count(`select count(*) as n from user_roles where user_id = 'demo-admin' and role = 'admin'`)).toBe(1)
    })

    it('keeps the last admin when two admins remove each other at the same moment', async () => {
      const a = await person(['admin'], 'Admin Able')
      const b = await person(['admin'], 'Admin Baker')
      const blocker = new pg.Client({ connectionString: postgres!.url })
      await blocker.connect()
      try {
        // Only these two are admins now.
        await app.database.query(`delete from user_roles where role = 'admin' and user_id not in ($1, $2)`, [a.user.id, b.user.id])
        // Hold the admin rows, so both removals are past their guard and wait at the lock together.
        await blocker.query('begin')
        await blocker.query(`select * from user_roles where role = 'admin' for update`)
        const answers = Promise.all([
          a.client.post('/dashboard/admin/users', { intent: 'remove-role', userId: b.user.id, role: 'admin' }),
          b.client.post('/dashboard/admin/users', { intent: 'remove-role', userId: a.user.id, role: 'admin' }),
        ])
        await pollUntil('both removals to wait for the admin rows', async () => {
          const waiting = await count(
            `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%user_roles%'`,
          )
          return waiting >= 2
        })
        await blocker.query('commit')
        const [first, second] = await answers
        const statuses = [first.status, second.status].sort()
        expect(statuses).toEqual([302, 409])
        const refused = first.status === 409 ? first : second
        expect(await refused.text()).toContain('This is the last admin')
        expect(await count(`select count(*) as n from user_roles where role = 'admin'`)).toBe(1)

        // Without the hold, the one left is refused too (by the guard, or as the last admin), whichever comes first.
        const left = first.status === 302 ? a : b
        const gone = left === a ? b : a
        expect(
          (await gone.client.post('/dashboard/admin/users', { intent: 'remove-role', userId: left.user.id, role: 'admin' })).status,
        ).toBe(403)
      } finally {
        await blocker.query('rollback').catch(() => {})
        await blocker.end()
        // The demo admin is an admin again for what follows.
        await app.database.query(`insert into user_roles (user_id, role) values ('demo-admin', 'admin') on conflict do nothing`)
      }
    })
  })

  describe('failed jobs', () => {
    it('lists a mail the SMTP server refused, retries it for an admin only, and logs the retry', async () => {
      smtp.failNext(1)
      const anonymous = new Browserish(app.server.url)
      expect((await anonymous.post('/login?mode=forgot', { intent: 'forgot', email: 'founder3@agency.test' })).status).toBe(302)
      const page = await pollUntil('the failed mail on the Jobs tab', async () => {
        const html = await (await admin.request('/dashboard/admin/jobs')).text()
        return html.includes('founder3@agency.test') ? html : null
      })
      expect(page).toContain('Reset your Unfiltered password')
      const jobId = page.match(/name="jobId" value="([0-9a-f-]{36})"/)?.[1]
      expect(jobId).toBeDefined()

      await refusedToOthers('/dashboard/admin/jobs', { intent: 'retry-job', jobId: jobId! }, ['admin_activity_log', 'email_outbox'])
      const sentBefore = smtp.mails.filter((mail) => mail.to.some((to) => to.includes('founder3@agency.test'))).length

      const retried = await follow(admin, await admin.post('/dashboard/admin/jobs', { intent: 'retry-job', jobId: jobId! }))
      expect(retried).toContain('Job queued again')
      expect(await lastLog('job.retry')).toMatchObject({ target_id: jobId, actor_id: 'demo-admin' })
      await pollUntil(
        'the mail to be sent',
        () => smtp.mails.filter((mail) => mail.to.some((to) => to.includes('founder3@agency.test'))).length > sentBefore,
      )
      expect((await admin.post('/dashboard/admin/jobs', { intent: 'retry-job', jobId: jobId! })).status).toBe(404)
      expect((await admin.post('/dashboard/admin/jobs', { intent: 'retry-job', jobId: 'nope' })).status).toBe(400)
    })
  })

  describe('the activity log', () => {
    it('lists the last 100 entries newest first, with actor, action, target and details', async () => {
      await app.database.query(
        `insert into admin_activity_log (actor_id, action, target_type, target_id, details, created_at)
         select 'demo-admin', 'test.old', 'thing', n::text, 'old entry ' || n, now() - interval '1 day' - n * interval '1 minute'
         from generate_series(1, 120) n`,
      )
      const html = await (await admin.request('/dashboard/admin/activity')).text()
      expect(html.match(/data-testid="activity-entry"/g)).toHaveLength(100)
      expect(html).toContain('Assigned a writer')
      expect(html).toContain('Created a coupon')
      expect(html).toContain('Updated pricing')
      expect(html).toContain('Granted a role')
      expect(html).toContain('Retried a job')
      expect(html).toContain('Ada Admin')
      // Newest first: today's actions come before yesterday's test entries, and the oldest are cut.
      expect(html.indexOf('Retried a job')).toBeLessThan(html.indexOf('old entry 1<'))
      expect(html).not.toContain('old entry 120<')
    })
  })

  describe('hostile input from an admin', () => {
    const NASTY = [
      '',
      '\u0000',
      '<script>alert(1)</script>',
      "' or 1=1 --",
      '%',
      '🙂'.repeat(300),
      'x'.repeat(5000),
      '\ud800',
      '-1',
      '1e309',
    ]
    const FORMS: [string, Record<string, string>][] = [
      ['/dashboard/admin/assignments', { intent: 'assign', founderId: 'demo-founder-3', writerId: 'demo-writer' }],
      ['/dashboard/admin/assignments', { intent: 'remove', assignmentId: randomUUID() }],
      [
        '/dashboard/admin/coupons',
        {
          intent: 'create',
          code: 'X',
          discountType: 'flat',
          discountAmount: '1',
          currency: 'USD',
          expiryDate: '',
          maxUsage: '',
          applicableTo: 'founder',
        },
      ],
      ['/dashboard/admin/coupons', { intent: 'toggle', couponId: randomUUID(), active: 'true' }],
      [
        '/dashboard/admin/pricing',
        {
          intent: 'save-plan',
          plan: 'growth',
          monthlyUSD: '1',
          monthlyINR: '1',
          yearlyUSD: '1',
          yearlyINR: '1',
          soldOut: 'on',
          availability: 'x',
        },
      ],
      ['/dashboard/admin/pricing', { intent: 'save-one-time', plan: 'linkedin-profile-optimization', oneTimeUSD: '1', oneTimeINR: '1' }],
      ['/dashboard/admin/users', { intent: 'grant-role', userId: 'nobody', role: 'writer' }],
      ['/dashboard/admin/jobs', { intent: 'retry-job', jobId: randomUUID() }],
    ]

    it('never answers a form with a 5xx', async () => {
      const prices = await rows('select * from plan_prices order by plan_slug, billing_period, currency')
      for (const [path, fields] of FORMS) {
        for (const field of Object.keys(fields)) {
          for (const value of NASTY) {
            // A hostile value must not become a price: keep the real ones valid.
            const form = { ...fields, [field]: value }
            if (path.endsWith('pricing') && field !== 'intent' && field !== 'plan') form.plan = 'no-such-plan'
            const response = await admin.post(path, form)
            expect(response.status, `${path} ${field}=${JSON.stringify(value.slice(0, 20))}`).toBeLessThan(500)
            await response.arrayBuffer()
          }
        }
      }
      for (const query of [
        'q=%00',
        'q=' + 'x'.repeat(3000),
        'page=-1',
        'page=1e309',
        'user=%00',
        'founderQ=%27',
        'writerPage=abc',
        'edit=%3Cscript%3E',
      ]) {
        for (const path of [
          '/dashboard/admin/users',
          '/dashboard/admin/assignments',
          '/dashboard/admin/coupons',
          '/dashboard/admin/pricing',
          '/dashboard/admin/jobs',
        ]) {
          const response = await admin.request(`${path}?${query}`)
          expect(response.status, `${path}?${query}`).toBeLessThan(500)
          await response.arrayBuffer()
        }
        const api = await admin.request(`/api/admin/people?role=writer&${query}`)
        expect(api.status).toBeLessThan(500)
        await api.arrayBuffer()
      }
      expect(await rows('select * from plan_prices order by plan_slug, billing_period, currency')).toEqual(prices)
    })
  })
})
