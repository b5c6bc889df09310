// The cards and lists of the dashboard overviews (writer and founder).
import { Link } from 'react-router'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { dateText } from '#app/utils/dates.ts'

/** Totals per currency, never added across currencies; nothing yet reads as the zero of `fallback`. */
export function moneyTotals(totals: { currency: Currency; amountMinor: number }[], fallback: Currency = 'USD') {
  if (totals.length === 0) return formatMoney(0, fallback)
  return totals.map((total) => formatMoney(total.amountMinor, total.currency)).join(' · ')
}

export function StatCard({ label, value, hint, to }: { label: string; value: string | number; hint?: string; to?: string }) {
  const body = (
    <>
      <p className="text-sm font-semibold text-ink-soft">{label}</p>
      <p className="mt-2 font-display text-3xl font-black break-words">{value}</p>
      {hint ? <p className="mt-1 text-sm text-ink-soft">{hint}</p> : null}
    </>
  )
  return (
    <li className="card p-5" data-testid="stat-card">
      {to ? (
        <Link to={to} className="block rounded-lg focus-visible:outline-3">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  )
}

export function StatGrid({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={label}>
      {children}
    </ul>
  )
}

export const shortDate = dateText
