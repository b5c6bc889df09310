// Helpers for the admin journeys (tests/e2e/admin-ops.spec.ts): accessibility checks, and rows written
// straight into the e2e server's database (tests/e2e/global-setup.ts hands its URL over).
import pg from 'pg'

let pool: pg.Pool | undefined
function database() {
  const url = process.env.E2E_DATABASE_URL
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser tests with Playwright, whose global setup starts the server')
  pool ??= new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true })
  return pool
}

/** One query against the e2e server's database. */
export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  return (await database().query<T>(text, values)).rows
}

/**
 * A mail that failed for good, as the job queue leaves one after its last attempt: the outbox row
 * marked failed with its error, and its `send-email` job in pg-boss's failed state.
 */
export async function createFailedMail(options: { to: string; subject: string; error?: string }) {
  const error = options.error ?? '554 5.7.1 Relay access denied'
  const client = await database().connect()
  try {
    await client.query('begin')
    const [outbox] = (
      await client.query<{ id: string }>(
        `insert into email_outbox (template, to_address, subject, html, text, status, attempts, last_error)
         values ('e2e-failed', $1, $2, $3, $4, 'failed', 1, $5) returning id`,
        [options.to, options.subject, `<p>${options.subject}</p>`, options.subject, error],
      )
    ).rows
    const [job] = (
      await client.query<{ id: string }>(
        `insert into pgboss.job (name, data, state, retry_limit, retry_count, output, completed_on)
         values ('send-email', $1, 'failed', 0, 0, $2, now()) returning id`,
        [JSON.stringify({ outboxId: outbox!.id, to: options.to, subject: options.subject }), JSON.stringify({ message: error })],
      )
    ).rows
    await client.query('commit')
    return { outboxId: outbox!.id, jobId: job!.id }
  } catch (failure) {
    await client.query('rollback')
    throw failure
  } finally {
    client.release()
  }
}

/** A price of the catalogue as stored (minor units). */
export async function storedPrice(plan: string, period: string, currency: string) {
  const [row] = await query<{ amount_minor: number }>(
    'select amount_minor from plan_prices where plan_slug = $1 and billing_period = $2 and currency = $3',
    [plan, period, currency],
  )
  return row?.amount_minor ?? null
}

/** Puts a price back (the e2e database is shared by every test). */
export async function setStoredPrice(plan: string, period: string, currency: string, amountMinor: number) {
  await query('update plan_prices set amount_minor = $4 where plan_slug = $1 and billing_period = $2 and currency = $3', [
    plan,
    period,
    currency,
    amountMinor,
  ])
}

export { expectNoAxeViolations } from './fixtures.ts'
