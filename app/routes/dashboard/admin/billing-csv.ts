import { billingCsvStream } from '#app/features/admin-billing/billing-transactions.server.ts'
import { parseBillingFilters } from '#app/features/admin-billing/billing-filters.ts'
import { csvRefused, csvResponse } from '#app/utils/csv-export.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireUserWithPermissionForFile } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/billing-csv'

/** GET /dashboard/admin/billing.csv?…filters: the filtered transactions as a CSV file, streamed as it is read. */
export function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url)
  // A browser without the permission sees the billing page's Access Denied instead of the guard's JSON.
  requireUserWithPermissionForFile(args, 'read:payments', `/dashboard/admin/billing${url.search}`)
  const parsed = parseBillingFilters(url.searchParams)
  if (!parsed.ok) return csvRefused(parsed.messages)
  return csvResponse(billingCsvStream(getDb(), parsed.filters), 'billing')
}
