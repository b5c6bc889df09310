import type { SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { Form, Link } from 'react-router'
import { FormAlert, useIsSubmitting, useSchemaForm } from '#app/components/forms.tsx'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import {
  AVAILABILITY_MAX,
  majorText,
  numericOrZero,
  OneTimePricingSchema,
  PlanPricingSchema,
  PRICING_FORM_ID,
  PRICING_MESSAGES,
} from './pricing-schema.ts'

type Prices = Record<Currency, number>
export type EditablePlan = {
  slug: string
  name: string
  soldOut: boolean
  availability: string | null
  prices: { monthly: Prices; yearly: Prices }
}
export type EditableOneTime = { slug: string; name: string; prices: Prices }
export type PricingActionData = { result?: SubmissionResult<string[]> }

const CURRENCIES: Currency[] = ['USD', 'INR']
const SYMBOL: Record<Currency, string> = { USD: '$', INR: '₹' }

/** A price field: what is typed that is not a number shows 0 (spec §5); Save refuses 0 and says why. */
function PriceInput({
  name,
  label,
  currency,
  initial,
  errors,
  errorId,
  typed,
}: {
  name: string
  label: string
  currency: Currency
  initial: number
  errors?: string[]
  errorId: string
  /** What was typed, when the server sent the form back. */
  typed?: unknown
}) {
  const [value, setValue] = useState(typeof typed === 'string' ? typed : majorText(initial))
  const id = `price-${name}`
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center rounded-xl border border-ink/25 bg-white focus-within:border-ink focus-within:outline-3 focus-within:outline-offset-1 focus-within:outline-shock/60 has-aria-invalid:border-shock-ink">
        <span className="pl-4 text-ink-soft" aria-hidden="true">
          {SYMBOL[currency]}
        </span>
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => setValue(numericOrZero(event.target.value))}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          required
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
          className="w-full min-w-0 rounded-xl bg-transparent py-3 pr-4 pl-1 text-base outline-none"
        />
      </div>
      {errors?.length ? (
        <p id={errorId} className="field-error" role="alert">
          {errors[0]}
        </p>
      ) : null}
    </div>
  )
}

