import { describe, expect, it } from 'vitest'
import { parseContentStatus } from './content.ts'

describe('a content status from a query string', () => {
  it('reads each status and nothing else', () => {
    expect(['draft', 'pending', 'approved', 'rejected'].map(parseContentStatus)).toEqual(['draft', 'pending', 'approved', 'rejected'])
    for (const value of [null, undefined, '', 'Pending', 'published', 'constructor', 'toString'])
      expect(parseContentStatus(value)).toBeNull()
  })
})
