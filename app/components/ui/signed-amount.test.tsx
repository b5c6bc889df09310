import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SignedAmount } from './signed-amount.tsx'

describe('SignedAmount', () => {
  it('shows money back with a true minus sign and says "minus" to a screen reader', () => {
    const html = renderToStaticMarkup(<SignedAmount minor={4000} currency="USD" negative />)
    expect(html).toContain('<span class="sr-only">minus </span><span aria-hidden="true">\u2212</span>$40')
    expect(html).not.toContain('-$40')
  })

  it('shows other amounts as they are', () => {
    expect(renderToStaticMarkup(<SignedAmount minor={4050} currency="USD" negative={false} />)).toBe('$40.50')
  })
})
