import { dateTimeText } from '#app/features/admin/admin-ui.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { listAdminActivity } from '#app/utils/activity-log.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/activity'

export const meta: Route.MetaFunction = () => pageMeta('Activity log', 'The last 100 admin actions, newest first.')

/** Spec §6: the last 100 entries of the admin activity log, newest first. */
export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'read:activity-log')
  const rows = await listAdminActivity(getDb(), 100)
  return { entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) }
}

const ACTION_LABELS: Record<string, string> = {
  'assignment.create': 'Assigned a writer',
  'assignment.remove': 'Removed an assignment',
  'coupon.create': 'Created a coupon',
  'coupon.activate': 'Activated a coupon',
  'coupon.deactivate': 'Deactivated a coupon',
  'pricing.update': 'Updated pricing',
  'role.grant': 'Granted a role',
  'role.remove': 'Removed a role',
  'job.retry': 'Retried a job',
  'payout.record': 'Recorded a payout',
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="Activity log" description="The last 100 changes admins made, newest first." />
      <section aria-labelledby="activity-heading" className="card">
        <h2 id="activity-heading" className="sr-only">
          Entries
        </h2>
        {entries.length === 0 ? (
          <p className="text-ink-soft">Nothing yet: every change an admin makes is recorded here.</p>
        ) : (
          <ol className="divide-y divide-ink/10" aria-label="Activity, newest first">
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-1 py-4 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4" data-testid="activity-entry">
                <time dateTime={entry.createdAt} className="text-sm text-ink-soft">
                  {dateTimeText(entry.createdAt)}
                </time>
                <div className="min-w-0">
                  <p className="font-semibold">
                    {ACTION_LABELS[entry.action] ?? entry.action} <code className="text-xs font-normal text-ink-soft">{entry.action}</code>
                  </p>
                  {entry.details ? <p className="mt-0.5 break-words">{entry.details}</p> : null}
                  <p className="mt-0.5 text-xs break-words text-ink-soft">
                    By {entry.actorName ?? 'a deleted account'}
                    {entry.actorEmail ? ` (${entry.actorEmail})` : ''}
                    {entry.targetType ? ` · ${entry.targetType}${entry.targetId ? ` ${entry.targetId}` : ''}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
