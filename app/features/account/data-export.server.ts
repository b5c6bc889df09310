// "Download my data": a background job gathers everything held about a person into one JSON file,
// keeps it in file storage and mails a signed link that works for a week, for its owner only.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { Readable } from 'node:stream'
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { billingTransactions, creditNotes, invoices, subscriptions } from '#db/schema/billing.ts'
import { contentComments, contentPieces } from '#db/schema/content.ts'
import {
  billingProfiles,
  brandProfiles,
  dataExports,
  notifications,
  profiles,
  userRoles,
  writerFounderAssignments,
  writerPayoutDetails,
} from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { defineJob, enqueueJob, type JobQueue } from '#app/utils/jobs.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'
import { getStorage, openStoredFile, type StoredFile } from '#app/utils/storage.server.ts'
import { dataExportReadyEmail } from './account-emails.tsx'
import { EXPORT_LINK_DAYS } from './account-schemas.ts'

/** One request at a time: another is taken once the last is ready, or this long after it was asked for. */
const REQUEST_GAP_MINUTES = 10

export const dataExportJob = defineJob<{ exportId: string }>({
  name: 'data-export',
  describe: (data) => `data export ${data.exportId}`,
  onFailed: async (db, data) => {
    await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, data.exportId))
  },
  onRetry: async (db, data) => {
    await db.update(dataExports).set({ status: 'queued' }).where(eq(dataExports.id, data.exportId))
  },
})

export type LatestExport = { status: 'queued' | 'ready' | 'failed'; requestedAt: Date; expiresAt: Date | null } | null

/** The person's latest request, for the page: waiting, mailed (until when), or failed. */
export async function latestDataExport(db: Database, userId: string): Promise<LatestExport> {
  const [row] = await db
    .select({ status: dataExports.status, requestedAt: dataExports.requestedAt, expiresAt: dataExports.expiresAt })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1)
  return row ?? null
}

/** Queues a new export, in the same transaction as its row; refused while one was just asked for. */
export async function requestDataExport(db: Database, userId: string): Promise<{ ok: true } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    // One request at a time per person, even from two tabs at once.
    await tx.select({ id: userTable.id }).from(userTable).where(eq(userTable.id, userId)).for('update')
    const since = new Date(Date.now() - REQUEST_GAP_MINUTES * 60_000)
    const [waiting] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'queued'), gt(dataExports.requestedAt, since)))
      .limit(1)
    if (waiting) return { ok: false as const, message: 'Your data is already being gathered. The link will arrive by email shortly.' }
    const [row] = await tx.insert(dataExports).values({ userId }).returning({ id: dataExports.id })
    await enqueueJob(tx, dataExportJob, { exportId: row!.id })
    return { ok: true as const }
  })
}

/** The job: gathers, stores, marks ready and mails the link. A second run of a finished export does nothing. */
export async function buildDataExport(db: Database, exportId: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId))
  if (!row || row.status === 'ready') return
  const [person] = await db.select().from(userTable).where(eq(userTable.id, row.userId))
  if (!person || person.closedAt) return
  const json = JSON.stringify(await gatherPersonalData(db, row.userId), null, 2)
  const storageKey = `exports/${exportId}.json`
  await getStorage().put(storageKey, Readable.from([json]), { contentType: 'application/json' })
  const expiresAt = new Date(Date.now() + EXPORT_LINK_DAYS * 24 * 60 * 60_000)
  const url = `${getEnv().baseUrl}${signedDownloadPath(exportId, row.userId, expiresAt)}`
  await db.transaction(async (tx) => {
    await tx.update(dataExports).set({ status: 'ready', storageKey, readyAt: new Date(), expiresAt }).where(eq(dataExports.id, exportId))
    await queueEmail(tx, person.email, await dataExportReadyEmail({ name: person.name, url, days: EXPORT_LINK_DAYS }), {
      logLink: getEnv().isDemo ? url : undefined,
    })
  })
}

/** Hourly: the files of links that have expired are removed, their rows kept as a record of the request. */
export const pruneDataExportsJob = defineJob<Record<string, never>>({ name: 'prune-data-exports', maxAttempts: 1 })

export async function pruneExpiredDataExports(db: Database, now = new Date()) {
  const expired = await db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), lte(dataExports.expiresAt, now)))
    .limit(500)
  for (const row of expired) {
    await getStorage().delete(row.storageKey!)
    await db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.id, row.id))
  }
  return expired.length
}

export async function workDataExportJobs(queue: JobQueue, db: Database) {
  await queue.work(dataExportJob, (data) => buildDataExport(db, data.exportId))
  await queue.work(pruneDataExportsJob, () => pruneExpiredDataExports(db))
  await queue.schedule(pruneDataExportsJob, '17 * * * *')
}

