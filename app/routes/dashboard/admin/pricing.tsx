import { data } from 'react-router'
import { NoScriptOutcome } from '#app/components/no-script-outcome.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { OneTimePricingCard, PlanPricingCard, type PricingActionData } from '#app/features/admin/pricing-editor.tsx'
import { OneTimePricingSchema, PlanPricingSchema, PRICING_FORM_ID, PRICING_MESSAGES } from '#app/features/admin/pricing-schema.ts'
import { loadPriceTable } from '#app/features/billing/prices.server.ts'
import { updatePlanPricing } from '#app/features/billing/update-plan-pricing.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/pricing'

export const meta: Route.MetaFunction = () => pageMeta('Pricing', 'Edit plan prices, sold-out state and availability.')

export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'manage:pricing')
  const table = await loadPriceTable(getDb())
  const edit = new URL(args.request.url).searchParams.get('edit')
  return {
    edit,
    plans: table.plans.map(({ slug, name, soldOut, availability, prices }) => ({ slug, name, soldOut, availability, prices })),
    linkedin: { slug: table.linkedin.slug, name: table.linkedin.name, prices: table.linkedin.prices },
  }
}

const PAGE = '/dashboard/admin/pricing'

export async function action(args: Route.ActionArgs) {
  const user = requireUserWithPermission(args, 'manage:pricing')
  const form = await readFormData(args.request)
  const intent = form.get('intent')
  switch (intent) {
    case 'save-plan':
    case 'save-one-time': {
      const submission = intent === 'save-plan' ? parseSubmission(form, PlanPricingSchema) : parseSubmission(form, OneTimePricingSchema)
      if (submission.status !== 'success') {
        const first = Object.values(submission.error ?? {}).flat()[0] ?? PRICING_MESSAGES.failed
        return data<PricingActionData>({ result: submission.reply({ formErrors: [first] }) }, { status: 400 })
      }
      const saved = await updatePlanPricing(getDb(), user, submission.value).catch((error: unknown) => {
        logger.error({ err: error }, 'prices could not be saved')
        return null
      })
      if (!saved) return data<PricingActionData>({ result: submission.reply({ formErrors: [PRICING_MESSAGES.failed] }) }, { status: 503 })
      if (!saved.ok) return data<PricingActionData>({ result: submission.reply({ formErrors: [saved.message] }) }, { status: saved.status })
      return redirectWithToast(`${PAGE}#plan-${saved.slug}`, {
        type: 'success',
        title: PRICING_MESSAGES.updated(saved.name),
        description: PRICING_MESSAGES.providerNote,
        id: PRICING_FORM_ID,
      })
    }
  }
  return data<PricingActionData>({}, { status: 400 })
}

export default function PricingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { plans, linkedin, edit } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Pricing"
        description="Prices in force on /pricing and at checkout, per plan and currency. Sold-out plans cannot be bought."
      />
      <NoScriptOutcome />
      <div className="grid gap-6 lg:grid-cols-2">
        {plans.map((plan) => (
          <PlanPricingCard
            key={plan.slug}
            plan={plan}
            editing={edit === plan.slug}
            actionData={edit === plan.slug ? actionData : undefined}
          />
        ))}
        <OneTimePricingCard
          product={linkedin}
          editing={edit === linkedin.slug}
          actionData={edit === linkedin.slug ? actionData : undefined}
        />
      </div>
    </div>
  )
}
