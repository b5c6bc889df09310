import { useId, useState } from 'react'
import { Link } from 'react-router'
import { comparisonRows, highlightedLabel, shownAvailability, type PriceTable, type PricedPlan } from '#app/domain/plans.ts'
import { formatMoney, yearlyPerMonth, type Currency } from '#app/domain/money.ts'
import type { BillingPeriod } from '#app/domain/periods.ts'
import { checkoutPath } from './products.ts'
import { btnOnDark } from '#app/components/marketing/styles.ts'

type PricingSectionProps = {
  table: PriceTable
  initialCurrency: Currency
  initialBilling: BillingPeriod
  /** In checkout, a card selects the plan in place instead of navigating. */
  selectedSlug?: string
  onSelect?: (slug: string, billing: BillingPeriod, currency: Currency) => void
  headingLevel?: 'h1' | 'h2'
  /** The checkout shows the cards under its own heading, without the comparison table. */
  title?: string
  subtitle?: string
  showComparison?: boolean
}

export function checkoutHref(slug: string, billing: BillingPeriod, currency: Currency) {
  return checkoutPath(slug, billing, currency)
}

function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-xl border border-ink/15 bg-white p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`min-h-10 rounded-lg px-4 text-sm font-bold transition ${value === option.value ? 'bg-ink text-paper' : 'text-ink hover:bg-ink/5'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}

export function PricingSection({
  table,
  initialCurrency,
  initialBilling,
  selectedSlug,
  onSelect,
  headingLevel = 'h2',
  title = 'Pricing',
  subtitle = 'Human writers on a plan that fits. Pay yearly and save about 20%.',
  showComparison = true,
}: PricingSectionProps) {
  const [billing, setBilling] = useState<BillingPeriod>(initialBilling)
  const [currency, setCurrency] = useState<Currency>(initialCurrency)
  const Heading = headingLevel
  const SubHeading = headingLevel === 'h1' ? 'h2' : 'h3'

  return (
    <div className="mx-auto max-w-6xl px-5">
      <div className="text-center">
        <Heading className="font-display text-4xl font-black sm:text-5xl">{title}</Heading>
        <p className="mt-3 text-lg text-ink-soft">{subtitle}</p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <Toggle label="Billing period" value={billing} onChange={setBilling} options={BILLING_OPTIONS} />
          <Toggle label="Currency" value={currency} onChange={setCurrency} options={CURRENCY_OPTIONS} />
        </div>
      </div>

      <LinkedinOffer
        offer={table.linkedin}
        currency={currency}
        selected={selectedSlug === table.linkedin.slug && currency === initialCurrency}
        onSelect={onSelect ? () => onSelect(table.linkedin.slug, billing, currency) : undefined}
        titleTag={SubHeading}
      />

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {table.plans.map((plan) => (
          <PlanCard
            key={plan.slug}
            plan={plan}
            billing={billing}
            currency={currency}
            selected={plan.slug === selectedSlug && billing === initialBilling && currency === initialCurrency}
            onSelect={onSelect}
            titleTag={SubHeading}
          />
        ))}
      </ul>

      {showComparison ? <ComparisonTable plans={table.plans} titleTag={SubHeading} /> : null}
    </div>
  )
}

const BILLING_OPTIONS: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
]
const CURRENCY_OPTIONS: { value: Currency; label: string }[] = [
  { value: 'USD', label: 'USD $' },
  { value: 'INR', label: 'INR ₹' },
]

/** The one-time LinkedIn product, featured above the plans. */
function LinkedinOffer({
  offer,
  currency,
  selected,
  onSelect,
  titleTag: Title,
}: {
  offer: PriceTable['linkedin']
  currency: Currency
  selected: boolean
  onSelect: (() => void) | undefined
  titleTag: 'h2' | 'h3'
}) {
  return (
    <article
      className="mt-10 grid gap-6 rounded-2xl bg-ink p-6 text-paper sm:p-8 md:grid-cols-[1fr_auto] md:items-center"
      aria-labelledby="linkedin-offer"
    >
      <div>
        <p className="text-sm font-bold tracking-widest text-lime uppercase">One-time · Featured</p>
        <Title id="linkedin-offer" className="mt-2 font-display text-2xl font-black">
          {offer.name}
        </Title>
        <p className="mt-2 text-paper/85">{offer.description}</p>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-paper/85">
          {offer.features.map((feature) => (
            <li key={feature}>✓ {feature}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col items-start gap-3 md:items-end">
        <p className="text-3xl font-black" data-testid="linkedin-price">
          {formatMoney(offer.prices[currency], currency)}
          <span className="ml-1 text-base font-semibold text-paper/75">one-time</span>
        </p>
        {selected ? (
          <button type="button" disabled aria-pressed="true" className={`${btnOnDark} cursor-not-allowed opacity-50`}>
            Selected
          </button>
        ) : onSelect ? (
          <button type="button" className={btnOnDark} onClick={onSelect}>
            Optimize my profile
          </button>
        ) : (
          <Link to={checkoutPath(offer.slug, 'one_time', currency)} className={btnOnDark}>
            Optimize my profile
          </Link>
        )}
      </div>
    </article>
  )
}

type PlanCardProps = {
  titleTag: 'h2' | 'h3'
  plan: PricedPlan
  billing: BillingPeriod
  currency: Currency
  selected: boolean
  onSelect?: PricingSectionProps['onSelect']
}

function PlanCard({ plan, billing, currency, selected, onSelect, titleTag: Title }: PlanCardProps) {
  const titleId = `plan-${plan.slug}`
  const availability = shownAvailability(plan)
  return (
    <li
      aria-labelledby={titleId}
      data-testid={`plan-${plan.slug}`}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.highlighted ? 'border-2 border-shock-ink' : 'border-ink/10'} ${plan.soldOut ? 'bg-paper opacity-75' : ''}`}
    >
      {plan.highlighted ? (
        <span className="absolute -top-3 left-6 rounded-full bg-shock px-3 py-1 text-xs font-black tracking-wide text-ink uppercase">
          {highlightedLabel}
        </span>
      ) : null}
      <Title id={titleId} className="font-display text-xl font-black">
        {plan.name}
      </Title>
      <p className="mt-1 text-sm text-ink-soft">{plan.description}</p>
      <PlanPrice price={plan.prices[billing][currency]} billing={billing} currency={currency} />
      {plan.followerTier ? (
        <p className="mt-3 inline-block rounded-lg bg-lime/60 px-2.5 py-1 text-xs font-bold">{plan.followerTier}</p>
      ) : null}
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="font-black text-shock-ink">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {availability ? <p className="mt-4 text-sm font-bold text-shock-ink">{availability}</p> : null}
      <div className="mt-5">
        <PlanAction plan={plan} billing={billing} currency={currency} selected={selected} onSelect={onSelect} />
      </div>
    </li>
  )
}

