// The starter content pack that /thank-you offers: the newest pack an admin marked as starter that
// has files, for founders who bought something and for admins. It is downloaded whole: its one file
// as it is, several files as one ZIP built while it is sent. Downloads are counted (admin stats).
import { and, asc, eq, inArray } from 'drizzle-orm'
import { billingTransactions } from '#db/schema/billing.ts'
import { contentPackDownloads, contentPackFiles, contentPacks } from '#db/schema/content.ts'
import { userRoles } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { SessionUser } from '#app/utils/permissions.server.ts'
import type { FileStorage } from '#app/utils/storage.server.ts'
import { checkedChunks, streamOf, zipChunks, zipSize } from '#app/utils/zip.server.ts'

export type StarterPackFile = { id: string; fileName: string; mimeType: string; sizeBytes: number; storageKey: string; createdAt: Date }
export type StarterPack = { id: string; title: string; files: StarterPackFile[] }

/** The starter pack with its files in upload order, or null when there is none (or it has no file). */
export async function findStarterPack(db: Database): Promise<StarterPack | null> {
  const rows = await db
    .select({
      packId: contentPacks.id,
      title: contentPacks.title,
      id: contentPackFiles.id,
      fileName: contentPackFiles.fileName,
      mimeType: contentPackFiles.mimeType,
      sizeBytes: contentPackFiles.sizeBytes,
      storageKey: contentPackFiles.storageKey,
      createdAt: contentPackFiles.createdAt,
    })
    .from(contentPacks)
    .innerJoin(contentPackFiles, eq(contentPackFiles.packId, contentPacks.id))
    // At most one pack is the starter (a partial unique index); a pack has at most 10 files.
    .where(eq(contentPacks.kind, 'starter'))
    .orderBy(asc(contentPackFiles.createdAt), asc(contentPackFiles.id))
  const first = rows[0]
  if (!first) return null
  return { id: first.packId, title: first.title, files: rows.map(({ packId: _pack, title: _title, ...file }) => file) }
}

/** Purchases that give the pack: a subscription, a renewal or a one-time order whose money came in (not refunded). */
const PURCHASE_TYPES = ['subscription', 'renewal', 'one_time'] as const
const COMPLETED = ['completed', 'paid'] as const

/**
 * Whether this person may download the starter pack: admins, and founders with a completed purchase.
 * The purchase is read from billing_transactions directly (the billing feature writes it; features do
 * not import each other): fulfilment records one completed row per paid order, a 100 % coupon's
 * included, and a refund moves it off `completed`. The founder role is read with it, not from the
 * session: fulfilment grants it with the purchase, possibly earlier in the same request (/thank-you).
 */
export async function mayDownloadStarterPack(db: Database, user: Pick<SessionUser, 'id' | 'roles'>): Promise<boolean> {
  if (user.roles.includes('admin')) return true
  const [purchase] = await db
    .select({ id: billingTransactions.id })
    .from(billingTransactions)
    .innerJoin(userRoles, and(eq(userRoles.userId, billingTransactions.userId), eq(userRoles.role, 'founder')))
    .where(
      and(
        eq(billingTransactions.userId, user.id),
        inArray(billingTransactions.transactionType, PURCHASE_TYPES),
        inArray(billingTransactions.status, COMPLETED),
      ),
    )
    .limit(1)
  return Boolean(purchase)
}

export type StarterPackAccess = { status: 'not-entitled' } | { status: 'missing' } | { status: 'ready'; pack: StarterPack }

/** The starter pack as this person may have it: not theirs (no completed purchase), none yet, or the pack to download. */
export async function starterPackFor(db: Database, user: Pick<SessionUser, 'id' | 'roles'>): Promise<StarterPackAccess> {
  if (!(await mayDownloadStarterPack(db, user))) return { status: 'not-entitled' }
  const pack = await findStarterPack(db)
  return pack ? { status: 'ready', pack } : { status: 'missing' }
}

export type StarterPackDownload = { fileName: string; mimeType: string; size: number; body: ReadableStream<Uint8Array> }

/** Names inside the archive: as uploaded, with a number added to a later file of the same name. */
function uniqueNames(files: readonly StarterPackFile[]) {
  const used = new Set<string>()
  return files.map(({ fileName }) => {
    const dot = fileName.lastIndexOf('.')
    let name = fileName
    for (let n = 2; used.has(name.toLowerCase()); n++) {
      name = dot > 0 ? `${fileName.slice(0, dot)} (${n})${fileName.slice(dot)}` : `${fileName} (${n})`
    }
    used.add(name.toLowerCase())
    return name
  })
}

/**
 * The pack as one download: its only file as it is, or a ZIP of all its files named after the pack.
 * Nothing is opened or counted until the body is read: the download is recorded as its first bytes
 * go out, so a HEAD request or a client gone before the answer counts nothing. A stored file that is
 * missing or not its recorded size fails the download rather than send something else. Storage that
 * cannot be reached throws ServiceUnavailable before anything is sent. The caller
 * takes the pack from `starterPackFor`, which checks the person may have it.
 */
export async function starterPackDownload(
  db: Database,
  storage: FileStorage,
  pack: StarterPack,
  userId: string,
): Promise<StarterPackDownload> {
  // Storage down is said before the answer starts (a 503), not by a download cut off at its first byte.
  await storage.exists(pack.files[0]!.storageKey)
  const single = pack.files.length === 1 ? pack.files[0]! : null
  const open = (file: StarterPackFile) => async () => (await storage.open(file.storageKey))?.body ?? null
  async function* counted(chunks: AsyncGenerator<Uint8Array>) {
    await db.insert(contentPackDownloads).values({ packId: pack.id, fileId: single?.id ?? null, userId })
    yield* chunks
  }
  if (single) {
    return {
      fileName: single.fileName,
      mimeType: single.mimeType,
      size: single.sizeBytes,
      body: streamOf(counted(checkedChunks(single.fileName, single.sizeBytes, open(single)))),
    }
  }
  const names = uniqueNames(pack.files)
  const entries = pack.files.map((file, index) => ({
    name: names[index]!,
    size: file.sizeBytes,
    modified: file.createdAt,
    open: open(file),
  }))
  return { fileName: `${pack.title}.zip`, mimeType: 'application/zip', size: zipSize(entries), body: streamOf(counted(zipChunks(entries))) }
}
