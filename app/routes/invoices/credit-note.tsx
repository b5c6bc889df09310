import { data } from 'react-router'
import { findCreditNoteFor } from '#app/features/billing/credit-notes.server.ts'
import { InvoiceDocument } from '#app/features/billing/invoice-document.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { billingBackLink } from './+shared/back-link.ts'
import type { Route } from './+types/credit-note'

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...pageMeta(loaderData ? `Credit note ${loaderData.creditNote.number}` : 'Credit note', 'A credit note of a refund from Unfiltered.'),
  { name: 'robots', content: 'noindex' },
]

/** Only its buyer and admins may read a credit note; for anyone else it does not exist (404, never 403). */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const found = await findCreditNoteFor(getDb(), user, args.params.id)
  if (!found) throw data('Not found', { status: 404 })
  return { creditNote: found.view, back: billingBackLink(user.id, found.ownerId) }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export default function CreditNotePage({ loaderData: { creditNote } }: Route.ComponentProps) {
  return <InvoiceDocument invoice={creditNote} />
}
