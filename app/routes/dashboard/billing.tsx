import { data, Form, Link } from 'react-router'
import {
  HISTORY_PAGE_SIZE,
  loadBillingOverview,
  openBillingPortal,
  renewNowInDemo,
  setCancelAtPeriodEnd,
} from '#app/features/billing/billing-account.server.ts'
import { PERIOD_LABELS } from '#app/features/billing/products.ts'
import { useIsSubmitting } from '#app/components/forms.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { formatMoney } from '#app/domain/money.ts'
import { pageCount, pageFromUrl } from '#app/domain/pagination.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/billing'
import { dateText } from '#app/utils/dates.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { DataTable } from '#app/components/ui/data-table.tsx'
import { transactionColumns } from '#app/features/billing/transaction-columns.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { CardSection } from '#app/components/ui/card-section.tsx'

export const meta: Route.MetaFunction = () => pageMeta('Billing', 'Your plan, renewals and invoices.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUserWithPermission(args, 'read:own-billing')
  const page = pageFromUrl(args.request.url)
  return { page, pageSize: HISTORY_PAGE_SIZE, ...(await loadBillingOverview(getDb(), user.id, page)) }
}

const BILLING_TOAST = 'billing'

export async function action(args: Route.ActionArgs) {
  const user = requireUserWithPermission(args, 'read:own-billing')
  const form = await readFormData(args.request)
  const db = getDb()
  const refuse = (status: number, message: string) => data({ error: message }, { status })
  switch (form.get('intent')) {
    case 'update-payment-method': {
      const portal = await openBillingPortal(db, user.id, `${getEnv().baseUrl}/dashboard/billing`)
      if ('error' in portal) return refuse(portal.status, portal.error)
      return new Response(null, { status: 302, headers: { Location: portal.url } })
    }
    case 'cancel':
    case 'resume': {
      const result = await setCancelAtPeriodEnd(db, user.id, form.get('intent') === 'cancel')
      if (!result.ok) return refuse(result.status, result.message)
      return redirectWithToast('/dashboard/billing', { type: 'success', title: result.message, id: BILLING_TOAST })
    }
    case 'renew-now': {
      const result = await renewNowInDemo(db, user.id)
      if (!result.ok) return refuse(result.status, result.message)
      return redirectWithToast('/dashboard/billing', { type: 'success', title: result.message, id: BILLING_TOAST })
    }
  }
  return refuse(400, 'Unknown action.')
}

const STATUS_LABELS = { active: 'Active', past_due: 'Payment due', canceled: 'Cancelled', expired: 'Expired' } as const

const HISTORY_COLUMNS = transactionColumns<Route.ComponentProps['loaderData']['history'][number]>()

export default function BillingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription, history, paidTotals, totalRows, page, pageSize } = loaderData
  const busy = useIsSubmitting()
  const pages = pageCount(totalRows, pageSize)
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageHeader title="Billing" description="Your plan, renewals and invoices." />
      {actionData && 'error' in actionData ? (
        <p role="alert" className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-semibold text-shock-ink">
          {actionData.error}
        </p>
      ) : null}

      <CardSection id="plan-heading" title="Your plan">
        {subscription ? (
          <div className="mt-4 space-y-4">
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
              <p className="text-2xl font-black">{subscription.planName}</p>
              <span className="rounded-full bg-ink/5 px-3 py-1 text-xs font-bold">{STATUS_LABELS[subscription.status]}</span>
            </div>
            <dl className="grid gap-4 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-ink-soft">Billing</dt>
                <dd className="font-semibold">
                  {PERIOD_LABELS[subscription.period]} · {formatMoney(subscription.amountMinor, subscription.currency)}
                </dd>
              </div>
              <div>
                <dt className="text-ink-soft">
                  {subscription.cancelAtPeriodEnd || subscription.status !== 'active' ? 'Ends' : 'Renews'} on
                </dt>
                <dd className="font-semibold">{dateText(subscription.currentPeriodEnd)}</dd>
              </div>
              <div>
                <dt className="text-ink-soft">Currency</dt>
                <dd className="font-semibold">{subscription.currency}</dd>
              </div>
            </dl>
            {subscription.pendingChange ? (
              <p role="status" className="rounded-xl bg-lime/40 px-4 py-3 text-sm font-semibold">
                Changes to {subscription.pendingChange} on {dateText(subscription.currentPeriodEnd)}.
              </p>
            ) : null}
            {subscription.status === 'past_due' ? (
              <p role="alert" className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-semibold text-shock-ink">
                Your last renewal has not been paid. Renew to keep your writer.
              </p>
            ) : null}
            <Form method="post" className="flex flex-wrap gap-3">
              {subscription.renewUrl ? (
                <Link to={subscription.renewUrl} className="btn-primary">
                  Renew now
                </Link>
              ) : null}
              {subscription.canUpdatePaymentMethod ? (
                <button type="submit" name="intent" value="update-payment-method" className="btn-primary" disabled={busy}>
                  Update payment method
                </button>
              ) : null}
              {subscription.canCancel ? (
                subscription.cancelAtPeriodEnd ? (
                  <button type="submit" name="intent" value="resume" className="btn-secondary" disabled={busy}>
                    Keep my plan
                  </button>
                ) : (
                  <button type="submit" name="intent" value="cancel" className="btn-secondary" disabled={busy}>
                    Cancel at period end
                  </button>
                )
              ) : null}
              <Link to="/pricing" className="btn-secondary">
                Change plan
              </Link>
            </Form>
            {subscription.paymentMethodNote ? (
              <p className="text-sm text-ink-soft" data-testid="payment-method-note">
                {subscription.paymentMethodNote}
              </p>
            ) : null}
            {subscription.canRenewNow ? (
              <Form method="post" className="rounded-xl border border-dashed border-ink/20 px-4 py-3" aria-labelledby="demo-clock-heading">
                <h3 id="demo-clock-heading" className="text-sm font-bold">
                  Demo clock
                </h3>
                <p className="mt-1 text-sm text-ink-soft">
                  Jumps to {dateText(subscription.currentPeriodEnd)} and charges the next period there, as the sandbox would on your renewal
                  date. Nothing real is charged.
                </p>
                <button type="submit" name="intent" value="renew-now" className="btn-secondary btn-sm mt-3" disabled={busy}>
                  Simulate the renewal on {dateText(subscription.currentPeriodEnd)}
                </button>
              </Form>
            ) : null}
          </div>
        ) : (
          <div className="mt-4">
            <p className="text-ink-soft">You have no plan yet.</p>
            <Link to="/pricing" className="btn-primary mt-4">
              See plans
            </Link>
          </div>
        )}
      </CardSection>

      <CardSection
        id="history-heading"
        title="Billing history"
        aside={
          paidTotals.length > 0 ? (
            <p className="text-sm text-ink-soft" data-testid="paid-totals">
              Total paid: {paidTotals.map((total) => formatMoney(total.amountMinor, total.currency)).join(' · ')}
            </p>
          ) : null
        }
      >
        <DataTable
          rows={history}
          columns={HISTORY_COLUMNS}
          rowKey={(row) => row.id}
          labelledBy="history-heading"
          rowTestId="billing-history-row"
          empty="No payments yet."
          className="mt-4"
        />
        <Pager page={page} pages={pages} label="Billing history pages" />
      </CardSection>
    </div>
  )
}
