// Content packs (admin panel): upload, list, the one starter pack /thank-you offers, delete.
// The caller checks the admin's permission; every change writes an admin_activity_log row in its transaction.
import type { SubmissionResult } from '@conform-to/react'
import { count, desc, eq, inArray, and, ne, sql } from 'drizzle-orm'
import { contentPackDownloads, contentPackFiles, contentPacks } from '#db/schema/content.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { formatMoney } from '#app/domain/money.ts'
import type { FileStorage } from '#app/utils/storage.server.ts'
import { formRefusal } from '#app/utils/form-data.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { PACK_MESSAGES, PackFieldsSchema } from './pack-schema.ts'
import { receivePackUpload, removeStoredFiles, UploadUnreadable, type ReceivedFile } from './pack-upload.server.ts'

export const PACKS_PAGE_SIZE = 10
/** Taken by every change of the starter pack, so two admins switching at once leave exactly one. */
const STARTER_LOCK_KEY = 727_100_301

export type UploadOutcome =
  | { status: 'created'; pack: { id: string; title: string; fileCount: number } }
  | { status: 'refused'; httpStatus: 400 | 413 | 415 | 503; result: SubmissionResult<string[]> }

/** An upload refused before its fields could be read as the form: 400 with the reason, nothing typed to keep. */
const unreadableUpload = (message: string): UploadOutcome => ({
  status: 'refused',
  httpStatus: 400,
  result: { status: 'error', initialValue: {}, error: { '': [message] } },
})

function formDataOf(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

/**
 * Reads an upload (streamed, see pack-upload.server.ts) and creates the pack with its files, or refuses
 * it with every reason and keeps nothing: files stored before a refusal are removed again. Storage
 * down for a moment is a refusal too (503, the fields as typed).
 */
export async function uploadContentPack(db: Database, storage: FileStorage, request: Request, actorId: string): Promise<UploadOutcome> {
  const packId = crypto.randomUUID()
  let received
  try {
    received = await receivePackUpload(request, storage, packId)
  } catch (error) {
    if (!(error instanceof UploadUnreadable)) throw error
    return unreadableUpload(error.message)
  }
  const fields = formDataOf(received.fields)
  const unreadable = formRefusal(fields)
  if (unreadable) {
    await removeStoredFiles(storage, received.files)
    return unreadableUpload(unreadable.message)
  }
  const submission = parseSubmission(fields, PackFieldsSchema)
  // Storage down for a moment: the form as typed, with the words that say so (the files are chosen again).
  if (received.outage)
    return { status: 'refused', httpStatus: 503, result: submission.reply({ formErrors: [received.outage.userMessage] }) }
  const fileErrors = [...received.fileErrors]
  if (received.files.length === 0 && fileErrors.length === 0) fileErrors.push(PACK_MESSAGES.noFiles)
  if (submission.status !== 'success' || fileErrors.length > 0) {
    await removeStoredFiles(storage, received.files)
    const httpStatus = received.refusals.has('too-large') ? 413 : received.refusals.has('wrong-type') ? 415 : 400
    return {
      status: 'refused',
      httpStatus,
      result: submission.reply({
        formErrors: [fileErrors[0] ?? PACK_MESSAGES.fix],
        fieldErrors: fileErrors.length > 0 ? { files: fileErrors } : {},
      }),
    }
  }
  const { title, description, price } = submission.value
  try {
    await db.transaction(async (tx) => {
      await tx.insert(contentPacks).values({ id: packId, title, description, priceMinor: price, currency: 'USD', createdBy: actorId })
      await tx.insert(contentPackFiles).values(filesInOrder(packId, received.files))
      await logAdminAction(tx, actorId, {
        action: 'content-pack.create',
        targetType: 'content_pack',
        targetId: packId,
        details: `${title}: ${received.files.length} file${received.files.length === 1 ? '' : 's'}, ${formatMoney(price, 'USD')}`,
      })
    })
  } catch (error) {
    await removeStoredFiles(storage, received.files)
    throw error
  }
  return { status: 'created', pack: { id: packId, title, fileCount: received.files.length } }
}

/** The files in the order they were uploaded (the order the starter pack's download keeps). */
function filesInOrder(packId: string, files: readonly ReceivedFile[]) {
  const start = Date.now()
  return files.map((file, index) => ({
    id: file.id,
    packId,
    fileName: file.fileName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    storageKey: file.storageKey,
    createdAt: new Date(start + index),
  }))
}

export type ContentPackRow = Awaited<ReturnType<typeof listContentPacks>>['packs'][number]

/** One page of packs, newest first, each with its files and how often it was downloaded. */
export async function listContentPacks(db: Database, page: number) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contentPacks)
  const packs = await db
    .select({
      id: contentPacks.id,
      title: contentPacks.title,
      description: contentPacks.description,
      priceMinor: contentPacks.priceMinor,
      currency: contentPacks.currency,
      kind: contentPacks.kind,
      createdAt: contentPacks.createdAt,
    })
    .from(contentPacks)
    .orderBy(desc(contentPacks.createdAt), desc(contentPacks.id))
    .limit(PACKS_PAGE_SIZE)
    .offset(pageOffset(page, PACKS_PAGE_SIZE))
  const ids = packs.map((pack) => pack.id)
  const [files, downloads] = ids.length
    ? await Promise.all([
        db
          .select({
            id: contentPackFiles.id,
            packId: contentPackFiles.packId,
            fileName: contentPackFiles.fileName,
            mimeType: contentPackFiles.mimeType,
            sizeBytes: contentPackFiles.sizeBytes,
          })
          .from(contentPackFiles)
          .where(inArray(contentPackFiles.packId, ids))
          .orderBy(contentPackFiles.createdAt, contentPackFiles.fileName),
        db
          .select({ packId: contentPackDownloads.packId, downloads: count() })
          .from(contentPackDownloads)
          .where(inArray(contentPackDownloads.packId, ids))
          .groupBy(contentPackDownloads.packId),
      ])
    : [[], []]
  const downloadsOf = new Map(downloads.map((row) => [row.packId, row.downloads]))
  return {
    total,
    packs: packs.map((pack) => ({
      ...pack,
      createdAt: pack.createdAt.toISOString(),
      starter: pack.kind === 'starter',
      downloads: downloadsOf.get(pack.id) ?? 0,
      files: files.filter((file) => file.packId === pack.id).map(({ packId: _packId, ...file }) => file),
    })),
  }
}

