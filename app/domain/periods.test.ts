import { afterEach, describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  addDays,
  addPeriod,
  dayOf,
  dayStart,
  dueDay,
  dueStanding,
  dueText,
  daysInMonth,
  financialYearOf,
  firstOfMonth,
  firstOfNextMonth,
  isRealDay,
  monthOf,
  monthStart,
  periodContaining,
  pickBillingPeriod,
  shiftDay,
  shiftMonth,
  subscriptionMonth,
  utcMoment,
  weekdayOf,
} from './periods.ts'

const at = (iso: string) => new Date(iso)
const iso = (date: Date) => date.toISOString()
const window = ({ start, end }: { start: Date; end: Date }) => [iso(start), iso(end)]

describe('billing periods', () => {
  it('ends a month later at the same time of day', () => {
    expect(iso(addPeriod(at('2026-11-15T09:30:00Z'), 'monthly'))).toBe('2026-12-15T09:30:00.000Z')
    expect(iso(addPeriod(at('2026-11-15T09:30:00Z'), 'yearly'))).toBe('2027-11-15T09:30:00.000Z')
  })

  it("stops a start on the 31st at a shorter month's last day", () => {
    expect(iso(addPeriod(at('2027-01-31T12:00:00Z'), 'monthly'))).toBe('2027-02-28T12:00:00.000Z')
    expect(iso(addPeriod(at('2026-03-31T12:00:00Z'), 'monthly'))).toBe('2026-04-30T12:00:00.000Z')
    expect(iso(addPeriod(at('2026-08-31T12:00:00Z'), 'monthly'))).toBe('2026-09-30T12:00:00.000Z')
  })

  it('knows leap years: February 29 exists in 2028, not in 2027 or 2100', () => {
    expect(iso(addPeriod(at('2028-01-31T00:00:00Z'), 'monthly'))).toBe('2028-02-29T00:00:00.000Z')
    expect(iso(addPeriod(at('2028-02-29T00:00:00Z'), 'yearly'))).toBe('2029-02-28T00:00:00.000Z')
    expect(iso(addPeriod(at('2028-02-29T00:00:00Z'), 'yearly', 4))).toBe('2032-02-29T00:00:00.000Z')
    expect(iso(addPeriod(at('2100-01-31T00:00:00Z'), 'monthly'))).toBe('2100-02-28T00:00:00.000Z')
  })

  it('crosses the year boundary', () => {
    expect(iso(addPeriod(at('2026-12-31T23:59:59Z'), 'monthly'))).toBe('2027-01-31T23:59:59.000Z')
    expect(iso(addPeriod(at('2026-12-15T00:00:00Z'), 'monthly', 2))).toBe('2027-02-15T00:00:00.000Z')
    expect(iso(addPeriod(at('2027-01-15T00:00:00Z'), 'monthly', -1))).toBe('2026-12-15T00:00:00.000Z')
  })

  it('reads the period a query asks for: yearly in any case, else monthly', () => {
    expect(['yearly', 'YEARLY', 'Yearly'].map(pickBillingPeriod)).toEqual(['yearly', 'yearly', 'yearly'])
    expect([null, undefined, '', 'monthly', 'annual', 'yearlyish'].map(pickBillingPeriod)).toEqual(Array(6).fill('monthly'))
  })
})

