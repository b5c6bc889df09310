import { invoicePdfFor } from '#app/features/billing/invoice-pdf.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/invoice-pdf'

/** GET /invoices/{id}/pdf: the invoice as a PDF, for its buyer and admins; anyone else gets a 404. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const found = await invoicePdfFor(getDb(), user, args.params.id)
  if (!found) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const { pdf, fileName } = found
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
