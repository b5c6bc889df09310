import { data } from 'react-router'
import { SettingsPanel } from '#app/components/ui/card-section.tsx'
import { StatusLine } from '#app/components/ui/status-line.tsx'
import { ChangeEmailForm, type AccountActionData } from '#app/features/auth/account-forms.tsx'
import { ChangeEmailSchema, EMAIL_FORM_ID } from '#app/features/auth/account-schemas.ts'
import { requestEmailChange } from '#app/features/auth/account-security.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/email'

export const meta: Route.MetaFunction = () => pageMeta('Email · Settings', 'Change the email address of your account.')

/** The action's own headers (Retry-After on a 429) reach the page a browser without JavaScript gets. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

const LINK_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: 'That confirmation link has expired. Ask for a new one below.',
}
const LINK_INVALID = 'That confirmation link is invalid or was already used. Ask for a new one below.'

/** The address now, and how a followed confirmation link went (?changed=1, with ?error= when it failed). */
export function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const params = args.url.searchParams
  const error = params.get('error')
  const linkOutcome = params.get('changed') ? (error ? { ok: false, message: LINK_ERRORS[error] ?? LINK_INVALID } : { ok: true }) : null
  return { email: user.email, linkOutcome }
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args)
  const submission = parseSubmission(await readFormData(args.request), ChangeEmailSchema)
  const hideFields = ['currentPassword']
  if (submission.status !== 'success') return data<AccountActionData>({ result: submission.reply({ hideFields }) }, { status: 400 })
  const outcome = await requestEmailChange(args.request, user, submission.value)
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined
    const errors =
      outcome.code === 'INVALID_PASSWORD' ? { fieldErrors: { currentPassword: [outcome.message] } } : { formErrors: [outcome.message] }
    return data<AccountActionData>({ result: submission.reply({ ...errors, hideFields }) }, { status: outcome.status, headers })
  }
  return redirectWithToast('/dashboard/settings/email', {
    type: 'success',
    title: 'Check your new inbox',
    description: `We sent a confirmation link to ${submission.value.newEmail}. Your email changes when you follow it.`,
    id: EMAIL_FORM_ID,
  })
}

export default function EmailSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, linkOutcome } = loaderData
  return (
    <SettingsPanel
      id="email-heading"
      title="Email"
      description={
        <>
          Your account's email is <strong className="break-words text-ink">{email}</strong>. We send a link to the new address; your email
          changes only when you follow it, and we tell the old address.
        </>
      }
    >
      {linkOutcome ? (
        <StatusLine tone={linkOutcome.ok ? 'done' : 'problem'}>
          {linkOutcome.ok ? `Your email is now ${email}.` : linkOutcome.message}
        </StatusLine>
      ) : null}
      <ChangeEmailForm actionData={actionData} />
    </SettingsPanel>
  )
}
