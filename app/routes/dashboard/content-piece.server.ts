// The piece page's use case: the piece with its history and the reader's actions (content), and for
// its writer the founder's brand profile beside it (profiles).
import { loadPiecePage } from '#app/features/content/piece-page.server.ts'
import { getBrandProfileForReader } from '#app/features/profiles/brand-profile.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'

/** The piece as this reader sees it, or null when it is not theirs to read (answered as missing). */
export async function loadPieceForReader(db: Database, reader: Actor, id: string) {
  const page = await loadPiecePage(db, reader, id)
  if (!page) return null
  // The writer reads the founder's brand profile beside the piece.
  const brandProfile = page.party === 'writer' ? await getBrandProfileForReader(db, reader, page.piece.founderId) : null
  return { ...page, brandProfile }
}
