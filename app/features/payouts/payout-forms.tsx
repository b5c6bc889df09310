import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { FormAlert, SelectFormField, TextareaFormField, TextField, useIsSubmitting, useSchemaForm } from '#app/components/forms.tsx'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { TEXT_LIMIT } from '#app/utils/validation.ts'
import { CONTENT_TYPES, TYPE_LABELS, type ContentType } from '#app/domain/content.ts'
import { DEFAULT_WRITER_RATES, rateCardText, totalsText, type MoneyTotal, type RateCard } from '#app/domain/writer-pay.ts'
import { PAYOUT_CURRENCIES, PAYOUT_FORM_ID, RATE_FORM_ID, rateFieldName, RecordPayoutSchema, SetRateSchema } from './payout-schema.ts'

/** What the writer's payouts page action answers when it does not redirect: which form, and its messages. */
export type PayoutActionData = { form: typeof RATE_FORM_ID | typeof PAYOUT_FORM_ID; result: SubmissionResult<string[]> }

const major = (minor: number) => (minor / 100).toFixed(2)

const CURRENCY_OPTIONS = PAYOUT_CURRENCIES.map((currency) => (
  <option key={currency} value={currency}>
    {currency === 'USD' ? 'USD ($)' : 'INR (₹)'}
  </option>
))

/**
 * Sets the writer's pay currency and their own rate per content type; a rate left empty is the default
 * rate of the currency (shown as the field's placeholder and hint).
 */
export function RateForm({ card, actionData }: { card: RateCard; actionData: PayoutActionData | undefined }) {
  const busy = useIsSubmitting()
  const lastResult = actionData?.form === RATE_FORM_ID ? actionData.result : undefined
  const own = (type: ContentType) => card.lines.find((line) => line.contentType === type && line.custom)
  const [form, fields] = useSchemaForm({
    id: RATE_FORM_ID,
    schema: SetRateSchema,
    lastResult,
    defaultValue: {
      currency: card.currency,
      ...Object.fromEntries(CONTENT_TYPES.map((type) => [rateFieldName(type), own(type) ? major(own(type)!.amountMinor) : ''])),
    },
  })
  const defaults = DEFAULT_WRITER_RATES[card.currency]
  return (
    <section aria-labelledby="rate-heading" className="card">
      <h2 id="rate-heading" className="font-display text-xl font-black">
        Rates
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        What each approved piece earns this writer now: {rateCardText(card)}. A piece keeps the rate in force the day it was approved.
      </p>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="set-rate" />
        <FormAlert form={form} />
        <SelectFormField meta={fields.currency} label="Paid in">
          {CURRENCY_OPTIONS}
        </SelectFormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {CONTENT_TYPES.map((type) => (
            <TextField
              key={type}
              meta={fields[rateFieldName(type)]}
              label={`${TYPE_LABELS[type]} rate`}
              inputMode="decimal"
              placeholder={major(defaults[type])}
              hint={`Empty: the default, ${formatMoney(defaults[type], card.currency)} in ${card.currency}.`}
            />
          ))}
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save rates'}
        </button>
      </Form>
    </section>
  )
}

/** Records money sent to the writer (after sending it with their payout details, shown beside this form). */
export function RecordPayoutForm({
  currency,
  owed,
  actionData,
}: {
  currency: Currency
  owed: MoneyTotal[]
  actionData: PayoutActionData | undefined
}) {
  const owedMinor = owed.find((total) => total.currency === currency)?.amountMinor ?? 0
  const busy = useIsSubmitting()
  const lastResult = actionData?.form === PAYOUT_FORM_ID ? actionData.result : undefined
  const [form, fields] = useSchemaForm({
    id: PAYOUT_FORM_ID,
    schema: RecordPayoutSchema,
    lastResult,
    defaultValue: { currency },
  })
  const formRef = useResetAfterSuccess(Boolean(lastResult))
  return (
    <section aria-labelledby="record-heading" className="card">
      <h2 id="record-heading" className="font-display text-xl font-black">
        Record payout
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Send the money first, using the payout details, then record it here with the transaction reference. It settles what is owed in its
        currency, oldest piece first, and shows in the writer’s Earnings as paid.
      </p>
      <Form ref={formRef} method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="record-payout" />
        <FormAlert form={form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            meta={fields.amount}
            label="Amount"
            inputMode="decimal"
            placeholder={owedMinor ? major(owedMinor) : '450.00'}
            hint={`Owed now: ${totalsText(owed, 'nothing')}`}
            required
          />
          <SelectFormField meta={fields.currency} label="Currency">
            {CURRENCY_OPTIONS}
          </SelectFormField>
        </div>
        <TextField meta={fields.reference} label="Reference" hint="The bank, UPI or PayPal transaction id." maxLength={200} required />
        <TextareaFormField meta={fields.note} label="Note (optional)" rows={3} maxLength={TEXT_LIMIT} className="[&_textarea]:min-h-0" />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Recording…' : 'Record payout'}
        </button>
      </Form>
    </section>
  )
}

/** After a recorded payout (the action redirected, so this form has no answer) the form starts empty again. */
function useResetAfterSuccess(answered: boolean) {
  const navigation = useNavigation()
  const formRef = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)
  useEffect(() => {
    if (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'record-payout') submitted.current = true
    else if (navigation.state === 'idle' && submitted.current) {
      submitted.current = false
      if (!answered) formRef.current?.reset()
    }
  }, [navigation.state, navigation.formData, answered])
  return formRef
}
