import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { findMigrationsFolder, migrateDatabase, openDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { seedDemoData } from '#db/seed.ts'
import { demoSeedServices } from '#app/features/billing/demo-invoices.server.ts'
import { seedPlanPrices } from '#app/features/billing/prices.server.ts'
import { copyTemplate, pgliteTemplates, removeCopy } from '#tests/support/pglite-templates.ts'
import { pgliteBackend } from '#tests/support/backends.ts'
import { createTestPostgres } from '#tests/support/postgres.ts'

const EXPECTED_TABLES = [
  'user',
  'session',
  'account',
  'verification',
  'rate_limit',
  'request_counters',
  'profiles',
  'user_roles',
  'role_totals',
  'writer_founder_assignments',
  'writer_totals',
  'writer_rates',
  'writer_type_rates',
  'writer_default_rates',
  'writer_earnings',
  'payout_settlements',
  'assignment_totals',
  'content_pieces',
  'content_revisions',
  'admin_activity_log',
  'coupon_codes',
  'coupon_redemptions',
  'billing_transactions',
  'billing_monthly_totals',
  'payment_data',
  'webhook_events',
  'subscriptions',
  'subscription_status_totals',
  'subscription_monthly_totals',
  'subscription_currency_monthly_totals',
  'plan_prices',
  'content_packs',
  'content_pack_files',
  'content_pack_downloads',
  'email_outbox',
  'contact_messages',
]

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows

async function tableNames(handle: DatabaseHandle) {
  const result = await handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)
  return rows<{ table_name: string }>(result).map((row) => row.table_name)
}

/** Applies the migrations up to and including `tag` only: a database as that version left it. */
async function migrateUpTo(handle: DatabaseHandle, tag: string) {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'))
  try {
    await cp(findMigrationsFolder(), folder, { recursive: true })
    const journalFile = path.join(folder, 'meta/_journal.json')
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
    const last = journal.entries.findIndex((entry) => entry.tag === tag)
    expect(last).toBeGreaterThanOrEqual(0)
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }))
    await migrate(handle.db as never, { migrationsFolder: folder })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

async function appliedMigrations(handle: DatabaseHandle) {
  const result = await handle.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)
  return rows<{ count: number }>(result)[0]!.count
}

/**
 * `open` gives an empty database; `openMigrated` one every migration has been applied to, for the tests
 * whose subject is what the schema does rather than how it got there.
 */
