// Who gets the starter pack and what they get, on PGlite and on a PostgreSQL server: founders with a
// completed purchase and admins; the pack's files in upload order, one file as it is, several as one
// ZIP; a download counted as it is sent, not when it is only prepared.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#db/schema/auth.ts'
import { billingTransactions } from '#db/schema/billing.ts'
import { contentPackDownloads, contentPackFiles, contentPacks } from '#db/schema/content.ts'
import { userRoles, type Role } from '#db/schema/people.ts'
import {
  findStarterPack,
  mayDownloadStarterPack,
  starterPackDownload,
  starterPackFor,
} from '#app/features/content-packs/starter-pack.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { createLocalStorage } from '#app/utils/storage.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { readZip } from '#tests/support/zip-reader.ts'

const postgres = await postgresBackend()
const pglite = await pgliteBackend()

type Charge = {
  type: 'subscription' | 'renewal' | 'one_time' | 'refund' | 'payout'
  status: 'completed' | 'paid' | 'pending' | 'failed' | 'refunded'
}

function starterPackOn(getBackend: () => Backend) {
  let handle: DatabaseHandle
  const root = mkdtempSync(path.join(tmpdir(), 'agency-starter-'))
  const storage = createLocalStorage(root)
  beforeAll(async () => {
    handle = await getBackend().open()
  })
  afterAll(async () => {
    await handle?.close()
    rmSync(root, { recursive: true, force: true })
  })

  let people = 0
  const person = async (roles: Role[], charges: Charge[] = []) => {
    const id = `starter-${++people}-${Date.now()}`
    await handle.db.insert(user).values({ id, name: `Person ${people}`, email: `${id}@example.test`, emailVerified: true })
    if (roles.length) await handle.db.insert(userRoles).values(roles.map((role) => ({ userId: id, role })))
    for (const charge of charges) {
      await handle.db
        .insert(billingTransactions)
        .values({ userId: id, transactionType: charge.type, status: charge.status, amountMinor: 4900, currency: 'USD' })
    }
    return { id, roles }
  }

  it('goes to admins and to founders with a completed purchase, and to nobody else', async () => {
    const cases: [string, Role[], Charge[], boolean][] = [
      ['an admin', ['admin'], [], true],
      ['a founder with a completed subscription', ['founder'], [{ type: 'subscription', status: 'completed' }], true],
      ['a founder with a paid one-time order', ['founder'], [{ type: 'one_time', status: 'paid' }], true],
      ['a founder with a renewal', ['founder'], [{ type: 'renewal', status: 'completed' }], true],
      ['a founder who never paid', ['founder'], [], false],
      [
        'a founder whose payments failed or wait',
        ['founder'],
        [
          { type: 'subscription', status: 'failed' },
          { type: 'one_time', status: 'pending' },
        ],
        false,
      ],
      ['a founder whose purchase was refunded', ['founder'], [{ type: 'subscription', status: 'refunded' }], false],
      ['a writer who was paid out', ['writer'], [{ type: 'payout', status: 'paid' }], false],
      ['someone whose founder role was taken away after buying', ['writer'], [{ type: 'one_time', status: 'completed' }], false],
      ['someone without a role', [], [], false],
    ]
    for (const [who, roles, charges, allowed] of cases) {
      const someone = await person(roles, charges)
      expect(await mayDownloadStarterPack(handle.db, someone), who).toBe(allowed)
    }
    // The founder role is read with the purchase, not from the session: a buyer granted it a moment ago counts.
    const justBought = await person(['founder'], [{ type: 'one_time', status: 'completed' }])
    expect(await mayDownloadStarterPack(handle.db, { id: justBought.id, roles: [] })).toBe(true)
  })

  it('delivers one file as it is and several as one ZIP, counting a download only once it is read', async () => {
    expect(await findStarterPack(handle.db)).toBeNull()
    const buyer = await person(['founder'], [{ type: 'subscription', status: 'completed' }])
    const stranger = await person(['founder'], [])
    expect(await starterPackFor(handle.db, buyer)).toEqual({ status: 'missing' })
    const [pack] = await handle.db
      .insert(contentPacks)
      .values({ title: 'Starter Content Pack', description: 'Templates', priceMinor: 0, kind: 'starter' })
      .returning({ id: contentPacks.id })
    const store = async (name: string, bytes: Buffer, at: number) => {
      const key = `packs/${pack!.id}/${at}-${name.toLowerCase().replace(/[^a-z0-9.]/g, '-')}`
      await storage.put(key, Readable.from([bytes]), { contentType: 'application/pdf' })
      await handle.db.insert(contentPackFiles).values({
        packId: pack!.id,
        fileName: name,
        mimeType: name.endsWith('.zip') ? 'application/zip' : 'application/pdf',
        sizeBytes: bytes.length,
        storageKey: key,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, at)),
      })
    }
    const downloads = async () =>
      (await handle.db.select({ n: count() }).from(contentPackDownloads).where(eq(contentPackDownloads.packId, pack!.id)))[0]!.n
    const guide = Buffer.from('%PDF-1.7\nwelcome\n')
    await store('Welcome guide.pdf', guide, 1)
    expect(await starterPackFor(handle.db, stranger)).toEqual({ status: 'not-entitled' })
    expect(await starterPackFor(handle.db, buyer)).toMatchObject({
      status: 'ready',
      pack: { id: pack!.id, files: [{ fileName: 'Welcome guide.pdf' }] },
    })

    const single = await starterPackDownload(handle.db, storage, (await findStarterPack(handle.db))!, buyer.id)
    expect(single).toMatchObject({ fileName: 'Welcome guide.pdf', mimeType: 'application/pdf', size: guide.length })
    expect(await downloads()).toBe(0)
    expect(Buffer.from(await new Response(single.body).arrayBuffer()).equals(guide)).toBe(true)
    expect(await downloads()).toBe(1)

    // Prepared and dropped (a HEAD, a client gone before the answer): nothing counted.
    const templates = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(3000, 7)])
    await store('Templates.zip', templates, 2)
    await store('welcome guide.pdf', Buffer.from('%PDF-1.7\nsecond\n'), 3)
    const dropped = await starterPackDownload(handle.db, storage, (await findStarterPack(handle.db))!, buyer.id)
    await dropped.body.cancel()
    expect(await downloads()).toBe(1)

    const whole = await starterPackDownload(handle.db, storage, (await findStarterPack(handle.db))!, buyer.id)
    expect(whole).toMatchObject({ fileName: 'Starter Content Pack.zip', mimeType: 'application/zip' })
    const archive = Buffer.from(await new Response(whole.body).arrayBuffer())
    expect(archive.length).toBe(whole.size)
    expect(readZip(archive).map((file) => file.name)).toEqual(['Welcome guide.pdf', 'Templates.zip', 'welcome guide (2).pdf'])
    expect(readZip(archive)[1]!.bytes.equals(templates)).toBe(true)
    const rows = await handle.db
      .select({ fileId: contentPackDownloads.fileId, userId: contentPackDownloads.userId })
      .from(contentPackDownloads)
    expect(rows.filter((row) => row.userId === buyer.id).map((row) => row.fileId === null)).toEqual([false, true])
  })
}

describe('the starter pack on PGlite', () => {
  starterPackOn(() => pglite)
})

describe.runIf(postgres)('the starter pack on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  starterPackOn(() => postgres!)
})
