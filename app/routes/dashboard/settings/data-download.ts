import { DownloadLinkSchema } from '#app/features/account/account-schemas.ts'
import { openDataExport } from '#app/features/account/data-export.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/data-download'

const text = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })

/**
 * GET /dashboard/settings/data/download/:exportId?expires&signature: the link mailed when a copy of
 * a person's data is ready. It works only for the signed-in person it was made for, until it expires.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const link = DownloadLinkSchema.safeParse({
    exportId: args.params.exportId,
    expires: args.url.searchParams.get('expires'),
    signature: args.url.searchParams.get('signature'),
  })
  if (!link.success) return text(404, 'This download link is not complete. Open it from the email again.')
  const outcome = await openDataExport(getDb(), user.id, link.data)
  if (!outcome.ok) return text(outcome.status, outcome.message)
  return new Response(outcome.file.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(outcome.file.size),
      'Content-Disposition': 'attachment; filename="unfiltered-my-data.json"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
