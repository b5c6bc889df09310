import { describe, expect, it } from 'vitest'
import { parseContentStatus, revisionRoundText } from './content.ts'

describe('a content status from a query string', () => {
  it('reads each status and nothing else', () => {
    expect(['draft', 'pending', 'approved', 'rejected'].map(parseContentStatus)).toEqual(['draft', 'pending', 'approved', 'rejected'])
    for (const value of [null, undefined, '', 'Pending', 'published', 'constructor', 'toString'])
      expect(parseContentStatus(value)).toBeNull()
  })
})

describe('where a piece stands against its revision rounds', () => {
  it('says a first version has no revisions yet, with the rounds the plan includes', () => {
    expect(revisionRoundText(0, 3)).toBe('No revisions yet, 3 rounds included')
    expect(revisionRoundText(0, 1)).toBe('No revisions yet, 1 round included')
    expect(revisionRoundText(0, null)).toBe('No revisions yet, unlimited rounds included')
  })

  it('counts a revised piece’s round against the limit', () => {
    expect(revisionRoundText(1, 3)).toBe('Revision round 1 of 3')
    expect(revisionRoundText(2, null)).toBe('Revision round 2 (unlimited)')
  })
})
