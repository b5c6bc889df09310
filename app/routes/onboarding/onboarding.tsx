import { data, redirect } from 'react-router'
import { readPendingVerification } from '#app/features/auth/pending-verification.server.ts'
import { resendPendingVerification } from '#app/features/auth/sign-up.server.ts'
import {
  isOnboardingRole,
  ONBOARDING_MESSAGES,
  OnboardingRoleSchema,
  OnboardingSchema,
  welcomeMessage,
} from '#app/features/profiles/onboarding-schema.ts'
import { completeOnboarding, loadOnboardingDefaults } from '#app/features/profiles/onboarding.server.ts'
import { SELF_GRANT_REFUSED } from '#app/features/profiles/self-grant.server.ts'
import { OnboardingSuccess, OnboardingWizard, type OnboardingActionData } from '#app/features/profiles/onboarding-wizard.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { getUser } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { toastHeader } from '#app/utils/toast.server.ts'
import { CheckInbox } from './check-inbox.tsx'
import type { Route } from './+types/onboarding'

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData?.view === 'check-inbox'
    ? pageMeta('Check your inbox', 'Open the verification link we emailed you to finish creating your account.')
    : pageMeta('Create Your Account', 'Tell us whether you write or need content, and a little about yourself.')

/** A Retry-After (rate limit) or the success view's Refresh (the 2 s redirect without JavaScript) reach the page. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

/** Everyone sees the wizard; completing it needs a session. Right after sign-up (no session yet): "Check your inbox". */
export async function loader(args: Route.LoaderArgs) {
  const user = getUser(args)
  const { url } = args
  const requestedRole = url.searchParams.get('role')
  if (!user) {
    const pending = await readPendingVerification(args.request)
    if (pending) return { view: 'check-inbox' as const, email: pending.email, resent: url.searchParams.has('resent') }
    const role = isOnboardingRole(requestedRole) ? requestedRole : null
    return { view: 'wizard' as const, path: url.pathname, signedIn: false, defaults: { role, name: '', company: '', bio: '' } }
  }
  const defaults = await loadOnboardingDefaults(getDb(), user, requestedRole)
  return { view: 'wizard' as const, path: url.pathname, signedIn: true, defaults }
}

/** What was typed, to put back in the form when the server answers with the other step. */
const typed = (form: FormData) =>
  Object.fromEntries(['role', 'name', 'company', 'bio'].map((key) => [key, String(form.get(key) ?? '').slice(0, 1000)]))

export async function action(args: Route.ActionArgs) {
  const form = await readFormData(args.request)
  const user = getUser(args)
  const { url } = args
  switch (form.get('intent') ?? 'complete') {
    case 'resend-verification': {
      const outcome = await resendPendingVerification(args.request, user !== null)
      if (!outcome.ok) {
        const headers = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined
        return data({ resendError: outcome.message }, { status: outcome.status, headers })
      }
      return redirect(`${url.pathname}?resent=1`)
    }
    // Without JavaScript, Next and Back are answered here; with it, they change step in the page.
    case 'next': {
      const submission = parseSubmission(form, OnboardingRoleSchema)
      if (submission.status !== 'success') return data<OnboardingActionData>({ step: 1, result: submission.reply() }, { status: 400 })
      // Going on needs an account: sign up, then the verification link brings the person back with their choice.
      if (!user) return redirect(`/signup?redirectTo=${encodeURIComponent(`${url.pathname}?role=${submission.value.role}`)}`)
      return data<OnboardingActionData>({ step: 2, result: { initialValue: typed(form) } })
    }
    case 'back':
      return data<OnboardingActionData>({ step: 1, result: { initialValue: typed(form) } })
    case 'complete': {
      if (!user) {
        const result = { initialValue: typed(form), error: { '': [ONBOARDING_MESSAGES.signedOut] } }
        return data<OnboardingActionData>({ step: 2, result }, { status: 401 })
      }
      const submission = parseSubmission(form, OnboardingSchema)
      if (submission.status !== 'success') {
        const step = submission.error?.role ? 1 : 2
        return data<OnboardingActionData>({ step, result: submission.reply() }, { status: 400 })
      }
      try {
        const outcome = await completeOnboarding(getDb(), user.id, submission.value)
        if (!outcome.ok) {
          return data<OnboardingActionData>({ step: 1, result: submission.reply({ formErrors: [SELF_GRANT_REFUSED] }) }, { status: 403 })
        }
        const { next } = outcome
        const { role } = submission.value
        const headers = new Headers({ Refresh: `2; url=${next}` })
        headers.append('Set-Cookie', await toastHeader({ type: 'success', title: welcomeMessage(role), id: 'onboarding' }))
        return data<OnboardingActionData>({ done: { role, next } }, { headers })
      } catch (error) {
        logger.error({ err: error, userId: user.id }, 'onboarding could not be saved')
        return data<OnboardingActionData>(
          { step: 2, result: submission.reply({ formErrors: [ONBOARDING_MESSAGES.failed] }) },
          { status: 503 },
        )
      }
    }
  }
  return data<OnboardingActionData>({ result: { error: { '': ['Unknown action.'] } } }, { status: 400 })
}

export default function OnboardingPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === 'check-inbox') {
    const error = actionData && 'resendError' in actionData ? (actionData.resendError ?? null) : null
    return <CheckInbox email={loaderData.email} resent={loaderData.resent} error={error} />
  }
  const answer = actionData && !('resendError' in actionData) ? (actionData as OnboardingActionData) : undefined
  return (
    <section className="mx-auto max-w-xl">
      <div className="card sm:p-8">
        <h1 className="font-display text-3xl font-black">Create Your Account</h1>
        {answer?.done ? (
          <OnboardingSuccess role={answer.done.role} next={answer.done.next} />
        ) : (
          <OnboardingWizard signedIn={loaderData.signedIn} defaults={loaderData.defaults} actionData={answer} returnTo={loaderData.path} />
        )}
      </div>
    </section>
  )
}
