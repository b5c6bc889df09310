import { useForm, type SubmissionResult } from '@conform-to/react'
import { data, Form, redirect } from 'react-router'
import { getPaymentProvider } from '#app/features/billing/providers/registry.server.ts'
import { findSandboxPortalSession, saveSandboxCard } from '#app/features/billing/providers/sandbox.server.ts'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { FormAlert, TextField, useIsSubmitting } from '#app/components/forms.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { SANDBOX_CARD_FORM_ID, SandboxCardSchema } from './sandbox-card-schema.ts'
import type { Route } from './+types/sandbox-billing-portal'

// The built-in sandbox provider's billing portal: what Stripe's Billing Portal is for a Stripe plan,
// inside the app, for demo mode and tests. A founder changes the test card their sandbox plan renews
// on and goes back to billing. Its address is the session's only key, as a provider's portal link is.

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Test billing portal', 'Sandbox billing portal: no money moves.'),
  { name: 'robots', content: 'noindex' },
]

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })

async function sessionOr404(id: string | undefined) {
  if (!getPaymentProvider('sandbox')) throw data('Not found', { status: 404 })
  const session = await findSandboxPortalSession(getDb(), id ?? '')
  if (!session) throw data('This billing portal link does not exist.', { status: 404 })
  return session
}

export async function loader({ params }: Route.LoaderArgs) {
  const { id: _, ...session } = await sessionOr404(params.id)
  return session
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await sessionOr404(params.id)
  const submission = parseSubmission(await readFormData(request), SandboxCardSchema)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const saved = await saveSandboxCard(getDb(), session.id, submission.value.cardNumber)
  if (!saved)
    return data(
      { result: submission.reply({ formErrors: ['This billing portal link has expired. Open it again from your billing page.'] }) },
      { status: 410 },
    )
  return redirect(saved.returnUrl)
}

export default function SandboxBillingPortalPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsSubmitting()
  const lastResult = (actionData as { result: SubmissionResult<string[]> } | undefined)?.result
  const [form, fields] = useForm({
    id: SANDBOX_CARD_FORM_ID,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSubmission(formData, SandboxCardSchema),
  })
  return (
    <div className="min-h-screen bg-[#eef2ff] text-[#1e1b4b]">
      <header>
        <p className="bg-[#1e1b4b] px-5 py-3 text-center text-sm font-bold tracking-wide text-white">
          Test billing portal — no money moves
        </p>
      </header>
      <main id="main" className="mx-auto max-w-md px-5 py-10">
        <p className="text-sm font-black tracking-widest text-[#4338ca] uppercase">Sandbox Pay</p>
        <h1 className="mt-2 text-3xl font-black">Update your payment method</h1>
        <section aria-label="Subscription" className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
          <p className="text-sm text-[#4b5563]">{loaderData.description}</p>
          <p className="mt-3 text-sm text-[#4b5563]">Card on file</p>
          <p className="text-2xl font-black" data-testid="sandbox-card-label">
            {loaderData.cardLabel}
          </p>
          <p className="mt-3 text-sm text-[#4b5563]">
            For <span className="font-semibold break-all text-[#1e1b4b]">{loaderData.customerEmail}</span>
          </p>
        </section>
        {loaderData.expired ? (
          <div className="mt-6 rounded-2xl bg-white p-6">
            <p role="status" className="font-semibold">
              This billing portal link has expired. Open it again from your billing page.
            </p>
          </div>
        ) : (
          <Form
            method="post"
            id={form.id}
            onSubmit={form.onSubmit}
            noValidate={form.noValidate}
            aria-label="New test card"
            className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm"
          >
            <FormAlert form={form} />
            <TextField
              meta={fields.cardNumber}
              label="Test card number"
              hint="Any number that passes the card check works, such as 4242 4242 4242 4242."
              inputMode="numeric"
              autoComplete="off"
              maxLength={23}
              required
            />
            <TextField meta={fields.expiry} label="Expiry (MM/YY)" inputMode="numeric" autoComplete="off" maxLength={7} required />
            <button
              type="submit"
              name="intent"
              value="save-card"
              disabled={busy}
              className="min-h-12 w-full rounded-xl bg-[#4338ca] px-5 font-bold text-white hover:bg-[#3730a3] disabled:opacity-60"
            >
              Save card and return
            </button>
          </Form>
        )}
        <a href={loaderData.returnUrl} className="mt-6 inline-block font-bold text-[#3730a3] underline">
          Return to billing without changes
        </a>
        <p className="mt-8 text-xs text-[#4b5563]">
          This page stands in for a payment provider&apos;s billing portal while no real one is configured. The card is a label the sandbox
          keeps; no card details are stored.
        </p>
      </main>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
