import { monthRange } from '#app/features/content/calendar.ts'
import { CalendarView } from '#app/features/content/calendar-view.tsx'
import { listCalendarFor } from '#app/features/content/content.server.ts'
import { parseMonth } from '#app/features/content/content-schema.ts'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { dayOf } from '#app/domain/periods.ts'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { BOARD_PATH } from '#app/domain/content-board.ts'
import type { Route } from './+types/calendar'

export const meta: Route.MetaFunction = () => pageMeta('Content calendar', 'What is planned and published, month by month.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'read:content-calendar', { adminsTo: BOARD_PATH })
  const now = new Date()
  const month = parseMonth(new URL(args.request.url).searchParams.get('month'), now)
  const items = await listCalendarFor(getDb(), user, monthRange(month))
  return { month, today: dayOf(now), items }
}

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Content calendar"
        description="Pieces by their planned publish date (published ones by the day they went live, requests not planned yet by their due date). Drafts show only to their writer."
      />
      <CalendarView month={loaderData.month} today={loaderData.today} items={loaderData.items} />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
