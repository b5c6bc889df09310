// The files behind "Download my data": removed once their link has expired, the request's row kept.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { dataExports } from '#db/schema/people.ts'
import { pruneExpiredDataExports } from '#app/features/account/data-export.server.ts'
import { setDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { getStorage } from '#app/utils/storage.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'data-exports-'))
process.env.DATA_DIR = dataDir
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

function exportFiles(getBackend: () => Promise<Backend | null>) {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await (await getBackend())!.open()
    setDatabase(handle)
  })
  afterAll(async () => {
    setDatabase(undefined)
    await handle.close()
  })

  async function storedExport(userId: string, expiresAt: Date) {
    const [row] = await handle.db.insert(dataExports).values({ userId, status: 'ready', expiresAt }).returning({ id: dataExports.id })
    const storageKey = `exports/${row!.id}.json`
    await getStorage().put(storageKey, Readable.from(['{"account":{}}']), { contentType: 'application/json' })
    await handle.db.update(dataExports).set({ storageKey }).where(eq(dataExports.id, row!.id))
    return { id: row!.id, storageKey }
  }

  it('removes the files of expired links and keeps those still valid', async () => {
    await handle.db.insert(userTable).values({ id: 'export-owner', name: 'Owner', email: 'export-owner@example.test', emailVerified: true })
    const expired = await storedExport('export-owner', new Date(Date.now() - 60_000))
    const valid = await storedExport('export-owner', new Date(Date.now() + 60 * 60_000))

    expect(await pruneExpiredDataExports(handle.db)).toBe(1)
    expect(await getStorage().open(expired.storageKey)).toBeNull()
    expect(await getStorage().open(valid.storageKey)).not.toBeNull()
    const rows = await handle.db.select({ id: dataExports.id, storageKey: dataExports.storageKey }).from(dataExports)
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: expired.id, storageKey: null },
        { id: valid.id, storageKey: valid.storageKey },
      ]),
    )
    expect(await pruneExpiredDataExports(handle.db)).toBe(0)
  })
}

describe('data export files on PGlite', () => exportFiles(pgliteBackend))

const postgres = await postgresBackend()
describe.runIf(postgres)('data export files on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  exportFiles(async () => postgres)
})
