import { eq } from 'drizzle-orm'
import { publicContentVersion as versionTable } from '#db/schema/site.ts'
import { getDb } from './db.server.ts'

/**
 * The version of the data public pages show, bumped by a trigger in the same transaction as any
 * change to it (migration 0001). The HTTP server polls it and drops its rendered-page cache when it
 * changes, so an admin's edit reaches every instance.
 */
export async function publicContentVersion(): Promise<string> {
  const [row] = await getDb().select({ version: versionTable.version }).from(versionTable).where(eq(versionTable.id, 1))
  return String(row?.version ?? 0)
}
