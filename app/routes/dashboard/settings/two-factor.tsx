import { data, redirect } from 'react-router'
import { SettingsPanel } from '#app/components/ui/card-section.tsx'
import { StatusLine } from '#app/components/ui/status-line.tsx'
import { TwoFactorStartSchema, TwoFactorConfirmSchema, TwoFactorOffSchema } from '#app/features/auth/auth-schemas.ts'
import {
  BackupCodesPanel,
  ConfirmSetupPanel,
  NoPasswordPanel,
  TurnOffPanel,
  TurnOnPanel,
  type TwoFactorActionData,
} from '#app/features/auth/two-factor-panels.tsx'
import { confirmTwoFactorSetup, startTwoFactorSetup, turnOffTwoFactor, twoFactorSettingsFor } from '#app/features/auth/two-factor.server.ts'
import { SetPasswordLink } from '#app/features/auth/account-forms.tsx'
import { answerPasswordLink, hasPassword } from '#app/features/auth/password-setup.server.ts'
import { NO_PASSWORD_MESSAGES } from '#app/features/auth/account-schemas.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/two-factor'

const PAGE = '/dashboard/settings/two-factor'
const SECRET_FIELDS = ['password', 'code']

export const meta: Route.MetaFunction = () => pageMeta('Two-factor sign-in', 'A code from your phone after your password.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const [settings, passwordSet] = await Promise.all([twoFactorSettingsFor(user), hasPassword(getDb(), user.id)])
  return { settings, passwordSet, adminRequired: args.url.searchParams.get('required') === 'admin' }
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args)
  const form = await readFormData(args.request)
  const intent = form.get('intent')
  const refuse = (result: TwoFactorActionData['result'], status = 400, headers?: Headers) =>
    data<TwoFactorActionData>({ intent: String(intent), result }, { status, headers })
  switch (intent) {
    case 'password-link':
      return answerPasswordLink(args.request, user, PAGE)
    case 'start': {
      const submission = parseSubmission(form, TwoFactorStartSchema)
      if (submission.status !== 'success') return refuse(submission.reply({ hideFields: SECRET_FIELDS }))
      const outcome = await startTwoFactorSetup(args.request, user, submission.value.password)
      if (outcome.ok) return redirect(PAGE, { headers: outcome.headers })
      return refuse(submission.reply({ formErrors: [outcome.message], hideFields: SECRET_FIELDS }), outcome.status)
    }
    case 'confirm': {
      const submission = parseSubmission(form, TwoFactorConfirmSchema)
      if (submission.status !== 'success') return refuse(submission.reply({ hideFields: SECRET_FIELDS }))
      const outcome = await confirmTwoFactorSetup(args.request, user, submission.value.code)
      if (!outcome.ok) return refuse(submission.reply({ formErrors: [outcome.message], hideFields: SECRET_FIELDS }), outcome.status)
      // Shown this once, in the answer itself: never stored where a later visit could read them.
      return data<TwoFactorActionData>(
        { intent: 'confirm', result: submission.reply({ resetForm: true }), backupCodes: outcome.backupCodes },
        { headers: outcome.headers },
      )
    }
    case 'disable': {
      const submission = parseSubmission(form, TwoFactorOffSchema)
      if (submission.status !== 'success') return refuse(submission.reply({ hideFields: SECRET_FIELDS }))
      const outcome = await turnOffTwoFactor(args.request, user, submission.value)
      if (outcome.ok)
        return redirectWithToast(
          PAGE,
          { type: 'success', title: 'Two-factor sign-in is off', id: 'two-factor' },
          { headers: outcome.headers },
        )
      return refuse(submission.reply({ formErrors: [outcome.message], hideFields: SECRET_FIELDS }), outcome.status)
    }
  }
  return refuse({ status: 'error', error: { '': ['Unknown action.'] } })
}

export default function TwoFactorSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, passwordSet, adminRequired } = loaderData
  const justConfirmed = actionData && 'backupCodes' in actionData ? actionData.backupCodes : undefined
  return (
    <SettingsPanel
      id="two-factor-heading"
      title="Two-factor sign-in"
      description="After your password, a six-digit code from an authenticator app on your phone."
    >
      {adminRequired && !settings.enabled && !justConfirmed ? (
        <StatusLine tone="done">Admin pages need two-factor sign-in. Turn it on here to continue.</StatusLine>
      ) : null}
      {justConfirmed ? (
        <BackupCodesPanel codes={justConfirmed} />
      ) : settings.enabled ? (
        <TurnOffPanel actionData={actionData} />
      ) : settings.pending ? (
        <ConfirmSetupPanel pending={settings.pending} actionData={actionData} />
      ) : passwordSet ? (
        <TurnOnPanel actionData={actionData} />
      ) : (
        <NoPasswordPanel>
          <SetPasswordLink reason={NO_PASSWORD_MESSAGES.twoFactor} result={actionData?.result} />
        </NoPasswordPanel>
      )}
    </SettingsPanel>
  )
}
