import { useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { FormAlert, SubmitButton, useIsSubmitting, useRefusalFocus } from '#app/components/forms.tsx'
import {
  DEFAULT_NOTIFICATION_CHOICE,
  NOTIFICATION_TOPIC_LABELS,
  type NotificationChannel,
  type NotificationTopic,
} from '#app/domain/notification-topics.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { NOTIFICATIONS_FORM_ID, notificationPreferencesSchema, type NotificationPreferences } from './notification-preferences-schema.ts'

export type NotificationsActionData = { result: SubmissionResult<string[]> }

const CHANNEL_LABELS: Record<NotificationChannel, string> = { inApp: 'In the app', email: 'By email' }

function Choice({ topic, channel, checked }: { topic: NotificationTopic; channel: NotificationChannel; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3 rounded-xl border border-ink/25 bg-white px-4 has-checked:border-ink">
      <input type="checkbox" name={`${topic}.${channel}`} defaultChecked={checked} className="h-4 w-4 accent-ink" />
      <span className="text-sm font-semibold">{CHANNEL_LABELS[channel]}</span>
    </label>
  )
}

/** A row per topic the person can receive, with its two boxes; what cannot be turned off is said under the form. */
export function NotificationPreferencesForm({
  topics,
  preferences,
  actionData,
}: {
  topics: readonly NotificationTopic[]
  preferences: NotificationPreferences
  actionData: NotificationsActionData | undefined
}) {
  const busy = useIsSubmitting()
  const [form] = useForm({
    id: NOTIFICATIONS_FORM_ID,
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseSubmission(formData, notificationPreferencesSchema(topics)),
  })
  useRefusalFocus(form.id, actionData?.result)
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-label="Notification choices"
      className="space-y-5"
    >
      <FormAlert form={form} />
      <div className="divide-y divide-ink/10 border-y border-ink/10">
        {topics.map((topic) => {
          const choice = preferences[topic] ?? DEFAULT_NOTIFICATION_CHOICE
          return (
            <fieldset key={topic} className="py-4" aria-describedby={`topic-${topic}-hint`}>
              <legend className="sr-only">{NOTIFICATION_TOPIC_LABELS[topic].label}</legend>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p aria-hidden="true" className="font-bold">
                    {NOTIFICATION_TOPIC_LABELS[topic].label}
                  </p>
                  <p id={`topic-${topic}-hint`} className="text-sm text-ink-soft">
                    {NOTIFICATION_TOPIC_LABELS[topic].description}
                  </p>
                </div>
                <div className="grid shrink-0 grid-cols-2 gap-2">
                  <Choice topic={topic} channel="inApp" checked={choice.inApp} />
                  <Choice topic={topic} channel="email" checked={choice.email} />
                </div>
              </div>
            </fieldset>
          )
        })}
      </div>
      <p className="text-sm text-ink-soft">Security emails (a changed password or email address) and billing receipts are always sent.</p>
      <SubmitButton busy={busy} busyLabel="Saving…">
        Save choices
      </SubmitButton>
    </Form>
  )
}
