import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CardSection, SettingsPanel } from './card-section.tsx'

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

  it('puts its description under the heading, and wears a red edge for an action that cannot be undone', () => {
    const html = renderToStaticMarkup(
      <CardSection id="close-heading" title="Close my account" description="This cannot be undone." tone="danger">
        <form />
      </CardSection>,
    )
    expect(html).toBe(
      '<section aria-labelledby="close-heading" class="card border-shock/40 sm:p-8">' +
        '<h2 id="close-heading" class="font-display text-xl font-black">Close my account</h2>' +
        '<p class="mt-1 text-ink-soft">This cannot be undone.</p><form></form></section>',
    )
  })
})

describe('SettingsPanel', () => {
  it('is a CardSection with its body spaced the one way every settings panel is', () => {
    const html = renderToStaticMarkup(
      <SettingsPanel id="sessions-heading" title="Sessions" description="Every browser where your account is signed in.">
        <ul />
        <form />
      </SettingsPanel>,
    )
    expect(html).toBe(
      '<section aria-labelledby="sessions-heading" class="card sm:p-8">' +
        '<h2 id="sessions-heading" class="font-display text-xl font-black">Sessions</h2>' +
        '<p class="mt-1 text-ink-soft">Every browser where your account is signed in.</p>' +
        '<div class="mt-6 space-y-5"><ul></ul><form></form></div></section>',
    )
  })
})
