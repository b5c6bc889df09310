import { Link } from 'react-router'
import { formatMoney } from '#app/domain/money.ts'
import type { PriceTable } from '#app/domain/plans.ts'
import { checkoutPath, PERIOD_LABELS } from './products.ts'
import type { QuoteView } from './quote-view.ts'
import { longDateText } from '#app/utils/dates.ts'

const dateText = (iso: string | null) => longDateText(iso, 'the end of your current period')

/**
 * The order as the server priced it: plan, period, price, coupon, GST, total — and what happens to an
 * existing plan. An order that cannot be priced (a sold-out plan) shows no price and no total, but the
 * plans that can be bought instead.
 */
export function OrderSummary({ quote, busy, table }: { quote: QuoteView; busy: boolean; table?: PriceTable }) {
  const money = (minor: number) => formatMoney(minor, quote.currency)
  const { mode } = quote
  if (quote.refusal) return <UnavailableSummary quote={quote} busy={busy} table={table} />
  return (
    <section aria-labelledby="order-summary-heading" aria-busy={busy} className="card relative sm:p-8">
      <h2 id="order-summary-heading" className="font-display text-2xl font-black tracking-tight">
        Order summary
      </h2>
      {busy ? (
        <p role="status" className="absolute top-6 right-6 text-sm font-semibold text-ink-soft sm:top-8 sm:right-8">
          Loading checkout...
        </p>
      ) : null}
      <dl className="mt-5 space-y-3 text-sm" data-testid="order-summary">
        <Row label="Plan" value={quote.productName} />
        <Row label="Billing" value={PERIOD_LABELS[quote.period]} />
        <Row label="Price" value={money(quote.subtotal)} testId="summary-price" />
        {quote.discount > 0 ? (
          <Row
            label={`Coupon ${quote.couponCode ?? ''}${quote.couponLabel ? ` (${quote.couponLabel})` : ''}`}
            value={`−${money(quote.discount)}`}
            testId="summary-discount"
          />
        ) : null}
        {quote.gstNumber ? <Row label={quote.gstLabel ?? 'GST (18%)'} value={money(quote.gst)} testId="summary-gst" /> : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-ink/10 pt-4">
          <dt className="text-base font-bold">{mode.kind === 'plan-change' ? 'Due today' : 'Total'}</dt>
          <dd className="text-2xl font-black" data-testid="summary-total">
            {mode.kind === 'plan-change' ? money(0) : money(quote.total)}
          </dd>
        </div>
      </dl>
      {quote.renewalAmount !== null && mode.kind === 'purchase' ? (
        <p className="mt-3 text-sm text-ink-soft">
          Then {money(quote.renewalAmount)} {quote.period === 'yearly' ? 'every year' : 'every month'} until you cancel. Cancel any time
          before your renewal date.
        </p>
      ) : null}
      <ModeNotice quote={quote} />
    </section>
  )
}

/** The plans on sale in this period and currency, other than the one asked for. */
function plansOnSale(table: PriceTable | undefined, quote: QuoteView) {
  const period = quote.period === 'yearly' ? 'yearly' : 'monthly'
  return (table?.plans ?? [])
    .filter((plan) => !plan.soldOut && plan.slug !== quote.productSlug)
    .map((plan) => ({
      slug: plan.slug,
      name: plan.name,
      price: formatMoney(plan.prices[period][quote.currency], quote.currency),
      href: checkoutPath(plan.slug, period, quote.currency),
    }))
}

function UnavailableSummary({ quote, busy, table }: { quote: QuoteView; busy: boolean; table?: PriceTable }) {
  const alternatives = quote.soldOut ? plansOnSale(table, quote) : []
  const per = quote.period === 'yearly' ? '/year' : '/month'
  return (
    <section aria-labelledby="order-summary-heading" aria-busy={busy} className="card relative sm:p-8">
      <h2 id="order-summary-heading" className="font-display text-2xl font-black tracking-tight">
        Order summary
      </h2>
      <dl className="mt-5 space-y-3 text-sm" data-testid="order-summary">
        <Row label="Plan" value={quote.productName} />
        <Row label="Availability" value={quote.soldOut ? 'Sold out' : 'Not available'} testId="summary-availability" />
      </dl>
      <p role="alert" className="mt-5 rounded-xl bg-shock/10 px-4 py-3 text-sm font-semibold text-shock-ink">
        {quote.soldOut ? `${quote.productName} is sold out, so it cannot be bought right now. Nothing is charged.` : quote.refusal}
      </p>
      {alternatives.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-bold">Plans you can buy now</h3>
          <ul className="mt-2 divide-y divide-ink/10" data-testid="plans-on-sale">
            {alternatives.map((plan) => (
              <li key={plan.slug} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-semibold">{plan.name}</span>{' '}
                  <span className="whitespace-nowrap text-ink-soft">
                    {plan.price}
                    {per}
                  </span>
                </span>
                <Link to={plan.href} className="link font-bold whitespace-nowrap" aria-label={`Choose ${plan.name}`}>
                  Choose
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}

function ModeNotice({ quote }: { quote: QuoteView }) {
  const { mode } = quote
  const notice = (tone: 'info' | 'warn', text: string) => (
    <p
      role={tone === 'warn' ? 'alert' : 'status'}
      className={`mt-5 rounded-xl px-4 py-3 text-sm font-semibold ${tone === 'warn' ? 'bg-shock/10 text-shock-ink' : 'bg-lime/40 text-ink'}`}
    >
      {text}
    </p>
  )
  if (quote.paymentsOff)
    return notice('warn', `Payments in ${quote.currency} are not available right now. Choose the other currency or contact us.`)
  switch (mode.kind) {
    case 'plan-change':
      if (mode.currentPlan === quote.line)
        return notice('info', `This keeps you on ${quote.line} and cancels the plan change you had scheduled.`)
      return notice(
        'info',
        `You're on ${mode.currentPlan}. ${quote.line} starts on ${dateText(mode.effectiveOn)}, your next billing date, at ${formatMoney(quote.total, quote.currency)}. Nothing is charged today.`,
      )
    case 'renewal':
      return notice('info', `This renews your plan for the next period, from ${dateText(mode.periodEnd)}.`)
    case 'current-plan':
    case 'currency-locked':
      return notice('warn', mode.message)
    case 'purchase':
      return null
  }
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-right font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
