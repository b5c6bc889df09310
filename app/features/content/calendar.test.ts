import { describe, expect, it } from 'vitest'
import { monthName, monthRange, monthWeeks } from './calendar.ts'

describe('the calendar month', () => {
  it('starts weeks on Monday and leaves days outside the month blank', () => {
    // November 2026 starts on a Sunday.
    const weeks = monthWeeks({ year: 2026, month: 11 })
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(weeks.flat().filter(Boolean)).toHaveLength(30)
  })

  it('fills a leap February that starts on a Tuesday', () => {
    const weeks = monthWeeks({ year: 2028, month: 2 })
    expect(weeks[0]).toEqual([null, '2028-02-01', '2028-02-02', '2028-02-03', '2028-02-04', '2028-02-05', '2028-02-06'])
    expect(weeks.flat().filter(Boolean).at(-1)).toBe('2028-02-29')
  })

  it('gives half-open ranges across years, and names the month', () => {
    expect(monthRange({ year: 2026, month: 12 })).toEqual({ from: '2026-12-01', to: '2027-01-01' })
    expect(monthName({ year: 2026, month: 12 })).toBe('December 2026')
  })
})
