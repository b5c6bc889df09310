import { useForm, type SubmissionResult } from '@conform-to/react'
import { data, Form } from 'react-router'
import { FormAlert, SubmitButton, TextField, useIsSubmitting, useRefusalFocus } from '#app/components/forms.tsx'
import { SettingsPanel } from '#app/components/ui/card-section.tsx'
import { StatusLine } from '#app/components/ui/status-line.tsx'
import { CLOSE_CONFIRMATION, CloseAccountSchema, EXPORT_LINK_DAYS } from '#app/features/account/account-schemas.ts'
import { latestDataExport, requestDataExport } from '#app/features/account/data-export.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { dateTimeText } from '#app/utils/dates.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { PASSWORD_MAX } from '#app/utils/validation.ts'
import { closeOwnAccount } from './data.server.ts'
import { SetPasswordLink } from '#app/features/auth/account-forms.tsx'
import { answerPasswordLink, hasPassword } from '#app/features/auth/password-setup.server.ts'
import { NO_PASSWORD_MESSAGES } from '#app/features/auth/account-schemas.ts'
import type { Route } from './+types/data'

const PAGE = '/dashboard/settings/data'
type ActionData = { intent: string; result: SubmissionResult<string[]> }
const EXPORT_FORM_ID = 'data-export'

export const meta: Route.MetaFunction = () => pageMeta('Your data', 'Download everything we hold about you, or close your account.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const [latest, passwordSet] = await Promise.all([latestDataExport(getDb(), user.id), hasPassword(getDb(), user.id)])
  return { latest, passwordSet }
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args)
  const form = await readFormData(args.request)
  switch (form.get('intent')) {
    case 'password-link':
      return answerPasswordLink(args.request, user, PAGE)
    case 'export': {
      const outcome = await requestDataExport(getDb(), user.id)
      if (!outcome.ok)
        return data<ActionData>({ intent: 'export', result: { status: 'error', error: { '': [outcome.message] } } }, { status: 409 })
      return redirectWithToast(PAGE, {
        type: 'success',
        title: 'We are gathering your data',
        description: 'The download link will arrive by email in a few minutes.',
        id: EXPORT_FORM_ID,
      })
    }
    case 'close': {
      const submission = parseSubmission(form, CloseAccountSchema)
      if (submission.status !== 'success')
        return data<ActionData>({ intent: 'close', result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
      const outcome = await closeOwnAccount(args.request, user, submission.value.password)
      if (!outcome.ok) {
        return data<ActionData>(
          { intent: 'close', result: submission.reply({ formErrors: [outcome.message], hideFields: ['password'] }) },
          { status: outcome.status },
        )
      }
      return redirectWithToast(
        '/',
        { type: 'success', title: 'Your account is closed', description: 'Thank you for writing with us.', id: 'account-closed' },
        { headers: outcome.headers },
      )
    }
  }
  return data<ActionData>({ intent: '', result: { status: 'error', error: { '': ['Unknown action.'] } } }, { status: 400 })
}

export default function YourDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { latest, passwordSet } = loaderData
  const busy = useIsSubmitting()
  const exportResult = actionData?.intent === 'export' ? actionData.result : undefined
  useRefusalFocus(EXPORT_FORM_ID, exportResult)
  const closeResult = actionData?.intent === 'close' ? actionData.result : undefined
  const [form, fields] = useForm({
    id: 'close-account',
    lastResult: closeResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseSubmission(formData, CloseAccountSchema),
  })
  useRefusalFocus(form.id, closeResult)
  return (
    <div className="space-y-6">
      <SettingsPanel
        id="download-heading"
        title="Download my data"
        description={`One JSON file with your profile, roles, the pieces and comments you wrote or received, your payments and invoices, and your notifications. We email you a link that works for ${EXPORT_LINK_DAYS} days, only while you are logged in.`}
      >
        <LatestExport latest={latest} />
        <Form method="post" id={EXPORT_FORM_ID} className="space-y-5">
          <FormAlert form={{ errorId: `${EXPORT_FORM_ID}-error`, errors: exportResult?.error?.[''] ?? undefined }} />
          <input type="hidden" name="intent" value="export" />
          <SubmitButton busy={busy} busyLabel="Please wait…">
            Download my data
          </SubmitButton>
        </Form>
      </SettingsPanel>
      <SettingsPanel
        id="close-heading"
        title="Close my account"
        tone="danger"
        description="You are logged out everywhere and your profile and personal details are removed. A plan you pay for stops renewing and ends with the period already paid. Invoices and credit notes stay on file, as the law requires. This cannot be undone."
      >
        {passwordSet ? (
          <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="space-y-5">
            <FormAlert form={form} />
            <input type="hidden" name="intent" value="close" />
            <TextField
              meta={fields.password}
              label="Your password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX}
            />
            <TextField
              meta={fields.confirmation}
              label={`Type ${CLOSE_CONFIRMATION} to confirm`}
              autoComplete="off"
              required
              maxLength={40}
            />
            <SubmitButton busy={busy} busyLabel="Please wait…" tone="danger">
              Close my account
            </SubmitButton>
          </Form>
        ) : (
          <SetPasswordLink reason={NO_PASSWORD_MESSAGES.close} result={actionData?.intent === 'export' ? undefined : actionData?.result} />
        )}
      </SettingsPanel>
    </div>
  )
}

function LatestExport({ latest }: { latest: Route.ComponentProps['loaderData']['latest'] }) {
  if (!latest) return null
  const text =
    latest.status === 'queued'
      ? `Asked for ${dateTimeText(latest.requestedAt)}: we are gathering it, and the link will arrive by email.`
      : latest.status === 'ready'
        ? `Your last copy was emailed to you; its link works until ${dateTimeText(latest.expiresAt ?? latest.requestedAt)}.`
        : 'Your last copy could not be made. Please ask again.'
  return <StatusLine>{text}</StatusLine>
}
