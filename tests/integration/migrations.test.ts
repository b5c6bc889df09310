import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { migrateDatabase, openDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { seedDemoData } from '#db/seed.ts'
import { seedPlanPrices } from '#app/features/billing/prices.server.ts'
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
  'writer_founder_assignments',
  'content_pieces',
  'content_revisions',
  'admin_activity_log',
  'coupon_codes',
  'coupon_redemptions',
  'billing_transactions',
  'payment_data',
  'webhook_events',
  'subscriptions',
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

async function appliedMigrations(handle: DatabaseHandle) {
  const result = await handle.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)
  return rows<{ count: number }>(result)[0]!.count
}

function behavesLikeTheSchema(open: () => Promise<DatabaseHandle>) {
  it('applies every migration from zero, then again without change', async () => {
    const handle = await open()
    await migrateDatabase(handle)
    expect(await tableNames(handle)).toEqual(expect.arrayContaining(EXPECTED_TABLES))
    const applied = await appliedMigrations(handle)
    expect(applied).toBeGreaterThan(0)
    await migrateDatabase(handle)
    expect(await appliedMigrations(handle)).toBe(applied)
  })

  it('enforces the enumerations and the upper-case coupon code', async () => {
    const handle = await open()
    await migrateDatabase(handle)
    await seedDemoData(handle.db)
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
    const handle = await open()
    await migrateDatabase(handle)
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

  it('keeps the daily billing totals equal to the transactions through inserts, updates, deletes and truncation', async () => {
    const handle = await open()
    await migrateDatabase(handle)
    await seedDemoData(handle.db)
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
    expect(await totals()).toEqual(await fromTransactions())

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
    expect(await totals()).toEqual(await fromTransactions())

    await handle.db.execute(sql`truncate billing_transactions cascade`)
    expect(await totals()).toEqual([])
  })

  it('keeps the payment attempt totals equal to the attempts through inserts, updates, deletes and truncation', async () => {
    const handle = await open()
    await migrateDatabase(handle)
    await seedDemoData(handle.db)
    const totals = async () =>
      rows(await handle.db.execute(sql`select status, outcome, attempts from payment_attempt_totals where attempts <> 0 order by 1, 2`))
    const fromAttempts = async () =>
      rows(await handle.db.execute(sql`select status, outcome, count(*)::int as attempts from payment_data group by 1, 2 order by 1, 2`))
    expect(await totals()).toEqual(await fromAttempts())

    await handle.db.execute(sql`insert into payment_data (plan, email, amount_minor, currency, billing_period, provider) values
      ('growth', 'totals-a@example.com', 100, 'USD', 'monthly', 'sandbox'),
      ('growth', 'totals-b@example.com', 100, 'USD', 'monthly', 'sandbox')`)
    await handle.db.execute(sql`update payment_data set status = 'success', outcome = 'paid' where email = 'totals-a@example.com'`)
    await handle.db.execute(sql`delete from payment_data where email = 'totals-b@example.com'`)
    const after = await totals()
    expect(after).toEqual(await fromAttempts())
    expect(after).toContainEqual({ status: 'success', outcome: 'paid', attempts: expect.any(Number) })

    await handle.db.execute(sql`truncate payment_data cascade`)
    expect(await totals()).toEqual([])
  })

  it('keeps updated_at current on every table that has one, whoever updates the row', async () => {
    const handle = await open()
    await migrateDatabase(handle)
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
    const handle = await open()
    await migrateDatabase(handle)
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
  behavesLikeTheSchema(async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' })
    handles.push(handle)
    return handle
  })
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

  behavesLikeTheSchema(async () => {
    // Each test starts from an empty schema on the same database.
    const handle = await open()
    await handle.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`)
    return handle
  })
})

describe('rate-limit counters', () => {
  it('count per key within the window and answer with a wait time', async () => {
    const { consumeRateLimit, pruneRateLimits } = await import('#app/utils/rate-limit.server.ts')
    const handle = await openDatabase({ pgliteDir: 'memory://' })
    await migrateDatabase(handle)
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
