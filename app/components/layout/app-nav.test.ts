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
