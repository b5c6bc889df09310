import { describe, expect, it } from 'vitest'
import { isActivePath } from './plain-links.tsx'

describe('the current page in the sidebar (NavLink’s rule)', () => {
  it('marks an `end` item on its own path only', () => {
    expect(isActivePath('/dashboard', '/dashboard', true)).toBe(true)
    expect(isActivePath('/dashboard/billing', '/dashboard', true)).toBe(false)
  })

  it('marks other items on their path and the paths under it, not on a longer name', () => {
    expect(isActivePath('/dashboard/content', '/dashboard/content')).toBe(true)
    expect(isActivePath('/dashboard/content/abc/edit', '/dashboard/content')).toBe(true)
    expect(isActivePath('/dashboard/content-new', '/dashboard/content')).toBe(false)
    expect(isActivePath('/dashboard/admin', '/dashboard/admin/content')).toBe(false)
  })

  it('ignores case, as NavLink does unless told otherwise', () => {
    expect(isActivePath('/Dashboard/Billing', '/dashboard/billing')).toBe(true)
  })
})
