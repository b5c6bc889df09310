// Coupon codes as admins keep them (spec §3, §4): created active, switched on and off, listed newest
// first. Checkout reads them through priceOrder. Every change is logged in its transaction; the
// caller checks the 'manage:coupon' permission.
import { count, desc, eq, sql } from 'drizzle-orm'
import { couponCodes } from '#db/schema/billing.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { formatMoney } from '#app/domain/money.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { audienceText } from './coupon-audience.ts'
import type { CouponInput } from './coupon-schema.ts'

export const COUPONS_PAGE_SIZE = 20

/** How a coupon's discount reads: "20%" or "$50" / "₹500". */
export function discountText(coupon: { discountType: 'flat' | 'percentage'; discountAmount: number; currency: 'USD' | 'INR' }) {
  return coupon.discountType === 'percentage' ? `${coupon.discountAmount}%` : formatMoney(coupon.discountAmount, coupon.currency)
}

export type CreateCouponResult = { ok: true; id: string; code: string } | { ok: false; status: 409; field: 'code'; message: string }

export async function createCoupon(db: Database, actor: Actor, input: CouponInput): Promise<CreateCouponResult> {
  const discountAmount = input.discountType === 'percentage' ? input.discountAmount : Math.round(input.discountAmount * 100)
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(couponCodes)
      .values({
        code: input.code,
        discountType: input.discountType,
        discountAmount,
        currency: input.currency,
        expiryDate: input.expiryDate,
        maxUsageLimit: input.maxUsage,
        applicableTo: input.applicableTo,
        createdBy: actor.id,
      })
      .onConflictDoNothing({ target: couponCodes.code })
      .returning({ id: couponCodes.id, code: couponCodes.code })
    if (!created) {
      return { ok: false, status: 409, field: 'code', message: `A coupon with the code ${input.code} already exists: choose another code.` }
    }
    const terms = [
      discountText({ discountType: input.discountType, discountAmount, currency: input.currency }) + ' off',
      audienceText(input.applicableTo),
      input.maxUsage ? `at most ${input.maxUsage} uses` : 'no usage limit',
      input.expiryDate ? `expires ${input.expiryDate.toISOString()}` : 'no expiry',
    ]
    await logAdminAction(tx, actor.id, {
      action: 'coupon.create',
      targetType: 'coupon',
      targetId: created.id,
      details: `${created.code}: ${terms.join(', ')}`,
    })
    return { ok: true, id: created.id, code: created.code }
  })
}

export type ToggleCouponResult = { ok: true; active: boolean; code: string } | { ok: false; status: 404; message: string }

/**
 * Switches a coupon on or off. It sets the state asked for rather than flipping it, under the row's
 * lock, so concurrent switches leave the row in the state the last one asked for.
 */
export async function setCouponActive(db: Database, actor: Actor, couponId: string, active: boolean): Promise<ToggleCouponResult> {
  return db.transaction(async (tx) => {
    const [coupon] = await tx
      .select({ code: couponCodes.code, isActive: couponCodes.isActive })
      .from(couponCodes)
      .where(eq(couponCodes.id, couponId))
      .for('update')
    if (!coupon) return { ok: false, status: 404, message: 'That coupon does not exist.' }
    // Already in that state (a second tab, a repeated click): nothing changes, nothing is logged.
    if (coupon.isActive === active) return { ok: true, active, code: coupon.code }
    await tx.update(couponCodes).set({ isActive: active }).where(eq(couponCodes.id, couponId))
    await logAdminAction(tx, actor.id, {
      action: active ? 'coupon.activate' : 'coupon.deactivate',
      targetType: 'coupon',
      targetId: couponId,
      details: `${coupon.code} ${active ? 'activated' : 'deactivated'}`,
    })
    return { ok: true, active, code: coupon.code }
  })
}

/** The coupons, newest first, a page at a time. */
export async function listCoupons(db: Database, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: couponCodes.id,
        code: couponCodes.code,
        discountType: couponCodes.discountType,
        discountAmount: couponCodes.discountAmount,
        currency: couponCodes.currency,
        expiryDate: couponCodes.expiryDate,
        maxUsageLimit: couponCodes.maxUsageLimit,
        currentUsage: couponCodes.currentUsage,
        // Payments honoured after the coupon was used up: shown beside its uses, never counted in them.
        overLimitUses: sql<number>`(select count(*)::int from coupon_redemptions r where r.coupon_id = coupon_codes.id and r.over_limit)`,
        applicableTo: couponCodes.applicableTo,
        isActive: couponCodes.isActive,
        createdAt: couponCodes.createdAt,
      })
      .from(couponCodes)
      .orderBy(desc(couponCodes.createdAt), desc(couponCodes.id))
      .limit(COUPONS_PAGE_SIZE)
      .offset(pageOffset(page, COUPONS_PAGE_SIZE)),
    db.select({ n: count() }).from(couponCodes),
  ])
  const now = Date.now()
  return {
    coupons: rows.map((row) => ({
      ...row,
      overLimitUses: Number(row.overLimitUses),
      discount: discountText(row),
      expired: row.expiryDate ? row.expiryDate.getTime() <= now : false,
      usedUp: row.maxUsageLimit !== null && row.currentUsage >= row.maxUsageLimit,
      expiryDate: row.expiryDate?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize: COUPONS_PAGE_SIZE,
  }
}
