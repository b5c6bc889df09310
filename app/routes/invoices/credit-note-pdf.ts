import { creditNotePdfFor } from '#app/features/billing/credit-notes.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/credit-note-pdf'

/** GET /credit-notes/{id}/pdf: the credit note as a PDF, for its buyer and admins; anyone else gets a 404. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const found = await creditNotePdfFor(getDb(), user, args.params.id)
  if (!found) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(found.pdf.length),
      'Content-Disposition': `attachment; filename="${found.fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
