import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import '#app/utils/validation.ts'
import { choiceField, dayField, dayRange, filterQuery, pageField, readFilters, searchField } from './list-filters.ts'
import { MAX_PAGE } from './pagination.ts'

const Schema = dayRange(
  z.object({
    colour: choiceField(['red', 'blue'] as const, 'Colour'),
    from: dayField('From'),
    to: dayField('To'),
    q: searchField(5),
    page: pageField(),
  }),
)
const KEYS = ['colour', 'from', 'to', 'q', 'page'] as const
const read = (query: string) => readFilters(Schema, KEYS, new URLSearchParams(query))

describe('a list filter read from the URL', () => {
  it('reads set values, and blank ones as no filter', () => {
    expect(read('colour=red&from=2026-01-01&to=2026-01-01&q=Ada&page=2')).toEqual({
      ok: true,
      filters: { colour: 'red', from: '2026-01-01', to: '2026-01-01', q: 'Ada', page: 2 },
    })
    expect(read('colour=&from=&to=&q=%20&page=')).toEqual({ ok: true, filters: { page: 1 } })
  })

  it('folds search text onto one line and cuts it to its limit', () => {
    expect(read('q=%20a%0A%09b%20%20cdefg')).toEqual({ ok: true, filters: { q: 'a b c', page: 1 } })
  })

  it('names every bad value once', () => {
    const result = read('colour=green&from=2026-02-30&to=soon&page=abc&q=x')
    expect(!result.ok && result.messages).toEqual([
      'Colour must be one of: red, blue.',
      'From is not a real date.',
      'To must be a date such as 2026-01-31.',
      'Page must be a whole number.',
    ])
  })

  it('refuses a range that ends before it starts, and pages outside 1 to the limit', () => {
    expect(read('from=2026-03-02&to=2026-03-01')).toEqual({
      ok: false,
      messages: ['The start date must be on or before the end date.'],
    })
    expect(read(`page=${MAX_PAGE + 1}`)).toEqual({ ok: false, messages: ['That page does not exist.'] })
    expect(read('page=0')).toEqual({ ok: false, messages: ['Page must be 1 or more.'] })
    expect(pageField(3).safeParse('4').success).toBe(false)
    expect(pageField(3).parse('3')).toBe(3)
  })

  it('writes the set filters back in the order given, with the page past the first', () => {
    expect(filterQuery({ q: 'a b', colour: 'red', from: '' }, ['colour', 'from', 'q'], 3)).toBe('?colour=red&q=a+b&page=3')
    expect(filterQuery({ colour: 'red' }, ['colour'], 1)).toBe('?colour=red')
    expect(filterQuery({}, ['colour'])).toBe('')
  })
})
