// An admin's price edit (DESIGN "Beyond the spec": price edits persist and drive the pricing page,
// checkout and the providers' line items). plan_prices and plan_settings carry triggers that bump
// public_content_version in the same transaction, so every instance's page cache drops its pages.
// The caller checks 'manage:pricing' and that the plan exists.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { planPrices } from '#db/schema/billing.ts'
import { planSettings } from '#db/schema/site.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import type { Actor } from '#app/utils/ownership.server.ts'

type Period = 'monthly' | 'yearly' | 'one_time'
export type PriceChange = { period: Period; currency: Currency; amountMinor: number }

const PERIOD_WORDS: Record<Period, string> = { monthly: 'monthly', yearly: 'yearly', one_time: 'one-time' }

/**
 * Writes one product's prices (and, for a plan, its sold-out switch and availability line) in one
 * transaction with its log entry. The product's price rows are locked first, so two admins saving
 * at once are applied one after the other and the log tells both changes truthfully.
 */
export async function updatePlanPricing(
  db: Database,
  actor: Actor,
  input: {
    planSlug: string
    planName: string
    prices: PriceChange[]
    settings?: { soldOut: boolean; availability: string | null }
  },
) {
  await db.transaction(async (tx) => {
    const before = await tx
      .select({ period: planPrices.billingPeriod, currency: planPrices.currency, amountMinor: planPrices.amountMinor })
      .from(planPrices)
      .where(
        and(
          eq(planPrices.planSlug, input.planSlug),
          inArray(
            planPrices.billingPeriod,
            input.prices.map((change) => change.period),
          ),
        ),
      )
      .for('update')
    const [oldSettings] = input.settings
      ? await tx.select().from(planSettings).where(eq(planSettings.planSlug, input.planSlug)).for('update')
      : []

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
    if (input.settings) {
      await tx
        .insert(planSettings)
        .values({ planSlug: input.planSlug, ...input.settings, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: planSettings.planSlug,
          set: { soldOut: input.settings.soldOut, availability: input.settings.availability, updatedBy: actor.id },
        })
    }

    const changes = input.prices.flatMap((change) => {
      const old = before.find((row) => row.period === change.period && row.currency === change.currency)?.amountMinor
      if (old === change.amountMinor) return []
      const from = old === undefined ? 'unset' : formatMoney(old, change.currency)
      return [`${PERIOD_WORDS[change.period]} ${change.currency} ${from} → ${formatMoney(change.amountMinor, change.currency)}`]
    })
    if (input.settings) {
      if ((oldSettings?.soldOut ?? null) !== input.settings.soldOut)
        changes.push(input.settings.soldOut ? 'marked sold out' : 'available again')
      if ((oldSettings?.availability ?? null) !== input.settings.availability)
        changes.push(`availability "${input.settings.availability ?? ''}"`)
    }
    await logAdminAction(tx, actor.id, {
      action: 'pricing.update',
      targetType: 'plan',
      targetId: input.planSlug,
      details: `${input.planName}: ${changes.length > 0 ? changes.join('; ') : 'saved without changes'}`,
    })
  })
}
