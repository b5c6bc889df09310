// The forms of Settings → Password and Settings → Email. Both post to their page's action and work
// without JavaScript; passwords are never sent back.
import { useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { FormAlert, TextField, useFormErrorToast, useIsSubmitting } from '#app/components/forms.tsx'
import { parseSubmission } from '#app/utils/submission.ts'
import { EMAIL_LIMIT, PASSWORD_MAX } from '#app/utils/validation.ts'
import { ChangeEmailSchema, ChangePasswordSchema, EMAIL_FORM_ID, PASSWORD_FORM_ID } from './account-schemas.ts'

export type AccountActionData = { result: SubmissionResult<string[]> }

export function ChangePasswordForm({ actionData }: { actionData: AccountActionData | undefined }) {
  const busy = useIsSubmitting()
  const [form, fields] = useForm({
    id: PASSWORD_FORM_ID,
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSubmission(formData, ChangePasswordSchema),
  })
  useFormErrorToast(form.id, actionData?.result)
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-label="Change password"
      className="space-y-5"
    >
      <FormAlert form={form} />
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
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? 'Changing password…' : 'Change password'}
      </button>
    </Form>
  )
}

export function ChangeEmailForm({ actionData }: { actionData: AccountActionData | undefined }) {
  const busy = useIsSubmitting()
  const [form, fields] = useForm({
    id: EMAIL_FORM_ID,
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSubmission(formData, ChangeEmailSchema),
  })
  useFormErrorToast(form.id, actionData?.result)
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} aria-label="Change email" className="space-y-5">
      <FormAlert form={form} />
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
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? 'Sending link…' : 'Send confirmation link'}
      </button>
    </Form>
  )
}
