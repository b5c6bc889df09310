import { data } from 'react-router'
import { BrandProfileForm, type BrandActionData } from '#app/features/profiles/brand-profile-form.tsx'
import { BrandProfileSummary } from '#app/features/profiles/brand-profile-summary.tsx'
import { BRAND_FORM_ID, BRAND_MESSAGES, BrandProfileSchema } from '#app/features/profiles/brand-profile-schema.ts'
import { loadOwnBrandProfile, saveBrandProfile } from '#app/features/profiles/brand-profile.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/brand'
import { dateTimeText } from '#app/utils/dates.ts'
import { keepInputOnFailure } from '#app/utils/keep-input.ts'
import { PageHeader } from '#app/components/ui/page-header.tsx'

export const meta: Route.MetaFunction = () =>
  pageMeta('Brand profile', 'Your brand questionnaire: what your writers read beside every piece.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'edit:own-brand-profile')
  return { profile: await loadOwnBrandProfile(getDb(), user.id) }
}

export async function action(args: Route.ActionArgs) {
  const user = requireUserWithPermission(args, 'edit:own-brand-profile')
  const form = await readFormData(args.request)
  switch (form.get('intent') ?? 'save') {
    case 'save': {
      const submission = parseSubmission(form, BrandProfileSchema)
      if (submission.status !== 'success') return data<BrandActionData>({ result: submission.reply() }, { status: 400 })
      try {
        await saveBrandProfile(getDb(), user.id, submission.value)
      } catch (error) {
        logger.error({ err: error, userId: user.id }, 'brand profile could not be saved')
        return data<BrandActionData>({ result: submission.reply({ formErrors: [BRAND_MESSAGES.failed] }) }, { status: 503 })
      }
      return redirectWithToast('/dashboard/brand', { type: 'success', title: BRAND_MESSAGES.saved, id: BRAND_FORM_ID })
    }
  }
  return data<BrandActionData>({ result: { error: { '': ['Unknown action.'] } } }, { status: 400 })
}

/** With JavaScript: a request that gets no answer (a 503, a dropped connection) keeps what was typed (docs/forms.md). */
export const clientAction = (args: Route.ClientActionArgs) => keepInputOnFailure<BrandActionData>(args)

export default function BrandProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData
  return (
    <div className="mx-auto max-w-3xl space-y-6 lg:max-w-5xl">
      <PageHeader
        title="Brand profile"
        description={
          <>
            Your writers read this beside every piece they write for you. Answer what you can; come back to it any time.
            {profile?.updatedAt ? <span className="mt-1 block text-sm">Last saved {dateTimeText(profile.updatedAt)}.</span> : null}
          </>
        }
      />
      {profile ? null : (
        <section className="card border-dashed bg-paper" aria-labelledby="brand-empty-heading">
          <h2 id="brand-empty-heading" className="font-display text-xl font-black">
            Your brand profile is empty
          </h2>
          <p className="mt-2 text-ink-soft">
            Eight short sections: who you are and for whom, how you sound, what to write about and what never to say. The more you answer,
            the less your writer has to guess.
          </p>
        </section>
      )}
      <BrandProfileForm profile={profile} actionData={actionData} />
      {profile ? (
        <details>
          <summary className="link cursor-pointer">Preview what your writers see</summary>
          <BrandProfileSummary profile={profile} title="What your writers see" className="mt-4" />
        </details>
      ) : null}
    </div>
  )
}
