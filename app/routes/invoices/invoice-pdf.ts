import { findInvoiceFor } from '#app/features/billing/invoices.server.ts'
import { renderInvoicePdf } from '#app/features/billing/invoice-pdf.server.ts'
import { invoiceFileName } from '#app/features/billing/invoice-view.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/invoice-pdf'

/** GET /invoices/{id}/pdf: the invoice as a PDF, for its buyer and admins; anyone else gets a 404. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const invoice = await findInvoiceFor(getDb(), user, args.params.id)
  if (!invoice) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const pdf = await renderInvoicePdf(invoice)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="${invoiceFileName(invoice.number)}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
