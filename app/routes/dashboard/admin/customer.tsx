import { data, Form, Link } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { pageFromUrl } from '#app/domain/pagination.ts'
import { NoScriptOutcome } from '#app/components/no-script-outcome.tsx'
import { ActionError } from '#app/features/admin/admin-ui.tsx'
import { cancelSubscriptionAsAdmin } from '#app/features/billing/admin-cancel.server.ts'
import {
  CANCEL_INTENTS,
  CANCEL_TEXT,
  CancelSubscriptionSchema,
  type CancelIntent,
} from '#app/features/subscriptions-admin/cancel-schema.ts'
import { CustomerSections } from './+shared/customer-sections.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { loadCustomer } from './customer.server.ts'
import type { Route } from './+types/customer'

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(loaded?.customer ? `${loaded.customer.profile.name} · Customer` : 'Customer', 'A founder’s plans, payments and writers.')

export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'read:payments')
  const url = new URL(args.request.url)
  const customer = await loadCustomer(getDb(), args.params.userId, pageFromUrl(url))
  if (!customer) throw data('That customer does not exist.', { status: 404 })
  // The confirmation step (?confirm=cancel-now&subscription=…): a link, so it works without JavaScript.
  const confirmIntent = url.searchParams.get('confirm')
  const confirmPlan = customer.plans.find((plan) => plan.id === url.searchParams.get('subscription') && plan.live)
  const confirm =
    confirmPlan && CANCEL_INTENTS.includes(confirmIntent as CancelIntent)
      ? { intent: confirmIntent as CancelIntent, subscription: confirmPlan }
      : null
  return { customer, confirm }
}

const CANCEL_TOAST = 'customer-cancel'

export async function action(args: Route.ActionArgs) {
  const me = requireUserWithPermission(args, 'read:payments')
  const form = await readFormData(args.request)
  const submission = parseSubmission(form, CancelSubscriptionSchema)
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? 'Choose a subscription and how it ends.'
    return data({ error: message }, { status: 400 })
  }
  const { intent, subscriptionId } = submission.value
  const plans = await loadCustomer(getDb(), args.params.userId, 1)
  if (!plans?.plans.some((plan) => plan.id === subscriptionId))
    return data({ error: 'That subscription is not this customer’s.' }, { status: 404 })
  const result = await cancelSubscriptionAsAdmin(getDb(), me.id, subscriptionId, intent === 'cancel-now' ? 'now' : 'period-end')
  if (!result.ok) return data({ error: result.message }, { status: result.status })
  return redirectWithToast(`/dashboard/admin/customers/${encodeURIComponent(args.params.userId)}`, {
    type: 'success',
    title: result.message,
    id: CANCEL_TOAST,
  })
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, confirm } = loaderData
  const here = `/dashboard/admin/customers/${encodeURIComponent(customer.profile.id)}`
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader
        title={customer.profile.name}
        description={`${customer.profile.email}${customer.profile.company ? ` · ${customer.profile.company}` : ''}`}
        actions={
          <Link to="/dashboard/admin/subscriptions" className="btn-secondary btn-sm">
            All subscriptions
          </Link>
        }
      />
      <NoScriptOutcome />
      <ActionError error={actionData?.error} title="Subscription not changed" />
      {confirm ? (
        <section aria-labelledby="confirm-heading" className="card border-shock-ink/40" data-testid="cancel-confirmation">
          <h2 id="confirm-heading" className="font-display text-xl font-black">
            {CANCEL_TEXT[confirm.intent].question}
          </h2>
          <p className="mt-2 text-sm">
            {confirm.subscription.planName}, {confirm.subscription.period} ({confirm.subscription.currency}).{' '}
            {CANCEL_TEXT[confirm.intent].explain}
          </p>
          <Form method="post" action={here} className="mt-4 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value={confirm.intent} />
            <input type="hidden" name="subscriptionId" value={confirm.subscription.id} />
            <button type="submit" className="btn-primary">
              Yes, {CANCEL_TEXT[confirm.intent].button.toLowerCase()}
            </button>
            <Link to={here} className="link text-sm">
              No, keep it
            </Link>
          </Form>
        </section>
      ) : null}
      <CustomerSections customer={customer} here={here} />
    </div>
  )
}
