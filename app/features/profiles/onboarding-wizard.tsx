import { useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigate, useNavigation } from 'react-router'
import { FormAlert, TextareaFormField, TextField, useRefusalFocus } from '#app/components/forms.tsx'
import { parseSubmission } from '#app/utils/submission.ts'
import { TEXT_LIMIT } from '#app/utils/validation.ts'
import {
  isOnboardingRole,
  ONBOARDING_FORM_ID,
  OnboardingRoleSchema,
  OnboardingSchema,
  ROLE_CHOICES,
  type OnboardingRole,
} from './onboarding-schema.ts'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'

/** Spec §9: the success view stays 2 s before the dashboard. */
export const ONBOARDING_REDIRECT_MS = 2000

export type WizardStep = 1 | 2

/** What the onboarding action answers when it does not redirect. */
export type OnboardingActionData = {
  result?: SubmissionResult<string[]>
  step?: WizardStep
  done?: { role: OnboardingRole; next: string }
}

export type OnboardingDefaults = { role: OnboardingRole | null; name: string; company: string; bio: string }

/**
 * The two-step wizard (spec §2 "Create Your Account"). One form holds both steps, so it works without
 * JavaScript: Next and Back are submit buttons the server answers with the other step. With
 * JavaScript they change step in place, the schema checks every change, and Next and Complete Setup
 * wait while their step has errors or the profile is being saved.
 */
