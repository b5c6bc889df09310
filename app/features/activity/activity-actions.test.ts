import { describe, expect, test } from 'vitest'
import { activitySentence, sentenceText, type ActivityEntry } from './activity-actions.ts'

const ada = { name: 'Ada Admin', href: '/dashboard/admin/users?user=demo-admin' }

function entry(action: string, details: string | null, named: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 'e1',
    action,
    createdAt: '2026-11-01T10:00:00.000Z',
    details,
    actor: ada,
    person: null,
    otherPerson: null,
    record: null,
    ...named,
  }
}

describe('activitySentence', () => {
  test('names a coupon that still exists, with its link', () => {
    const sentence = activitySentence(
      entry('coupon.create', 'LAUNCH20: 20% off, for founders and writers', {
        record: { name: 'LAUNCH20', href: '/dashboard/admin/coupons' },
      }),
    )
    expect(sentence.at(-1)).toEqual({ text: 'LAUNCH20', href: '/dashboard/admin/coupons' })
  })

  test('names a deleted coupon by the code its details keep, without a link', () => {
    const sentence = activitySentence(entry('coupon.create', 'LAUNCH20: 20% off, for founders and writers, no usage limit, no expiry'))
    expect(sentenceText(entry('coupon.create', 'LAUNCH20: 20% off'))).toBe('Ada Admin created the coupon LAUNCH20')
    expect(sentence.at(-1)).toEqual({ text: 'LAUNCH20' })
    expect(sentenceText(entry('coupon.deactivate', 'SUMMER10 deactivated'))).toBe('Ada Admin deactivated the coupon SUMMER10')
  })

  test('names the people of a pairing from its details when their accounts are gone', () => {
    expect(sentenceText(entry('assignment.create', 'Wren Writer (writer@agency.test) → Farah Founder (founder@agency.test)'))).toBe(
      'Ada Admin paired Wren Writer with Farah Founder',
    )
    expect(sentenceText(entry('assignment.create', 'Wren Writer → Farah Founder'))).toBe('Ada Admin paired Wren Writer with Farah Founder')
    expect(sentenceText(entry('assignment.remove', 'Wren Writer no longer writes for Farah Founder'))).toBe(
      'Ada Admin ended the pairing of Wren Writer with Farah Founder',
    )
  })

  test('prefers the people as they are today over the names in the details', () => {
    const sentence = sentenceText(
      entry('assignment.create', 'Wren W (w@x.test) → Farah F (f@x.test)', {
        person: { name: 'Wren Writer', href: '/w' },
        otherPerson: { name: 'Farah Founder', href: '/f' },
      }),
    )
    expect(sentence).toBe('Ada Admin paired Wren Writer with Farah Founder')
  })

  test('names deleted pieces and packs by the titles their details keep', () => {
    expect(sentenceText(entry('content.cancel', '“Our office move, in one post”'))).toBe(
      'Ada Admin cancelled “Our office move, in one post”',
    )
    expect(sentenceText(entry('content.assign', '“The hire” given to Wren Writer'))).toBe('Ada Admin gave “The hire” to a writer')
    expect(sentenceText(entry('content-pack.delete', 'Launch kit: 3 files removed'))).toBe('Ada Admin deleted the content pack Launch kit')
    expect(sentenceText(entry('content-pack.starter', 'Launch kit is now the starter pack'))).toBe(
      'Ada Admin made Launch kit the starter pack',
    )
  })

  test('falls back to plain words when the details do not carry a name', () => {
    expect(sentenceText(entry('coupon.create', null))).toBe('Ada Admin created a coupon')
    expect(sentenceText(entry('assignment.create', null))).toBe('Ada Admin paired someone with a founder')
    expect(sentenceText(entry('user.suspend', 'Chargeback fraud'))).toBe('Ada Admin suspended someone')
  })
})
