import { uploadContentPack } from '#app/features/content-packs/content-packs.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { getStorage } from '#app/utils/storage.server.ts'
import { requireAdmin } from './+shared/guard.server.ts'
import type { Route } from './+types/content-packs'

// POST /admin/content-packs: the upload form's endpoint with JavaScript (XMLHttpRequest, for its progress
// events). Answers JSON: 201 { ok, pack } or a 4xx { ok: false, result } with the form's messages.
// Without JavaScript the same form posts to /admin, which shares the upload code.

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export function loader(args: Route.LoaderArgs) {
  requireAdmin(args, 'manage:content-pack')
  return json({ ok: false, error: 'Method not allowed. POST the upload form.' }, 405)
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args, 'manage:content-pack')
  const outcome = await uploadContentPack(getDb(), getStorage(), args.request, user.id)
  if (outcome.status === 'refused') return json({ ok: false, result: outcome.result }, outcome.httpStatus)
  return json({ ok: true, pack: outcome.pack }, 201)
}
