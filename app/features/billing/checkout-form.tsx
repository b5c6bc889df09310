import { useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import { FormAlert, TextField, useIsSubmitting } from '#app/components/forms.tsx'
import { notify } from '#app/components/ui/toast.tsx'
import { formatMoney } from '#app/domain/money.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { EMAIL_LIMIT } from '#app/utils/validation.ts'
import { CHECKOUT_FORM_ID, checkoutFormToast, checkoutSchema } from './checkout-schema.ts'
import { canPlace, type QuoteView } from './quote-view.ts'

/** What the checkout action answers when it does not redirect. */
export type CheckoutActionData = {
  result?: SubmissionResult<string[]>
  quote?: QuoteView
  notice?: { title: string; description?: string }
}

/**
 * The billing form (spec §3: name*, email*, company, contact number, GST number) with the coupon
 * field. It posts to the checkout's action, so it works without JavaScript; with it, the summary is
 * re-priced by the server as the coupon or GST number change.
 */
export function CheckoutForm({
  accountEmail,
  accountName,
  quote,
  actionData,
  onQuote,
}: {
  accountEmail: string
  accountName: string
  quote: QuoteView
  actionData: CheckoutActionData | undefined
  onQuote: (quote: QuoteView | null, busy: boolean) => void
}) {
  const busy = useIsSubmitting()
  const lastResult = actionData?.result
  const schema = checkoutSchema(accountEmail)
  const [form, fields] = useForm({
    id: CHECKOUT_FORM_ID,
    lastResult,
    defaultValue: { email: accountEmail, name: accountName },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSubmission(formData, schema),
  })
  const quoter = useFetcher<CheckoutActionData>({ key: 'checkout-quote' })
  const formRef = useRef<HTMLFormElement>(null)
  const gstTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    onQuote(quoter.data?.quote ?? null, quoter.state !== 'idle')
  }, [quoter.data, quoter.state, onQuote])

  // A refusal from the server (payment error, used-up coupon, too many attempts…) is told once as a
  // toast, in the spec's words: the form's own, or a re-pricing's.
  const notice = actionData?.notice
  const quoteNotice = quoter.data?.notice
  useEffect(() => {
    if (notice) notify.error(notice.title, { description: notice.description, id: CHECKOUT_FORM_ID })
  }, [notice])
  useEffect(() => {
    if (quoteNotice) notify.error(quoteNotice.title, { description: quoteNotice.description, id: CHECKOUT_FORM_ID })
  }, [quoteNotice])

  const requote = () => {
    if (!formRef.current) return
    const data = new FormData(formRef.current)
    data.set('intent', 'quote')
    void quoter.submit(data, { method: 'post' })
  }

  const couponMessage = quoteNotice?.title ?? quoter.data?.quote?.couponMessage ?? quote.couponMessage
  const couponErrors = fields.couponCode.errors ?? (couponMessage ? [couponMessage] : null)
  const placeable = canPlace(quote)
  const payLabel =
    quote.mode.kind === 'plan-change'
      ? 'Change plan at next billing date'
      : quote.total === 0 && placeable
        ? 'Complete order'
        : `Pay ${formatMoney(quote.total, quote.currency)}`

  return (
    <Form
      ref={formRef}
      method="post"
      id={form.id}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        if (submitter?.value === 'quote') {
          event.preventDefault()
          requote()
          return
        }
        form.onSubmit(event)
        if (event.defaultPrevented) {
          const submission = parseSubmission(new FormData(event.currentTarget), schema)
          if (submission.status === 'error') {
            const toast = checkoutFormToast(submission.error)
            notify.error(toast.title, { description: toast.description, id: CHECKOUT_FORM_ID })
          }
        }
      }}
      noValidate={form.noValidate}
      aria-label="Billing details"
      className="space-y-5"
    >
      <FormAlert form={form} />
      <input type="hidden" name="billing" value={quote.period === 'yearly' ? 'yearly' : 'monthly'} />
      <input type="hidden" name="currency" value={quote.currency} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label="Name *" autoComplete="name" required maxLength={200} />
        <TextField
          meta={fields.email}
          label="Email *"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_LIMIT}
          hint="The email of your account."
        />
        <TextField meta={fields.company} label="Company" autoComplete="organization" maxLength={200} />
        <TextField meta={fields.contactNumber} label="Contact number" type="tel" autoComplete="tel" maxLength={32} />
      </div>
      <TextField
        meta={fields.gstNumber}
        label="GST number"
        maxLength={32}
        hint="Optional. With a GST number, 18% GST is added and printed on your invoice."
        onInput={() => {
          clearTimeout(gstTimer.current)
          gstTimer.current = setTimeout(requote, 400)
        }}
      />
      {quote.mode.kind === 'plan-change' ? null : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              meta={fields.couponCode}
              label="Coupon code"
              className="min-w-0 flex-1"
              autoCapitalize="characters"
              maxLength={64}
              errors={couponErrors}
            />
            <button type="submit" name="intent" value="quote" formNoValidate className="btn-secondary" disabled={quoter.state !== 'idle'}>
              {quoter.state !== 'idle' ? 'Applying…' : 'Apply'}
            </button>
          </div>
          {quote.couponCode && !couponMessage ? (
            <p role="status" className="text-sm font-semibold text-ink">
              Coupon {quote.couponCode} applied: {quote.couponLabel}.
            </p>
          ) : null}
        </>
      )}
      <p className="text-sm text-ink-soft">
        By continuing you agree to our{' '}
        <Link to="/terms" className="link">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="link">
          Privacy Policy
        </Link>
        .
      </p>
      <button type="submit" name="intent" value="pay" className="btn-primary w-full" disabled={busy || !placeable}>
        {busy ? 'Processing…' : payLabel}
      </button>
    </Form>
  )
}
