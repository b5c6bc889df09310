import { describe, expect, it } from 'vitest'
import { parseSubmission } from '#app/utils/submission.ts'
import { fieldErrors } from '#app/utils/validation.ts'
import { mergeSpecialties, PAYOUT_MESSAGES, PayoutDetailsSchema, WRITER_MESSAGES, WriterProfileSchema } from './writer-profile-schema.ts'

const profile = { name: 'Wren Writer', bio: 'B2B SaaS ghostwriter.', portfolioUrl: '', experienceYears: '' }

function profileErrors(input: Record<string, unknown>) {
  const result = WriterProfileSchema.safeParse(input)
  if (result.success) throw new Error('expected the input to be refused')
  return fieldErrors(result.error)
}

describe('writer profile schema', () => {
  it('needs a name and a bio, nothing else', () => {
    expect(WriterProfileSchema.parse(profile)).toEqual({
      name: 'Wren Writer',
      bio: 'B2B SaaS ghostwriter.',
      portfolioUrl: null,
      experienceYears: null,
      specialties: [],
    })
    const errors = profileErrors({ name: ' ', bio: '<>' })
    expect(errors.name).toEqual([WRITER_MESSAGES.name])
    expect(errors.bio).toEqual([WRITER_MESSAGES.bio])
  })

  it('keeps every field: portfolio, experience and specialties', () => {
    const parsed = WriterProfileSchema.parse({
      ...profile,
      portfolioUrl: 'https://wren.example/work',
      experienceYears: '8',
      specialties: ['Fintech', 'B2B SaaS'],
      customSpecialties: 'Climate tech, fintech',
    })
    expect(parsed).toMatchObject({
      portfolioUrl: 'https://wren.example/work',
      experienceYears: 8,
      specialties: ['Fintech', 'B2B SaaS', 'Climate tech'],
    })
  })

  it('takes only an http(s) link as portfolio', () => {
    for (const portfolioUrl of [
      'javascript:alert(1)',
      'wren.example',
      'ftp://wren.example',
      'https://localhost',
      'https://a b.example',
      'mailto:a@b.co',
    ]) {
      expect(profileErrors({ ...profile, portfolioUrl }).portfolioUrl, portfolioUrl).toEqual([WRITER_MESSAGES.portfolio])
    }
    expect(WriterProfileSchema.parse({ ...profile, portfolioUrl: 'http://wren.example' }).portfolioUrl).toBe('http://wren.example/')
  })

  it('takes 0 to 60 whole years of experience', () => {
    expect(WriterProfileSchema.parse({ ...profile, experienceYears: '0' }).experienceYears).toBe(0)
    expect(WriterProfileSchema.parse({ ...profile, experienceYears: '60' }).experienceYears).toBe(60)
    for (const experienceYears of ['61', '-1', '2.5', 'ten', '1e1', '100']) {
      expect(profileErrors({ ...profile, experienceYears }).experienceYears, experienceYears).toEqual([WRITER_MESSAGES.experience])
    }
  })

  it('allows at most 10 specialties of under 40 characters each, and says so beside a missing name too', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `Niche ${index}`)
    expect(profileErrors({ ...profile, specialties: eleven }).specialties).toEqual([WRITER_MESSAGES.tooManySpecialties])
    expect(profileErrors({ ...profile, name: '', specialties: ['x'.repeat(41)] })).toMatchObject({
      name: [WRITER_MESSAGES.name],
      specialties: [WRITER_MESSAGES.specialtyTooLong],
    })
    expect(WriterProfileSchema.safeParse({ ...profile, specialties: eleven.slice(0, 10) }).success).toBe(true)
  })

  it('merges chips and typed specialties without repeats, letter case aside', () => {
    expect(mergeSpecialties('Fintech', ' fintech , <Climate>,, ')).toEqual(['Fintech', 'Climate'])
    expect(mergeSpecialties(undefined, undefined)).toEqual([])
    expect(mergeSpecialties([42, 'SEO content'], 7)).toEqual(['SEO content'])
  })

  it('reads repeated chip fields from a submitted form', () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(profile)) form.set(key, value)
    form.append('specialties', 'Fintech')
    form.append('specialties', 'Healthcare')
    const submission = parseSubmission(form, WriterProfileSchema)
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value.specialties).toEqual(['Fintech', 'Healthcare'])
  })
})

