import { data } from 'react-router'
import { findInvoiceFor } from '#app/features/billing/invoices.server.ts'
import { invoiceView } from '#app/features/billing/invoice-view.ts'
import { InvoiceDocument } from '#app/features/billing/invoice-document.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { billingBackLink } from './+shared/back-link.ts'
import type { Route } from './+types/invoice'

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...pageMeta(loaderData ? `Invoice ${loaderData.invoice.number}` : 'Invoice', 'An invoice of a payment to Unfiltered.'),
  { name: 'robots', content: 'noindex' },
]

/** Only its buyer and admins may read an invoice; for anyone else it does not exist (404, never 403). */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const invoice = await findInvoiceFor(getDb(), user, args.params.id)
  if (!invoice) throw data('Not found', { status: 404 })
  return { invoice: invoiceView(invoice), back: billingBackLink(user.id, invoice.userId) }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export default function InvoicePage({ loaderData: { invoice } }: Route.ComponentProps) {
  return <InvoiceDocument invoice={invoice} />
}
