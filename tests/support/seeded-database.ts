// The set-up the content and pay tests share: a fresh database of one backend with the demo data
// seeded, and a job queue with no workers, so the mail a change queues stays in the outbox where a
// test reads it. Call it inside the backend's `describe`; it returns the database for the tests.
import { afterAll, beforeAll } from 'vitest'
import { seedDemoData } from '#db/seed.ts'
import { demoSeedServices } from '#app/features/billing/demo-invoices.server.ts'
import type { Database, DatabaseHandle } from '#app/utils/db.server.ts'
import { startJobQueue, stopJobQueue } from '#app/utils/jobs.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import type { Backend } from './backends.ts'

/** The demo's people as the use cases see them (db/seed.ts). */
export const DEMO_ACTORS: Record<'writer' | 'writer2' | 'founder' | 'founder2' | 'founder3' | 'admin', Actor> = {
  writer: { id: 'demo-writer', roles: ['writer'] },
  writer2: { id: 'demo-writer-2', roles: ['writer'] },
  founder: { id: 'demo-founder', roles: ['founder'] },
  founder2: { id: 'demo-founder-2', roles: ['founder'] },
  founder3: { id: 'demo-founder-3', roles: ['founder'] },
  admin: { id: 'demo-admin', roles: ['admin'] },
}

export function useSeededDatabase(backend: Backend | null): { db: () => Database; handle: () => DatabaseHandle } {
  let handle: DatabaseHandle | undefined
  beforeAll(async () => {
    handle = await backend!.open()
    await seedDemoData(handle.db, demoSeedServices)
    await startJobQueue(handle, { maxAttempts: 1, retryDelaySeconds: 1, pollIntervalSeconds: 60 })
  })
  afterAll(async () => {
    await stopJobQueue()
    await handle?.close()
    await backend?.teardown()
  })
  return { db: () => handle!.db, handle: () => handle! }
}
