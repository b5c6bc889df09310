import { describe, expect, it } from 'vitest'
import { monthRange, monthWeeks, shiftMonth } from './calendar.ts'

describe('the calendar month', () => {
  it('starts weeks on Monday and leaves days outside the month blank', () => {
    // November 2026 starts on a Sunday.
    const weeks = monthWeeks({ year: 2026, month: 11 })
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(weeks.flat().filter(Boolean)).toHaveLength(30)
  })

  it('moves across years and gives half-open ranges', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
    expect(monthRange({ year: 2026, month: 12 })).toEqual({ from: '2026-12-01', to: '2027-01-01' })
  })
})
