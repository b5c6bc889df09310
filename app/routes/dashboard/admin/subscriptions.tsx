import { data, Form, useNavigation } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { CardSection } from '#app/components/ui/card-section.tsx'
import { SUBSCRIPTION_STATE_LABELS, SUBSCRIPTION_STATES } from '#app/domain/subscription-metrics.ts'
import {
  CURRENCY_OPTIONS,
  parseSubscriptionFilters,
  PERIOD_OPTIONS,
  PLAN_OPTIONS,
  type SubscriptionFilters,
} from '#app/features/subscriptions-admin/subscription-filters.ts'
import { listSubscriptions } from '#app/features/subscriptions-admin/subscriptions-list.server.ts'
import { SubscriptionsTable } from '#app/features/subscriptions-admin/subscriptions-table.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { FilterActions, FilterChoice, FilterSearch, typedFilters, UnusableFilters } from './+shared/filter-form.tsx'
import type { Route } from './+types/subscriptions'

export const meta: Route.MetaFunction = () =>
  pageMeta('Subscriptions', 'Every founder’s subscription: plan, status, renewal date and pending changes.')

const KEYS = ['state', 'plan', 'currency', 'period', 'q'] as const

export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'read:payments')
  const params = new URL(args.request.url).searchParams
  const parsed = parseSubscriptionFilters(params)
  if (!parsed.ok) {
    const typed = typedFilters(params, KEYS, 100)
    return data({ ok: false as const, messages: parsed.messages, typed }, { status: 400 })
  }
  return { ok: true as const, filters: parsed.filters, ...(await listSubscriptions(getDb(), parsed.filters)) }
}

export default function AdminSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/dashboard/admin/subscriptions'
  const values: Partial<Record<keyof SubscriptionFilters, string>> = loaderData.ok
    ? { ...loaderData.filters, page: undefined }
    : (loaderData.typed as Record<string, string>)
  const filtered = KEYS.some((key) => values[key])
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader
        title="Subscriptions"
        description="Every founder’s subscription: plan, status, when it renews or ends, and changes waiting for the next renewal."
      />

      <Form
        key={JSON.stringify(values)}
        method="get"
        className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))_auto]"
        aria-label="Filter subscriptions"
      >
        <FilterSearch label="Name or e-mail" value={values.q} />
        <FilterChoice
          name="state"
          label="Status"
          value={values.state}
          options={SUBSCRIPTION_STATES.map((state) => [state, SUBSCRIPTION_STATE_LABELS[state]])}
        />
        <FilterChoice name="plan" label="Plan" value={values.plan} options={PLAN_OPTIONS.map(([slug, name]) => [slug, name])} />
        <FilterChoice name="period" label="Period" value={values.period} options={PERIOD_OPTIONS.map(([value, text]) => [value, text])} />
        <FilterChoice name="currency" label="Currency" value={values.currency} options={CURRENCY_OPTIONS.map((value) => [value, value])} />
        <FilterActions loading={loading} clearTo="/dashboard/admin/subscriptions" />
      </Form>

      {loaderData.ok ? (
        <CardSection id="subscriptions-heading" title={filtered ? 'Matching subscriptions' : 'All subscriptions'}>
          <SubscriptionsTable
            rows={loaderData.rows}
            empty={filtered ? 'No subscription matches these filters.' : 'Nobody has subscribed yet.'}
          />
          <Pager page={loaderData.page} hasMore={loaderData.hasMore} label="Subscription pages" />
        </CardSection>
      ) : (
        <UnusableFilters messages={loaderData.messages} />
      )}
    </div>
  )
}
