import { findStarterPack, recordDownload } from '#app/features/content-packs/starter-pack.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { openStoredFile } from '#app/utils/storage.server.ts'
import type { Route } from './+types/starter-pack'

/** GET /downloads/starter-pack: the Starter Content Pack for signed-in buyers, each download counted. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const db = getDb()
  const pack = await findStarterPack(db)
  const file = pack ? await openStoredFile(pack.storageKey) : null
  if (!pack || !file)
    return new Response('The Starter Content Pack is not available yet.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  await recordDownload(db, pack, user.id)
  const name = pack.fileName.replace(/[^\w.-]+/g, '_')
  return new Response(file.body, {
    headers: {
      'Content-Type': pack.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
