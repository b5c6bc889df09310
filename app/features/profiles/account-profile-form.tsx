import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { FormAlert, SubmitButton, TextareaFormField, TextField, useIsSubmitting, useSchemaForm } from '#app/components/forms.tsx'
import { UserAvatar } from '#app/components/layout/user-avatar.tsx'
import { TEXT_LIMIT } from '#app/utils/validation.ts'
import { AccountProfileSchema, PROFILE_FORM_ID } from './account-profile-schema.ts'
import type { AccountProfileView } from './account-profile.server.ts'

export type ProfileActionData = { result: SubmissionResult<string[]> }

/** Name, company and bio, with the initials every screen shows for the name as it is typed. */
export function AccountProfileForm({
  profile,
  email,
  companyHint,
  actionData,
}: {
  profile: AccountProfileView
  email: string
  /** Who sees the company, in the owner's role's words. */
  companyHint: string
  actionData: ProfileActionData | undefined
}) {
  const busy = useIsSubmitting()
  const [form, fields] = useSchemaForm({
    id: PROFILE_FORM_ID,
    schema: AccountProfileSchema,
    lastResult: actionData?.result,
    defaultValue: profile,
  })
  const typedName = typeof fields.name.value === 'string' ? fields.name.value : profile.name
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} aria-label="Profile" className="space-y-5">
      <FormAlert form={form} />
      <div className="flex items-center gap-3">
        <UserAvatar name={typedName} email={email} />
        <p className="text-sm text-ink-soft">Your initials stand in for a photo wherever your name appears.</p>
      </div>
      <TextField meta={fields.name} label="Full name" autoComplete="name" required maxLength={120} />
      <TextField meta={fields.company} label="Company (optional)" hint={companyHint} autoComplete="organization" maxLength={200} />
      <TextareaFormField meta={fields.bio} label="Bio (optional)" rows={4} maxLength={TEXT_LIMIT} className="[&_textarea]:min-h-20" />
      <SubmitButton busy={busy} busyLabel="Saving…">
        Save profile
      </SubmitButton>
    </Form>
  )
}
