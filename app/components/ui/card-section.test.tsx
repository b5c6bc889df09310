import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CardSection } from './card-section.tsx'

describe('CardSection', () => {
  it('is a section named by its heading, with its content after it', () => {
    const html = renderToStaticMarkup(
      <CardSection id="payouts-heading" title="Payouts" testId="payouts">
        <p>No payouts recorded yet.</p>
      </CardSection>,
    )
    expect(html).toBe(
      '<section aria-labelledby="payouts-heading" class="card sm:p-8" data-testid="payouts">' +
        '<h2 id="payouts-heading" class="font-display text-xl font-black">Payouts</h2><p>No payouts recorded yet.</p></section>',
    )
  })

  it('puts what stands beside the heading in one wrapping row with it', () => {
    const html = renderToStaticMarkup(
      <CardSection id="history-heading" title="Billing history" aside={<p>Total paid: $10.00</p>}>
        <p>rows</p>
      </CardSection>,
    )
    expect(html).toContain(
      '<div class="flex flex-wrap items-baseline justify-between gap-3"><h2 id="history-heading" class="font-display text-xl font-black">Billing history</h2><p>Total paid: $10.00</p></div><p>rows</p>',
    )
  })
})
