import { useCallback, useState } from 'react'
import { data, redirect, useNavigate, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import {
  CHECKOUT_FORM_ID,
  CHECKOUT_MESSAGES,
  checkoutFormToast,
  checkoutSchema,
  QuoteSchema,
} from '#app/features/billing/checkout-schema.ts'
import { CheckoutForm, type CheckoutActionData } from '#app/features/billing/checkout-form.tsx'
import { loadCheckout, placeOrder, requoteOrder } from '#app/features/billing/checkout-page.server.ts'
import { OrderSummary } from '#app/features/billing/order-summary.tsx'
import { PricingSection } from '#app/features/billing/pricing-section.tsx'
import { isSoldOut } from '#app/features/billing/price-order.server.ts'
import { checkoutPath, findProduct, orderPeriodFor } from '#app/features/billing/products.ts'
import type { QuoteView } from '#app/features/billing/quote-view.ts'
import { getDb } from '#app/utils/db.server.ts'
import { SignedOutCheckout } from './+shared/signed-out-checkout.tsx'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pickCurrency } from '#app/domain/money.ts'
import { pickBillingPeriod } from '#app/domain/periods.ts'
import { getUser } from '#app/utils/permissions.server.ts'
import { getClientIp, rateLimitMessage } from '#app/utils/rate-limit.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/checkout'

export const meta: Route.MetaFunction = () => pageMeta('Checkout', "You're almost ready to get started.")

/** An action's Retry-After (too many attempts) reaches the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

/** The product, period and currency of this request (spec §4: query, else the browser's language). */
function choiceOf({ request, url, params }: { request: Request; url: URL; params: { plan?: string } }) {
  const product = findProduct(params.plan ?? '')
  if (!product) throw redirect('/pricing')
  const currency = pickCurrency(url.searchParams.get('currency'), request.headers.get('accept-language'))
  const period = orderPeriodFor(product, pickBillingPeriod(url.searchParams.get('billing')))
  return { product, period, currency, url }
}

export async function loader(args: Route.LoaderArgs) {
  const { product, period, currency, url } = choiceOf(args)
  const returnTo = `${url.pathname}${url.search}`
  const user = getUser(args)
  // A plan nobody can buy says so before anyone is asked to log in for it.
  if (!user) return { signedIn: false as const, returnTo, productName: product.name, soldOut: await isSoldOut(getDb(), product) }
  const page = await loadCheckout(getDb(), user, { product: product.slug, period, currency })
  return {
    signedIn: true as const,
    returnTo,
    productName: product.name,
    account: { email: user.email, name: user.name },
    ...page,
    cancelled: url.searchParams.has('cancelled'),
  }
}

