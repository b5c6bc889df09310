import { getCollectionProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { Form, useNavigation } from 'react-router'
import {
  FormAlert,
  SelectFormField,
  TextField,
  useForgetStaleRefusal,
  useIsSubmitting,
  useRefusalFocus,
  useSubmitClickKept,
} from '#app/components/forms.tsx'
import { CODE_MAX, COUPON_FORM_ID, parseCouponForm, type CouponInput } from './coupon-schema.ts'

/** The form's fields as the browser sends them. */
type CouponFields = {
  code: string
  discountType: string
  discountAmount: string
  currency: string
  expiryDate: string
  maxUsage: string
  applicableTo: string[]
}

export type CouponActionData = { result?: SubmissionResult<string[]>; error?: string }

const TYPE_LABELS = { flat: 'Flat Amount ($)', percentage: 'Percentage (%)' } as const
const AUDIENCE_LABELS = { founder: 'Founders', writer: 'Writers' } as const
const SYMBOLS = { USD: '$', INR: '₹' } as const
const noSubscription = () => () => {}

/**
 * Creates a coupon (spec §5 Coupon create): code and amount required, expiry and usage limit optional,
 * for founders and writers by default. Works without JavaScript; with it, the same schema answers as
 * people type, and the form empties after a success.
 */
export function CouponForm({ actionData }: { actionData: CouponActionData | undefined }) {
  const busy = useIsSubmitting()
  const lastResult = actionData?.result
  const [form, fields] = useForm<CouponFields, CouponInput>({
    id: COUPON_FORM_ID,
    lastResult,
    defaultValue: { discountType: 'percentage', currency: 'USD', applicableTo: ['founder', 'writer'] },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseCouponForm(formData),
  })
  useRefusalFocus(form.id, lastResult)
  useForgetStaleRefusal(form, lastResult)
  useSubmitClickKept(form.id)
  const formRef = useResetAfterSuccess(actionData)
  const flat = fields.discountType.value === 'flat'
  // Without JavaScript the currency stays in view (the type can change without a redraw); with it, only for flat amounts.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const currency = fields.currency.value === 'INR' ? 'INR' : 'USD'

  return (
    <Form
      ref={formRef}
      method="post"
      id={form.id}
      // A refusal in the browser shows the form's line above the fields (parseCouponForm), as the server's would.
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      aria-labelledby="create-coupon-heading"
      className="space-y-5"
    >
      <input type="hidden" name="intent" value="create" />
      <FormAlert form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          meta={fields.code}
          label="Coupon code"
          required
          maxLength={CODE_MAX}
          autoComplete="off"
          spellCheck={false}
          className="[&_input]:uppercase"
          hint="Letters, digits, - and _; saved in capitals."
          placeholder="LAUNCH20"
        />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-semibold">Discount type</legend>
          <div className="flex flex-wrap gap-2">
            {getCollectionProps(fields.discountType, { type: 'radio', options: ['percentage', 'flat'] }).map(({ key, ...props }) => (
              <label
                key={key}
                htmlFor={props.id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink/25 bg-white px-4 has-checked:border-ink has-checked:bg-ink/5"
              >
                <input {...props} className="h-4 w-4 accent-ink" />
                <span className="text-sm font-semibold">{TYPE_LABELS[props.value as keyof typeof TYPE_LABELS]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          meta={fields.discountAmount}
          label={flat ? `Discount amount (${SYMBOLS[currency]})` : 'Discount amount (%)'}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          hint={flat ? 'Off the order, in the currency below; cents allowed (49.99).' : 'A whole number from 1 to 100.'}
          placeholder={flat ? '50' : '20'}
        />
        <SelectFormField
          meta={fields.currency}
          label="Currency of a flat amount"
          hint="The coupon applies to orders paid in this currency."
          className={!flat && hydrated ? 'hidden' : ''}
        >
          <option value="USD">USD ($)</option>
          <option value="INR">INR (₹)</option>
        </SelectFormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.expiryDate.id} className="mb-1.5 block text-sm font-semibold">
            Expires (optional, UTC)
          </label>
          <input
            {...getInputProps(fields.expiryDate, { type: 'datetime-local' })}
            key={fields.expiryDate.key}
            className="input"
            aria-describedby={fields.expiryDate.errors ? fields.expiryDate.errorId : `${fields.expiryDate.id}-hint`}
          />
          <p id={`${fields.expiryDate.id}-hint`} className="mt-1.5 text-sm text-ink-soft">
            Leave empty for no expiry.
          </p>
          {fields.expiryDate.errors ? (
            <p id={fields.expiryDate.errorId} className="field-error" role="alert">
              {fields.expiryDate.errors[0]}
            </p>
          ) : null}
        </div>
        <TextField
          meta={fields.maxUsage}
          label="Max usage (optional)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          hint="How many orders may use it; empty for no limit."
        />
      </div>
      <fieldset aria-describedby={fields.applicableTo.errors ? fields.applicableTo.errorId : undefined}>
        <legend className="mb-1.5 block text-sm font-semibold">Applicable to</legend>
        <div className="flex flex-wrap gap-2">
          {getCollectionProps(fields.applicableTo, { type: 'checkbox', options: ['founder', 'writer'] }).map(({ key, ...props }) => (
            <label
              key={key}
              htmlFor={props.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink/25 bg-white px-4 has-checked:border-ink has-checked:bg-ink/5"
            >
              <input {...props} className="h-4 w-4 accent-ink" />
              <span className="text-sm font-semibold">{AUDIENCE_LABELS[props.value as keyof typeof AUDIENCE_LABELS]}</span>
            </label>
          ))}
        </div>
        {fields.applicableTo.errors ? (
          <p id={fields.applicableTo.errorId} className="field-error" role="alert">
            {fields.applicableTo.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? 'Creating…' : 'Create Coupon'}
      </button>
    </Form>
  )
}

/** After a created coupon (the action redirected, so there is no action data) the form starts empty again. */
function useResetAfterSuccess(actionData: CouponActionData | undefined) {
  const navigation = useNavigation()
  const formRef = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)
  useEffect(() => {
    if (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create') submitted.current = true
    else if (navigation.state === 'idle' && submitted.current) {
      submitted.current = false
      if (!actionData?.result) formRef.current?.reset()
    }
  }, [navigation.state, navigation.formData, actionData])
  return formRef
}
