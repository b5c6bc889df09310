import { data } from 'react-router'
import { AdminHeader, NoScriptOutcome } from '#app/features/admin/admin-ui.tsx'
import { OneTimePricingCard, PlanPricingCard, type PricingActionData } from '#app/features/admin/pricing-editor.tsx'
import { OneTimePricingSchema, PlanPricingSchema, PRICING_FORM_ID, PRICING_MESSAGES } from '#app/features/admin/pricing-schema.ts'
import { updatePlanPricing } from '#app/features/admin/update-plan-pricing.server.ts'
import { getPlan, linkedinOptimization } from '#app/domain/plans.ts'
import { loadPriceTable } from '#app/features/billing/prices.server.ts'
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
      const value = submission.value
      const plan =
        value.intent === 'save-plan' ? getPlan(value.plan) : value.plan === linkedinOptimization.slug ? linkedinOptimization : null
      if (!plan)
        return data<PricingActionData>({ result: submission.reply({ formErrors: ['That plan does not exist.'] }) }, { status: 404 })
      try {
        await updatePlanPricing(getDb(), user, {
          planSlug: plan.slug,
          planName: plan.name,
          ...(value.intent === 'save-plan'
            ? {
                prices: [
                  { period: 'monthly', currency: 'USD', amountMinor: value.monthlyUSD },
                  { period: 'monthly', currency: 'INR', amountMinor: value.monthlyINR },
                  { period: 'yearly', currency: 'USD', amountMinor: value.yearlyUSD },
                  { period: 'yearly', currency: 'INR', amountMinor: value.yearlyINR },
                ],
                settings: { soldOut: value.soldOut, availability: value.availability },
              }
            : {
                prices: [
                  { period: 'one_time', currency: 'USD', amountMinor: value.oneTimeUSD },
                  { period: 'one_time', currency: 'INR', amountMinor: value.oneTimeINR },
                ],
              }),
        })
      } catch (error) {
        logger.error({ err: error }, 'prices could not be saved')
        return data<PricingActionData>({ result: submission.reply({ formErrors: [PRICING_MESSAGES.failed] }) }, { status: 503 })
      }
      return redirectWithToast(`${PAGE}#plan-${plan.slug}`, {
        type: 'success',
        title: PRICING_MESSAGES.updated(plan.name),
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
      <AdminHeader
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