describe('the period a moment falls in', () => {
  const anchor = at('2028-01-31T10:00:00Z')

  it('counts every boundary from the anchor, so month ends do not drift', () => {
    expect(window(periodContaining(anchor, 'monthly', at('2028-02-15T00:00:00Z')))).toEqual([
      '2028-01-31T10:00:00.000Z',
      '2028-02-29T10:00:00.000Z',
    ])
    expect(window(periodContaining(anchor, 'monthly', at('2028-03-05T00:00:00Z')))).toEqual([
      '2028-02-29T10:00:00.000Z',
      '2028-03-31T10:00:00.000Z',
    ])
    expect(window(periodContaining(anchor, 'monthly', at('2029-01-31T09:59:59Z')))).toEqual([
      '2028-12-31T10:00:00.000Z',
      '2029-01-31T10:00:00.000Z',
    ])
  })

  it('starts a period exactly at its boundary and ends it just before the next', () => {
    expect(window(periodContaining(anchor, 'monthly', at('2028-02-29T10:00:00Z')))[0]).toBe('2028-02-29T10:00:00.000Z')
    expect(window(periodContaining(anchor, 'monthly', at('2028-02-29T09:59:59.999Z')))[0]).toBe('2028-01-31T10:00:00.000Z')
  })

  it('finds yearly periods, and periods before the anchor', () => {
    expect(window(periodContaining(at('2028-02-29T00:00:00Z'), 'yearly', at('2030-01-01T00:00:00Z')))).toEqual([
      '2029-02-28T00:00:00.000Z',
      '2030-02-28T00:00:00.000Z',
    ])
    expect(window(periodContaining(anchor, 'monthly', at('2027-12-31T10:00:00Z')))).toEqual([
      '2027-12-31T10:00:00.000Z',
      '2028-01-31T10:00:00.000Z',
    ])
  })

  it('gives a monthly plan its billing period as its month', () => {
    const start = at('2026-11-15T08:00:00Z')
    const month = subscriptionMonth(start, at('2026-12-01T00:00:00Z'))
    expect(window(month)).toEqual([iso(start), iso(addPeriod(start, 'monthly'))])
  })

  it('splits a yearly plan into twelve months that cover its year exactly', () => {
    const start = at('2027-01-31T08:00:00Z')
    expect(window(subscriptionMonth(start, at('2027-06-15T00:00:00Z')))).toEqual(['2027-05-31T08:00:00.000Z', '2027-06-30T08:00:00.000Z'])
    const months = [] as { start: Date; end: Date }[]
    for (let moment = start; moment < addPeriod(start, 'yearly'); moment = months.at(-1)!.end) months.push(subscriptionMonth(start, moment))
    expect(months).toHaveLength(12)
    expect(months.at(-1)!.end).toEqual(addPeriod(start, 'yearly'))
    expect(months.map(({ start }) => dayOf(start))).toContain('2027-02-28')
  })
})

describe('business days', () => {
  // 2026-11-27 is a Friday.
  it('skips the weekend', () => {
    expect(iso(addBusinessDays(at('2026-11-27T16:00:00Z'), 1))).toBe('2026-11-30T16:00:00.000Z')
    expect(iso(addBusinessDays(at('2026-11-26T16:00:00Z'), 3))).toBe('2026-12-01T16:00:00.000Z')
    expect(iso(addBusinessDays(at('2026-11-23T09:00:00Z'), 5))).toBe('2026-11-30T09:00:00.000Z')
    expect(iso(addBusinessDays(at('2026-11-30T09:00:00Z'), -1))).toBe('2026-11-27T09:00:00.000Z')
  })

  it('counts from Monday when started on a weekend', () => {
    expect(iso(addBusinessDays(at('2026-11-28T10:00:00Z'), 1))).toBe('2026-11-30T10:00:00.000Z')
    expect(iso(addBusinessDays(at('2026-11-29T10:00:00Z'), 5))).toBe('2026-12-04T10:00:00.000Z')
  })

  it('crosses the year and a leap day', () => {
    expect(iso(addBusinessDays(at('2026-12-31T12:00:00Z'), 2))).toBe('2027-01-04T12:00:00.000Z')
    expect(iso(addBusinessDays(at('2028-02-28T12:00:00Z'), 1))).toBe('2028-02-29T12:00:00.000Z')
  })

  describe('on a machine whose local day is not the UTC day', () => {
    const zone = process.env.TZ
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    })

    it('still counts weekdays in UTC', () => {
      // Friday 23:30 UTC is Saturday in Kiritimati (UTC+14) and Friday afternoon in Honolulu.
      for (const tz of ['Pacific/Kiritimati', 'Pacific/Honolulu']) {
        process.env.TZ = tz
        expect(iso(addBusinessDays(at('2026-11-27T23:30:00Z'), 1)), tz).toBe('2026-11-30T23:30:00.000Z')
        expect(iso(addPeriod(at('2027-01-31T23:30:00Z'), 'monthly')), tz).toBe('2027-02-28T23:30:00.000Z')
        expect(dayOf(at('2026-11-27T23:30:00Z')), tz).toBe('2026-11-27')
      }
    })
  })
})

