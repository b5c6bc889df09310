import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RefusalLine, SubmitButton } from './forms.tsx'

describe('RefusalLine', () => {
  it('is one alert, marked as the refusal a form brings into view', () => {
    expect(renderToStaticMarkup(<RefusalLine id="login-error">Invalid email or password</RefusalLine>)).toBe(
      '<p id="login-error" data-refusal="true" class="rounded-xl bg-shock/10 px-4 py-3 text-sm font-medium text-shock-ink" role="alert">' +
        'Invalid email or password</p>',
    )
  })
})

describe('SubmitButton', () => {
  it('spans a phone screen, keeps its own width from sm up, and says what it is doing while its form is sent', () => {
    expect(
      renderToStaticMarkup(
        <SubmitButton busy={false} busyLabel="Saving…">
          Save profile
        </SubmitButton>,
      ),
    ).toBe('<button type="submit" class="btn-primary w-full sm:w-auto">Save profile</button>')
    expect(
      renderToStaticMarkup(
        <SubmitButton busy busyLabel="Saving…">
          Save profile
        </SubmitButton>,
      ),
    ).toBe('<button type="submit" class="btn-primary w-full sm:w-auto" disabled="">Saving…</button>')
  })

  it('is held, unchanged, while another form of the page is sent; the red one is for what cannot be undone', () => {
    expect(renderToStaticMarkup(<SubmitButton busy>Sign out of all other sessions</SubmitButton>)).toBe(
      '<button type="submit" class="btn-primary w-full sm:w-auto" disabled="">Sign out of all other sessions</button>',
    )
    expect(
      renderToStaticMarkup(
        <SubmitButton busy={false} tone="danger">
          Close my account
        </SubmitButton>,
      ),
    ).toBe('<button type="submit" class="btn-secondary border-shock text-shock-ink w-full sm:w-auto">Close my account</button>')
  })
})
