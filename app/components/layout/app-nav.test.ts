import { describe, expect, it } from 'vitest'
import { appNavFor } from './app-nav.ts'

const SIDEBARS = {
  admin: appNavFor(['admin']),
  writer: appNavFor(['writer']),
  founder: appNavFor(['founder']),
  'signed out': appNavFor(null),
  'without a role': appNavFor([]),
}

describe('the sidebar', () => {
  for (const [who, sections] of Object.entries(SIDEBARS)) {
    it(`gives every item its own icon (${who})`, () => {
      const labelsByIcon = new Map<string, string[]>()
      for (const item of sections.flatMap((section) => section.items)) {
        labelsByIcon.set(item.icon, [...(labelsByIcon.get(item.icon) ?? []), item.label])
      }
      const shared = [...labelsByIcon].filter(([, labels]) => labels.length > 1)
      expect(shared).toEqual([])
    })
  }
})

const itemsOf = (sections: ReturnType<typeof appNavFor>) => sections.flatMap((section) => section.items)
const workspaceOf = (sections: ReturnType<typeof appNavFor>) => sections[0]!.items.map((item) => item.label)

describe('the pages beyond the spec’s tabs', () => {
  it('offers founders "Request a piece" beside Content Review, and no one else', () => {
    expect(itemsOf(SIDEBARS.founder)).toContainEqual(expect.objectContaining({ to: '/dashboard/request', label: 'Request a piece' }))
    expect(workspaceOf(SIDEBARS.founder).indexOf('Request a piece')).toBe(workspaceOf(SIDEBARS.founder).indexOf('Content Review') + 1)
    for (const who of ['admin', 'writer', 'signed out', 'without a role'] as const) {
      expect(
        itemsOf(SIDEBARS[who]).map((item) => item.to),
        who,
      ).not.toContain('/dashboard/request')
    }
  })

  it('offers Notifications to everyone signed in, whatever their role, and not to a visitor', () => {
    for (const who of ['admin', 'writer', 'founder', 'without a role'] as const) {
      expect(itemsOf(SIDEBARS[who]), who).toContainEqual(
        expect.objectContaining({ to: '/dashboard/notifications', label: 'Notifications' }),
      )
    }
    expect(itemsOf(SIDEBARS['signed out']).map((item) => item.to)).not.toContain('/dashboard/notifications')
  })

  it('keeps the spec’s tabs of each dashboard, with their words and in their order', () => {
    const spec = {
      admin: ['Overview', 'Writer Assignments', 'Coupon Codes', 'Pricing', 'Billing'],
      writer: ['Assignments', 'My Content', 'Earnings'],
      founder: ['Content Review', 'Writers', 'Billing'],
    } as const
    for (const [role, tabs] of Object.entries(spec) as [keyof typeof spec, readonly string[]][]) {
      const labels = workspaceOf(SIDEBARS[role])
      expect(
        labels.filter((label) => tabs.includes(label)),
        role,
      ).toEqual(tabs)
    }
  })
})
