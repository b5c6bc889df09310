import { describe, expect, it } from 'vitest'
import { ageText, boardColumns, boardHref, newestFirst, parseBoardFilters } from './content-board.ts'

const parse = (query: string) => parseBoardFilters(new URLSearchParams(query))

describe("the admin's board filters", () => {
  it('reads every filter from the URL', () => {
    expect(parse('founder=demo-founder&writer=demo-writer&type=blog&state=requested&due=overdue&q=pricing&page=3')).toEqual({
      founder: 'demo-founder',
      writer: 'demo-writer',
      type: 'blog',
      state: 'requested',
      due: 'overdue',
      q: 'pricing',
      founderQ: '',
      writerQ: '',
      page: 3,
    })
  })

  it('drops values it does not know instead of failing', () => {
    expect(parse('type=poem&state=lost&due=someday&founder=%27%3B+drop&page=-2')).toMatchObject({
      type: null,
      state: null,
      due: null,
      founder: null,
      page: 1,
    })
  })

  it('cleans and caps a title search', () => {
    const filters = parse(`q=${encodeURIComponent('  launch\n\tplan  ')}&founderQ=${'x'.repeat(500)}`)
    expect(filters.q).toBe('launch plan')
    expect(filters.founderQ).toHaveLength(100)
  })

  it('shows every state in flow order, or the states a due filter can find', () => {
    expect(boardColumns({ state: null, due: null })).toEqual(['requested', 'draft', 'pending', 'rejected', 'approved', 'cancelled'])
    expect(boardColumns({ state: null, due: 'overdue' })).toEqual(['requested', 'draft'])
    expect(boardColumns({ state: null, due: 'review-late' })).toEqual(['pending'])
    expect(boardColumns({ state: 'draft', due: null })).toEqual(['draft'])
  })

  it('finds nothing for a state the due filter rules out', () => {
    expect(boardColumns({ state: 'approved', due: 'overdue' })).toEqual([])
  })

  it('orders finished work newest first and work in flight oldest first', () => {
    expect(newestFirst('approved')).toBe(true)
    expect(newestFirst('cancelled')).toBe(true)
    expect(newestFirst('requested')).toBe(false)
    expect(newestFirst('pending')).toBe(false)
  })

  it('builds the URL of a filtered board, without empty filters or page 1', () => {
    expect(boardHref()).toBe('/dashboard/admin/content')
    expect(boardHref({ due: 'overdue', q: '', page: 1 })).toBe('/dashboard/admin/content?due=overdue')
    expect(boardHref({ state: 'requested', founder: 'f-1', page: 2 })).toBe('/dashboard/admin/content?founder=f-1&state=requested&page=2')
  })

  it('says how long a piece has been in its state in whole days', () => {
    const now = new Date('2026-11-26T12:00:00Z')
    expect(ageText('2026-11-26T01:00:00Z', now)).toBe('today')
    expect(ageText('2026-11-25T11:00:00Z', now)).toBe('1 day')
    expect(ageText(new Date('2026-11-14T12:00:00Z'), now)).toBe('12 days')
  })
})
