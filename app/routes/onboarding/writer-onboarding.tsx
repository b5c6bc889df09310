import { data, Link } from 'react-router'
import { PayoutForm, WriterProfileForm, type WriterOnboardingActionData } from '#app/features/profiles/writer-onboarding-forms.tsx'
import { PayoutDetailsSchema, WRITER_MESSAGES, WriterProfileSchema } from '#app/features/profiles/writer-profile-schema.ts'
import { completeWriterOnboarding, saveWriterProfile } from '#app/features/profiles/writer-profile.server.ts'
import { SELF_GRANT_REFUSED } from '#app/features/profiles/self-grant.server.ts'
import { RateCardList } from '#app/features/payouts/payout-views.tsx'
import { DEFAULT_RATE_CARDS, rateCardText, type RateCard } from '#app/domain/writer-pay.ts'
import { loadWriterProfilePage } from './writer-onboarding.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { getUser } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/writer-onboarding'

export const meta: Route.MetaFunction = () =>
  pageMeta('Join as a Writer', 'Write for founders and executives: high-quality assignments, a flexible schedule and competitive pay.')

const HERE = '/writer-onboarding'

/** Anyone may read the page; the form is for signed-in people. Step 2 once the profile is saved (and the person is a writer). */
export async function loader(args: Route.LoaderArgs) {
  const user = getUser(args)
  if (!user) return { signedIn: false as const }
  const state = await loadWriterProfilePage(getDb(), user)
  const ready = state.profileSaved && user.roles.includes('writer')
  const step: 1 | 2 = ready && args.url.searchParams.get('step') === 'payment' ? 2 : 1
  return { signedIn: true as const, step, ...state }
}

export async function action(args: Route.ActionArgs) {
  const user = getUser(args)
  if (!user) return redirectWithToast(`/login?redirectTo=${encodeURIComponent(HERE)}`, { type: 'error', title: WRITER_MESSAGES.signedOut })
  const form = await readFormData(args.request)
  const db = getDb()
  switch (form.get('intent')) {
    case 'profile': {
      const submission = parseSubmission(form, WriterProfileSchema)
      if (submission.status !== 'success')
        return data<WriterOnboardingActionData>({ intent: 'profile', result: submission.reply() }, { status: 400 })
      let saved: Awaited<ReturnType<typeof saveWriterProfile>>
      try {
        saved = await saveWriterProfile(db, user.id, submission.value)
      } catch (error) {
        logger.error({ err: error, userId: user.id }, 'writer profile could not be saved')
        const result = submission.reply({ formErrors: [WRITER_MESSAGES.profileFailed] })
        return data<WriterOnboardingActionData>({ intent: 'profile', result }, { status: 503 })
      }
      if (!saved.ok) {
        const result = submission.reply({ formErrors: [SELF_GRANT_REFUSED] })
        return data<WriterOnboardingActionData>({ intent: 'profile', result }, { status: 403 })
      }
      return redirectWithToast(`${HERE}?step=payment`, { type: 'success', title: WRITER_MESSAGES.profileCreated, id: 'writer-onboarding' })
    }
    case 'payout': {
      const submission = parseSubmission(form, PayoutDetailsSchema)
      if (!user.roles.includes('writer')) {
        const result = submission.reply({ formErrors: [WRITER_MESSAGES.profileFirst] })
        return data<WriterOnboardingActionData>({ intent: 'payout', result }, { status: 409 })
      }
      if (submission.status !== 'success')
        return data<WriterOnboardingActionData>({ intent: 'payout', result: submission.reply() }, { status: 400 })
      try {
        await completeWriterOnboarding(db, user.id, submission.value)
      } catch (error) {
        logger.error({ err: error, userId: user.id }, 'writer onboarding could not be completed')
        const result = submission.reply({ formErrors: [WRITER_MESSAGES.completeFailed] })
        return data<WriterOnboardingActionData>({ intent: 'payout', result }, { status: 503 })
      }
      return redirectWithToast('/dashboard', { type: 'success', title: WRITER_MESSAGES.welcome, id: 'writer-onboarding' })
    }
  }
  return data({ error: 'Unknown action.' }, { status: 400 })
}

