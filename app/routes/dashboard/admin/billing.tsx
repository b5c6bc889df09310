import { data, Form, useNavigation } from 'react-router'
import {
  BILLING_PAGE_SIZE,
  CURRENCY_OPTIONS,
  filtersQuery,
  parseBillingFilters,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  type BillingFilters,
} from '#app/features/admin-billing/billing-filters.ts'
import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS } from '#app/domain/transactions.ts'
import { billingPage } from '#app/features/admin-billing/billing-transactions.server.ts'
import { pageCount } from '#app/domain/pagination.ts'
import { BillingTable, BillingTotals } from '#app/features/admin-billing/billing-table.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { ExportCsv, FilterActions, FilterChoice, FilterSearch, typedFilters, UnusableFilters } from './+shared/filter-form.tsx'
import type { Route } from './+types/billing'

export const meta: Route.MetaFunction = () =>
  pageMeta('Billing', 'Every billing transaction, filtered, totalled per currency and exported.')

export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'read:payments')
  const params = new URL(args.request.url).searchParams
  const parsed = parseBillingFilters(params)
  if (!parsed.ok) {
    const typed = typedFilters(params, ['q', 'status', 'type', 'currency', 'from', 'to'], 40)
    return data({ ok: false as const, messages: parsed.messages, typed }, { status: 400 })
  }
  const page = await billingPage(getDb(), parsed.filters)
  return { ok: true as const, filters: parsed.filters, ...page, pages: pageCount(page.total, BILLING_PAGE_SIZE) }
}

export default function AdminBillingPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/dashboard/admin/billing'
  const values: Partial<Record<keyof BillingFilters, string>> = loaderData.ok
    ? { ...loaderData.filters, page: undefined }
    : (loaderData.typed as Record<string, string>)
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader
        title="Billing"
        description="Every transaction: founders’ payments and refunds, and payouts to writers."
        actions={<ExportCsv path="/dashboard/admin/billing.csv" query={loaderData.ok ? filtersQuery(loaderData.filters) : null} />}
      />

      <Form
        key={JSON.stringify(values)}
        method="get"
        className="card grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        aria-label="Filter transactions"
      >
        <FilterSearch label="Customer name or e-mail" value={values.q} className="sm:col-span-2" />
        <FilterChoice
          name="status"
          label="Status"
          value={values.status}
          options={STATUS_OPTIONS.map((value) => [value, TRANSACTION_STATUS_LABELS[value]])}
        />
        <FilterChoice
          name="type"
          label="Type"
          value={values.type}
          options={TYPE_OPTIONS.map((value) => [value, TRANSACTION_TYPE_LABELS[value]])}
        />
        <FilterChoice name="currency" label="Currency" value={values.currency} options={CURRENCY_OPTIONS.map((value) => [value, value])} />
        <Field id="filter-from" name="from" type="date" label="From (UTC)" defaultValue={values.from ?? ''} />
        <Field id="filter-to" name="to" type="date" label="To (UTC)" defaultValue={values.to ?? ''} />
        <FilterActions loading={loading} clearTo="/dashboard/admin/billing" />
      </Form>

      {loaderData.ok ? (
        <>
          <BillingTotals totals={loaderData.totals} />
          <BillingTable rows={loaderData.rows} total={loaderData.total} page={loaderData.filters.page} pages={loaderData.pages} />
        </>
      ) : (
        <UnusableFilters messages={loaderData.messages} />
      )}
    </div>
  )
}
