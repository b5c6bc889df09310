import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { DemoBanner } from './demo-banner.tsx'

function render() {
  const router = createMemoryRouter([{ path: '/', element: <DemoBanner /> }])
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('DemoBanner', () => {
  it('is a labelled region that says this is a demo with test accounts', () => {
    const html = render()
    expect(html).toMatch(/<section aria-label="Demo"/)
    expect(html).toContain('>Demo</strong>')
    expect(html).toContain('This is a demo with test accounts.')
  })

  it('links to the dev mailbox', () => {
    expect(render()).toMatch(/<a[^>]+href="\/dev\/mailbox"[^>]*>dev mailbox<\/a>/)
  })
})
