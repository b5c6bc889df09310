import { createContext, useContext, useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { RefusalLine } from '#app/components/forms.tsx'
import { COUPON_MESSAGES } from './coupon-schema.ts'
import { dateTimeText } from '#app/utils/dates.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'

export type CouponRow = {
  id: string
  code: string
  discount: string
  currentUsage: number
  /** Payments that arrived after the coupon was used up: honoured, but not counted as uses. */
  overLimitUses: number
  maxUsageLimit: number | null
  expiryDate: string | null
  expired: boolean
  usedUp: boolean
  applicableTo: string[]
  isActive: boolean
  createdAt: string
}

const AUDIENCE = { founder: 'Founders', writer: 'Writers' } as Record<string, string>

const COLUMNS: Column<CouponRow>[] = [
  {
    key: 'coupon',
    header: 'Coupon',
    rowHeader: true,
    cell: (coupon) => (
      <>
        <span className="block font-mono text-base font-bold break-all">{coupon.code}</span>
        <span className="block">
          {coupon.discount} off · {coupon.applicableTo.map((who) => AUDIENCE[who] ?? who).join(' and ')}
        </span>
        <span className={`block ${coupon.expired ? 'font-semibold text-shock-ink' : 'text-ink-soft'}`}>
          {coupon.expiryDate ? (
            <>
              {coupon.expired ? 'Expired' : 'Expires'} <time dateTime={coupon.expiryDate}>{dateTimeText(coupon.expiryDate)}</time>
            </>
          ) : (
            'No expiry'
          )}
        </span>
      </>
    ),
  },
  {
    key: 'usage',
    header: 'Usage',
    className: 'tabular-nums',
    cell: (coupon) => (
      <>
        <span className="whitespace-nowrap" data-testid="coupon-usage">
          {coupon.currentUsage} / {coupon.maxUsageLimit ?? '∞'}
          {coupon.maxUsageLimit === null ? <span className="sr-only"> (no limit)</span> : null}
        </span>
        {coupon.usedUp ? (
          <span className="mt-1 block w-fit rounded-full bg-shock/10 px-2 py-0.5 text-xs font-bold text-shock-ink">Used up</span>
        ) : null}
        {coupon.overLimitUses > 0 ? (
          <span className="mt-1 block text-xs font-semibold text-shock-ink" data-testid="coupon-over-limit">
            {coupon.overLimitUses} over limit
          </span>
        ) : null}
      </>
    ),
  },
  { key: 'active', header: 'Active', cell: (coupon) => <ActiveSwitch coupon={coupon} /> },
]

/** Where a switch reports how its last change went: the refusal's message, or null once a change is under way. */
const ToggleOutcome = createContext<(refusal: string | null) => void>(() => {})

/**
 * The coupons, newest first (spec §2): usage against its limit, expiry, audience and an active switch.
 * A refused switch is said once, above the list: the same line a browser without JavaScript shows
 * there (`refusal`, the page's action answer), never as a toast.
 */
export function CouponList({ coupons, refusal }: { coupons: CouponRow[]; refusal: string | null | undefined }) {
  const [switchRefusal, setSwitchRefusal] = useState<string | null>(null)
  const message = switchRefusal ?? refusal
  return (
    <ToggleOutcome.Provider value={setSwitchRefusal}>
      {message ? (
        <div className="mt-2">
          <RefusalLine>
            {COUPON_MESSAGES.toggleFailed}: {message}
          </RefusalLine>
        </div>
      ) : null}
      <CouponTable coupons={coupons} />
    </ToggleOutcome.Provider>
  )
}

function CouponTable({ coupons }: { coupons: CouponRow[] }) {
  return (
    <DataTable
      rows={coupons}
      columns={COLUMNS}
      rowKey={(coupon) => coupon.id}
      caption="Coupon codes, newest first"
      rowTestId={(coupon) => `coupon-${coupon.code}`}
      empty="No coupon codes yet. Create the first one above."
      className="mt-4"
    />
  )
}

/** A switch that asks for the state it shows next (not a flip); it shows the asked-for state while the server answers. */
function ActiveSwitch({ coupon }: { coupon: CouponRow }) {
  const fetcher = useFetcher<{ error?: string }>({ key: `coupon-${coupon.id}` })
  const report = useContext(ToggleOutcome)
  const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined
  useEffect(() => {
    if (fetcher.state === 'submitting') report(null)
    else if (error) report(error)
  }, [report, error, fetcher.state, fetcher.data])
  const pending = fetcher.formData?.get('active')
  const active = pending === 'true' ? true : pending === 'false' ? false : coupon.isActive
  return (
    <fetcher.Form method="post" className="flex items-center gap-3">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="couponId" value={coupon.id} />
      <input type="hidden" name="active" value={String(!active)} />
      <button
        type="submit"
        role="switch"
        aria-checked={active}
        aria-label={`Active: ${coupon.code}`}
        disabled={fetcher.state !== 'idle'}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-shock-ink disabled:opacity-70 ${
          active ? 'border-ink bg-ink' : 'border-ink/40 bg-white'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full transition ${active ? 'translate-x-5 bg-lime' : 'translate-x-0.5 bg-ink/50'}`}
        />
      </button>
      <span className="text-xs font-semibold text-ink-soft" aria-hidden="true">
        {active ? 'On' : 'Off'}
      </span>
    </fetcher.Form>
  )
}
