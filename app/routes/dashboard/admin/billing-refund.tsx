import { data, Form, Link } from 'react-router'
import { FormAlert, SelectFormField, TextField, useIsSubmitting, useSchemaForm } from '#app/components/forms.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { loadRefundableCharge, requestRefund } from '#app/features/billing/refunds.server.ts'
import { amountToMinor, REFUND_FORM_ID, RefundSchema, SUBSCRIPTION_ACTION_LABELS } from '#app/features/billing/refund-schema.ts'
import { formatMoney } from '#app/domain/money.ts'
import { dateText } from '#app/utils/dates.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/billing-refund'

export const meta: Route.MetaFunction = () => pageMeta('Refund a charge', 'Give back all or part of a founder’s payment.')

const PROVIDER_NAMES = { stripe: 'Stripe', phonepe: 'PhonePe', sandbox: 'the sandbox', free: 'nobody' } as const

async function chargeOr404(id: string) {
  const charge = await loadRefundableCharge(getDb(), id)
  if (!charge) throw data('No charge has this id.', { status: 404 })
  return charge
}

export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'manage:refunds')
  const charge = await chargeOr404(args.params.id)
  return {
    charge: {
      id: charge.id,
      description: charge.description ?? 'Payment',
      customer: `${charge.customerName} (${charge.customerEmail})`,
      paid: formatMoney(charge.amountMinor, charge.currency),
      paidOn: dateText(charge.createdAt.toISOString()),
      currency: charge.currency,
      provider: PROVIDER_NAMES[charge.provider ?? 'free'],
      refundableMinor: charge.refundableMinor,
      refundable: formatMoney(charge.refundableMinor, charge.currency),
      asksAboutSubscription: charge.asksAboutSubscription,
      refunds: charge.refunds.map((refund) => ({
        id: refund.id,
        amount: formatMoney(refund.amountMinor, charge.currency),
        status: refund.status,
        reason: refund.reason,
        on: dateText(refund.createdAt.toISOString()),
      })),
    },
  }
}

export async function action(args: Route.ActionArgs) {
  const admin = requireUserWithPermission(args, 'manage:refunds')
  const charge = await chargeOr404(args.params.id)
  const form = await readFormData(args.request)
  const submission = parseSubmission(form, RefundSchema)
  if (submission.status !== 'success') return data({ result: submission.reply(), review: null }, { status: 400 })
  const amountMinor = amountToMinor(submission.value.amount)!
  if (amountMinor > charge.refundableMinor) {
    const message =
      charge.refundableMinor > 0
        ? `At most ${formatMoney(charge.refundableMinor, charge.currency)} can be refunded.`
        : 'Nothing is left to refund on this charge.'
    return data({ result: submission.reply({ fieldErrors: { amount: [message] } }), review: null }, { status: 400 })
  }
  const action = charge.asksAboutSubscription ? submission.value.subscriptionAction : 'keep'
  if (submission.value.step === 'review') {
    return {
      result: null,
      review: {
        amount: submission.value.amount,
        amountText: formatMoney(amountMinor, charge.currency),
        reason: submission.value.reason,
        subscriptionAction: action,
        customer: `${charge.customerName} (${charge.customerEmail})`,
        full: amountMinor === charge.refundableMinor && charge.refunds.every((refund) => refund.status === 'failed'),
      },
    }
  }
  const outcome = await requestRefund(getDb(), {
    transactionId: charge.id,
    amountMinor,
    reason: submission.value.reason,
    subscriptionAction: action,
    adminId: admin.id,
  })
  if (!outcome.ok) return data({ result: submission.reply({ formErrors: [outcome.message] }), review: null }, { status: outcome.status })
  return redirectWithToast('/dashboard/admin/billing', { type: 'success', title: outcome.message, id: REFUND_FORM_ID })
}