function behavesLikeTheSchema(open: () => Promise<DatabaseHandle>, openMigrated: () => Promise<DatabaseHandle>) {
  it('applies every migration from zero, then again without change', async () => {
    const handle = await open()
    await migrateDatabase(handle)
    expect(await tableNames(handle)).toEqual(expect.arrayContaining(EXPECTED_TABLES))
    const applied = await appliedMigrations(handle)
    expect(applied).toBeGreaterThan(0)
    await migrateDatabase(handle)
    expect(await appliedMigrations(handle)).toBe(applied)
  })

  it('reads the failure kind of attempts recorded before it existed from their reasons, and refuses a kind on an open attempt', async () => {
    const handle = await open()
    await migrateUpTo(handle, '0009_piece_html')
    await handle.db
      .execute(sql`insert into payment_data (email, plan, amount_minor, currency, billing_period, provider, status, outcome, failure_reason) values
      ('mismatch@example.com', 'growth', 100, 'INR', 'monthly', 'phonepe', 'success', 'failed', 'Amount mismatch: PhonePe confirmed ₹9, the order is ₹10.'),
      ('cancelled@example.com', 'growth', 100, 'USD', 'monthly', 'sandbox', 'success', 'failed', 'The payment was cancelled on the payment page.'),
      ('declined@example.com', 'growth', 100, 'INR', 'monthly', 'phonepe', 'success', 'failed', 'PhonePe declined the payment (PAYMENT_ERROR, ZM).'),
      ('handoff@example.com', 'growth', 100, 'INR', 'monthly', 'phonepe', 'failed', 'failed', 'Please check the inputs you have provided'),
      ('expired@example.com', 'growth', 100, 'USD', 'monthly', 'sandbox', 'success', 'expired', 'The checkout expired before it was paid.'),
      ('paid@example.com', 'growth', 100, 'USD', 'monthly', 'sandbox', 'success', 'paid', null),
      ('pending@example.com', 'growth', 100, 'USD', 'monthly', 'sandbox', 'dropped', 'pending', null)`)
    await migrateDatabase(handle)
    const kinds = rows<{ email: string; failure_kind: string | null }>(
      await handle.db.execute(sql`select email, failure_kind from payment_data order by email`),
    )
    expect(Object.fromEntries(kinds.map((row) => [row.email, row.failure_kind]))).toEqual({
      'cancelled@example.com': 'cancelled',
      'declined@example.com': 'declined',
      'expired@example.com': 'expired',
      'handoff@example.com': 'provider-error',
      'mismatch@example.com': 'amount-mismatch',
      'paid@example.com': null,
      'pending@example.com': null,
    })
    await expect(
      handle.db.execute(sql`update payment_data set failure_kind = 'declined' where email = 'pending@example.com'`),
    ).rejects.toThrow()
    await expect(
      handle.db.execute(sql`update payment_data set failure_kind = 'stolen' where email = 'declined@example.com'`),
    ).rejects.toThrow()
  })

  it('carries per-piece rates into owed lines settled by the payouts already recorded, so each writer is owed what they were', async () => {
    const handle = await open()
    await migrateUpTo(handle, '0010_payment_failure_kind')
    await handle.db.execute(sql`insert into "user" (id, name, email, email_verified) values
      ('w-piece', 'Piece Writer', 'piece@example.com', true), ('w-month', 'Month Writer', 'month@example.com', true),
      ('f-one', 'Founder One', 'f1@example.com', true)`)
    await handle.db.execute(sql`insert into writer_rates (writer_id, rate_type, amount_minor, currency) values
      ('w-piece', 'per_piece', 5000, 'USD'), ('w-month', 'per_month', 900000, 'INR')`)
    await handle.db.execute(sql`insert into content_pieces (title, status, content_type, writer_id, founder_id, decided_at) values
      ('First', 'approved', 'blog', 'w-piece', 'f-one', '2026-01-01'), ('Second', 'approved', 'pr', 'w-piece', 'f-one', '2026-02-01'),
      ('Third', 'approved', 'linkedin', 'w-piece', 'f-one', '2026-03-01'), ('Waiting', 'pending', 'blog', 'w-piece', 'f-one', null),
      ('Monthly', 'approved', 'blog', 'w-month', 'f-one', '2026-01-01')`)
    // $80 paid before: the first line in full, $30 of the second; a rupee payout touches no dollar line.
    await handle.db
      .execute(sql`insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status, created_at) values
      ('w-piece', 'payout', 6000, 'USD', 'paid', '2026-02-10'), ('w-piece', 'payout', 2000, 'USD', 'pending', '2026-03-10'),
      ('w-piece', 'payout', 100000, 'INR', 'paid', '2026-03-11'), ('w-piece', 'payout', 999, 'USD', 'failed', '2026-03-12')`)
    await migrateDatabase(handle)
    const lines = rows<{ writer_id: string; title: string; amount_minor: number; settled_minor: number; currency: string }>(
      await handle.db.execute(
        sql`select writer_id, title, amount_minor, settled_minor, currency from writer_earnings order by writer_id, accrued_at`,
      ),
    )
    expect(lines).toEqual([
      { writer_id: 'w-piece', title: 'First', amount_minor: 5000, settled_minor: 5000, currency: 'USD' },
      { writer_id: 'w-piece', title: 'Second', amount_minor: 5000, settled_minor: 3000, currency: 'USD' },
      { writer_id: 'w-piece', title: 'Third', amount_minor: 5000, settled_minor: 0, currency: 'USD' },
    ])
    const rates = rows<{ writer_id: string; currency: string; types: string }>(
      await handle.db
        .execute(sql`select r.writer_id, r.currency, coalesce(string_agg(t.content_type || '=' || t.amount_minor, ',' order by t.content_type), '') as types
        from writer_rates r left join writer_type_rates t on t.writer_id = r.writer_id group by 1, 2 order by 1`),
    )
    expect(rates).toEqual([
      { writer_id: 'w-month', currency: 'INR', types: '' },
      { writer_id: 'w-piece', currency: 'USD', types: 'blog=5000,linkedin=5000,pr=5000,strategy=5000' },
    ])
    // From now on, approvals accrue: the monthly writer's next piece at the rupee default.
    await handle.db.execute(
      sql`insert into content_pieces (title, status, content_type, writer_id, founder_id) values ('Now', 'approved', 'blog', 'w-month', 'f-one')`,
    )
    const accrued = rows<{ amount_minor: number; currency: string }>(
      await handle.db.execute(sql`select amount_minor, currency from writer_earnings where title = 'Now'`),
    )
    expect(accrued).toEqual([{ amount_minor: 600_000, currency: 'INR' }])
  })

  it('enforces the enumerations and the upper-case coupon code', async () => {
    const handle = await openMigrated()
    await seedDemoData(handle.db, demoSeedServices)
    await expect(handle.db.execute(sql`insert into user_roles (user_id, role) values ('demo-writer', 'superuser')`)).rejects.toThrow()
    await expect(handle.db.execute(sql`insert into user_roles (user_id, role) values ('demo-writer', 'writer')`)).rejects.toThrow()
    await expect(
      handle.db.execute(sql`insert into coupon_codes (code, discount_type, discount_amount) values ('lower', 'flat', 100)`),
    ).rejects.toThrow()
    await expect(
      handle.db.execute(sql`insert into coupon_codes (code, discount_type, discount_amount) values ('TOOMUCH', 'percentage', 150)`),
    ).rejects.toThrow()
    await expect(
      handle.db.execute(
        sql`insert into content_pieces (title, status, writer_id, founder_id) values ('x', 'published', 'demo-writer', 'demo-founder')`,
      ),
    ).rejects.toThrow()
    await expect(
      handle.db.execute(
        sql`insert into payment_data (plan, email, amount_minor, currency, billing_period, provider) values ('growth', 'a@b.c', 100, 'EUR', 'monthly', 'sandbox')`,
      ),
    ).rejects.toThrow()
  })

  it('seeds the catalogue prices once and keeps an admin edit', async () => {
    const handle = await openMigrated()
    await seedPlanPrices(handle.db)
    await handle.db.execute(
      sql`update plan_prices set amount_minor = 12345 where plan_slug = 'growth' and billing_period = 'monthly' and currency = 'USD'`,
    )
    await seedPlanPrices(handle.db)
    const result = await handle.db.execute(
      sql`select amount_minor, (select count(*)::int from plan_prices) as total from plan_prices where plan_slug = 'growth' and billing_period = 'monthly' and currency = 'USD'`,
    )
    const [row] = rows<{ amount_minor: number; total: number }>(result)
    expect(row!.amount_minor).toBe(12345)
    expect(row!.total).toBe(6 * 4 + 2)
  })

  it('keeps the daily and monthly billing totals equal to the transactions through inserts, updates, deletes and truncation', async () => {
    const handle = await openMigrated()
    await seedDemoData(handle.db, demoSeedServices)
    const totals = async () =>
      rows<{ day: string; currency: string; transaction_type: string; status: string; transactions: number; amount_minor: number }>(
        await handle.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, currency, transaction_type, status,
          transactions::int, amount_minor::int from billing_daily_totals where transactions <> 0 order by 1, 2, 3, 4`),
      )
    const fromTransactions = async () =>
      rows(
        await handle.db.execute(sql`select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, currency,
          transaction_type, status, count(*)::int as transactions, sum(amount_minor)::int as amount_minor
          from billing_transactions group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
      )
    // billing_monthly_totals follows the daily rows: the same sums per UTC month.
    const monthly = async () =>
      rows(
        await handle.db.execute(sql`select to_char(month, 'YYYY-MM') as month, currency, transaction_type, status,
          transactions::int, amount_minor::int from billing_monthly_totals where transactions <> 0 or amount_minor <> 0 order by 1, 2, 3, 4`),
      )
    const monthlyFromTransactions = async () =>
      rows(
        await handle.db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, currency,
          transaction_type, status, count(*)::int as transactions, sum(amount_minor)::int as amount_minor
          from billing_transactions group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
      )
    expect(await totals()).toEqual(await fromTransactions())
    expect(await monthly()).toEqual(await monthlyFromTransactions())

    await handle.db
      .execute(sql`insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status, created_at) values
      ('demo-founder', 'subscription', 1000, 'USD', 'pending', '2026-03-01T23:30:00Z'),
      ('demo-founder', 'subscription', 2500, 'USD', 'pending', '2026-03-02T00:30:00+05:30'),
      ('demo-founder', 'one_time', 824900, 'INR', 'completed', '2026-03-01T10:00:00Z')`)
    const march = await totals()
    expect(march.filter((row) => row.day === '2026-03-01')).toEqual([
      { day: '2026-03-01', currency: 'INR', transaction_type: 'one_time', status: 'completed', transactions: 1, amount_minor: 824900 },
      // 00:30 in India on 2 March is 19:00 UTC on 1 March: days are UTC days.
      { day: '2026-03-01', currency: 'USD', transaction_type: 'subscription', status: 'pending', transactions: 2, amount_minor: 3500 },
    ])

    await handle.db.execute(sql`update billing_transactions set status = 'completed' where amount_minor = 1000 and currency = 'USD'`)
    await handle.db.execute(sql`update billing_transactions set amount_minor = 3000 where amount_minor = 2500 and currency = 'USD'`)
    await handle.db.execute(sql`delete from billing_transactions where currency = 'INR' and amount_minor = 824900`)
    // A charge moved to another month.
    await handle.db.execute(
      sql`update billing_transactions set created_at = '2026-04-30T23:59:00Z' where amount_minor = 3000 and currency = 'USD'`,
    )
    expect(await totals()).toEqual(await fromTransactions())
    expect(await monthly()).toEqual(await monthlyFromTransactions())
    expect(await monthly()).toContainEqual({
      month: '2026-04',
      currency: 'USD',
      transaction_type: 'subscription',
      status: 'pending',
      transactions: 1,
      amount_minor: 3000,
    })

    await handle.db.execute(sql`truncate billing_transactions cascade`)
    expect(await totals()).toEqual([])
    expect(await monthly()).toEqual([])
  })

  it('keeps the payment attempt totals per status, outcome and failure kind equal to the attempts through inserts, updates, deletes and truncation', async () => {
    const handle = await openMigrated()
    await seedDemoData(handle.db, demoSeedServices)
    const totals = async () =>
      rows(
        await handle.db.execute(
          sql`select status, outcome, failure_kind, attempts from payment_attempt_totals where attempts <> 0 order by 1, 2, 3`,
        ),
      )
    const fromAttempts = async () =>
      rows(
        await handle.db.execute(
          sql`select status, outcome, coalesce(failure_kind, '') as failure_kind, count(*)::int as attempts from payment_data group by 1, 2, 3 order by 1, 2, 3`,
        ),
      )
    expect(await totals()).toEqual(await fromAttempts())

    await handle.db.execute(sql`insert into payment_data (plan, email, amount_minor, currency, billing_period, provider) values
      ('growth', 'totals-a@example.com', 100, 'USD', 'monthly', 'sandbox'),
      ('growth', 'totals-b@example.com', 100, 'USD', 'monthly', 'sandbox')`)
    await handle.db.execute(sql`update payment_data set status = 'success', outcome = 'paid' where email = 'totals-a@example.com'`)
    // The buyer cancels on the provider's page: the failure kind moves the attempt to its own row.
    await handle.db.execute(
      sql`update payment_data set status = 'success', outcome = 'failed', failure_kind = 'cancelled' where email = 'totals-b@example.com'`,
    )
    expect(await totals()).toEqual(await fromAttempts())
    expect(await totals()).toContainEqual({ status: 'success', outcome: 'failed', failure_kind: 'cancelled', attempts: expect.any(Number) })
    await handle.db.execute(sql`delete from payment_data where email = 'totals-b@example.com'`)
    const after = await totals()
    expect(after).toEqual(await fromAttempts())
    expect(after).toContainEqual({ status: 'success', outcome: 'paid', failure_kind: '', attempts: expect.any(Number) })

    await handle.db.execute(sql`truncate payment_data cascade`)
    expect(await totals()).toEqual([])
  })

  it('keeps the people per role, pairings, subscriptions and writers’ open pieces counters equal to a fresh count through inserts, updates, deletes and truncation', async () => {
    const handle = await openMigrated()
    await seedDemoData(handle.db, demoSeedServices)
    const query = async (text: ReturnType<typeof sql>) => rows<Record<string, unknown>>(await handle.db.execute(text))
    const counters = async () => ({
      roles: await query(sql`select role, people from role_totals where people <> 0 order by 1`),
      pairings: await query(sql`select is_active, assignments from assignment_totals where assignments <> 0 order by 1`),
      statuses: await query(sql`select status, subscriptions from subscription_status_totals where subscriptions <> 0 order by 1`),
      months: await query(sql`select to_char(month, 'YYYY-MM') as month, started, ended from subscription_monthly_totals
        where started <> 0 or ended <> 0 order by 1`),
      currencyMonths: await query(sql`select to_char(month, 'YYYY-MM') as month, currency, started, ended,
          started_annual_minor::text as started_annual, ended_annual_minor::text as ended_annual
        from subscription_currency_monthly_totals
        where started <> 0 or ended <> 0 or started_annual_minor <> 0 or ended_annual_minor <> 0 order by 1, 2`),
      writerLoads: await query(sql`select writer_id, open_pieces from writer_loads where open_pieces <> 0 order by 1`),
    })
    // Counted afresh, and written differently from the triggers (months as text, not date_trunc).
    const fresh = async () => ({
      roles: await query(sql`select role, count(*)::int as people from user_roles group by 1 order by 1`),
      pairings: await query(sql`select is_active, count(*)::int as assignments from writer_founder_assignments group by 1 order by 1`),
      statuses: await query(sql`select status, count(*)::int as subscriptions from subscriptions group by 1 order by 1`),
      months: await query(sql`select month, sum(started)::int as started, sum(ended)::int as ended from (
          select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, 1 as started, 0 as ended from subscriptions
          union all
          select to_char(coalesce(canceled_at, updated_at) at time zone 'UTC', 'YYYY-MM'), 0, 1 from subscriptions
          where status in ('canceled', 'expired')
        ) as counted group by 1 order by 1`),
      currencyMonths: await query(sql`select month, currency, sum(started)::int as started, sum(ended)::int as ended,
          sum(started_annual)::text as started_annual, sum(ended_annual)::text as ended_annual from (
          select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, currency, 1 as started, 0 as ended,
            case billing_period when 'monthly' then 12 * amount_minor::bigint when 'yearly' then amount_minor else 0 end as started_annual,
            0::bigint as ended_annual
          from subscriptions
          union all
          select to_char(coalesce(canceled_at, updated_at) at time zone 'UTC', 'YYYY-MM'), currency, 0, 1, 0,
            case billing_period when 'monthly' then 12 * amount_minor::bigint when 'yearly' then amount_minor else 0 end
          from subscriptions where status in ('canceled', 'expired')
        ) as counted group by 1, 2 order by 1, 2`),
      writerLoads: await query(sql`select writer_id, count(*)::int as open_pieces from content_pieces
        where writer_id is not null and status in ('requested', 'draft', 'pending', 'rejected') group by 1 order by 1`),
    })
    expect((await counters()).roles.length).toBeGreaterThan(0)
    expect((await counters()).writerLoads.length).toBeGreaterThan(0)
    expect((await counters()).currencyMonths.length).toBeGreaterThan(0)
    expect(await counters()).toEqual(await fresh())

    // People and roles: new ones, a role granted twice, a role changed, a role removed, an account deleted.
    await handle.db.execute(sql`insert into "user" (id, name, email, email_verified) values
      ('totals-1', 'Totals One', 'totals-1@example.com', true), ('totals-2', 'Totals Two', 'totals-2@example.com', true)`)
    await handle.db.execute(
      sql`insert into user_roles (user_id, role) values ('totals-1', 'writer'), ('totals-1', 'founder'), ('totals-2', 'founder')`,
    )
    await handle.db.execute(sql`insert into user_roles (user_id, role) values ('totals-1', 'writer') on conflict do nothing`)
    await handle.db.execute(sql`update user_roles set role = 'writer' where user_id = 'totals-2'`)
    await handle.db.execute(sql`delete from user_roles where user_id = 'totals-1' and role = 'founder'`)
    await handle.db.execute(sql`delete from "user" where id = 'demo-founder-3'`)
    // Pairings: a new one, one ended, one deleted.
    await handle.db.execute(sql`insert into writer_founder_assignments (writer_id, founder_id) values ('totals-1', 'demo-founder')`)
    await handle.db.execute(sql`update writer_founder_assignments set is_active = false where writer_id = 'totals-1'`)
    await handle.db.execute(
      sql`delete from writer_founder_assignments where id = (select min(id::text)::uuid from writer_founder_assignments where is_active)`,
    )
    // Writers' open pieces: one given to another writer, one approved, one sent back, one removed.
    const openPiece = sql`(select min(id::text)::uuid from content_pieces where writer_id = 'demo-writer' and status in ('requested', 'pending'))`
    await handle.db.execute(sql`update content_pieces set writer_id = 'totals-1' where id = ${openPiece}`)
    await handle.db.execute(sql`update content_pieces set status = 'approved' where id = ${openPiece}`)
    await handle.db.execute(
      sql`update content_pieces set status = 'rejected' where id = (select min(id::text)::uuid from content_pieces where status = 'approved')`,
    )
    await handle.db.execute(sql`delete from content_pieces where id = ${openPiece}`)
    // Subscriptions: started in March, canceled in May, another ended when last updated (no canceled_at),
    // then moved by a later update of another column, one started earlier, one deleted, and an update that moves nothing.
    await handle.db
      .execute(sql`insert into subscriptions (user_id, plan_slug, billing_period, currency, status, provider, created_at) values
      ('totals-1', 'growth', 'monthly', 'USD', 'active', 'sandbox', '2026-03-31T23:30:00Z'),
      ('totals-2', 'growth', 'monthly', 'INR', 'active', 'sandbox', '2026-04-01T00:30:00+05:30')`)
    const march = (await counters()).months.find((row) => row.month === '2026-03')
    // 00:30 in India on 1 April is 19:00 UTC on 31 March: months are UTC months.
    expect(march).toMatchObject({ started: 2 })
    await handle.db.execute(
      sql`update subscriptions set status = 'canceled', canceled_at = '2026-05-10T00:00:00Z' where user_id = 'totals-1'`,
    )
    // The demo's year of history may have ended a subscription in June already.
    const juneEnded = Number((await counters()).months.find((row) => row.month === '2026-06')?.ended ?? 0)
    await handle.db.execute(
      sql`update subscriptions set status = 'expired', updated_at = '2026-06-10T00:00:00Z' where user_id = 'totals-2'`,
    )
    expect((await counters()).months.find((row) => row.month === '2026-06')).toMatchObject({ ended: juneEnded + 1 })
    await handle.db.execute(sql`update subscriptions set reminder_sent_for = now() where user_id = 'totals-2'`)
    await handle.db.execute(sql`update subscriptions set created_at = '2025-12-01T00:00:00Z' where user_id = 'totals-1'`)
    await handle.db.execute(sql`update subscriptions set plan_slug = plan_slug where user_id = 'demo-founder'`)
    // A plan change re-prices the subscription (monthly $199 to yearly $1,910), and a currency moves.
    await handle.db.execute(
      sql`update subscriptions set billing_period = 'yearly', amount_minor = 191000 where user_id = 'demo-founder' and status = 'active'`,
    )
    await handle.db.execute(sql`update subscriptions set currency = 'USD', amount_minor = 4900 where user_id = 'totals-2'`)
    await handle.db.execute(
      sql`delete from subscriptions where id = (select min(id::text)::uuid from subscriptions where user_id like 'demo-%')`,
    )
    // A rolled-back change leaves nothing behind.
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into user_roles (user_id, role) values ('totals-2', 'admin')`)
        await tx.execute(sql`update subscriptions set status = 'canceled' where user_id = 'demo-founder'`)
        tx.rollback()
      })
      .catch(() => {})
    expect(await counters()).toEqual(await fresh())

    await handle.db.execute(sql`truncate subscriptions cascade`)
    const afterTruncate = await counters()
    expect(afterTruncate).toMatchObject({ statuses: [], months: [], currencyMonths: [] })
    expect(afterTruncate).toEqual(await fresh())
    // Truncating the accounts truncates roles and pairings by cascade: their counters empty too.
    await handle.db.execute(sql`truncate "user" cascade`)
    expect(await counters()).toEqual({ roles: [], pairings: [], statuses: [], months: [], currencyMonths: [], writerLoads: [] })
  })

  it('keeps each writer’s approved pieces, latest approval and payouts equal to a fresh count through every kind of change', async () => {
    const handle = await openMigrated()
    await seedDemoData(handle.db, demoSeedServices)
    const query = async (text: ReturnType<typeof sql>) => rows<Record<string, unknown>>(await handle.db.execute(text))
    const totals = () =>
      query(sql`select writer_id, approved_pieces, to_char(last_approved_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as last_approved,
          paid_usd_minor::int as usd, paid_inr_minor::int as inr from writer_totals
        where approved_pieces <> 0 or last_approved_at is not null or paid_usd_minor <> 0 or paid_inr_minor <> 0 order by 1`)
    // Counted afresh from the rows, the way the payouts page used to.
    const fresh = () =>
      query(sql`select writer_id, sum(pieces)::int as approved_pieces,
          to_char(max(approved_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as last_approved, sum(usd)::int as usd, sum(inr)::int as inr from (
          select writer_id, 1 as pieces, coalesce(decided_at, created_at) as approved_at, 0 as usd, 0 as inr
          from content_pieces where status = 'approved'
          union all
          select user_id, 0, null, case when currency = 'USD' then amount_minor else 0 end, case when currency = 'INR' then amount_minor else 0 end
          from billing_transactions where transaction_type = 'payout' and status in ('paid', 'pending', 'completed')
        ) as counted group by 1 having sum(pieces) <> 0 or sum(usd) <> 0 or sum(inr) <> 0 order by 1`)
    expect((await totals()).length).toBeGreaterThan(0)
    expect(await totals()).toEqual(await fresh())

    await handle.db.execute(sql`insert into "user" (id, name, email, email_verified) values
      ('wt-1', 'Totals Writer', 'wt-1@example.com', true), ('wt-2', 'Other Writer', 'wt-2@example.com', true)`)
    // Pieces: approved at once, approved later, re-dated, moved to another writer, sent back, deleted,
    // and an edit of an approved piece that changes nothing counted.
    await handle.db.execute(sql`insert into content_pieces (title, status, writer_id, founder_id, decided_at) values
      ('wt a', 'approved', 'wt-1', 'demo-founder', '2026-05-01T10:00:00Z'),
      ('wt b', 'approved', 'wt-1', 'demo-founder', '2026-06-01T10:00:00Z'),
      ('wt c', 'pending', 'wt-1', 'demo-founder', null),
      ('wt d', 'approved', 'wt-2', 'demo-founder', '2026-04-01T10:00:00Z')`)
    expect(await totals()).toContainEqual({ writer_id: 'wt-1', approved_pieces: 2, last_approved: '2026-06-01 10:00:00', usd: 0, inr: 0 })
    await handle.db.execute(sql`update content_pieces set status = 'approved', decided_at = '2026-07-01T10:00:00Z' where title = 'wt c'`)
    await handle.db.execute(sql`update content_pieces set feedback = 'Lovely' where title = 'wt a'`)
    // The latest approval sent back: the one before it is the latest again.
    await handle.db.execute(sql`update content_pieces set status = 'rejected' where title = 'wt c'`)
    expect(await totals()).toContainEqual({ writer_id: 'wt-1', approved_pieces: 2, last_approved: '2026-06-01 10:00:00', usd: 0, inr: 0 })
    await handle.db.execute(sql`update content_pieces set decided_at = '2026-03-01T10:00:00Z' where title = 'wt b'`)
    await handle.db.execute(sql`update content_pieces set writer_id = 'wt-2' where title = 'wt a'`)
    await handle.db.execute(sql`delete from content_pieces where title = 'wt d'`)
    // One statement that changes several of a writer's pieces.
    await handle.db.execute(sql`update content_pieces set status = 'approved', decided_at = null where title in ('wt b', 'wt c')`)
    expect(await totals()).toEqual(await fresh())

    // Payouts: paid, pending then failed, an amount corrected, moved to the other currency, a payment
    // that is not a payout, and a deleted one.
    await handle.db.execute(sql`insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status) values
      ('wt-1', 'payout', 5000, 'USD', 'paid'), ('wt-1', 'payout', 7000, 'INR', 'pending'),
      ('wt-2', 'payout', 900, 'USD', 'paid'), ('wt-2', 'subscription', 12000, 'USD', 'completed')`)
    expect(await totals()).toContainEqual(expect.objectContaining({ writer_id: 'wt-1', usd: 5000, inr: 7000 }))
    await handle.db.execute(sql`update billing_transactions set status = 'failed' where user_id = 'wt-1' and currency = 'INR'`)
    await handle.db.execute(sql`update billing_transactions set amount_minor = 4500 where user_id = 'wt-1' and transaction_type = 'payout'`)
    await handle.db.execute(sql`update billing_transactions set currency = 'INR' where user_id = 'wt-2' and transaction_type = 'payout'`)
    await handle.db.execute(sql`update billing_transactions set note = 'checked' where user_id = 'wt-2'`)
    expect(await totals()).toContainEqual(expect.objectContaining({ writer_id: 'wt-1', usd: 4500, inr: 0 }))
    await handle.db.execute(sql`delete from billing_transactions where user_id = 'wt-2' and transaction_type = 'payout'`)
    // A rolled-back change leaves nothing behind.
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into content_pieces (title, status, writer_id, founder_id) values ('wt e', 'approved', 'wt-1', 'demo-founder')`,
        )
        await tx.execute(sql`insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status)
          values ('wt-1', 'payout', 100, 'USD', 'paid')`)
        tx.rollback()
      })
      .catch(() => {})
    expect(await totals()).toEqual(await fresh())

    // A deleted account takes its row and its pieces with it; a deleted founder takes the pieces written for them.
    await handle.db.execute(sql`delete from "user" where id = 'wt-2'`)
    await handle.db.execute(sql`delete from "user" where id = 'demo-founder-2'`)
    expect(await totals()).toEqual(await fresh())
    expect(await query(sql`select writer_id from writer_totals where writer_id = 'wt-2'`)).toEqual([])

    await handle.db.execute(sql`truncate content_pieces cascade`)
    expect((await totals()).every((row) => row.approved_pieces === 0 && row.last_approved === null)).toBe(true)
    expect(await totals()).toEqual(await fresh())
    await handle.db.execute(sql`truncate billing_transactions cascade`)
    expect(await totals()).toEqual([])
  })

  it('keeps each role’s sort name equal to the lower-cased account name, whoever writes either table', async () => {
    const handle = await openMigrated()
    await seedDemoData(handle.db, demoSeedServices)
    const mismatches = async () =>
      rows(
        await handle.db.execute(sql`select r.user_id, r.role, r.sort_name, u.name from user_roles r join "user" u on u.id = r.user_id
          where r.sort_name is distinct from lower(u.name)`),
      )
    expect(await mismatches()).toEqual([])

    await handle.db.execute(sql`update "user" set name = 'Zoë Écrivain' where id = 'demo-writer'`)
    // A value written to the column itself is ignored.
    await handle.db.execute(sql`update user_roles set sort_name = 'aaa' where user_id = 'demo-founder'`)
    // The account and its role in one statement.
    await handle.db.execute(sql`with created as (
        insert into "user" (id, name, email, email_verified) values ('sort-1', 'Mixed CASE Name', 'sort-1@example.com', true) returning id
      ) insert into user_roles (user_id, role) select id, 'writer' from created`)
    expect(await mismatches()).toEqual([])
    const names = rows<{ user_id: string; sort_name: string }>(
      await handle.db.execute(sql`select user_id, sort_name from user_roles where user_id in ('demo-writer', 'sort-1') order by 1`),
    )
    expect(names).toEqual([
      { user_id: 'demo-writer', sort_name: 'zoë écrivain' },
      { user_id: 'sort-1', sort_name: 'mixed case name' },
    ])
  })

  it('keeps updated_at current on every table that has one, whoever updates the row', async () => {
    const handle = await openMigrated()
    const withColumn = rows<{ table_name: string }>(
      await handle.db.execute(
        sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'updated_at'`,
      ),
    ).map((row) => row.table_name)
    const withTrigger = rows<{ table_name: string }>(
      await handle.db.execute(
        sql`select event_object_table as table_name from information_schema.triggers where trigger_name like '%_set_updated_at' and event_manipulation = 'UPDATE'`,
      ),
    ).map((row) => row.table_name)
    expect(withColumn.length).toBeGreaterThan(5)
    expect(new Set(withTrigger)).toEqual(new Set(withColumn))

    await seedPlanPrices(handle.db)
    await handle.db.execute(sql`update plan_prices set updated_at = '2000-01-01' where plan_slug = 'growth'`)
    await handle.db.execute(sql`update plan_prices set amount_minor = amount_minor + 1 where plan_slug = 'growth'`)
    const [stamp] = rows<{ fresh: boolean }>(
      await handle.db.execute(
        sql`select bool_and(updated_at > now() - interval '1 minute') as fresh from plan_prices where plan_slug = 'growth'`,
      ),
    )
    expect(stamp!.fresh).toBe(true)
  })

  it('bumps the public content version in the same transaction as a price change, and not on a rolled-back one', async () => {
    const handle = await openMigrated()
    await seedPlanPrices(handle.db)
    const version = async () =>
      Number(rows<{ version: string }>(await handle.db.execute(sql`select version from public_content_version where id = 1`))[0]!.version)
    const before = await version()
    await handle.db.execute(sql`update plan_prices set amount_minor = 4242 where plan_slug = 'starter' and billing_period = 'monthly'`)
    expect(await version()).toBe(before + 1)
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`update plan_prices set amount_minor = 1 where plan_slug = 'starter'`)
        tx.rollback()
      })
      .catch(() => {})
    expect(await version()).toBe(before + 1)
  })
}

describe('schema on embedded PGlite', () => {
  const handles: DatabaseHandle[] = []
  afterAll(async () => {
    for (const handle of handles) await handle.close()
  })
  /** A copy of one of the suite's ready-made databases (pglite-templates.ts), or a fresh one in memory. */
  const openCopy = async (template: 'empty' | 'migrated') => {
    const templates = pgliteTemplates()
    const dir = templates ? copyTemplate(templates[template], 'agency-schema-') : 'memory://'
    const handle = await openDatabase({ pgliteDir: dir })
    handles.push({ ...handle, close: async () => (await handle.close(), templates && removeCopy(dir)) })
    if (!templates && template === 'migrated') await migrateDatabase(handle)
    return handle
  }
  // The empty one is as initdb made it, no migration applied; the migrated one has them all.
  behavesLikeTheSchema(
    () => openCopy('empty'),
    () => openCopy('migrated'),
  )
})

const postgres = await createTestPostgres()

describe.runIf(postgres)('schema on a PostgreSQL server', () => {
  const handles: DatabaseHandle[] = []
  afterAll(async () => {
    for (const handle of handles) await handle.close()
    await postgres?.drop()
  })
  const open = async () => {
    const handle = await openDatabase({ databaseUrl: postgres!.url })
    handles.push(handle)
    return handle
  }

  it('migrates once when several instances start at the same time', async () => {
    const instances = await Promise.all([open(), open(), open(), open()])
    await Promise.all(instances.map((handle) => migrateDatabase(handle)))
    const counts = await Promise.all(instances.map(appliedMigrations))
    expect(new Set(counts).size).toBe(1)
    const journal = await import('#db/migrations/meta/_journal.json', { with: { type: 'json' } })
    expect(counts[0]).toBe(journal.default.entries.length)
  })

  it('keeps a writer’s latest approval right when an approval and the take-back of another piece race', async () => {
    const handle = await open()
    await handle.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`)
    await migrateDatabase(handle)
    await seedDemoData(handle.db, demoSeedServices)
    const pool = handle.pool
    await pool.query(`insert into "user" (id, name, email, email_verified) values ('race-1', 'Race Writer', 'race-1@example.com', true)`)
    await pool.query(`insert into content_pieces (title, status, writer_id, founder_id, decided_at) values
      ('race a', 'approved', 'race-1', 'demo-founder', '2026-01-01T00:00:00Z'),
      ('race b', 'approved', 'race-1', 'demo-founder', '2026-02-01T00:00:00Z')`)
    const latest = async () =>
      (
        await pool.query(`select approved_pieces, to_char(last_approved_at at time zone 'UTC', 'YYYY-MM-DD') as day
        from writer_totals where writer_id = 'race-1'`)
      ).rows[0]
    const approver = await pool.connect()
    const reviewer = await pool.connect()
    try {
      // A newer approval is written first and not yet committed; the take-back of b waits for it and must
      // then see it, rather than setting the latest approval to a.
      await approver.query('begin')
      await approver.query(`insert into content_pieces (title, status, writer_id, founder_id, decided_at)
        values ('race c', 'approved', 'race-1', 'demo-founder', '2026-03-01T00:00:00Z')`)
      await reviewer.query('begin')
      const takeBack = reviewer.query(`update content_pieces set status = 'rejected' where title = 'race b'`)
      await new Promise((resolve) => setTimeout(resolve, 200))
      await approver.query('commit')
      await takeBack
      await reviewer.query('commit')
      expect(await latest()).toEqual({ approved_pieces: 2, day: '2026-03-01' })

      // The other way round: the take-back of c holds the writer's row, a newer approval waits for it.
      await reviewer.query('begin')
      await reviewer.query(`update content_pieces set status = 'rejected' where title = 'race c'`)
      await approver.query('begin')
      const approval = approver.query(`insert into content_pieces (title, status, writer_id, founder_id, decided_at)
        values ('race d', 'approved', 'race-1', 'demo-founder', '2026-04-01T00:00:00Z')`)
      await new Promise((resolve) => setTimeout(resolve, 200))
      await reviewer.query('commit')
      await approval
      await approver.query('commit')
      expect(await latest()).toEqual({ approved_pieces: 2, day: '2026-04-01' })
    } finally {
      approver.release()
      reviewer.release()
    }
  })

  // Each test starts from an empty schema on the same database.
  const openEmpty = async () => {
    const handle = await open()
    await handle.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`)
    return handle
  }
  behavesLikeTheSchema(openEmpty, async () => {
    const handle = await openEmpty()
    await migrateDatabase(handle)
    return handle
  })
})

describe('rate-limit counters', () => {
  it('count per key within the window and answer with a wait time', async () => {
    const { consumeRateLimit, pruneRateLimits } = await import('#app/utils/rate-limit.server.ts')
    // The suite's migrated database (a copy): the counters are the subject here, not the migrations.
    const handle = await (await pgliteBackend()).open()
    const rule = { limit: 3, windowSeconds: 60 }
    const results = []
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(handle.db, 'login:email:a@b.co', rule))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0)
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await consumeRateLimit(handle.db, 'login:email:other@b.co', rule)).allowed).toBe(true)
    // An expired window starts over.
    await handle.db.execute(sql`update request_counters set window_start = now() - interval '2 minutes'`)
    expect((await consumeRateLimit(handle.db, 'login:email:a@b.co', rule)).allowed).toBe(true)
    await handle.db.execute(sql`update request_counters set window_start = now() - interval '2 days'`)
    await pruneRateLimits(handle.db)
    const left = await handle.db.execute(sql`select count(*)::int as count from request_counters`)
    expect(rows<{ count: number }>(left)[0]!.count).toBe(0)
    await handle.close()
  })
})
