import { data } from 'react-router'
import { Pager } from '#app/components/ui/pager.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { activityActors, loadActivityPage } from '#app/features/activity/activity-log.server.ts'
import { activityQuery, parseActivityFilters } from '#app/features/activity/activity-filters.ts'
import { ActivityFiltersForm, ActivityList, type FilterValues } from '#app/features/activity/activity-view.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { ExportCsv, typedFilters, UnusableFilters } from './+shared/filter-form.tsx'
import type { Route } from './+types/activity'

export const meta: Route.MetaFunction = () => pageMeta('Activity log', 'Every change admins made, newest first.')

/** Spec §6: the admin activity log, newest first, 100 to a page (the spec's "last 100" is the first), filtered from the URL. */
export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'read:activity-log')
  const params = new URL(args.request.url).searchParams
  const parsed = parseActivityFilters(params)
  if (!parsed.ok) {
    const typed = typedFilters(params, ['actor', 'action', 'from', 'to'], 200)
    const actors = await activityActors(getDb(), typed.actor || undefined)
    return data({ ok: false as const, messages: parsed.messages, typed, actors }, { status: 400 })
  }
  return { ok: true as const, filters: parsed.filters, ...(await loadActivityPage(getDb(), parsed.filters)) }
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const values: FilterValues = loaderData.ok ? loaderData.filters : loaderData.typed
  const query = loaderData.ok ? activityQuery(loaderData.filters) : null
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Activity log"
        description="Every change admins made, newest first."
        actions={<ExportCsv path="/dashboard/admin/activity.csv" query={query} />}
      />
      <section aria-label="Filters" className="card">
        <ActivityFiltersForm values={values} actors={loaderData.actors} />
      </section>
      <section aria-labelledby="activity-heading" className="card">
        <h2 id="activity-heading" className="sr-only">
          Entries
        </h2>
        {loaderData.ok ? (
          <>
            <ActivityList entries={loaderData.entries} filtered={query !== ''} />
            <Pager page={loaderData.page} hasMore={loaderData.hasMore} label="Activity pages" />
          </>
        ) : (
          <UnusableFilters messages={loaderData.messages} />
        )}
      </section>
    </div>
  )
}
