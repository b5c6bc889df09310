import { describe, expect, it } from 'vitest'
import { filtersQuery, parseBillingFilters } from './billing-filters.ts'

const parse = (query: string) => parseBillingFilters(new URLSearchParams(query))

describe('billing filters in the URL', () => {
  it('reads every filter and ignores blank ones', () => {
    expect(parse('status=paid&type=payout&currency=INR&from=2026-01-01&to=2026-01-31&page=3')).toEqual({
      ok: true,
      filters: { status: 'paid', type: 'payout', currency: 'INR', from: '2026-01-01', to: '2026-01-31', page: 3 },
    })
    expect(parse('status=&type=&currency=&from=&to=&page=')).toEqual({ ok: true, filters: { page: 1 } })
  })

  it('names each bad value in a message', () => {
    const result = parse('status=stolen&currency=EUR&from=2026-02-30&to=yesterday&page=-2')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.messages).toEqual([
      'Status must be one of: completed, paid, pending, failed, refunded.',
      'Currency must be one of: USD, INR.',
      'From is not a real date.',
      'To must be a date such as 2026-01-31.',
      'Page must be 1 or more.',
    ])
  })

  it('refuses a range that ends before it starts', () => {
    const result = parse('from=2026-03-01&to=2026-02-01')
    expect(!result.ok && result.messages).toEqual(['The start date must be on or before the end date.'])
  })

  it('writes filters back into a query string', () => {
    expect(filtersQuery({ status: 'paid', currency: 'USD' }, 2)).toBe('?status=paid&currency=USD&page=2')
    expect(filtersQuery({})).toBe('')
  })
})
