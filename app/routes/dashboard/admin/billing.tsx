import { data, Form, Link, useNavigation } from 'react-router'
import {
  BILLING_PAGE_SIZE,
  CURRENCY_OPTIONS,
  filtersQuery,
  parseBillingFilters,
  STATUS_LABELS,
  STATUS_OPTIONS,
  TYPE_LABELS,
  TYPE_OPTIONS,
  type BillingFilters,
} from '#app/features/admin-billing/billing-filters.ts'
import { billingPage } from '#app/features/admin-billing/billing-transactions.server.ts'
import { pageCount } from '#app/domain/pagination.ts'
import { BillingTable, BillingTotals } from '#app/features/admin-billing/billing-table.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/billing'

export const meta: Route.MetaFunction = () =>
  pageMeta('Billing', 'Every billing transaction, filtered, totalled per currency and exported.')

export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'read:payments')
  const params = new URL(args.request.url).searchParams
  const parsed = parseBillingFilters(params)
  if (!parsed.ok) {
    const typed = Object.fromEntries(['status', 'type', 'currency', 'from', 'to'].map((key) => [key, params.get(key)?.slice(0, 40) ?? '']))
    return data({ ok: false as const, messages: parsed.messages, typed }, { status: 400 })
  }
  const page = await billingPage(getDb(), parsed.filters)
  return { ok: true as const, filters: parsed.filters, ...page, pages: pageCount(page.total, BILLING_PAGE_SIZE) }
}

const select = 'input py-2.5'

export default function AdminBillingPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/dashboard/admin/billing'
  const values: Partial<Record<keyof BillingFilters, string>> = loaderData.ok
    ? { ...loaderData.filters, page: undefined }
    : (loaderData.typed as Record<string, string>)
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-black">Billing</h1>
          <p className="mt-1 text-ink-soft">Every transaction: founders’ payments and refunds, and payouts to writers.</p>
        </div>
        {loaderData.ok ? (
          <a href={`/dashboard/admin/billing.csv${filtersQuery(loaderData.filters)}`} className="btn-secondary" download>
            Export CSV
          </a>
        ) : null}
      </header>

      <Form
        key={JSON.stringify(values)}
        method="get"
        className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
        aria-label="Filter transactions"
      >
        <Choice name="status" label="Status" value={values.status} options={STATUS_OPTIONS.map((value) => [value, STATUS_LABELS[value]])} />
        <Choice name="type" label="Type" value={values.type} options={TYPE_OPTIONS.map((value) => [value, TYPE_LABELS[value]])} />
        <Choice name="currency" label="Currency" value={values.currency} options={CURRENCY_OPTIONS.map((value) => [value, value])} />
        <div>
          <label htmlFor="filter-from" className="mb-1.5 block text-sm font-semibold">
            From (UTC)
          </label>
          <input id="filter-from" name="from" type="date" className={select} defaultValue={values.from ?? ''} />
        </div>
        <div>
          <label htmlFor="filter-to" className="mb-1.5 block text-sm font-semibold">
            To (UTC)
          </label>
          <input id="filter-to" name="to" type="date" className={select} defaultValue={values.to ?? ''} />
        </div>
        <div className="flex items-end gap-3">
          <button type="submit" className="btn-primary">
            {loading ? 'Filtering…' : 'Filter'}
          </button>
          <Link to="/dashboard/admin/billing" className="link text-sm">
            Clear
          </Link>
        </div>
      </Form>

      {loaderData.ok ? (
        <>
          <BillingTotals totals={loaderData.totals} />
          <BillingTable rows={loaderData.rows} total={loaderData.total} page={loaderData.filters.page} pages={loaderData.pages} />
        </>
      ) : (
        <div role="alert" className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-semibold text-shock-ink">
          <p>These filters cannot be used:</p>
          <ul className="mt-1 list-disc pl-5">
            {loaderData.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

function Choice({ name, label, value, options }: { name: string; label: string; value?: string; options: [string, string][] }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} className={select} defaultValue={value ?? ''}>
        <option value="">All</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