/** The content packs and downloads for the stats panel. */
export async function contentPackStats(db: Database) {
  const [[packs], [downloads]] = await Promise.all([
    db.select({ n: count() }).from(contentPacks),
    db.select({ n: count() }).from(contentPackDownloads),
  ])
  return { packs: packs?.n ?? 0, downloads: downloads?.n ?? 0 }
}

export type ChangeOutcome = { status: 'not-found' } | { status: 'done'; title: string }

/**
 * Makes a pack the starter pack (and every other pack an ordinary one), or makes it an ordinary pack.
 * Serialised by an advisory lock, so concurrent switches leave at most one starter pack.
 */
export async function setStarterPack(db: Database, actorId: string, packId: string, starter: boolean): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTER_LOCK_KEY})`)
    const [pack] = await tx
      .select({ id: contentPacks.id, title: contentPacks.title, kind: contentPacks.kind })
      .from(contentPacks)
      .where(eq(contentPacks.id, packId))
      .for('update')
    if (!pack) return { status: 'not-found' } as const
    // Already as asked (a second tab, a repeated click): nothing changes, nothing is logged.
    if ((pack.kind === 'starter') === starter) return { status: 'done', title: pack.title } as const
    if (starter) {
      await tx
        .update(contentPacks)
        .set({ kind: 'pack' })
        .where(and(eq(contentPacks.kind, 'starter'), ne(contentPacks.id, packId)))
    }
    await tx
      .update(contentPacks)
      .set({ kind: starter ? 'starter' : 'pack' })
      .where(eq(contentPacks.id, packId))
    await logAdminAction(tx, actorId, {
      action: 'content-pack.starter',
      targetType: 'content_pack',
      targetId: packId,
      details: starter ? `${pack.title} is now the starter pack` : `${pack.title} is no longer the starter pack`,
    })
    return { status: 'done', title: pack.title } as const
  })
}

/** Deletes a pack, its files' rows and download records, then its stored files. */
export async function deleteContentPack(db: Database, storage: FileStorage, actorId: string, packId: string): Promise<ChangeOutcome> {
  const deleted = await db.transaction(async (tx) => {
    const [pack] = await tx
      .select({ id: contentPacks.id, title: contentPacks.title })
      .from(contentPacks)
      .where(eq(contentPacks.id, packId))
      .for('update')
    if (!pack) return null
    const files = await tx
      .select({ storageKey: contentPackFiles.storageKey })
      .from(contentPackFiles)
      .where(eq(contentPackFiles.packId, packId))
    await tx.delete(contentPacks).where(eq(contentPacks.id, packId))
    await logAdminAction(tx, actorId, {
      action: 'content-pack.delete',
      targetType: 'content_pack',
      targetId: packId,
      details: `${pack.title}: ${files.length} file${files.length === 1 ? '' : 's'} removed`,
    })
    return { title: pack.title, files }
  })
  if (!deleted) return { status: 'not-found' }
  // After the commit: a file that cannot be removed now is only wasted space, never a broken pack.
  const failed = await removeStoredFiles(storage, deleted.files)
  if (failed > 0) logger.warn({ packId, failed }, 'stored files of a deleted content pack could not be removed')
  return { status: 'done', title: deleted.title }
}

/** A pack file for the admin's own download (not counted as a download). */
export async function findPackFile(db: Database, fileId: string) {
  const [file] = await db
    .select({ fileName: contentPackFiles.fileName, mimeType: contentPackFiles.mimeType, storageKey: contentPackFiles.storageKey })
    .from(contentPackFiles)
    .where(eq(contentPackFiles.id, fileId))
  return file ?? null
}
