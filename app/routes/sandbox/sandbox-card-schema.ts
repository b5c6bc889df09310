// The sandbox billing portal's card form, checked by the page as the founder types and by its action.
// A test card: any number that passes the Luhn check (4242 4242 4242 4242 does), an expiry not in the past.
import { z } from 'zod'
import { lineField } from '#app/utils/validation.ts'

export const SANDBOX_CARD_FORM_ID = 'sandbox-card'

/** The Luhn check digit rule every card number follows. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** MM/YY still valid in `now`'s month (a card works to the end of its expiry month). */
export function expiryInFuture(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number]
  return 2000 + year > now.getUTCFullYear() || (2000 + year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
}

export const SandboxCardSchema = z.object({
  intent: z.literal('save-card', { error: 'Choose Save card.' }),
  cardNumber: lineField()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'Enter a card number', abort: true })
        .regex(/^\d{12,19}$/, { error: 'Enter the 12 to 19 digits of the card number', abort: true })
        .refine(passesLuhn, 'This card number is not valid; check the digits'),
    ),
  expiry: lineField()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'Enter the expiry date', abort: true })
        .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'Enter the expiry as MM/YY', abort: true })
        .refine((value) => expiryInFuture(value), 'This card has expired'),
    ),
})
