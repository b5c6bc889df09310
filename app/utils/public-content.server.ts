import { priceTableVersion } from '#app/features/pricing/prices.server.ts'
import { getDb } from './db.server.ts'

/**
 * A fingerprint of the data public pages show. The HTTP server polls it and drops its
 * rendered-page cache when it changes, so an admin's edit reaches every instance.
 */
export function publicContentVersion(): Promise<string> {
  return priceTableVersion(getDb())
}