export function OnboardingWizard({
  signedIn,
  defaults,
  actionData,
  returnTo,
}: {
  signedIn: boolean
  /** This screen's path (/onboarding or /get-started), to come back to after logging in. */
  returnTo: string
  defaults: OnboardingDefaults
  actionData: OnboardingActionData | undefined
}) {
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'complete'
  const busy = navigation.state === 'submitting'
  const [form, fields] = useForm({
    id: ONBOARDING_FORM_ID,
    lastResult: actionData?.result,
    defaultValue: defaults,
    shouldValidate: 'onInput',
    shouldRevalidate: 'onInput',
    // Next checks step 1 only; Complete Setup both steps.
    onValidate: ({ formData, submitter }) =>
      parseSubmission(formData, submitter?.getAttribute('value') === 'next' ? OnboardingRoleSchema : OnboardingSchema),
  })
  useRefusalFocus(form.id, actionData?.result)

  const [step, setStep] = useState<WizardStep>(actionData?.step ?? 1)
  // A new answer from the server says which step to show (the one with the messages).
  const [answered, setAnswered] = useState(actionData)
  if (actionData !== answered) {
    setAnswered(actionData)
    if (actionData?.step) setStep(actionData.step)
  }
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const movedByPerson = useRef(false)
  useEffect(() => {
    if (movedByPerson.current) stepHeading.current?.focus()
    movedByPerson.current = false
  }, [step])

  const roleErrors = fields.role.errors
  const stepTwoErrors = [fields.name, fields.company, fields.bio].some((field) => field.errors?.length)

  function next(event: React.MouseEvent<HTMLButtonElement>) {
    const role = event.currentTarget.form ? new FormData(event.currentTarget.form).get('role') : null
    if (!isOnboardingRole(role)) {
      event.preventDefault()
      form.validate({ name: 'role' })
      document.getElementById(`${fields.role.id}-${ROLE_CHOICES[0]!.value}`)?.focus()
      return
    }
    // Anonymous visitors go on to sign up (the server sends them, and back here after).
    if (!signedIn) return
    event.preventDefault()
    movedByPerson.current = true
    setStep(2)
  }

  function back(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    movedByPerson.current = true
    setStep(1)
  }

  const describedBy = (id: string) => [id, roleErrors?.length ? fields.role.errorId : null].filter(Boolean).join(' ')

  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-label="Create Your Account"
      className="mt-6"
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex gap-2">
          {([1, 2] as const).map((dot) => (
            <span key={dot} className={`size-2.5 rounded-full ${dot <= step ? 'bg-ink' : 'bg-ink/20'}`} />
          ))}
        </span>
        <p className="text-sm font-semibold text-ink-soft" aria-live="polite">
          {`Step ${step} of 2`}
        </p>
      </div>
      <FormAlert form={form} />

      {/* Both steps stay in the form (the hidden one too), so Complete Setup sends the role and the details. */}
      <fieldset hidden={step !== 1} className="mt-6">
        <legend>
          <h2 ref={step === 1 ? stepHeading : undefined} tabIndex={-1} className="font-display text-xl font-black">
            What&apos;s your role on the platform?
          </h2>
        </legend>
        <div className="mt-4 grid gap-3">
          {ROLE_CHOICES.map((choice) => {
            const id = `${fields.role.id}-${choice.value}`
            return (
              <label
                key={choice.value}
                htmlFor={id}
                className="flex cursor-pointer items-start gap-4 rounded-xl border-2 border-ink/15 p-4 transition hover:border-ink/40 has-[:checked]:border-ink has-[:checked]:bg-lime/25 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-shock-ink"
              >
                <input
                  key={fields.role.key}
                  type="radio"
                  id={id}
                  name={fields.role.name}
                  value={choice.value}
                  defaultChecked={fields.role.initialValue === choice.value}
                  aria-invalid={roleErrors?.length ? true : undefined}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={describedBy(`${id}-description`)}
                  className="mt-1 size-5 shrink-0 accent-ink"
                />
                <span>
                  <span id={`${id}-label`} className="block font-bold">
                    {choice.label}
                  </span>
                  <span id={`${id}-description`} className="mt-1 block text-sm text-ink-soft">
                    {choice.description}
                  </span>
                </span>
              </label>
            )
          })}
        </div>
        {roleErrors?.length ? (
          <p id={fields.role.errorId} className="field-error" role="alert">
            {roleErrors[0]}
          </p>
        ) : null}
        {signedIn ? null : (
          <p className="mt-4 text-sm text-ink-soft">
            Next, you create your account; we bring you back here to finish. Have one already?{' '}
            <Link to={`/login?redirectTo=${encodeURIComponent(returnTo)}`} className="link">
              Log in
            </Link>
          </p>
        )}
      </fieldset>

      <div hidden={step !== 2} className="mt-6 space-y-5">
        <h2 ref={step === 2 ? stepHeading : undefined} tabIndex={-1} className="font-display text-xl font-black">
          Tell us about yourself
        </h2>
        <TextField meta={fields.name} label="Full Name" autoComplete="name" required maxLength={120} />
        <TextField meta={fields.company} label="Company" hint="Optional" autoComplete="organization" maxLength={200} />
        <TextareaFormField
          meta={fields.bio}
          label="Bio"
          hint="Optional: a line or two about you and your work."
          rows={3}
          maxLength={TEXT_LIMIT}
          className="[&_textarea]:min-h-20"
        />
      </div>

      {/* Only the step's own buttons exist, so Enter in a field presses the right one. */}
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        {step === 1 ? (
          <button
            type="submit"
            name="intent"
            value="next"
            formNoValidate
            onClick={next}
            className="btn-primary ml-auto"
            disabled={hydrated && (busy || Boolean(roleErrors?.length))}
          >
            Next
          </button>
        ) : (
          <>
            <button type="submit" name="intent" value="back" formNoValidate onClick={back} className="btn-secondary" disabled={saving}>
              Back
            </button>
            <button type="submit" name="intent" value="complete" className="btn-primary" disabled={hydrated && (busy || stepTwoErrors)}>
              {saving ? 'Setting up profile...' : 'Complete Setup'}
            </button>
          </>
        )}
      </div>
    </Form>
  )
}

/** "Account Created!", then the next page after 2 s (without JavaScript the page's Refresh header does it). */
export function OnboardingSuccess({ role, next }: { role: OnboardingRole; next: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => navigate(next), ONBOARDING_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate, next])
  const destination = next === '/dashboard' ? 'the dashboard' : 'your writer profile'
  return (
    <div role="status" className="mt-8 text-center">
      <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-lime text-2xl font-black">
        ✓
      </span>
      <h2 className="mt-4 font-display text-2xl font-black">Account Created!</h2>
      <p className="mt-2 text-ink-soft">{`Redirecting you to ${destination}...`}</p>
      <p className="mt-6 text-sm">
        <Link to={next} className="link">
          {role === 'writer' ? 'Go to your writer profile now' : 'Go to the dashboard now'}
        </Link>
      </p>
    </div>
  )
}
