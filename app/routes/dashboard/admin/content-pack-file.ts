import { data } from 'react-router'
import { z } from 'zod'
import { findPackFile } from '#app/features/content-packs/content-packs.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { outageResponse } from '#app/utils/service-unavailable.ts'
import { openStoredFile } from '#app/utils/storage.server.ts'
import { requireAdmin } from './+shared/guard.server.ts'
import type { Route } from './+types/content-pack-file'

/** GET /admin/content-packs/files/:fileId: any pack file, for admins, streamed from storage (not counted as a download); storage down: 503 with its words. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args, 'manage:content-pack')
  const id = z.uuid().safeParse(args.params.fileId)
  const file = id.success ? await findPackFile(getDb(), id.data) : null
  const stored = file ? await openStoredFile(file.storageKey).catch(outageResponse) : null
  if (stored instanceof Response) return stored
  if (!file || !stored) throw data('That file does not exist.', { status: 404 })
  const name = file.fileName.replace(/[^\w.-]+/g, '_')
  return new Response(stored.body, {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(stored.size),
      'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
