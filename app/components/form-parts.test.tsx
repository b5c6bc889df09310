import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RefusalLine } from './forms.tsx'

describe('RefusalLine', () => {
  it('is one alert, marked as the refusal a form brings into view', () => {
    expect(renderToStaticMarkup(<RefusalLine id="login-error">Invalid email or password</RefusalLine>)).toBe(
      '<p id="login-error" data-refusal="true" class="rounded-xl bg-shock/10 px-4 py-3 text-sm font-medium text-shock-ink" role="alert">' +
        'Invalid email or password</p>',
    )
  })
})
