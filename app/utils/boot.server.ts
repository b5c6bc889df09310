import path from 'node:path'
import { seedDemoData, seedPlanPrices, DEMO_ACCOUNTS, DEMO_PASSWORD } from '#db/seed.ts'
import { startMailWorker } from '#app/features/mail/outbox.server.ts'
import { createAuth, setAuth } from './auth.server.ts'
import { migrateDatabase, openDatabase, setDatabase, type DatabaseHandle } from './db.server.ts'
import { getEnv } from './env.server.ts'
import { logger } from './logger.server.ts'
import { pruneRateLimits } from './rate-limit.server.ts'

type Booted = { handle: DatabaseHandle; stop: () => Promise<void> }
let booting: Promise<Booted> | undefined

/**
 * Everything the app needs before it serves a request: configuration, the database (migrated),
 * the seed, auth and the mail worker. Idempotent: the HTTP server and the dev server both call it.
 */
export function boot(): Promise<Booted> {
  booting ??= start()
  return booting
}

async function start(): Promise<Booted> {
  const env = getEnv()
  const pgliteDir = path.resolve(env.DATA_DIR, 'pglite')
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir })
  logger.info({ database: handle.kind === 'postgres' ? 'postgresql server (DATABASE_URL)' : `embedded PGlite in ${pgliteDir}` }, 'database opened')
  await migrateDatabase(handle)
  setDatabase(handle)
  await seedPlanPrices(handle.db)

  if (env.isDemo) {
    const seeded = await seedDemoData(handle.db)
    const logins = DEMO_ACCOUNTS.map((account) => `${account.email} (${account.roles.join(', ')})`).join(', ')
    logger.info({ seeded }, `demo mode: log in as ${logins} with the password "${DEMO_PASSWORD}"`)
  }

  setAuth(createAuth(handle.db, env))

  const pruneTimer = setInterval(() => {
    pruneRateLimits(handle.db).catch((error) => logger.warn({ err: error }, 'pruning rate-limit counters failed'))
  }, 60 * 60 * 1000)
  pruneTimer.unref()

  let stopWorker: () => void = () => {}
  if (env.SMTP_URL) {
    stopWorker = startMailWorker(handle.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, intervalMs: env.MAIL_WORKER_INTERVAL_MS })
    logger.info('mail: sending through SMTP_URL')
  } else {
    logger.info('mail: SMTP_URL not set; mail is kept in the outbox and shown at /dev/mailbox')
  }
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) logger.info('auth: Google sign-in off (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET not set)')
  if (!env.ADMIN_EMAIL) logger.info('auth: ADMIN_EMAIL not set; no address is granted admin at sign-in')

  return {
    handle,
    stop: async () => {
      clearInterval(pruneTimer)
      stopWorker()
      await handle.close()
    },
  }
}
