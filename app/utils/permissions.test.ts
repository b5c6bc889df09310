import { describe, expect, it } from 'vitest'
import { hasPermission, hasRole, primaryRole } from './permissions.ts'

describe('role helpers', () => {
  it('tests membership of the role rows', () => {
    expect(hasRole(['founder', 'writer'], 'writer')).toBe(true)
    expect(hasRole(['founder'], 'admin')).toBe(false)
    expect(hasRole([], 'founder')).toBe(false)
  })

  it('maps roles to permissions', () => {
    expect(hasPermission(['admin'], 'manage:pricing')).toBe(true)
    expect(hasPermission(['writer'], 'manage:pricing')).toBe(false)
    expect(hasPermission(['founder'], 'review:content:own')).toBe(true)
    expect(hasPermission(['founder', 'writer'], 'create:content:own')).toBe(true)
  })

  it('picks the dashboard view: admin, then writer, then founder, else none', () => {
    expect(primaryRole(['founder', 'admin'])).toBe('admin')
    expect(primaryRole(['founder', 'writer'])).toBe('writer')
    expect(primaryRole(['founder'])).toBe('founder')
    expect(primaryRole([])).toBeNull()
  })
})

describe('the role switch', () => {
  it('uses the role a user switched to only when they hold it', () => {
    expect(primaryRole(['admin', 'writer'], 'writer')).toBe('writer')
    expect(primaryRole(['founder'], 'admin')).toBe('founder')
    expect(primaryRole(['founder', 'writer'], 'nonsense')).toBe('writer')
  })
})
