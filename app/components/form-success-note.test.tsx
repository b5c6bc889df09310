import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormSuccessNote } from './forms.tsx'

const sent = { id: 'forgot', type: 'success', title: 'Password reset email sent' }

describe('FormSuccessNote', () => {
  it('says a listed form’s success as a status that can take focus', () => {
    const html = renderToStaticMarkup(<FormSuccessNote toast={sent} forms={['forgot', 'reset-password']} />)
    expect(html).toMatch(/^<div role="status" tabindex="-1"/)
    expect(html).toContain('Password reset email sent')
  })

  it('carries the toast’s description too', () => {
    const updated = { id: 'reset-password', type: 'success', title: 'Password updated', description: 'Log in with your new password.' }
    const html = renderToStaticMarkup(<FormSuccessNote toast={updated} forms={['reset-password']} />)
    expect(html).toContain('Password updated')
    expect(html).toContain('Log in with your new password.')
  })

  it('says nothing for another form’s toast, a refusal, or no toast', () => {
    expect(renderToStaticMarkup(<FormSuccessNote toast={sent} forms={['contact']} />)).toBe('')
    expect(renderToStaticMarkup(<FormSuccessNote toast={{ ...sent, type: 'error' }} forms={['forgot']} />)).toBe('')
    expect(renderToStaticMarkup(<FormSuccessNote toast={null} forms={['forgot']} />)).toBe('')
  })
})
