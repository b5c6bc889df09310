// `npm run seed:large`: fills the PostgreSQL database of DATABASE_URL with a large agency — 10,000
// users (600 writers, the rest founders), 2,000 active pairings, 100,000 content pieces and 12,000
// requests in every state (some overdue), 100,000
// billing transactions, 6,000 subscriptions and 20,000 payment attempts — to measure the dashboards
// at scale (bench/dashboards.mjs). The demo accounts get tens of times their demo share, so their
// pages are measured with more data of their own. Run it after the server has migrated and seeded the database in
// demo mode; it refuses to run twice and never runs on the embedded database.
import pg from 'pg'

const url = process.env.DATABASE_URL
if (!url) {
  console.error('seed:large needs DATABASE_URL (a PostgreSQL server): the embedded database is for one process only.')
  process.exit(1)
}

const USERS = 10_000
const WRITERS = 600
const PAIRS = 2_000
const PIECES = 100_000
const REQUESTS = 12_000
const TRANSACTIONS = 100_000
const SUBSCRIPTIONS = 6_000
const ATTEMPTS = 20_000

/** The tables of running totals kept by triggers (migrations 0005, 0006 and 0007). */
const COUNTER_TABLES = [
  'billing_daily_totals',
  'billing_monthly_totals',
  'payment_attempt_totals',
  'role_totals',
  'assignment_totals',
  'subscription_status_totals',
  'subscription_monthly_totals',
  'subscription_currency_monthly_totals',
  'writer_totals',
]

const client = new pg.Client({ connectionString: url })
await client.connect()
const started = Date.now()
const step = async (label, text) => {
  const t = Date.now()
  const result = await client.query(text)
  console.log(`${label}: ${result.rowCount ?? 0} rows (${Date.now() - t} ms)`)
}