/** A coupon or GST check re-prices the summary only: the page's own data stays as it is. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'quote' ? false : defaultShouldRevalidate
}

export async function action(args: Route.ActionArgs) {
  const { product, url } = choiceOf(args)
  const user = getUser(args)
  if (!user) {
    return redirectWithToast(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`, {
      type: 'error',
      title: CHECKOUT_MESSAGES.authTitle,
      description: CHECKOUT_MESSAGES.auth,
      id: CHECKOUT_FORM_ID,
    })
  }
  const form = await readFormData(args.request)
  const submission = parseSubmission(form, checkoutSchema(user.email))
  const db = getDb()
  const intent = form.get('intent') ?? 'pay'
  const requester = { userId: user.id, ip: getClientIp(args.request) }
  const tooMany = (retryAfterSeconds: number) => {
    const message = rateLimitMessage(retryAfterSeconds)
    return data<CheckoutActionData>(
      { result: submission.reply({ formErrors: [message] }), notice: { title: message } },
      { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    )
  }
  switch (intent) {
    case 'quote': {
      // Only the choices that change the price are read; the rest of the form may still be empty.
      const choices = QuoteSchema.parse(Object.fromEntries(form))
      const requoted = await requoteOrder(db, user, requester, product, choices)
      if (requoted.kind === 'too-many') return tooMany(requoted.retryAfterSeconds)
      return data<CheckoutActionData>({ quote: requoted.quote, result: submission.reply() })
    }
    case 'pay': {
      if (submission.status !== 'success') {
        const toast = checkoutFormToast(submission.error)
        return data<CheckoutActionData>({ result: submission.reply(), notice: toast }, { status: 400 })
      }
      const outcome = await placeOrder(db, user, requester, product, submission.value)
      if (outcome.kind === 'too-many') return tooMany(outcome.retryAfterSeconds)
      if (outcome.kind === 'redirect') return redirect(outcome.url)
      if (outcome.kind === 'plan-changed') {
        return redirectWithToast('/dashboard/billing', {
          type: 'success',
          title: 'Plan change scheduled',
          description: outcome.message,
          id: CHECKOUT_FORM_ID,
        })
      }
      return data<CheckoutActionData>(
        {
          result: submission.reply({
            formErrors: [outcome.description ? `${outcome.title}: ${outcome.description}` : outcome.title],
            ...(outcome.field ? { fieldErrors: { [outcome.field]: [outcome.title] } } : {}),
          }),
          notice: { title: outcome.title, description: outcome.description },
        },
        { status: outcome.status },
      )
    }
  }
  return data<CheckoutActionData>({ result: submission.reply({ formErrors: ['Unknown action.'] }) }, { status: 400 })
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignedOutCheckout {...loaderData} />
  return <SignedInCheckout loaderData={loaderData} actionData={actionData as CheckoutActionData | undefined} />
}

type SignedInData = Extract<Route.ComponentProps['loaderData'], { signedIn: true }>

function SignedInCheckout({ loaderData, actionData }: { loaderData: SignedInData; actionData: CheckoutActionData | undefined }) {
  const navigate = useNavigate()
  const navigation = useNavigation()
  const [live, setLive] = useState<{ quote: QuoteView | null; busy: boolean }>({ quote: null, busy: false })
  const onQuote = useCallback((quote: QuoteView | null, busy: boolean) => setLive({ quote, busy }), [])
  const base = loaderData.quote
  // A re-priced summary counts only while it is about the plan, period and currency on screen.
  const sameChoice = (quote: QuoteView | null | undefined) =>
    quote && quote.productSlug === base.productSlug && quote.period === base.period && quote.currency === base.currency ? quote : null
  const quote = sameChoice(live.quote) ?? sameChoice(actionData?.quote) ?? base
  const switching = navigation.state === 'loading' && navigation.location.pathname.startsWith('/checkout/')

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 sm:py-12">
      <h1 className="font-display text-4xl font-black">Checkout</h1>
      <p className="mt-2 text-ink-soft">You&apos;re almost ready to get started</p>
      {loaderData.cancelled ? (
        <p role="status" className="mt-5 rounded-xl bg-lime/40 px-4 py-3 text-sm font-semibold">
          Payment cancelled. Nothing was charged; you can try again below.
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="billing-heading" className="card sm:p-8">
          <h2 id="billing-heading" className="font-display text-2xl font-black tracking-tight">
            Billing details
          </h2>
          <p className="mt-1 text-sm text-ink-soft">Fields marked * are required.</p>
          <div className="mt-6">
            <CheckoutForm
              accountEmail={loaderData.account.email}
              accountName={loaderData.account.name}
              billingProfile={loaderData.billingProfile}
              quote={quote}
              actionData={actionData}
              onQuote={onQuote}
            />
          </div>
        </section>
        <div className="lg:sticky lg:top-6 lg:self-start">
          <OrderSummary quote={quote} busy={switching || live.busy} table={loaderData.table} />
        </div>
      </div>

      <section aria-label="Other plans" className="mt-16 border-t border-ink/10 pt-12">
        <PricingSection
          table={loaderData.table}
          initialBilling={quote.period === 'yearly' ? 'yearly' : 'monthly'}
          initialCurrency={quote.currency}
          selectedSlug={quote.productSlug}
          title="Or Choose a Different Plan"
          subtitle="Switch plans here; your details above stay as you typed them."
          showComparison={false}
          onSelect={(slug, billing, currency) => {
            const product = findProduct(slug)
            if (!product) return
            void navigate(checkoutPath(slug, orderPeriodFor(product, billing), currency), { replace: true, preventScrollReset: true })
          }}
        />
      </section>
    </div>
  )
}
