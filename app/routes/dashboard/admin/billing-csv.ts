import { billingCsvStream } from '#app/features/admin-billing/billing-transactions.server.ts'
import { parseBillingFilters } from '#app/features/admin-billing/billing-filters.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireUserWithPermissionForFile } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/billing-csv'

/** GET /dashboard/admin/billing.csv?…filters: the filtered transactions as a CSV file, streamed as it is read. */
export function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url)
  // A browser without the permission sees the billing page's Access Denied instead of the guard's JSON.
  requireUserWithPermissionForFile(args, 'read:payments', `/dashboard/admin/billing${url.search}`)
  const parsed = parseBillingFilters(url.searchParams)
  if (!parsed.ok) {
    return new Response(`The export was not made: ${parsed.messages.join(' ')}\n`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const day = new Date().toISOString().slice(0, 10)
  return new Response(billingCsvStream(getDb(), parsed.filters), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="billing-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
