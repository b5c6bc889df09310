import { useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import type { z } from 'zod'
import { Form, Link, useFetcher } from 'react-router'
import { FormAlert, submitThroughConform, TextField, useIsSubmitting } from '#app/components/forms.tsx'
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
 * The billing form (spec §3: name*, email*, company, contact number, GST number, and the billing
 * address an invoice prints), prefilled from the buyer's billing profile, with the coupon
 * field. It posts to the checkout's action, so it works without JavaScript; with it, the summary is
 * re-priced by the server as the coupon or GST number change.
 */
type CheckoutFormProps = {
  accountEmail: string
  accountName: string
  /** The company, address and GST number of the buyer's last checkout, offered again. */
  billingProfile: BillingProfileValues | null
  quote: QuoteView
  actionData: CheckoutActionData | undefined
  onQuote: (quote: QuoteView | null, busy: boolean) => void
}

export type BillingProfileValues = { company: string | null; address: string | null; gstNumber: string | null }

export function CheckoutForm({ accountEmail, accountName, billingProfile, quote, actionData, onQuote }: CheckoutFormProps) {
  const busy = useIsSubmitting()
  const schema = checkoutSchema(accountEmail)
  const [form, fields] = useForm<z.input<ReturnType<typeof checkoutSchema>>>({
    id: CHECKOUT_FORM_ID,
    lastResult: actionData?.result,
    defaultValue: formDefaults(accountEmail, accountName, billingProfile),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSubmission(formData, schema),
  })
  const formRef = useRef<HTMLFormElement>(null)
  useNoticeToast(actionData?.notice)
  const quoter = useRequote(formRef, onQuote)

  const couponMessage = quoter.notice?.title ?? quoter.quote?.couponMessage ?? quote.couponMessage
  const placeable = canPlace(quote)

  return (
    <Form
      ref={formRef}
      method="post"
      id={form.id}
      onSubmit={(event) => {
        // "Apply" re-prices in place; "Pay" submits, or toasts what is missing.
        if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'quote') {
          event.preventDefault()
          quoter.requote()
          return
        }
        if (submitThroughConform(form, event) === 'refused') toastInvalidForm(new FormData(event.currentTarget), schema)
      }}
      noValidate={form.noValidate}
      aria-label="Billing details"
      className="space-y-5"
    >
      <FormAlert form={form} />
      <input type="hidden" name="billing" value={quote.period === 'yearly' ? 'yearly' : 'monthly'} />
      <input type="hidden" name="currency" value={quote.currency} />
      <BillingFields fields={fields} onGstInput={quoter.requoteSoon} />
      {quote.mode.kind === 'plan-change' ? null : (
        <CouponField
          meta={fields.couponCode}
          errors={fields.couponCode.errors ?? (couponMessage ? [couponMessage] : null)}
          applying={quoter.busy}
          applied={quote.couponCode && !couponMessage ? `Coupon ${quote.couponCode} applied: ${quote.couponLabel}.` : null}
        />
      )}
      <TermsNote />
      <button type="submit" name="intent" value="pay" className="btn-primary w-full" disabled={busy || !placeable}>
        {busy ? 'Processing…' : payLabel(quote, placeable)}
      </button>
    </Form>
  )
}

/** The account's name and e-mail, and what the buyer's billing profile kept from their last checkout. */
function formDefaults(email: string, name: string, profile: BillingProfileValues | null) {
  return { email, name, company: profile?.company ?? '', billingAddress: profile?.address ?? '', gstNumber: profile?.gstNumber ?? '' }
}

type CheckoutFields = ReturnType<typeof useForm<z.input<ReturnType<typeof checkoutSchema>>>>[1]

/**
 * Re-pricing through the server as the buyer types (the "quote" intent), reported to the page; a
 * refusal while re-pricing is toasted once.
 */
function useRequote(formRef: React.RefObject<HTMLFormElement | null>, onQuote: (quote: QuoteView | null, busy: boolean) => void) {
  const quoter = useFetcher<CheckoutActionData>({ key: 'checkout-quote' })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    onQuote(quoter.data?.quote ?? null, quoter.state !== 'idle')
  }, [quoter.data, quoter.state, onQuote])
  useNoticeToast(quoter.data?.notice)

  const requote = () => {
    if (!formRef.current) return
    const data = new FormData(formRef.current)
    data.set('intent', 'quote')
    void quoter.submit(data, { method: 'post' })
  }
  const requoteSoon = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(requote, 400)
  }
  return { quote: quoter.data?.quote, notice: quoter.data?.notice, busy: quoter.state !== 'idle', requote, requoteSoon }
}

/** A refusal from the server (payment error, used-up coupon, too many attempts…) is told once as a toast, in the spec's words. */
function useNoticeToast(notice: CheckoutActionData['notice']) {
  useEffect(() => {
    if (notice) notify.error(notice.title, { description: notice.description, id: CHECKOUT_FORM_ID })
  }, [notice])
}

function toastInvalidForm(formData: FormData, schema: ReturnType<typeof checkoutSchema>) {
  const submission = parseSubmission(formData, schema)
  if (submission.status !== 'error') return
  const toast = checkoutFormToast(submission.error)
  notify.error(toast.title, { description: toast.description, id: CHECKOUT_FORM_ID })
}

function payLabel(quote: QuoteView, placeable: boolean) {
  // Nothing can be priced for a sold-out plan: the button never offers to pay $0 for it.
  if (quote.soldOut) return 'Sold out'
  if (quote.refusal) return 'Not available'
  if (quote.mode.kind === 'plan-change') return 'Change plan at next billing date'
  return quote.total === 0 && placeable ? 'Complete order' : `Pay ${formatMoney(quote.total, quote.currency)}`
}

function BillingFields({ fields, onGstInput }: { fields: CheckoutFields; onGstInput: () => void }) {
  return (
    <>
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
        meta={fields.billingAddress}
        label="Billing address"
        autoComplete="street-address"
        maxLength={300}
        hint="Optional. Printed on your invoice."
      />
      <TextField
        meta={fields.gstNumber}
        label="GST number (GSTIN)"
        maxLength={20}
        autoCapitalize="characters"
        spellCheck={false}
        hint="Optional. With a GSTIN, 18% GST is added: CGST + SGST in our state, IGST from another state. Your company, address and GSTIN are kept for your next order."
        onInput={onGstInput}
      />
    </>
  )
}

function CouponField({
  meta,
  errors,
  applying,
  applied,
}: {
  meta: CheckoutFields['couponCode']
  errors: string[] | null
  applying: boolean
  applied: string | null
}) {
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <TextField meta={meta} label="Coupon code" className="min-w-0 flex-1" autoCapitalize="characters" maxLength={64} errors={errors} />
        <button type="submit" name="intent" value="quote" formNoValidate className="btn-secondary" disabled={applying}>
          {applying ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {applied ? (
        <p role="status" className="text-sm font-semibold text-ink">
          {applied}
        </p>
      ) : null}
    </>
  )
}

function TermsNote() {
  return (
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
  )
}
