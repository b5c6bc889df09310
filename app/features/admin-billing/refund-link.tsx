import { Link } from 'react-router'
import { formatMoney, type Currency } from '#app/domain/money.ts'

/** A transaction row's way to the refund page; screen readers hear which charge it refunds (`of`: "paid by Ada", "of Blog pack"). */
export function RefundLink({ row, of }: { row: { id: string; amountMinor: number; currency: Currency }; of: string }) {
  return (
    <Link to={`/dashboard/admin/billing/${row.id}/refund`} className="link text-sm whitespace-nowrap">
      Refund
      <span className="sr-only">
        {' '}
        {formatMoney(row.amountMinor, row.currency)} {of}
      </span>
    </Link>
  )
}
