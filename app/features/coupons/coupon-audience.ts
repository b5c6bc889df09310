// Who a coupon is for, in words ("founders and writers"), in the order the form offers them.
import type { CouponInput } from './coupon-schema.ts'

const AUDIENCES: CouponInput['applicableTo'] = ['founder', 'writer']

/** "for founders and writers", "for founders", "for writers". */
export function audienceText(applicableTo: readonly string[]) {
  const who = AUDIENCES.filter((audience) => applicableTo.includes(audience)).map((audience) => `${audience}s`)
  return `for ${who.join(' and ')}`
}