function PlanPrice({ price, billing, currency }: { price: number; billing: BillingPeriod; currency: Currency }) {
  return (
    <>
      <p className="mt-4">
        <span className="text-4xl font-black" data-testid="plan-price">
          {formatMoney(price, currency)}
        </span>
        <span className="ml-1 text-sm font-semibold text-ink-soft">/{billing === 'yearly' ? 'year' : 'month'}</span>
      </p>
      {billing === 'yearly' ? (
        <p className="text-sm text-ink-soft" data-testid="plan-per-month">
          {formatMoney(yearlyPerMonth(price), currency)}/month, billed yearly
        </p>
      ) : null}
    </>
  )
}

/** Sold out, already chosen, or the way to the plan's checkout (a link, or the checkout page's own switch). */
function PlanAction({ plan, billing, currency, selected, onSelect }: Omit<PlanCardProps, 'titleTag'>) {
  if (plan.soldOut)
    return (
      <button type="button" disabled className="btn-secondary w-full">
        Sold Out
      </button>
    )
  if (selected)
    return (
      <button type="button" disabled aria-pressed="true" className="btn-primary w-full">
        Selected
      </button>
    )
  if (onSelect)
    return (
      <button type="button" className="btn-primary w-full" onClick={() => onSelect(plan.slug, billing, currency)}>
        Get Started
      </button>
    )
  return (
    <Link to={checkoutHref(plan.slug, billing, currency)} className="btn-primary w-full" aria-label={`Get Started with ${plan.name}`}>
      Get Started
    </Link>
  )
}

function ComparisonTable({ plans, titleTag: Title }: { plans: PricedPlan[]; titleTag: 'h2' | 'h3' }) {
  const hintId = useId()
  return (
    <div className="mt-14">
      <Title className="text-center font-display text-2xl font-black">Compare plans</Title>
      {/* A comparison, not a list: on a phone it scrolls sideways, with the feature names kept in view and a line that says so. */}
      <p id={hintId} className="mt-4 text-center text-sm text-ink-soft sm:hidden">
        Scroll the table sideways to see every plan.
      </p>
      <div
        className="mt-2 overflow-x-auto rounded-2xl border border-ink/10 bg-white sm:mt-6"
        tabIndex={0}
        role="region"
        aria-label="Plan comparison"
        aria-describedby={hintId}
      >
        <table className="w-full min-w-[720px] text-left text-sm">
          <thead>
            <tr className="border-b border-ink/10">
              <th scope="col" className="sticky left-0 bg-white p-4 font-bold">
                Feature
              </th>
              {plans.map((plan) => (
                <th key={plan.slug} scope="col" className="p-4 font-bold">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.label} className="border-b border-ink/5 last:border-0">
                <th scope="row" className="sticky left-0 bg-white p-4 font-semibold">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={plans[index]?.slug ?? index} className="p-4 whitespace-nowrap">
                    {value === true ? (
                      <span aria-label="Included">✓</span>
                    ) : value === false ? (
                      <span aria-label="Not included" className="text-ink-soft">
                        —
                      </span>
                    ) : (
                      value
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