describe('days', () => {
  it('accepts only days the calendar has, written YYYY-MM-DD', () => {
    for (const day of ['2028-02-29', '2026-12-31', '2000-02-29', '2026-01-01']) expect(isRealDay(day), day).toBe(true)
    for (const day of [
      '2027-02-29',
      '2100-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-05',
      '2026-01-05T00:00',
      '',
    ])
      expect(isRealDay(day), day).toBe(false)
  })

  it('moves a day across month, year and leap-day boundaries', () => {
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29')
    expect(shiftDay('2027-02-28', 1)).toBe('2027-03-01')
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01')
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31')
    expect(shiftDay('2026-01-31', 30)).toBe('2026-03-02')
  })

  it('finds the first of the month and of the next one', () => {
    expect(firstOfMonth('2026-12-15')).toBe('2026-12-01')
    expect(firstOfMonth('2026-12-01')).toBe('2026-12-01')
    expect(firstOfNextMonth('2026-12-15')).toBe('2027-01-01')
    expect(firstOfNextMonth('2028-02-29')).toBe('2028-03-01')
  })

  it('turns a day into its first moment in UTC and back', () => {
    expect(iso(dayStart('2028-02-29'))).toBe('2028-02-29T00:00:00.000Z')
    expect(dayOf(at('2028-02-29T23:59:59.999Z'))).toBe('2028-02-29')
    expect(() => dayStart('2027-02-29')).toThrow(RangeError)
  })

  it('names the weekday, Monday first', () => {
    expect(weekdayOf('2026-11-30')).toBe(1)
    expect(weekdayOf('2026-11-29')).toBe(7)
  })

  it('moves a moment by whole days', () => {
    expect(iso(addDays(at('2028-02-28T18:00:00Z'), 1))).toBe('2028-02-29T18:00:00.000Z')
    expect(iso(addDays(at('2027-01-02T18:00:00Z'), -3))).toBe('2026-12-30T18:00:00.000Z')
  })

  it('reads a day and a time of day in UTC, refusing what the calendar or clock lacks', () => {
    expect(utcMoment('2028-02-29', '23:59:59')?.toISOString()).toBe('2028-02-29T23:59:59.000Z')
    expect(utcMoment('2026-12-31', '09:05')?.toISOString()).toBe('2026-12-31T09:05:00.000Z')
    expect(utcMoment('2027-02-29', '10:00')).toBeNull()
    expect(utcMoment('2026-12-31', '24:00')).toBeNull()
    expect(utcMoment('2026-12-31', '10:75')).toBeNull()
    expect(utcMoment('2026-12-31', '9:05')).toBeNull()
  })
})

describe('calendar months', () => {
  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 })
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
    expect(shiftMonth({ year: 2026, month: 3 }, -15)).toEqual({ year: 2024, month: 12 })
  })

  it('counts the days of each month, leap Februaries included', () => {
    expect(daysInMonth({ year: 2028, month: 2 })).toBe(29)
    expect(daysInMonth({ year: 2027, month: 2 })).toBe(28)
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29)
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28)
    expect(daysInMonth({ year: 2026, month: 4 })).toBe(30)
  })

  it('gives the UTC month of a moment and its first moment', () => {
    expect(monthOf(at('2026-12-31T23:59:59Z'))).toEqual({ year: 2026, month: 12 })
    expect(iso(monthStart({ year: 2027, month: 1 }))).toBe('2027-01-01T00:00:00.000Z')
  })
})