function PriceTable({ caption, rows }: { caption: string; rows: { label: string; prices: Prices }[] }) {
  return (
    <table className="mt-4 w-full max-w-md text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <td />
          {CURRENCIES.map((currency) => (
            <th key={currency} scope="col" className="pb-1 font-semibold text-ink-soft">
              {currency}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="py-1 pr-4 font-semibold">
              {row.label}
            </th>
            {CURRENCIES.map((currency) => (
              <td key={currency} className="py-1 pr-4 tabular-nums" data-testid={`price-${row.label.toLowerCase()}-${currency}`}>
                {formatMoney(row.prices[currency], currency)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** One plan: its prices and availability, and Edit; in edit mode, the form with Save and Cancel. */
export function PlanPricingCard({ plan, editing, actionData }: { plan: EditablePlan; editing: boolean; actionData?: PricingActionData }) {
  return (
    <section aria-labelledby={`plan-${plan.slug}-heading`} id={`plan-${plan.slug}`} className="card" data-testid={`plan-${plan.slug}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`plan-${plan.slug}-heading`} className="font-display text-xl font-black">
          {plan.name}
        </h2>
        {!editing ? (
          <div className="flex items-center gap-3">
            {plan.soldOut ? <span className="rounded-full bg-shock/10 px-3 py-1 text-xs font-bold text-shock-ink">Sold out</span> : null}
            <Link to={`?edit=${plan.slug}#plan-${plan.slug}`} className="btn-secondary btn-sm" preventScrollReset>
              Edit<span className="sr-only"> {plan.name}</span>
            </Link>
          </div>
        ) : null}
      </div>
      {editing ? (
        <PlanForm plan={plan} actionData={actionData} />
      ) : (
        <>
          <PriceTable
            caption={`${plan.name} prices`}
            rows={[
              { label: 'Monthly', prices: plan.prices.monthly },
              { label: 'Yearly', prices: plan.prices.yearly },
            ]}
          />
          <AvailabilityLine plan={plan} />
        </>
      )}
    </section>
  )
}

/** The availability line as the pricing page shows it: a sold-out plan keeps its line, but nobody sees it. */
function AvailabilityLine({ plan }: { plan: EditablePlan }) {
  if (plan.soldOut && plan.availability)
    return (
      <p className="mt-3 text-sm text-ink-soft" data-testid="availability-line">
        Availability line (hidden while sold out): <span className="line-through">{plan.availability}</span>
      </p>
    )
  return (
    <p className="mt-3 text-sm text-ink-soft" data-testid="availability-line">
      Availability: <span className="font-semibold text-ink">{plan.availability ?? 'none shown'}</span>
    </p>
  )
}

function PlanForm({ plan, actionData }: { plan: EditablePlan; actionData?: PricingActionData }) {
  const busy = useIsSubmitting()
  const [form, fields] = useSchemaForm({ id: PRICING_FORM_ID, schema: PlanPricingSchema, lastResult: actionData?.result })
  const availabilityHintId = `${fields.availability.id}-hint`
  const field = (name: 'monthlyUSD' | 'monthlyINR' | 'yearlyUSD' | 'yearlyINR') => ({
    errors: fields[name].errors,
    errorId: fields[name].errorId,
    typed: fields[name].initialValue,
  })
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
      className="mt-4 space-y-5"
      aria-label={`Edit ${plan.name}`}
    >
      <input type="hidden" name="intent" value="save-plan" />
      <input type="hidden" name="plan" value={plan.slug} />
      <FormAlert form={form} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-bold">Monthly</legend>
        <PriceInput
          name="monthlyUSD"
          label="Monthly price (USD)"
          currency="USD"
          initial={plan.prices.monthly.USD}
          {...field('monthlyUSD')}
        />
        <PriceInput
          name="monthlyINR"
          label="Monthly price (INR)"
          currency="INR"
          initial={plan.prices.monthly.INR}
          {...field('monthlyINR')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-bold">Yearly</legend>
        <PriceInput name="yearlyUSD" label="Yearly price (USD)" currency="USD" initial={plan.prices.yearly.USD} {...field('yearlyUSD')} />
        <PriceInput name="yearlyINR" label="Yearly price (INR)" currency="INR" initial={plan.prices.yearly.INR} {...field('yearlyINR')} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex min-h-11 items-center gap-3 self-end rounded-xl border border-ink/25 bg-white px-4 has-checked:border-ink">
          <input
            type="checkbox"
            name="soldOut"
            defaultChecked={actionData?.result ? fields.soldOut.initialValue === 'on' : plan.soldOut}
            className="h-4 w-4 accent-ink"
          />
          <span className="text-sm font-semibold">Sold out (cannot be bought)</span>
        </label>
        <div>
          <label htmlFor={fields.availability.id} className="mb-1.5 block text-sm font-semibold">
            Availability text (optional)
          </label>
          <input
            id={fields.availability.id}
            name="availability"
            defaultValue={
              typeof fields.availability.initialValue === 'string' ? fields.availability.initialValue : (plan.availability ?? '')
            }
            maxLength={AVAILABILITY_MAX}
            placeholder="Only 3 slots left"
            className="input"
            aria-invalid={fields.availability.errors ? true : undefined}
            aria-describedby={[availabilityHintId, fields.availability.errors ? fields.availability.errorId : null]
              .filter(Boolean)
              .join(' ')}
          />
          <p id={availabilityHintId} className="mt-1.5 text-sm text-ink-soft">
            Hidden on the pricing page while the plan is sold out.
          </p>
          {fields.availability.errors ? (
            <p id={fields.availability.errorId} className="field-error" role="alert">
              {fields.availability.errors[0]}
            </p>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-ink-soft">{PRICING_MESSAGES.providerNote}</p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <Link to="." className="btn-secondary" preventScrollReset>
          Cancel
        </Link>
      </div>
    </Form>
  )
}

/** The LinkedIn optimization's one-time prices. */
export function OneTimePricingCard({
  product,
  editing,
  actionData,
}: {
  product: EditableOneTime
  editing: boolean
  actionData?: PricingActionData
}) {
  const busy = useIsSubmitting()
  const [form, fields] = useSchemaForm({
    id: `${PRICING_FORM_ID}-one-time`,
    schema: OneTimePricingSchema,
    lastResult: editing ? actionData?.result : undefined,
  })
  return (
    <section
      aria-labelledby={`plan-${product.slug}-heading`}
      id={`plan-${product.slug}`}
      className="card"
      data-testid={`plan-${product.slug}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`plan-${product.slug}-heading`} className="font-display text-xl font-black">
          {product.name} <span className="text-base font-semibold text-ink-soft">(one-time)</span>
        </h2>
        {!editing ? (
          <Link to={`?edit=${product.slug}#plan-${product.slug}`} className="btn-secondary btn-sm" preventScrollReset>
            Edit<span className="sr-only"> {product.name}</span>
          </Link>
        ) : null}
      </div>
      {editing ? (
        <Form
          method="post"
          id={form.id}
          onSubmit={form.onSubmit}
          noValidate={form.noValidate}
          className="mt-4 space-y-5"
          aria-label={`Edit ${product.name}`}
        >
          <input type="hidden" name="intent" value="save-one-time" />
          <input type="hidden" name="plan" value={product.slug} />
          <FormAlert form={form} />
          <div className="grid gap-4 sm:grid-cols-2">
            <PriceInput
              name="oneTimeUSD"
              label="One-time price (USD)"
              currency="USD"
              initial={product.prices.USD}
              errors={fields.oneTimeUSD.errors}
              errorId={fields.oneTimeUSD.errorId}
              typed={fields.oneTimeUSD.initialValue}
            />
            <PriceInput
              name="oneTimeINR"
              label="One-time price (INR)"
              currency="INR"
              initial={product.prices.INR}
              errors={fields.oneTimeINR.errors}
              errorId={fields.oneTimeINR.errorId}
              typed={fields.oneTimeINR.initialValue}
            />
          </div>
          <p className="text-sm text-ink-soft">{PRICING_MESSAGES.providerNote}</p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
            <Link to="." className="btn-secondary" preventScrollReset>
              Cancel
            </Link>
          </div>
        </Form>
      ) : (
        <PriceTable caption={`${product.name} prices`} rows={[{ label: 'One-time', prices: product.prices }]} />
      )}
    </section>
  )
}