const common = { accountHolder: 'Wren Writer', country: 'India' }

function payoutErrors(input: Record<string, unknown>) {
  const result = PayoutDetailsSchema.safeParse(input)
  if (result.success) throw new Error('expected the input to be refused')
  return fieldErrors(result.error)
}

describe('payout details schema', () => {
  it('needs a method', () => {
    expect(payoutErrors({ ...common }).method).toEqual([PAYOUT_MESSAGES.method])
    expect(payoutErrors({ ...common, method: 'cash' }).method).toEqual([PAYOUT_MESSAGES.method])
  })

  it('takes a UPI ID for UPI and drops the other methods’ fields', () => {
    expect(PayoutDetailsSchema.parse({ ...common, method: 'upi', upiId: 'wren@okbank', paypalEmail: 'x@y.co', bankName: 'B' })).toEqual({
      method: 'upi',
      ...common,
      upiId: 'wren@okbank',
      bankName: null,
      bankAccountNumber: null,
      bankRoutingCode: null,
      paypalEmail: null,
    })
    for (const upiId of ['', 'wren', 'wren@', '@bank', 'wren@ok bank']) {
      expect(payoutErrors({ ...common, method: 'upi', upiId }).upiId, upiId).toEqual([PAYOUT_MESSAGES.upiId])
    }
  })

  it('takes a bank name, account number and routing/IFSC/SWIFT code for a bank transfer, compacted', () => {
    const parsed = PayoutDetailsSchema.parse({
      ...common,
      method: 'bank',
      bankName: 'HDFC Bank',
      bankAccountNumber: '5010 0123-4567 89',
      bankRoutingCode: 'hdfc0001234',
    })
    expect(parsed).toMatchObject({
      bankName: 'HDFC Bank',
      bankAccountNumber: '50100123456789',
      bankRoutingCode: 'HDFC0001234',
      upiId: null,
    })
    expect(payoutErrors({ ...common, method: 'bank' })).toMatchObject({
      bankName: [PAYOUT_MESSAGES.bankName],
      bankAccountNumber: [PAYOUT_MESSAGES.bankAccountNumber],
      bankRoutingCode: [PAYOUT_MESSAGES.bankRoutingCode],
    })
    expect(
      payoutErrors({ ...common, method: 'bank', bankName: 'B', bankAccountNumber: '12', bankRoutingCode: '1234567890123' }),
    ).toMatchObject({
      bankAccountNumber: [PAYOUT_MESSAGES.bankAccountNumber],
      bankRoutingCode: [PAYOUT_MESSAGES.bankRoutingCode],
    })
  })

  it('takes a PayPal e-mail for PayPal', () => {
    expect(PayoutDetailsSchema.parse({ ...common, method: 'paypal', paypalEmail: 'Wren@Example.com' }).paypalEmail).toBe('wren@example.com')
    expect(payoutErrors({ ...common, method: 'paypal', paypalEmail: 'not-an-email' }).paypalEmail).toEqual([PAYOUT_MESSAGES.paypalEmail])
  })

  it('needs the account holder and the country for every method, with the method’s own messages at once', () => {
    expect(payoutErrors({ method: 'upi', accountHolder: '', country: '', upiId: '' })).toMatchObject({
      accountHolder: [PAYOUT_MESSAGES.accountHolder],
      country: [PAYOUT_MESSAGES.country],
      upiId: [PAYOUT_MESSAGES.upiId],
    })
  })
})