export default function RefundPage({ loaderData: { charge }, actionData }: Route.ComponentProps) {
  const review = actionData?.review ?? null
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title="Refund a charge"
        description={`${charge.description}, paid ${charge.paid} on ${charge.paidOn} by ${charge.customer}.`}
      />
      <p>
        <Link to="/dashboard/admin/billing" className="link inline-block py-0.5 text-sm">
          Back to billing
        </Link>
      </p>
      {review ? (
        <ConfirmRefund review={review} provider={charge.provider} />
      ) : (
        <RefundForm charge={charge} lastResult={actionData?.result} />
      )}
      {charge.refunds.length > 0 ? (
        <section aria-labelledby="earlier-refunds" className="card">
          <h2 id="earlier-refunds" className="font-display text-lg font-black">
            Refunds of this charge
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {charge.refunds.map((refund) => (
              <li key={refund.id} className="flex flex-wrap justify-between gap-2 border-b border-ink/10 pb-2">
                <span>
                  {refund.on}: {refund.reason}
                </span>
                <span className="font-semibold">
                  {refund.amount} · <span className="capitalize">{refund.status}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

type Charge = Route.ComponentProps['loaderData']['charge']
type Review = NonNullable<NonNullable<Route.ComponentProps['actionData']>['review']>

function RefundForm({
  charge,
  lastResult,
}: {
  charge: Charge
  lastResult: NonNullable<Route.ComponentProps['actionData']>['result'] | undefined
}) {
  const submitting = useIsSubmitting()
  const [form, fields] = useSchemaForm({
    id: REFUND_FORM_ID,
    schema: RefundSchema,
    lastResult,
    defaultValue: { amount: String(charge.refundableMinor / 100), subscriptionAction: 'keep' },
  })
  if (charge.refundableMinor <= 0)
    return (
      <p className="card text-sm" role="status">
        Nothing is left to refund on this charge.
      </p>
    )
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="card space-y-4">
      <FormAlert form={form} />
      <TextField
        meta={fields.amount}
        label={`Amount (${charge.currency})`}
        hint={`Up to ${charge.refundable}, the part of the charge not yet refunded.`}
        inputMode="decimal"
        required
        maxLength={12}
      />
      <TextField
        meta={fields.reason}
        label="Reason"
        hint="The founder reads it in the refund e-mail and on the credit note."
        required
        maxLength={300}
      />
      {charge.asksAboutSubscription ? (
        <SelectFormField meta={fields.subscriptionAction} label="The founder’s plan">
          {Object.entries(SUBSCRIPTION_ACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectFormField>
      ) : null}
      <button type="submit" name="step" value="review" className="btn-primary" disabled={submitting}>
        Review refund
      </button>
    </Form>
  )
}

function ConfirmRefund({ review, provider }: { review: Review; provider: string }) {
  const submitting = useIsSubmitting()
  return (
    <section aria-labelledby="confirm-heading" className="card space-y-4">
      <h2 id="confirm-heading" className="font-display text-xl font-black break-words">
        Refund {review.amountText} to {review.customer}?
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>
          {review.full ? 'The whole charge' : `${review.amountText} of the charge`} goes back through {provider}; it shows as refunded once{' '}
          {provider} confirms it.
        </li>
        <li>The founder gets an e-mail and a credit note for it.</li>
        <li>Reason: {review.reason}</li>
        <li>{SUBSCRIPTION_ACTION_LABELS[review.subscriptionAction]}.</li>
      </ul>
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="amount" value={review.amount} />
        <input type="hidden" name="reason" value={review.reason} />
        <input type="hidden" name="subscriptionAction" value={review.subscriptionAction} />
        <button type="submit" name="step" value="confirm" className="btn-primary" disabled={submitting}>
          {submitting ? 'Refunding…' : `Confirm refund of ${review.amountText}`}
        </button>
        <Link to="." className="btn-secondary">
          Change
        </Link>
      </Form>
    </section>
  )
}
