import { data } from 'react-router'
import { SettingsPanel } from '#app/components/ui/card-section.tsx'
import { ChangePasswordForm, SetPasswordLink, type AccountActionData } from '#app/features/auth/account-forms.tsx'
import {
  ACCOUNT_PASSWORD_FIELDS,
  ChangePasswordSchema,
  PASSWORD_FORM_ID,
  PASSWORD_LINK_INTENT,
} from '#app/features/auth/account-schemas.ts'
import { answerPasswordLink, hasPassword } from '#app/features/auth/password-setup.server.ts'
import { NO_PASSWORD_MESSAGES } from '#app/features/auth/account-schemas.ts'
import { getDb } from '#app/utils/db.server.ts'
import { changeOwnPassword } from '#app/features/auth/account-security.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/password'

export const meta: Route.MetaFunction = () => pageMeta('Password · Settings', 'Change the password of your account.')

/** The action's own headers (Retry-After on a 429) reach the page a browser without JavaScript gets. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

const PAGE = '/dashboard/settings/password'

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  return { passwordSet: await hasPassword(getDb(), user.id) }
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args)
  const form = await readFormData(args.request)
  if (form.get('intent') === PASSWORD_LINK_INTENT) return answerPasswordLink(args.request, user, PAGE)
  const submission = parseSubmission(form, ChangePasswordSchema)
  const hideFields = ACCOUNT_PASSWORD_FIELDS
  if (submission.status !== 'success') return data<AccountActionData>({ result: submission.reply({ hideFields }) }, { status: 400 })
  const { currentPassword, password } = submission.value
  const outcome = await changeOwnPassword(args.request, user, { currentPassword, newPassword: password })
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined
    const errors =
      outcome.code === 'INVALID_PASSWORD' ? { fieldErrors: { currentPassword: [outcome.message] } } : { formErrors: [outcome.message] }
    return data<AccountActionData>({ result: submission.reply({ ...errors, hideFields }) }, { status: outcome.status, headers })
  }
  return redirectWithToast(
    PAGE,
    { type: 'success', title: 'Password changed', description: 'Every other session was signed out.', id: PASSWORD_FORM_ID },
    { headers: outcome.headers },
  )
}

export default function PasswordSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.passwordSet)
    return (
      <SettingsPanel id="password-heading" title="Password">
        <SetPasswordLink reason={NO_PASSWORD_MESSAGES.none} result={actionData && 'intent' in actionData ? actionData.result : undefined} />
      </SettingsPanel>
    )
  return (
    <SettingsPanel
      id="password-heading"
      title="Password"
      description="Changing it signs you out everywhere else, and we email you to confirm. Forgot the current one? Sign out and use “Forgot your password?” on the login page."
    >
      <ChangePasswordForm actionData={actionData && !('intent' in actionData) ? actionData : undefined} />
    </SettingsPanel>
  )
}