describe("India's financial year", () => {
  it('runs from 1 April to 31 March, India Standard Time', () => {
    expect(financialYearOf(at('2026-11-23T12:00:00Z'))).toBe('2026-27')
    expect(financialYearOf(at('2027-03-31T18:29:59Z'))).toBe('2026-27') // 23:59:59 IST on 31 March
    expect(financialYearOf(at('2027-03-31T18:30:00Z'))).toBe('2027-28') // 00:00 IST on 1 April
    expect(financialYearOf(at('2026-01-15T00:00:00Z'))).toBe('2025-26')
  })

  it('changes year on the Indian calendar, not the UTC one', () => {
    expect(financialYearOf(at('2026-12-31T18:30:00Z'))).toBe('2026-27') // 00:00 IST on 1 January 2027
    expect(financialYearOf(at('2028-02-29T20:00:00Z'))).toBe('2027-28') // 1 March 2028 in India
    expect(financialYearOf(at('2099-06-01T00:00:00Z'))).toBe('2099-00')
  })
})

describe('due dates', () => {
  // 2026-11-26 is a Thursday.
  it('counts the turnaround in business days, skipping weekends', () => {
    expect(dueDay(new Date('2026-11-26T10:00:00Z'), 4)).toBe('2026-12-02')
    expect(dueDay(new Date('2026-11-27T23:30:00Z'), 1)).toBe('2026-11-30')
    expect(dueDay(new Date('2026-11-28T09:00:00Z'), 1)).toBe('2026-11-30')
    expect(dueDay(new Date('2026-11-29T09:00:00Z'), 7)).toBe('2026-12-08')
  })

  it('crosses month and year ends, and February of a leap year', () => {
    expect(dueDay(new Date('2026-12-30T12:00:00Z'), 3)).toBe('2027-01-04')
    expect(dueDay(new Date('2028-02-25T12:00:00Z'), 2)).toBe('2028-02-29')
    expect(dueDay(new Date('2027-02-26T12:00:00Z'), 2)).toBe('2027-03-02')
    expect(dueDay(new Date('2026-10-30T12:00:00Z'), 5)).toBe('2026-11-06')
  })

  it("takes the founder's wanted-by day when it is later, never when it is earlier", () => {
    expect(dueDay(new Date('2026-11-26T10:00:00Z'), 4, '2026-12-15')).toBe('2026-12-15')
    expect(dueDay(new Date('2026-11-26T10:00:00Z'), 4, '2026-11-27')).toBe('2026-12-02')
    expect(dueDay(new Date('2026-11-26T10:00:00Z'), 4, '2026-12-02')).toBe('2026-12-02')
  })

  it('says where a due day stands in days, today, or overdue', () => {
    expect(dueText(dueStanding('2026-11-28', '2026-11-26'))).toBe('due in 2 days')
    expect(dueText(dueStanding('2026-11-27', '2026-11-26'))).toBe('due tomorrow')
    expect(dueText(dueStanding('2026-11-26', '2026-11-26'))).toBe('due today')
    expect(dueText(dueStanding('2026-11-25', '2026-11-26'))).toBe('overdue by 1 day')
    expect(dueText(dueStanding('2026-10-31', '2026-11-03'))).toBe('overdue by 3 days')
    expect(dueStanding('2028-03-01', '2028-02-28')).toEqual({ kind: 'upcoming', days: 2 })
  })
})

describe('the monthly windows of a yearly plan', () => {
  const start = new Date('2026-11-20T09:00:00Z')

  it('gives every month of the year its own window, from the day the plan began', () => {
    expect(window(subscriptionMonth(start, at('2026-11-20T09:00:00Z')))).toEqual(['2026-11-20T09:00:00.000Z', '2026-12-20T09:00:00.000Z'])
    expect(window(subscriptionMonth(start, at('2026-12-20T08:59:59Z')))).toEqual(['2026-11-20T09:00:00.000Z', '2026-12-20T09:00:00.000Z'])
    expect(window(subscriptionMonth(start, at('2026-12-20T09:00:00Z')))).toEqual(['2026-12-20T09:00:00.000Z', '2027-01-20T09:00:00.000Z'])
    expect(window(subscriptionMonth(start, at('2027-11-19T00:00:00Z')))).toEqual(['2027-10-20T09:00:00.000Z', '2027-11-20T09:00:00.000Z'])
  })
})
