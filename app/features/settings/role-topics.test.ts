import { describe, expect, it } from 'vitest'
import { topicsFor } from './role-topics.ts'

describe('the notification topics a role can receive', () => {
  it('offers founders billing but not payouts, and writers payouts but not billing', () => {
    expect(topicsFor(['founder'])).toEqual(['reviews', 'comments', 'reminders', 'billing'])
    expect(topicsFor(['writer'])).toEqual(['reviews', 'comments', 'reminders', 'payouts'])
  })

  it('offers admins what the team is told about', () => {
    expect(topicsFor(['admin'])).toEqual(['reviews', 'reminders'])
  })

  it('offers a person with several roles every topic of each, once, in order', () => {
    expect(topicsFor(['writer', 'founder'])).toEqual(['reviews', 'comments', 'reminders', 'billing', 'payouts'])
    expect(topicsFor([])).toEqual([])
  })
})