const BENEFITS = [
  { title: 'High-quality assignments', text: 'Founders and executives with something to say, matched to your niche.' },
  { title: 'Flexible schedule', text: 'Write when you write best; deadlines are agreed, not imposed.' },
  { title: 'Competitive pay', text: 'Paid per piece, every month, with clear rates up front.' },
]

export default function WriterOnboardingPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && 'intent' in actionData ? actionData : undefined
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="font-display text-4xl font-black">Join as a Writer</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="card">
            <h2 className="font-bold">{benefit.title}</h2>
            <p className="mt-2 text-sm text-ink-soft">{benefit.text}</p>
          </li>
        ))}
      </ul>
      <Rates card={loaderData.signedIn ? loaderData.rateCard : null} />
      {loaderData.signedIn ? (
        <div className="card mt-8 sm:p-8">
          <WriterSteps step={loaderData.step} />
          {loaderData.step === 1 ? (
            <>
              <h2 id="writer-profile-heading" className="mt-6 font-display text-2xl font-black">
                Create Your Writer Profile
              </h2>
              {loaderData.onboarded ? <p className="mt-2 text-ink-soft">You are registered. Change anything and save it again.</p> : null}
              <div className="mt-6">
                <WriterProfileForm defaults={loaderData.profile} actionData={answer} />
              </div>
            </>
          ) : (
            <>
              <p role="status" className="mt-6 rounded-xl bg-lime/40 px-4 py-3 text-sm font-semibold">
                Profile Created Successfully.{' '}
                <Link to={HERE} className="underline underline-offset-4">
                  Edit your profile
                </Link>
              </p>
              <h2 id="payout-heading" className="mt-6 font-display text-2xl font-black">
                Complete Your Registration
              </h2>
              <p className="mt-2 text-ink-soft">Tell us how you want to be paid for your approved pieces.</p>
              <div className="mt-6">
                <PayoutForm saved={loaderData.payout} actionData={answer} />
              </div>
            </>
          )}
        </div>
      ) : (
        <div className="card mt-8">
          <p className="text-ink-soft">Log in or create an account to start your writer profile.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={`/login?redirectTo=${encodeURIComponent(HERE)}`} className="btn-primary">
              Log In
            </Link>
            <Link to={`/signup?redirectTo=${encodeURIComponent(HERE)}`} className="btn-secondary">
              Create an account
            </Link>
          </div>
        </div>
      )}
    </section>
  )
}

/** The rates up front: a writer's own (as they accrue now), or the agency's default table in both currencies. */
function Rates({ card }: { card: RateCard | null }) {
  return (
    <section aria-labelledby="rates-heading" className="card mt-8 sm:p-8">
      <h2 id="rates-heading" className="font-display text-2xl font-black">
        {card ? 'Your rates' : 'Our rates'}
      </h2>
      {card ? (
        <>
          <p className="mt-2 text-sm text-ink-soft">
            What each piece a founder approves earns you, in {card.currency}. Your Earnings show what is owed and what is paid.
          </p>
          <RateCardList card={card} className="mt-4" />
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-soft">
            Per piece a founder approves. You are paid in rupees when your payout details are in India, in dollars otherwise.
          </p>
          <ul className="mt-4 space-y-2 text-sm" data-testid="default-rates">
            {DEFAULT_RATE_CARDS.map((rates) => (
              <li key={rates.currency}>
                <span className="font-semibold">{rates.currency}:</span> {rateCardText(rates)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

function WriterSteps({ step }: { step: 1 | 2 }) {
  const steps = ['Your profile', 'Payment']
  return (
    <ol className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-semibold" aria-label="Progress">
      {steps.map((label, index) => {
        const current = index + 1 === step
        return (
          <li key={label} className="flex items-center gap-2" aria-current={current ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={`flex size-7 items-center justify-center rounded-full ${index + 1 <= step ? 'bg-ink text-paper' : 'bg-ink/10 text-ink'}`}
            >
              {index + 1 < step ? '✓' : index + 1}
            </span>
            <span className={current ? 'text-ink' : 'text-ink-soft'}>
              Step {index + 1}: {label}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
