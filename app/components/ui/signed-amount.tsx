import { formatMoney, type Currency } from '#app/domain/money.ts'

/**
 * An amount in a list; money back reads "−$40" (a true minus sign) and is announced "minus $40":
 * the sign is shown to the eye and spelled out for a screen reader, which may skip or misread it.
 */
export function SignedAmount({ minor, currency, negative }: { minor: number; currency: Currency; negative: boolean }) {
  const amount = formatMoney(minor, currency)
  if (!negative) return <>{amount}</>
  return (
    <span className="whitespace-nowrap" data-testid="negative-amount">
      <span className="sr-only">minus </span>
      <span aria-hidden="true">{'\u2212'}</span>
      {amount}
    </span>
  )
}
