// An admin's price edit (DESIGN "Beyond the spec": price edits persist and drive the pricing page,
// checkout and the providers' line items). plan_prices and plan_settings carry triggers that bump
// public_content_version in the same transaction, so every instance's page cache drops its pages.
// The caller checks 'manage:pricing'; the product is looked up here.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { planPrices } from '#db/schema/billing.ts'
import { planSettings } from '#db/schema/site.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { getPlan, linkedinOptimization } from '#app/domain/plans.ts'

type Period = 'monthly' | 'yearly' | 'one_time'
type PriceChange = { period: Period; currency: Currency; amountMinor: number }

const PERIOD_WORDS: Record<Period, string> = { monthly: 'monthly', yearly: 'yearly', one_time: 'one-time' }

/** The pricing editor's two forms, as their schemas read them (prices in minor units). */
export type PricingEdit =
  | {
      intent: 'save-plan'
      plan: string
      monthlyUSD: number
      monthlyINR: number
      yearlyUSD: number
      yearlyINR: number
      soldOut: boolean
      availability: string | null
    }
  | { intent: 'save-one-time'; plan: string; oneTimeUSD: number; oneTimeINR: number }

export type PricingEditResult = { ok: true; slug: string; name: string } | { ok: false; status: 404; message: string }

/**
 * Saves a plan's four prices with its sold-out switch and availability line, or the one-time
 * product's two prices. A slug that is not a plan (or, for one-time prices, not the one-time
 * product) changes nothing and is answered as missing.
 */
export async function updatePlanPricing(db: Database, actor: Actor, edit: PricingEdit): Promise<PricingEditResult> {
  if (edit.intent === 'save-plan') {
    const plan = getPlan(edit.plan)
    if (!plan) return { ok: false, status: 404, message: PRODUCT_MISSING }
    await writePrices(db, actor, {
      planSlug: plan.slug,
      planName: plan.name,
      prices: [
        { period: 'monthly', currency: 'USD', amountMinor: edit.monthlyUSD },
        { period: 'monthly', currency: 'INR', amountMinor: edit.monthlyINR },
        { period: 'yearly', currency: 'USD', amountMinor: edit.yearlyUSD },
        { period: 'yearly', currency: 'INR', amountMinor: edit.yearlyINR },
      ],
      settings: { soldOut: edit.soldOut, availability: edit.availability },
    })
    return { ok: true, slug: plan.slug, name: plan.name }
  }
  if (edit.plan !== linkedinOptimization.slug) return { ok: false, status: 404, message: PRODUCT_MISSING }
  const product = linkedinOptimization
  await writePrices(db, actor, {
    planSlug: product.slug,
    planName: product.name,
    prices: [
      { period: 'one_time', currency: 'USD', amountMinor: edit.oneTimeUSD },
      { period: 'one_time', currency: 'INR', amountMinor: edit.oneTimeINR },
    ],
  })
  return { ok: true, slug: product.slug, name: product.name }
}

const PRODUCT_MISSING = 'That plan does not exist.'

type ProductPrices = {
  planSlug: string
  planName: string
  prices: PriceChange[]
  settings?: { soldOut: boolean; availability: string | null }
}

type PriorState = { prices: PriceChange[]; settings: { soldOut: boolean; availability: string | null } | null }

/**
 * Writes one product's prices (and, for a plan, its sold-out switch and availability line) in one
 * transaction with its log entry. The product's price rows are locked first, so two admins saving
 * at once are applied one after the other and the log tells both changes truthfully.
 */
async function writePrices(db: Database, actor: Actor, input: ProductPrices) {
  await db.transaction(async (tx) => {
    const before = await lockPriorState(tx, input)
    await upsertPrices(tx, actor, input)
    await logAdminAction(tx, actor.id, {
      action: 'pricing.update',
      targetType: 'plan',
      targetId: input.planSlug,
      details: `${input.planName}: ${describeChanges(before, input)}`,
    })
  })
}

/** The prices (and settings) being replaced, locked until the transaction ends. */
async function lockPriorState(tx: Database, input: ProductPrices): Promise<PriorState> {
  const periods = input.prices.map((change) => change.period)
  const prices = await tx
    .select({ period: planPrices.billingPeriod, currency: planPrices.currency, amountMinor: planPrices.amountMinor })
    .from(planPrices)
    .where(and(eq(planPrices.planSlug, input.planSlug), inArray(planPrices.billingPeriod, periods)))
    .for('update')
  const [settings] = input.settings
    ? await tx.select().from(planSettings).where(eq(planSettings.planSlug, input.planSlug)).for('update')
    : []
  return { prices, settings: settings ?? null }
}

async function upsertPrices(tx: Database, actor: Actor, input: ProductPrices) {
  await tx
    .insert(planPrices)
    .values(
      input.prices.map((change) => ({
        planSlug: input.planSlug,
        billingPeriod: change.period,
        currency: change.currency,
        amountMinor: change.amountMinor,
        updatedBy: actor.id,
      })),
    )
    .onConflictDoUpdate({
      target: [planPrices.planSlug, planPrices.billingPeriod, planPrices.currency],
      set: { amountMinor: sql`excluded.amount_minor`, updatedBy: sql`excluded.updated_by` },
    })
  if (!input.settings) return
  await tx
    .insert(planSettings)
    .values({ planSlug: input.planSlug, ...input.settings, updatedBy: actor.id })
    .onConflictDoUpdate({
      target: planSettings.planSlug,
      set: { soldOut: input.settings.soldOut, availability: input.settings.availability, updatedBy: actor.id },
    })
}

/** The log's words for what changed: "monthly USD $199 → $219; marked sold out", or that nothing did. */
function describeChanges(before: PriorState, input: ProductPrices): string {
  const changes = input.prices.flatMap((change) => {
    const old = before.prices.find((row) => row.period === change.period && row.currency === change.currency)?.amountMinor
    if (old === change.amountMinor) return []
    const from = old === undefined ? 'unset' : formatMoney(old, change.currency)
    return [`${PERIOD_WORDS[change.period]} ${change.currency} ${from} → ${formatMoney(change.amountMinor, change.currency)}`]
  })
  if (input.settings) {
    if ((before.settings?.soldOut ?? null) !== input.settings.soldOut)
      changes.push(input.settings.soldOut ? 'marked sold out' : 'available again')
    if ((before.settings?.availability ?? null) !== input.settings.availability)
      changes.push(`availability "${input.settings.availability ?? ''}"`)
  }
  return changes.length > 0 ? changes.join('; ') : 'saved without changes'
}
