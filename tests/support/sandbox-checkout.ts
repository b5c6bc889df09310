// A suite that buys through the checkout's own use cases on the sandbox, in this process: a fresh
// database with the catalogue's prices, the providers of demo mode and the job queue, opened before
// the suite and closed after it; a new founder; a checkout started for them with the values the
// checkout form's schema gives, its sandbox payment page left open for the test to decide.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import type { CheckoutValues } from '#app/features/billing/checkout-schema.ts'
import { startCheckout } from '#app/features/billing/checkout.server.ts'
import { seedPlanPrices } from '#app/features/billing/prices.server.ts'
import { configurePaymentProviders } from '#app/features/billing/providers/registry.server.ts'
import { setDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { startJobQueue, stopJobQueue } from '#app/utils/jobs.server.ts'
import type { Backend } from './backends.ts'

export type SandboxBuyer = { id: string; name: string; email: string; roles: ['founder'] }

/** Opens the suite's database around its tests (with the catalogue's prices unless `prices` is false); `handle()` is it while they run. */
export function sandboxBillingSuite(getBackend: () => Promise<Backend>, options: { prices?: boolean } = {}) {
  let handle: DatabaseHandle | undefined
  beforeAll(async () => {
    handle = await (await getBackend()).open()
    setDatabase(handle)
    if (options.prices !== false) await seedPlanPrices(handle.db)
    await configurePaymentProviders(parseEnv({ APP_MODE: 'demo', PORT: '3000' }))
    await startJobQueue(handle, { maxAttempts: 1, retryDelaySeconds: 1, pollIntervalSeconds: 60 })
  })
  afterAll(async () => {
    await stopJobQueue()
    setDatabase(undefined)
    await handle?.close().catch(() => {})
  })
  return {
    handle: () => {
      if (!handle) throw new Error('the database opens before the suite’s tests')
      return handle
    },
  }
}

/** A new founder account, its id starting with `label`. */
export async function newSandboxBuyer(handle: DatabaseHandle, label: string, name: string): Promise<SandboxBuyer> {
  const id = `${label}-${randomBytes(6).toString('hex')}`
  const buyer: SandboxBuyer = { id, name, email: `${id}@example.test`, roles: ['founder'] }
  await handle.db.insert(userTable).values({ id, name: buyer.name, email: buyer.email, emailVerified: true })
  return buyer
}

/** Pay pressed on `product`'s checkout: the payment, and the id of the sandbox's open payment page. */
export async function openSandboxCheckout(
  handle: DatabaseHandle,
  buyer: SandboxBuyer,
  order: { product: string; checkoutUrl: string; values: CheckoutValues },
) {
  const started = await startCheckout(handle.db, buyer, order)
  if (started.kind !== 'redirect' || !started.paymentId) throw new Error(`the checkout did not start: ${JSON.stringify(started)}`)
  return { paymentId: started.paymentId, checkoutId: new URL(started.url).pathname.split('/').at(-1)! }
}