try {
  const { rows } = await client
    .query(
      `select to_regclass('public.content_pieces') is not null as migrated, (select count(*) from "user" where id like 'large-%')::int as large`,
    )
    .catch(() => ({ rows: [{ migrated: false, large: 0 }] }))
  if (!rows[0].migrated)
    throw new Error(
      'The database has no schema yet: start the server once on it (APP_MODE=demo) so it migrates and seeds the demo accounts.',
    )
  if (rows[0].large > 0) throw new Error('This database already holds the large seed.')

  await client.query('begin')
  await step(
    'users',
    `insert into "user" (id, name, email, email_verified, created_at)
     select 'large-u-' || g, 'Person ' || g, 'large' || g || '@large.test', true, now() - (g % 700) * interval '1 day'
     from generate_series(1, ${USERS}) g`,
  )
  await step(
    'profiles',
    `insert into profiles (id, name, company, bio, specialties, experience_years, onboarded_at)
     select 'large-u-' || g, 'Person ' || g, 'Company ' || (g % 3000), 'A short bio of person ' || g,
       case when g <= ${WRITERS} then array['LinkedIn', 'Fintech', 'SaaS'] else array[]::text[] end,
       case when g <= ${WRITERS} then g % 20 else null end, now() - (g % 700) * interval '1 day'
     from generate_series(1, ${USERS}) g`,
  )
  await step(
    'roles',
    `insert into user_roles (user_id, role)
     select 'large-u-' || g, case when g <= ${WRITERS} then 'writer' else 'founder' end from generate_series(1, ${USERS}) g`,
  )
  // Pairings: each large founder once; the demo writer gets 2 of them and the demo founder 2 writers.
  await step(
    'assignments',
    `insert into writer_founder_assignments (writer_id, founder_id, assigned_by, assigned_at, is_active)
     select case when g <= 2 then 'demo-writer' else 'large-u-' || (1 + g % ${WRITERS}) end,
            'large-u-' || (${WRITERS} + g), 'demo-admin', now() - (g % 300) * interval '1 day', true
     from generate_series(1, ${PAIRS - 2}) g
     union all
     select 'large-u-' || g, 'demo-founder', 'demo-admin', now() - (g % 300) * interval '1 day', true from generate_series(1, 2) g`,
  )
  await step(
    'content pieces',
    `with a as (select id, writer_id, founder_id, row_number() over (order by assigned_at, id) as n from writer_founder_assignments where is_active),
     total as (select count(*) as c from a)
     insert into content_pieces (title, body, content_type, status, feedback, writer_id, founder_id, assignment_id, revision_round,
                                 planned_publish_date, submitted_at, decided_at, created_at)
     select 'Piece ' || g, repeat('A sentence of a draft that a writer wrote. ', 40),
       (array['blog', 'linkedin', 'pr', 'strategy'])[1 + g % 4],
       (array['pending', 'approved', 'rejected', 'approved', 'draft', 'approved'])[1 + g % 6],
       case when g % 6 = 2 then 'Sharper opening, please.' else null end,
       a.writer_id, a.founder_id, a.id, g % 3,
       (current_date + ((g % 120) - 60))::date,
       case when g % 6 = 4 then null else now() - (g % 400) * interval '1 day' end,
       case when g % 6 in (1, 2, 3, 5) then now() - (g % 400) * interval '1 day' + interval '2 days' else null end,
       now() - (g % 400) * interval '1 day' - interval '1 day'
     from generate_series(1, ${PIECES}) g join a on a.n = 1 + g % (select c from total)`,
  )
  await step(
    'requests',
    // Requests from founders in every state, a sixth of them overdue: requested, in progress (draft),
    // pending, changes requested, approved and cancelled, with due dates around today and a history row each.
    `with a as (select id, writer_id, founder_id, row_number() over (order by assigned_at, id) as n from writer_founder_assignments where is_active),
     total as (select count(*) as c from a),
     made as (
       insert into content_pieces (title, body, content_type, status, writer_id, founder_id, assignment_id, requested_at, requested_by,
                                   brief, due_date, extra, submitted_at, decided_at, cancelled_at, status_changed_at, created_at)
       select 'Request ' || g, case when g % 6 = 0 then '' else repeat('A sentence of a requested piece. ', 30) end,
         (array['blog', 'linkedin', 'pr', 'strategy'])[1 + g % 4],
         (array['requested', 'draft', 'pending', 'rejected', 'approved', 'cancelled'])[1 + g % 6],
         a.writer_id, a.founder_id, a.id,
         now() - (g % 60) * interval '1 day', a.founder_id, 'What the founder asked for.',
         (current_date + ((g % 20) - 8))::date, g % 25 = 0,
         case when g % 6 in (2, 3, 4) then now() - (g % 60) * interval '1 day' + interval '2 days' else null end,
         case when g % 6 in (3, 4) then now() - (g % 60) * interval '1 day' + interval '3 days' else null end,
         case when g % 6 = 5 then now() - (g % 60) * interval '1 day' + interval '1 day' else null end,
         now() - (g % 30) * interval '1 day', now() - (g % 60) * interval '1 day'
       from generate_series(1, ${REQUESTS}) g join a on a.n = 1 + g % (select c from total)
       returning id, founder_id, status, requested_at
     )
     insert into content_events (content_id, actor_id, from_status, to_status, created_at)
     select id, founder_id, null, 'requested', requested_at from made`,
  )
  await step(
    'revisions',
    `insert into content_revisions (content_id, editor_id, title, body, status, note, round, feedback, updated_at)
     select id, writer_id, title, body, 'rejected', 'Changes requested', 0, feedback, coalesce(decided_at, now())
     from content_pieces where status = 'rejected' and title like 'Piece %'`,
  )
  await step(
    'subscriptions',
    `insert into subscriptions (user_id, plan_slug, billing_period, currency, status, provider, amount_minor, current_period_start, current_period_end, created_at)
     select 'large-u-' || (${WRITERS} + g), (array['starter', 'growth', 'momentum', 'enterprise'])[1 + g % 4], 'monthly',
       case when g % 3 = 0 then 'INR' else 'USD' end, case when g % 10 = 0 then 'canceled' else 'active' end, 'sandbox',
       case when g % 3 = 0 then 1699900 else 19900 end, now() - (g % 30) * interval '1 day', now() + (30 - g % 30) * interval '1 day',
       now() - (g % 365) * interval '1 day'
     from generate_series(1, ${SUBSCRIPTIONS}) g`,
  )
  await step(
    'payment attempts',
    `insert into payment_data (user_id, plan, email, amount_minor, subtotal_minor, currency, billing_period, status, outcome, provider, timestamp)
     select 'large-u-' || (${WRITERS} + 1 + g % (${USERS - WRITERS})), 'growth', 'large' || (${WRITERS} + 1 + g % (${USERS - WRITERS})) || '@large.test',
       19900, 19900, 'USD', 'monthly', (array['success', 'success', 'failed', 'dropped'])[1 + g % 4],
       (array['paid', 'failed', 'failed', 'expired'])[1 + g % 4], 'sandbox', now() - (g % 365) * interval '1 day'
     from generate_series(1, ${ATTEMPTS}) g`,
  )
  // Charges of founders (the demo founder among them) and payouts to writers (the demo writer among them).
  await step(
    'billing transactions',
    `insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status, description, created_at)
     select case when g % 10 = 0 then (case when g % 5000 = 0 then 'demo-writer' else 'large-u-' || (1 + g % ${WRITERS}) end)
                 when g % 5000 = 1 then 'demo-founder'
                 else 'large-u-' || (${WRITERS} + 1 + g % (${USERS - WRITERS})) end,
       case when g % 10 = 0 then 'payout' when g % 3 = 0 then 'renewal' else 'subscription' end,
       case when g % 4 = 0 then 1699900 else 19900 end, case when g % 4 = 0 then 'INR' else 'USD' end,
       case when g % 10 = 0 then 'paid' else 'completed' end, 'Large seed charge ' || g, now() - (g % 365) * interval '1 day'
     from generate_series(1, ${TRANSACTIONS}) g`,
  )
  await step(
    'notifications',
    `insert into notifications (user_id, kind, title, created_at)
     select case when g % 2 = 0 then 'demo-founder' else 'demo-writer' end, 'content.submitted', 'Notification ' || g, now() - g * interval '1 hour'
     from generate_series(1, 500) g`,
  )
  await client.query('commit')
  // Loading in one transaction leaves every intermediate version of the counter rows the triggers keep
  // (100,000 updates of ~1,500 billing_daily_totals rows filled 885 pages for 1,463 rows). A live
  // database writes each charge in its own transaction and page pruning and autovacuum reclaim the old
  // versions, so its counters stay a few pages: compact them to measure them as they are read then.
  await client.query(`vacuum full ${COUNTER_TABLES.join(', ')}`)
  // As autovacuum would soon: planner statistics, and a visibility map for index-only counts.
  await client.query('vacuum analyze')
  console.log(`seed:large done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
} catch (error) {
  await client.query('rollback').catch(() => {})
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await client.end()
}
