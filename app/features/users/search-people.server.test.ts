import { describe, expect, it } from 'vitest'
import { ACCOUNT_ID, cleanQuery } from './search-people.server.ts'

describe('searching people', () => {
  it('cleans what was typed into one short line', () => {
    expect(cleanQuery('  Wren\n\u0000 Writer\t')).toBe('Wren Writer')
    expect(cleanQuery('x'.repeat(500))).toHaveLength(100)
    expect(cleanQuery(null)).toBe('')
  })

  it('knows what an account id looks like', () => {
    expect(ACCOUNT_ID.test('demo-writer-2')).toBe(true)
    expect(ACCOUNT_ID.test('t-aBOq7EFgmIjR_x')).toBe(true)
    expect(ACCOUNT_ID.test('a\u0000b')).toBe(false)
    expect(ACCOUNT_ID.test('')).toBe(false)
  })
})
