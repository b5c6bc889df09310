import { data, Form, redirect } from 'react-router'
import { getPaymentProvider } from '#app/features/billing/providers/registry.server.ts'
import { decideSandboxCheckout, findSandboxCheckout } from '#app/features/billing/providers/sandbox.server.ts'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { useIsSubmitting } from '#app/components/forms.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import type { Route } from './+types/sandbox-checkout'

// The built-in sandbox provider's hosted payment page: what Stripe Checkout or PhonePe's page would
// be, inside the app, for demo mode and tests. Nothing here moves money.

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Test payment', 'Sandbox payment page: no money moves.'),
  { name: 'robots', content: 'noindex' },
]

/** The page shows the buyer's e-mail, and its address is the checkout's only key: never kept, never sent on as a referrer. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })

async function checkoutOr404(id: string | undefined) {
  if (!getPaymentProvider('sandbox')) throw data('Not found', { status: 404 })
  const checkout = await findSandboxCheckout(getDb(), id ?? '')
  if (!checkout) throw data('This payment page does not exist.', { status: 404 })
  return checkout
}

export async function loader({ params }: Route.LoaderArgs) {
  const checkout = await checkoutOr404(params.id)
  const expired = checkout.status === 'open' && checkout.expiresAt <= new Date()
  return {
    description: checkout.description,
    amount: formatMoney(checkout.amountMinor, checkout.currency as Currency),
    renewal:
      checkout.mode === 'subscription' && checkout.renewalAmountMinor !== null
        ? `then ${formatMoney(checkout.renewalAmountMinor, checkout.currency as Currency)} every ${checkout.interval}`
        : null,
    email: checkout.customerEmail,
    status: expired ? ('expired' as const) : checkout.status,
    back: checkout.status === 'paid' || checkout.status === 'failed' ? checkout.successUrl : checkout.cancelUrl,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const checkout = await checkoutOr404(params.id)
  const form = await readFormData(request)
  const intent = form.get('intent')
  switch (intent) {
    case 'pay':
    case 'fail':
    case 'cancel': {
      const outcome = await decideSandboxCheckout(getDb(), checkout.id, intent)
      if (outcome.status === 'done') return redirect(outcome.next)
      return data({ error: 'This payment is already closed.' }, { status: 409 })
    }
  }
  return data({ error: 'Choose Pay, Fail or Cancel.' }, { status: 400 })
}

const STATUS_TEXT = {
  paid: 'This test payment is paid.',
  failed: 'This test payment failed.',
  canceled: 'This test payment was cancelled.',
  expired: 'This payment page has expired.',
} as const

export default function SandboxCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsSubmitting()
  const { status } = loaderData
  return (
    <div className="min-h-screen bg-[#eef2ff] text-[#1e1b4b]">
      <header>
        <p className="bg-[#1e1b4b] px-5 py-3 text-center text-sm font-bold tracking-wide text-white">Test payment — no money moves</p>
      </header>
      <main id="main" className="mx-auto max-w-md px-5 py-10">
        <p className="text-sm font-black tracking-widest text-[#4338ca] uppercase">Sandbox Pay</p>
        <h1 className="mt-2 text-3xl font-black">Complete your test payment</h1>
        <section aria-label="Order" className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
          <p className="text-sm text-[#4b5563]">{loaderData.description}</p>
          <p className="mt-2 text-4xl font-black" data-testid="sandbox-amount">
            {loaderData.amount}
          </p>
          {loaderData.renewal ? <p className="mt-1 text-sm text-[#4b5563]">{loaderData.renewal}</p> : null}
          <p className="mt-4 text-sm text-[#4b5563]">
            Paying as <span className="font-semibold break-all text-[#1e1b4b]">{loaderData.email}</span>
          </p>
        </section>
        {actionData && 'error' in actionData ? (
          <p role="alert" className="mt-4 rounded-xl bg-[#fee2e2] px-4 py-3 text-sm font-semibold text-[#991b1b]">
            {actionData.error}
          </p>
        ) : null}
        {status === 'open' ? (
          <Form method="post" className="mt-6 grid gap-3">
            <button
              type="submit"
              name="intent"
              value="pay"
              disabled={busy}
              className="min-h-12 rounded-xl bg-[#4338ca] px-5 font-bold text-white hover:bg-[#3730a3] disabled:opacity-60"
            >
              Pay {loaderData.amount}
            </button>
            <button
              type="submit"
              name="intent"
              value="fail"
              disabled={busy}
              className="min-h-12 rounded-xl border border-[#4338ca] bg-white px-5 font-bold text-[#3730a3] hover:bg-[#e0e7ff] disabled:opacity-60"
            >
              Simulate a declined card
            </button>
            <button
              type="submit"
              name="intent"
              value="cancel"
              disabled={busy}
              className="min-h-12 rounded-xl px-5 font-semibold text-[#3730a3] underline hover:bg-[#e0e7ff] disabled:opacity-60"
            >
              Cancel and return to the store
            </button>
          </Form>
        ) : (
          <div className="mt-6 rounded-2xl bg-white p-6">
            <p role="status" className="font-semibold">
              {STATUS_TEXT[status]}
            </p>
            <a href={loaderData.back} className="mt-4 inline-block font-bold text-[#3730a3] underline">
              Return to the store
            </a>
          </div>
        )}
        <p className="mt-8 text-xs text-[#4b5563]">
          This page stands in for a payment provider while no real one is configured. It sends the store a signed notice of what you choose,
          as a real provider would.
        </p>
      </main>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
