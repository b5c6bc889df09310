// Writer onboarding's two forms (/writer-onboarding): the writer profile (step 1) and how the writer
// gets paid (step 2). One schema each, used by the page as people type and by the action for real.
import { z } from 'zod'
import { cleanLine, EMAIL_PATTERN, lineField, multilineField } from '#app/utils/validation.ts'
import { httpUrl } from './links.ts'

export const WRITER_PROFILE_FORM_ID = 'writer-profile'
export const PAYOUT_FORM_ID = 'writer-payout'

/** The spec's own words (§8 Writer onboarding) and the form's field messages. */
export const WRITER_MESSAGES = {
  signedOut: 'Please log in to continue',
  profileFailed: 'Failed to create profile',
  completeFailed: 'Failed to complete onboarding',
  profileCreated: "Profile created! Now let's set up your payment.",
  welcome: 'Welcome to the writer community!',
  profileFirst: 'Please create your writer profile first.',
  name: 'Please enter your full name',
  nameTooLong: 'Name must be at most 120 characters',
  bio: 'Please write a short professional bio',
  portfolio: 'Enter a full link starting with https:// (or leave it empty)',
  experience: 'Years of experience must be a whole number from 0 to 60',
  tooManySpecialties: `Choose at most 10 specialties`,
  specialtyTooLong: 'Keep each specialty under 40 characters',
} as const

export const PAYOUT_MESSAGES = {
  method: 'Choose how you want to be paid',
  accountHolder: "Enter the account holder's name",
  country: 'Enter your country',
  upiId: 'Enter a UPI ID like name@bank',
  bankName: 'Enter the name of your bank',
  bankAccountNumber: 'Enter the account number (4 to 34 letters or digits; an IBAN works too)',
  bankRoutingCode: 'Enter the routing number, IFSC or SWIFT code (6 to 11 letters or digits)',
  paypalEmail: 'Enter the email address of your PayPal account',
} as const

export const MAX_SPECIALTIES = 10
export const SPECIALTY_LIMIT = 40

/** The chips offered to every writer; they may add their own too. */
export const SUGGESTED_SPECIALTIES = [
  'LinkedIn ghostwriting',
  'Thought leadership',
  'B2B SaaS',
  'Fintech',
  'Healthcare',
  'E-commerce',
  'Blog articles',
  'PR & press releases',
  'Brand storytelling',
  'Technical writing',
  'Email marketing',
  'SEO content',
] as const

const asList = (value: unknown) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value])

/**
 * The chosen chips plus any typed in the "add your own" field (comma-separated, for browsers
 * without JavaScript), cleaned, without repeats (letter case aside), in the order given.
 */
export function mergeSpecialties(chosen: unknown, typed: unknown): string[] {
  const typedList = typeof typed === 'string' ? typed.split(',') : []
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of [...asList(chosen), ...typedList]) {
    if (typeof raw !== 'string') continue
    const value = cleanLine(raw)
    if (!value || seen.has(value.toLowerCase())) continue
    seen.add(value.toLowerCase())
    out.push(value)
  }
  return out
}

export const WriterProfileSchema = z
  .object({
    name: lineField().pipe(z.string().min(1, WRITER_MESSAGES.name).max(120, WRITER_MESSAGES.nameTooLong)),
    bio: multilineField().pipe(z.string().min(1, WRITER_MESSAGES.bio)),
    portfolioUrl: lineField()
      .refine((value) => value === '' || httpUrl(value) !== null, WRITER_MESSAGES.portfolio)
      .transform((value) => (value === '' ? null : httpUrl(value))),
    experienceYears: lineField()
      .refine((value) => value === '' || (/^\d{1,2}$/.test(value) && Number(value) <= 60), WRITER_MESSAGES.experience)
      .transform((value) => (value === '' ? null : Number(value))),
    specialties: z.unknown().optional(),
    customSpecialties: z.unknown().optional(),
  })
  .superRefine(
    (value, ctx) => {
      const merged = mergeSpecialties(value?.specialties, value?.customSpecialties)
      if (merged.length > MAX_SPECIALTIES)
        ctx.addIssue({ code: 'custom', path: ['specialties'], message: WRITER_MESSAGES.tooManySpecialties })
      if (merged.some((specialty) => specialty.length > SPECIALTY_LIMIT))
        ctx.addIssue({ code: 'custom', path: ['specialties'], message: WRITER_MESSAGES.specialtyTooLong })
    },
    // Checked even while the name or bio is still missing, so people see every message at once.
    { when: () => true },
  )
  .transform(({ specialties, customSpecialties, ...rest }) => ({ ...rest, specialties: mergeSpecialties(specialties, customSpecialties) }))