/** Everything held about one person, as plain JSON: what they wrote, received, paid and were told. */
export async function gatherPersonalData(db: Database, userId: string) {
  const [account] = await db
    .select({
      id: userTable.id,
      name: userTable.name,
      email: userTable.email,
      emailVerified: userTable.emailVerified,
      twoFactorEnabled: userTable.twoFactorEnabled,
      createdAt: userTable.createdAt,
    })
    .from(userTable)
    .where(eq(userTable.id, userId))
  const pieces = await db
    .select({
      id: contentPieces.id,
      title: contentPieces.title,
      contentType: contentPieces.contentType,
      status: contentPieces.status,
      body: contentPieces.body,
      brief: contentPieces.brief,
      feedback: contentPieces.feedback,
      yourPart: contentPieces.writerId,
      requestedAt: contentPieces.requestedAt,
      submittedAt: contentPieces.submittedAt,
      decidedAt: contentPieces.decidedAt,
      publishedAt: contentPieces.publishedAt,
      publishedUrl: contentPieces.publishedUrl,
    })
    .from(contentPieces)
    .where(or(eq(contentPieces.writerId, userId), eq(contentPieces.founderId, userId)))
    .orderBy(asc(contentPieces.createdAt))
  const pieceIds = pieces.map((piece) => piece.id)
  const comments = await db
    .select({
      id: contentComments.id,
      pieceId: contentComments.contentId,
      authorId: contentComments.authorId,
      body: contentComments.body,
      createdAt: contentComments.createdAt,
    })
    .from(contentComments)
    .where(
      pieceIds.length
        ? or(eq(contentComments.authorId, userId), inArray(contentComments.contentId, pieceIds))
        : eq(contentComments.authorId, userId),
    )
    .orderBy(asc(contentComments.createdAt))
  const own = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId)
  return {
    exportedAt: new Date().toISOString(),
    account,
    roles: (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((row) => row.role),
    profile: (await db.select().from(profiles).where(eq(profiles.id, userId)))[0] ?? null,
    billingProfile: (await db.select().from(billingProfiles).where(own(billingProfiles)))[0] ?? null,
    brandProfile: (await db.select().from(brandProfiles).where(eq(brandProfiles.founderId, userId)))[0] ?? null,
    payoutDetails: (await db.select().from(writerPayoutDetails).where(own(writerPayoutDetails)))[0] ?? null,
    pairings: await db
      .select({
        writerId: writerFounderAssignments.writerId,
        founderId: writerFounderAssignments.founderId,
        assignedAt: writerFounderAssignments.assignedAt,
        isActive: writerFounderAssignments.isActive,
      })
      .from(writerFounderAssignments)
      .where(or(eq(writerFounderAssignments.writerId, userId), eq(writerFounderAssignments.founderId, userId))),
    pieces: pieces.map(({ yourPart, ...piece }) => ({ ...piece, yourRole: yourPart === userId ? 'writer' : 'founder' })),
    comments: comments.map((comment) => ({ ...comment, yours: comment.authorId === userId })),
    subscriptions: await db.select().from(subscriptions).where(own(subscriptions)),
    transactions: await db.select().from(billingTransactions).where(own(billingTransactions)).orderBy(asc(billingTransactions.createdAt)),
    invoices: await db.select().from(invoices).where(own(invoices)).orderBy(asc(invoices.issuedAt)),
    creditNotes: await db.select().from(creditNotes).where(own(creditNotes)).orderBy(asc(creditNotes.issuedAt)),
    notifications: await db.select().from(notifications).where(own(notifications)).orderBy(asc(notifications.createdAt)),
  }
}

// ——— The signed link ———

const signatureOf = (exportId: string, userId: string, expires: number) =>
  createHmac('sha256', getEnv().authSecret).update(`data-export:${exportId}:${userId}:${expires}`).digest('base64url')

export function signedDownloadPath(exportId: string, userId: string, expiresAt: Date) {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  return `/dashboard/settings/data/download/${exportId}?expires=${expires}&signature=${signatureOf(exportId, userId, expires)}`
}

export type DownloadRefusal = { ok: false; status: 403 | 404 | 410; message: string }

/**
 * The file behind a mailed link, for the signed-in person it was made for: the signature must be
 * ours, for this person, and not expired. Another person's link is answered as missing.
 */
export async function openDataExport(
  db: Database,
  actorId: string,
  link: { exportId: string; expires: number; signature: string },
): Promise<{ ok: true; file: StoredFile } | DownloadRefusal> {
  const expected = Buffer.from(signatureOf(link.exportId, actorId, link.expires))
  const given = Buffer.from(link.signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, status: 404, message: 'This download link is not for your account.' }
  }
  if (link.expires * 1000 <= Date.now()) return { ok: false, status: 410, message: 'This download link has expired. Ask for a new one.' }
  const [row] = await db
    .select({ storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.id, link.exportId), eq(dataExports.userId, actorId), eq(dataExports.status, 'ready')))
  const file = row?.storageKey ? await openStoredFile(row.storageKey) : null
  return file ? { ok: true, file } : { ok: false, status: 410, message: 'This download is no longer available. Ask for a new one.' }
}
