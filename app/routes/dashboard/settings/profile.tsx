import { data } from 'react-router'
import { SettingsPanel } from '#app/components/ui/card-section.tsx'
import { AccountProfileForm, type ProfileActionData } from '#app/features/profiles/account-profile-form.tsx'
import { AccountProfileSchema, PROFILE_FORM_ID, PROFILE_MESSAGES } from '#app/features/profiles/account-profile-schema.ts'
import { loadAccountProfile, saveAccountProfile } from '#app/features/profiles/account-profile.server.ts'
import { profileWording } from '#app/features/profiles/profile-wording.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/profile'

export const meta: Route.MetaFunction = () => pageMeta('Profile · Settings', 'Your name, company and bio.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  return { profile: await loadAccountProfile(getDb(), user), email: user.email, wording: profileWording(user.roles) }
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args)
  const submission = parseSubmission(await readFormData(args.request), AccountProfileSchema)
  if (submission.status !== 'success') return data<ProfileActionData>({ result: submission.reply() }, { status: 400 })
  try {
    await saveAccountProfile(getDb(), user.id, submission.value)
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'profile could not be saved')
    return data<ProfileActionData>({ result: submission.reply({ formErrors: [PROFILE_MESSAGES.failed] }) }, { status: 503 })
  }
  return redirectWithToast('/dashboard/settings', { type: 'success', title: PROFILE_MESSAGES.saved, id: PROFILE_FORM_ID })
}

export default function ProfileSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPanel id="profile-heading" title="Profile" description={loaderData.wording.intro}>
      <AccountProfileForm
        profile={loaderData.profile}
        email={loaderData.email}
        companyHint={loaderData.wording.companyHint}
        actionData={actionData}
      />
    </SettingsPanel>
  )
}