export type WriterProfileValues = z.output<typeof WriterProfileSchema>

export const PAYOUT_METHOD_CHOICES = [
  { value: 'bank', label: 'Bank transfer', hint: 'Any bank account: routing number, IFSC or SWIFT' },
  { value: 'upi', label: 'UPI', hint: 'India: paid to your UPI ID' },
  { value: 'paypal', label: 'PayPal', hint: 'Paid to your PayPal email' },
] as const
export type PayoutMethod = (typeof PAYOUT_METHOD_CHOICES)[number]['value']

const UPI_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/
const ACCOUNT_PATTERN = /^[A-Z0-9]{4,34}$/
const ROUTING_PATTERN = /^[A-Z0-9]{6,11}$/
/** Spaces and dashes people type inside numbers go; letters are upper-cased. */
const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()

const optionalLine = () => lineField().pipe(z.string().max(200))

/**
 * How a writer gets paid. Every method needs the account holder and the country; then the UPI
 * ID, the bank's name, account number and routing/IFSC/SWIFT code, or the PayPal e-mail. The
 * other methods' fields are dropped, so only what is used is stored.
 */
export const PayoutDetailsSchema = z
  .object({
    method: z.enum(['bank', 'upi', 'paypal'], { error: PAYOUT_MESSAGES.method }),
    accountHolder: lineField().pipe(z.string().min(2, PAYOUT_MESSAGES.accountHolder).max(200, PAYOUT_MESSAGES.accountHolder)),
    country: lineField().pipe(z.string().min(2, PAYOUT_MESSAGES.country).max(80, PAYOUT_MESSAGES.country)),
    upiId: optionalLine(),
    bankName: optionalLine(),
    bankAccountNumber: optionalLine(),
    bankRoutingCode: optionalLine(),
    paypalEmail: optionalLine(),
  })
  .superRefine(
    (value, ctx) => {
      const need = (ok: boolean, field: keyof typeof PAYOUT_MESSAGES) => {
        if (!ok) ctx.addIssue({ code: 'custom', path: [field], message: PAYOUT_MESSAGES[field] })
      }
      const text = (field: 'upiId' | 'bankName' | 'bankAccountNumber' | 'bankRoutingCode' | 'paypalEmail') =>
        typeof value[field] === 'string' ? value[field] : ''
      switch (value?.method) {
        case 'upi':
          need(UPI_PATTERN.test(text('upiId')), 'upiId')
          break
        case 'bank':
          need(text('bankName').length >= 2, 'bankName')
          need(ACCOUNT_PATTERN.test(compact(text('bankAccountNumber'))), 'bankAccountNumber')
          need(ROUTING_PATTERN.test(compact(text('bankRoutingCode'))), 'bankRoutingCode')
          break
        case 'paypal': {
          const email = text('paypalEmail').toLowerCase()
          need(email.length <= 254 && EMAIL_PATTERN.test(email), 'paypalEmail')
          break
        }
      }
    },
    // Checked even while the name or country is still missing, so people see every message at once.
    { when: ({ value }) => typeof (value as { method?: unknown } | undefined)?.method === 'string' },
  )
  .transform((value) => ({
    method: value.method,
    accountHolder: value.accountHolder,
    country: value.country,
    upiId: value.method === 'upi' ? value.upiId : null,
    bankName: value.method === 'bank' ? value.bankName : null,
    bankAccountNumber: value.method === 'bank' ? compact(value.bankAccountNumber) : null,
    bankRoutingCode: value.method === 'bank' ? compact(value.bankRoutingCode) : null,
    paypalEmail: value.method === 'paypal' ? value.paypalEmail.toLowerCase() : null,
  }))
export type PayoutDetailsValues = z.output<typeof PayoutDetailsSchema>

/** A writer's payout details as stored: read by the writer and by admins recording payouts, never by founders. */
export type PayoutDetails = {
  writerId: string
  method: PayoutMethod
  accountHolder: string
  country: string
  upiId: string | null
  bankName: string | null
  bankAccountNumber: string | null
  bankRoutingCode: string | null
  paypalEmail: string | null
  updatedAt: string
}
