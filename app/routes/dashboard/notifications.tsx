import { data, Form, Link } from 'react-router'
import { useIsSubmitting } from '#app/components/forms.tsx'
import { pageFromUrl, pageOffset } from '#app/domain/pagination.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { listNotifications, markAllNotificationsRead, NOTIFICATIONS_PAGE_SIZE } from '#app/utils/notifications.server.ts'
import { readActiveRole } from '#app/utils/active-role.server.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { primaryRole, type Role } from '#app/utils/permissions.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/notifications'
import { Pager } from '#app/components/ui/pager.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'

export const meta: Route.MetaFunction = () => pageMeta('Notifications', 'What happened on your account.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const page = pageFromUrl(args.request.url)
  const [rows, activeRole] = await Promise.all([
    listNotifications(getDb(), user.id, pageOffset(page, NOTIFICATIONS_PAGE_SIZE)),
    readActiveRole(args.request),
  ])
  return {
    role: primaryRole(user.roles, activeRole),
    page,
    hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE,
    items: rows
      .slice(0, NOTIFICATIONS_PAGE_SIZE)
      .map((row) => ({ ...row, readAt: row.readAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() })),
  }
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args)
  const form = await readFormData(args.request)
  switch (form.get('intent')) {
    case 'mark-read':
      await markAllNotificationsRead(getDb(), user.id)
      return redirectWithToast('/dashboard/notifications', {
        type: 'success',
        title: 'All notifications marked as read',
        id: 'notifications',
      })
  }
  return data({ error: 'Unknown action.' }, { status: 400 })
}

/** What will show here, for the role whose workspace the reader is in. */
const NOTHING_YET: Record<Role, string> = {
  founder: 'Nothing yet. When your writer submits a piece or comments on one, it shows here.',
  writer: 'Nothing yet. When a founder decides on your piece or comments on it, it shows here.',
  admin: 'Nothing yet. New requests and overdue pieces show here.',
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const busy = useIsSubmitting()
  const { items, page, hasMore, role } = loaderData
  const unread = items.some((item) => !item.readAt)
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Notifications"
        description="Submissions, decisions and comments on your content."
        actions={
          unread ? (
            <Form method="post">
              <button type="submit" name="intent" value="mark-read" className="btn-secondary" disabled={busy}>
                Mark all as read
              </button>
            </Form>
          ) : null
        }
      />
      {items.length === 0 ? (
        <p className="card text-ink-soft">{role ? NOTHING_YET[role] : 'Nothing yet.'}</p>
      ) : (
        <ul className="card divide-y divide-ink/10 p-0">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-4">
              <p className={item.readAt ? 'text-ink-soft' : 'font-semibold'}>
                {item.readAt ? null : <span className="sr-only">Unread: </span>}
                {item.link ? (
                  <Link to={item.link} className="hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </p>
              <p className="text-sm text-ink-soft">{when(item.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} hasMore={hasMore} label="Notification pages" />
    </div>
  )
}
