import path from 'node:path'
import { seedDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoSeedOutcome } from '#db/seed.ts'
import { startBillingJobs } from '#app/features/billing/billing-jobs.server.ts'
import { demoSeedServices } from '#app/features/billing/demo-invoices.server.ts'
import { checkGstSeller } from '#app/features/billing/gst-seller.server.ts'
import { seedPlanPrices } from '#app/features/billing/prices.server.ts'
import { startContentJobs } from '#app/features/content/content-jobs.server.ts'
import { renderMissingHtml } from '#app/features/content/piece-html.server.ts'
import { workDataExportJobs } from '#app/features/account/data-export.server.ts'
import { configurePaymentProviders, describePaymentSetup } from '#app/features/billing/providers/registry.server.ts'
import { createAuth, setAuth } from './utils/auth.server.ts'
import { serveBackups } from './utils/backup.server.ts'
import { migrateDatabase, openDatabase, setDatabase, type DatabaseHandle } from './utils/db.server.ts'
import { DEMO_SECRET_FILE, getEnv, type Env } from './utils/env.server.ts'
import { defineJob, startJobQueue, stopJobQueue } from './utils/jobs.server.ts'
import { startMetrics } from './utils/metrics.server.ts'
import { logger } from './utils/logger.server.ts'
import { createMailTransport, workEmailJobs } from './utils/mail.server.ts'
import { pruneRateLimits } from './utils/rate-limit.server.ts'

type Booted = { handle: DatabaseHandle; stop: () => Promise<void> }
let booting: Promise<Booted> | undefined

/** Hourly, on one instance: drops rate-limit windows that ended long ago. */
const pruneRateLimitsJob = defineJob({ name: 'prune-rate-limits', maxAttempts: 1 })

/**
 * Everything the app needs before it serves a request: configuration, the database (migrated),
 * the seed, auth and the job queue (mail, pruning). Idempotent: the HTTP server and the dev server both call it.
 */
export function boot(): Promise<Booted> {
  booting ??= start()
  return booting
}

async function start(): Promise<Booted> {
  const env = getEnv()
  checkGstSeller(env)
  const pgliteDir = path.resolve(env.DATA_DIR, 'pglite')
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir })
  logger.info(
    { database: handle.kind === 'postgres' ? 'postgresql server (DATABASE_URL)' : `embedded PGlite in ${pgliteDir}` },
    'database opened',
  )
  let demoSeed: DemoSeedOutcome | undefined
  let rendered = 0
  // Seeded under the migration lock: instances starting together on one server seed once. Stored
  // pieces without their HTML (older rows, the demo seed) are rendered there too, once.
  await migrateDatabase(handle, async (db) => {
    await seedPlanPrices(db)
    if (env.isDemo) demoSeed = await seedDemoData(db, demoSeedServices)
    rendered = await renderMissingHtml(db)
  })
  if (rendered > 0) logger.info({ versions: rendered }, 'content: rendered the HTML of stored versions that had none')
  setDatabase(handle)
  if (demoSeed) logDemoSeed(demoSeed, env)
  // `npm run backup` asks this process for a consistent copy of the embedded database while it runs.
  const backups = handle.kind === 'pglite' ? await serveBackups(handle, env.DATA_DIR) : null
  if (handle.kind === 'pglite' && !backups)
    logger.warn(`backups: no backup socket in ${env.DATA_DIR} (path too long?); npm run backup needs the server stopped`)

  setAuth(createAuth(handle.db, env))
  const payments = await configurePaymentProviders(env)
  logger.info(describePaymentSetup(payments))

  const jobs = await startJobQueue(handle, {
    maxAttempts: env.JOB_MAX_ATTEMPTS,
    retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
    pollIntervalSeconds: env.JOB_POLL_INTERVAL_SECONDS,
  })
  const transport = await workEmailJobs(jobs, handle.db, { transport: createMailTransport(env), from: env.MAIL_FROM })
  await jobs.work(pruneRateLimitsJob, () => pruneRateLimits(handle.db))
  await jobs.schedule(pruneRateLimitsJob, '0 * * * *')
  await startBillingJobs(jobs, handle.db)
  await startContentJobs(jobs, handle.db)
  await workDataExportJobs(jobs, handle.db)
  startMetrics({ handle, queueDepths: () => jobs.queueDepths() })
  logger.info(
    { maxAttempts: env.JOB_MAX_ATTEMPTS },
    transport.kind === 'smtp'
      ? 'mail: sending through SMTP_URL from the job queue'
      : 'mail: SMTP_URL not set; mail is kept in the outbox and shown at /dev/mailbox',
  )
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET)
    logger.info('auth: Google sign-in off (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET not set)')
  if (!env.ADMIN_EMAIL) logger.info('auth: ADMIN_EMAIL not set; no address is granted admin at sign-in')

  return {
    handle,
    stop: async () => {
      // Waits (bounded) for running jobs, so a mail being sent is not cut off.
      await stopJobQueue()
      transport.close()
      await backups?.close()
      await handle.close()
    },
  }
}

function logDemoSeed(outcome: DemoSeedOutcome, env: Env) {
  if (!outcome.seeded && outcome.reason === 'other-accounts') {
    logger.warn(
      { otherAccounts: outcome.otherAccounts },
      `demo mode: demo accounts not seeded, because the database already holds ${outcome.otherAccounts} account(s) that are not demo accounts (demo accounts share a published password)`,
    )
    return
  }
  const logins = DEMO_ACCOUNTS.map((account) => `${account.email} (${account.roles.join(', ')})`).join(', ')
  logger.info({ seeded: outcome.seeded }, `demo mode: log in as ${logins} with the password "${DEMO_PASSWORD}"`)
  if (!env.AUTH_SECRET) logger.info(`demo mode: auth secret kept in ${path.resolve(env.DATA_DIR, DEMO_SECRET_FILE)}`)
}
