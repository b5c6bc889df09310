import { activityCsvStream } from '#app/features/activity/activity-log.server.ts'
import { parseActivityFilters } from '#app/features/activity/activity-filters.ts'
import { csvRefused, csvResponse } from '#app/utils/csv-export.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/activity-csv'

/** GET /dashboard/admin/activity.csv?…filters: the filtered log as a CSV file, streamed as it is read. */
export function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'read:activity-log')
  const parsed = parseActivityFilters(new URL(args.request.url).searchParams)
  if (!parsed.ok) return csvRefused(parsed.messages)
  return csvResponse(activityCsvStream(getDb(), parsed.filters), 'activity')
}
