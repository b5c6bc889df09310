import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { FormAlert, TextareaFormField, TextField, useSchemaForm } from '#app/components/forms.tsx'
import { EMAIL_LIMIT, TEXT_LIMIT } from '#app/utils/validation.ts'
import { SpecialtyChips } from './specialty-chips.tsx'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'
import {
  PAYOUT_FORM_ID,
  PAYOUT_METHOD_CHOICES,
  PayoutDetailsSchema,
  type PayoutDetails,
  WRITER_PROFILE_FORM_ID,
  WriterProfileSchema,
} from './writer-profile-schema.ts'

/** What the writer onboarding action answers when it does not redirect. */
export type WriterOnboardingActionData = { intent: 'profile' | 'payout'; result: SubmissionResult<string[]> }

export type WriterProfileDefaults = {
  name: string
  bio: string
  portfolioUrl: string
  experienceYears: number | null
  specialties: string[]
}

function useBusy(intent: string) {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
}

/** Step 1 "Create Your Writer Profile": "Continue to Payment" waits until the name and the bio are there. */
export function WriterProfileForm({
  defaults,
  actionData,
}: {
  defaults: WriterProfileDefaults
  actionData: WriterOnboardingActionData | undefined
}) {
  const busy = useBusy('profile')
  const hydrated = useHydrated()
  const lastResult = actionData?.intent === 'profile' ? actionData.result : undefined
  const [form, fields] = useSchemaForm({
    id: WRITER_PROFILE_FORM_ID,
    schema: WriterProfileSchema,
    lastResult,
    // The chips keep their own state (SpecialtyChips); Conform reads them from the form as it is sent.
    defaultValue: {
      name: defaults.name,
      bio: defaults.bio,
      portfolioUrl: defaults.portfolioUrl,
      experienceYears: defaults.experienceYears?.toString() ?? '',
    },
  })
  const filled = [fields.name.value, fields.bio.value].every((value) => typeof value === 'string' && value.trim() !== '')
  const initialSpecialties = ((lastResult?.initialValue?.specialties as string[] | string | undefined) ?? defaults.specialties) || []

  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-labelledby="writer-profile-heading"
      className="space-y-5"
    >
      <FormAlert form={form} />
      <TextField meta={fields.name} label="Full name" autoComplete="name" required maxLength={120} />
      <TextareaFormField
        meta={fields.bio}
        label="Professional bio"
        hint="What you write, for whom, and what you are proud of."
        rows={4}
        required
        maxLength={TEXT_LIMIT}
      />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          meta={fields.portfolioUrl}
          label="Portfolio URL"
          type="url"
          inputMode="url"
          hint="Optional. A link to your work, starting with https://"
          placeholder="https://"
          maxLength={500}
        />
        <TextField
          meta={fields.experienceYears}
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          hint="0 to 60"
        />
      </div>
      <SpecialtyChips
        id={fields.specialties.id}
        initial={Array.isArray(initialSpecialties) ? initialSpecialties : [initialSpecialties]}
        errors={fields.specialties.errors}
        errorId={fields.specialties.errorId}
      />
      <button type="submit" name="intent" value="profile" className="btn-primary w-full sm:w-auto" disabled={hydrated && (busy || !filled)}>
        {busy ? 'Saving profile…' : 'Continue to Payment'}
      </button>
    </Form>
  )
}

/** Step 2 "Complete Your Registration": how the writer gets paid, checked per method. */
export function PayoutForm({ saved, actionData }: { saved: PayoutDetails | null; actionData: WriterOnboardingActionData | undefined }) {
  const busy = useBusy('payout')
  const lastResult = actionData?.intent === 'payout' ? actionData.result : undefined
  const [form, fields] = useSchemaForm({
    id: PAYOUT_FORM_ID,
    schema: PayoutDetailsSchema,
    lastResult,
    defaultValue: saved
      ? {
          method: saved.method,
          accountHolder: saved.accountHolder,
          country: saved.country,
          upiId: saved.upiId ?? '',
          bankName: saved.bankName ?? '',
          bankAccountNumber: saved.bankAccountNumber ?? '',
          bankRoutingCode: saved.bankRoutingCode ?? '',
          paypalEmail: saved.paypalEmail ?? '',
        }
      : undefined,
  })
  const methodErrors = fields.method.errors

  return (
    // Each method's fields show while its radio is checked (CSS :has), so this works without JavaScript too.
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-labelledby="payout-heading"
      className="group/payout space-y-5"
    >
      <FormAlert form={form} />
      <fieldset aria-describedby={methodErrors?.length ? fields.method.errorId : undefined}>
        <legend className="text-sm font-semibold">Payout method</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {PAYOUT_METHOD_CHOICES.map((choice) => {
            const { key, ...props } = getInputProps(fields.method, { type: 'radio', value: choice.value, ariaAttributes: false })
            const id = `${fields.method.id}-${choice.value}`
            return (
              <label
                key={choice.value}
                htmlFor={id}
                className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-ink/15 p-3 transition hover:border-ink/40 has-[:checked]:border-ink has-[:checked]:bg-lime/25 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-shock-ink"
              >
                <input
                  key={key}
                  {...props}
                  id={id}
                  data-method={choice.value}
                  aria-invalid={methodErrors?.length ? true : undefined}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={`${id}-hint`}
                  className="mt-0.5 size-5 shrink-0 accent-ink"
                />
                <span>
                  <span id={`${id}-label`} className="block font-bold">
                    {choice.label}
                  </span>
                  <span id={`${id}-hint`} className="block text-xs text-ink-soft">
                    {choice.hint}
                  </span>
                </span>
              </label>
            )
          })}
        </div>
        {methodErrors?.length ? (
          <p id={fields.method.errorId} className="field-error" role="alert">
            {methodErrors[0]}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.accountHolder} label="Account holder" autoComplete="name" required maxLength={200} />
        <TextField meta={fields.country} label="Country" autoComplete="country-name" required maxLength={80} />
      </div>

      <fieldset className="hidden space-y-5 group-has-[[data-method=bank]:checked]/payout:block">
        <legend className="text-sm font-semibold">Bank details</legend>
        <TextField meta={fields.bankName} label="Bank name" maxLength={200} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.bankAccountNumber} label="Account number or IBAN" autoComplete="off" maxLength={60} />
          <TextField meta={fields.bankRoutingCode} label="Routing number, IFSC or SWIFT code" autoComplete="off" maxLength={20} />
        </div>
      </fieldset>
      <fieldset className="hidden group-has-[[data-method=upi]:checked]/payout:block">
        <legend className="sr-only">UPI details</legend>
        <TextField meta={fields.upiId} label="UPI ID" placeholder="name@bank" autoComplete="off" maxLength={200} />
      </fieldset>
      <fieldset className="hidden group-has-[[data-method=paypal]:checked]/payout:block">
        <legend className="sr-only">PayPal details</legend>
        <TextField meta={fields.paypalEmail} label="PayPal email" type="email" autoComplete="email" maxLength={EMAIL_LIMIT} />
      </fieldset>

      <p className="text-sm text-ink-soft">Only you and our payments team see these details; founders never do.</p>
      <button type="submit" name="intent" value="payout" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? 'Completing registration…' : 'Complete Registration'}
      </button>
    </Form>
  )
}
