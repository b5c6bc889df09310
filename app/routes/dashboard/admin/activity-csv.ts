import { activityCsvStream } from '#app/features/activity/activity-log.server.ts'
import { parseActivityFilters } from '#app/features/activity/activity-filters.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/activity-csv'

/** GET /dashboard/admin/activity.csv?…filters: the filtered log as a CSV file, streamed as it is read. */
export function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'read:activity-log')
  const parsed = parseActivityFilters(new URL(args.request.url).searchParams)
  if (!parsed.ok) {
    return new Response(`The export was not made: ${parsed.messages.join(' ')}\n`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const day = new Date().toISOString().slice(0, 10)
  return new Response(activityCsvStream(getDb(), parsed.filters), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="activity-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
