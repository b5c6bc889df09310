// The forms of Settings → Password and Settings → Email, and the offer of a link that sets a first
// password to an account that signs in with Google. All post to their page's action and work without
// JavaScript; passwords are never sent back.
import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { FormAlert, SubmitButton, TextField, useIsSubmitting, useRefusalFocus, useSchemaForm } from '#app/components/forms.tsx'
import { EMAIL_LIMIT, PASSWORD_MAX } from '#app/utils/validation.ts'
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  EMAIL_FORM_ID,
  PASSWORD_FORM_ID,
  PASSWORD_LINK_FORM_ID,
  PASSWORD_LINK_INTENT,
} from './account-schemas.ts'

export type AccountActionData = { result: SubmissionResult<string[]> }

/** One account form: the form's own message first, then its fields, then the submit button, which says when it is busy. */
function AccountForm({
  form,
  label,
  submit,
  busySubmit,
  children,
}: {
  form: React.ComponentProps<typeof FormAlert>['form'] & {
    id: string
    onSubmit: React.FormEventHandler<HTMLFormElement>
    noValidate: boolean
  }
  label: string
  submit: string
  busySubmit: string
  children: React.ReactNode
}) {
  const busy = useIsSubmitting()
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} aria-label={label} className="space-y-5">
      <FormAlert form={form} />
      {children}
      <SubmitButton busy={busy} busyLabel={busySubmit}>
        {submit}
      </SubmitButton>
    </Form>
  )
}

export function ChangePasswordForm({ actionData }: { actionData: AccountActionData | undefined }) {
  const [form, fields] = useSchemaForm({ id: PASSWORD_FORM_ID, schema: ChangePasswordSchema, lastResult: actionData?.result })
  return (
    <AccountForm form={form} label="Change password" submit="Change password" busySubmit="Changing password…">
      <TextField
        meta={fields.currentPassword}
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
      />
      <TextField
        meta={fields.password}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters; not a common password or your email name."
        required
        maxLength={PASSWORD_MAX}
      />
      <TextField
        meta={fields.confirmPassword}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
      />
    </AccountForm>
  )
}

export function ChangeEmailForm({ actionData }: { actionData: AccountActionData | undefined }) {
  const [form, fields] = useSchemaForm({ id: EMAIL_FORM_ID, schema: ChangeEmailSchema, lastResult: actionData?.result })
  return (
    <AccountForm form={form} label="Change email" submit="Send confirmation link" busySubmit="Sending link…">
      <TextField meta={fields.newEmail} label="New email" type="email" autoComplete="email" required maxLength={EMAIL_LIMIT} />
      <TextField
        meta={fields.currentPassword}
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="To make sure it is you."
        required
        maxLength={PASSWORD_MAX}
      />
    </AccountForm>
  )
}

/**
 * In place of a form that asks for a password, for an account without one: why, and a button that
 * mails a link to set it (the page's action answers the `password-link` intent). A refusal (too many
 * links asked for) shows at the top of the form, and only there.
 */
export function SetPasswordLink({ reason, result }: { reason: string; result: SubmissionResult<string[]> | undefined }) {
  const busy = useIsSubmitting()
  useRefusalFocus(PASSWORD_LINK_FORM_ID, result)
  return (
    <Form method="post" id={PASSWORD_LINK_FORM_ID} aria-label="Set a password" className="space-y-5">
      <FormAlert form={{ errorId: `${PASSWORD_LINK_FORM_ID}-error`, errors: result?.error?.[''] ?? undefined }} />
      <p className="rounded-xl bg-paper px-4 py-3 text-sm">{reason}</p>
      <input type="hidden" name="intent" value={PASSWORD_LINK_INTENT} />
      <SubmitButton busy={busy} busyLabel="Sending the link…">
        Email me a link to set a password
      </SubmitButton>
    </Form>
  )
}
