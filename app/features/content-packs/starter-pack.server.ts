// The starter content pack that /thank-you offers: the newest pack an admin marked as starter that
// has a file. Downloads are counted (admin stats).
import { and, desc, eq } from 'drizzle-orm'
import { contentPackDownloads, contentPackFiles, contentPacks } from '#db/schema/content.ts'
import type { Database } from '#app/utils/db.server.ts'

export type StarterPackFile = { packId: string; title: string; fileId: string; fileName: string; mimeType: string; storageKey: string }

export async function findStarterPack(db: Database): Promise<StarterPackFile | null> {
  const [row] = await db
    .select({
      packId: contentPacks.id,
      title: contentPacks.title,
      fileId: contentPackFiles.id,
      fileName: contentPackFiles.fileName,
      mimeType: contentPackFiles.mimeType,
      storageKey: contentPackFiles.storageKey,
    })
    .from(contentPacks)
    .innerJoin(contentPackFiles, eq(contentPackFiles.packId, contentPacks.id))
    .where(and(eq(contentPacks.kind, 'starter')))
    .orderBy(desc(contentPacks.createdAt), contentPackFiles.createdAt)
    .limit(1)
  return row ?? null
}

export async function recordDownload(db: Database, file: Pick<StarterPackFile, 'packId' | 'fileId'>, userId: string) {
  await db.insert(contentPackDownloads).values({ packId: file.packId, fileId: file.fileId, userId })
}
