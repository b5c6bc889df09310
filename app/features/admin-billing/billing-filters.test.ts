import { describe, expect, it } from 'vitest'
import { filtersQuery, parseBillingFilters, splitIntoMonths } from './billing-filters.ts'

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

describe('a date range as whole months and ragged days', () => {
  it('reads an open range from the months alone', () => {
    expect(splitIntoMonths({ from: null, to: null })).toEqual({ months: { from: null, before: null }, days: [] })
  })

  it('keeps the days before the first whole month and after the last', () => {
    expect(splitIntoMonths({ from: '2026-01-15', to: '2026-04-10' })).toEqual({
      months: { from: '2026-02-01', before: '2026-04-01' },
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    })
    expect(splitIntoMonths({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      months: { from: '2026-03-01', before: '2026-04-01' },
      days: [],
    })
    expect(splitIntoMonths({ from: '2025-12-02', to: null })).toEqual({
      months: { from: '2026-01-01', before: null },
      days: [{ from: '2025-12-02', to: '2025-12-31' }],
    })
    expect(splitIntoMonths({ from: null, to: '2024-02-28' })).toEqual({
      months: { from: null, before: '2024-02-01' },
      days: [{ from: '2024-02-01', to: '2024-02-28' }],
    })
    expect(splitIntoMonths({ from: null, to: '2024-02-29' })).toEqual({ months: { from: null, before: '2024-03-01' }, days: [] })
  })

  it('reads a range without a whole month from the days alone', () => {
    expect(splitIntoMonths({ from: '2026-03-02', to: '2026-03-30' })).toEqual({
      months: null,
      days: [{ from: '2026-03-02', to: '2026-03-30' }],
    })
    expect(splitIntoMonths({ from: '2026-03-20', to: '2026-04-10' })).toEqual({
      months: null,
      days: [{ from: '2026-03-20', to: '2026-04-10' }],
    })
    expect(splitIntoMonths({ from: '2026-12-31', to: '2026-12-31' })).toEqual({
      months: null,
      days: [{ from: '2026-12-31', to: '2026-12-31' }],
    })
  })

  it('covers every day of any range exactly once', () => {
    const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
    const daysOf = (from: string, until: (day: string) => boolean) => {
      const list: string[] = []
      for (let day = from; until(day); day = plusDays(day, 1)) list.push(day)
      return list
    }
    for (let offset = 0; offset < 430; offset += 7)
      for (const length of [0, 1, 27, 28, 30, 31, 45, 61, 200]) {
        const range = { from: plusDays('2023-11-01', offset), to: plusDays('2023-11-01', offset + length) }
        const { months, days } = splitIntoMonths(range)
        const covered = days.flatMap((part) => daysOf(part.from!, (day) => day <= part.to!))
        if (months) {
          expect(months.from!.endsWith('-01') && months.before!.endsWith('-01')).toBe(true)
          covered.push(...daysOf(months.from!, (day) => day < months.before!))
        }
        expect(covered.sort()).toEqual(daysOf(range.from, (day) => day <= range.to))
      }
  })
})
