import { data } from 'react-router'
import { SettingsPanel } from '#app/components/ui/card-section.tsx'
import { NotificationPreferencesForm, type NotificationsActionData } from '#app/features/settings/notification-preferences-form.tsx'
import {
  NOTIFICATIONS_FORM_ID,
  NOTIFICATIONS_SAVED,
  notificationPreferencesSchema,
} from '#app/features/settings/notification-preferences-schema.ts'
import { loadNotificationPreferences, saveNotificationPreferences } from '#app/features/settings/notification-preferences.server.ts'
import { topicsFor } from '#app/features/settings/role-topics.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/notifications'

export const meta: Route.MetaFunction = () => pageMeta('Notifications · Settings', 'Choose what we tell you about, and how.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const topics = topicsFor(user.roles)
  return { topics, preferences: await loadNotificationPreferences(getDb(), user.id, topics) }
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args)
  const submission = parseSubmission(await readFormData(args.request), notificationPreferencesSchema(topicsFor(user.roles)))
  if (submission.status !== 'success') return data<NotificationsActionData>({ result: submission.reply() }, { status: 400 })
  await saveNotificationPreferences(getDb(), user.id, submission.value)
  return redirectWithToast('/dashboard/settings/notifications', { type: 'success', title: NOTIFICATIONS_SAVED, id: NOTIFICATIONS_FORM_ID })
}

export default function NotificationSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPanel
      id="notifications-heading"
      title="Notifications"
      description="For each kind of event, choose whether we tell you in the app, by email, both or neither."
    >
      <NotificationPreferencesForm topics={loaderData.topics} preferences={loaderData.preferences} actionData={actionData} />
    </SettingsPanel>
  )
}
