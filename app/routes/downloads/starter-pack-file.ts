import { starterPackDownload, starterPackFor } from '#app/features/content-packs/starter-pack.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { outageResponse } from '#app/utils/service-unavailable.ts'
import { getStorage } from '#app/utils/storage.server.ts'
import type { Route } from './+types/starter-pack-file'

const text = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })

/**
 * GET /downloads/starter-pack/file: the whole Starter Content Pack (its one file, or a ZIP of all its
 * files) streamed from storage, for founders with a completed purchase and admins, each download
 * counted as it is sent. /downloads/starter-pack leads here and shows a refusal as a page. Storage
 * down for a moment: 503 with Retry-After and words that say so.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const db = getDb()
  const access = await starterPackFor(db, user)
  if (access.status === 'not-entitled') {
    return text(403, 'The Starter Content Pack comes with a purchase: it is for customers who have bought a plan or a service.')
  }
  if (access.status === 'missing') return text(404, 'The Starter Content Pack is not available yet.')
  const download = await starterPackDownload(db, getStorage(), access.pack, user.id).catch(outageResponse)
  if (download instanceof Response) return download
  const plain = download.fileName.replace(/[^\w.-]+/g, '_')
  return new Response(download.body, {
    headers: {
      'Content-Type': download.mimeType,
      'Content-Length': String(download.size),
      'Content-Disposition': `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(download.fileName)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
