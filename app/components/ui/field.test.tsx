import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { characterCount, Field, TextareaField } from './field.tsx'

describe('characterCount', () => {
  it('stays out of the way until the text reaches 80% of its limit', () => {
    expect(characterCount(0, 300)).toBeNull()
    expect(characterCount(239, 300)).toBeNull()
    expect(characterCount(240, 300)).toEqual({ text: '240 / 300', over: false })
    expect(characterCount(300, 300)).toEqual({ text: '300 / 300', over: false })
  })

  it('says when the text is over its limit, with thousands separated', () => {
    expect(characterCount(1050, 1000)).toEqual({ text: '1,050 / 1,000', over: true })
  })
})

describe('Field and TextareaField with a limit', () => {
  it('show the count near the limit, tied to the control for screen readers, and set no maxLength', () => {
    const html = renderToStaticMarkup(<Field id="h" label="Headline" limit={300} value={'h'.repeat(250)} onChange={() => {}} />)
    expect(html).toContain('aria-describedby="h-count"')
    expect(html).toContain('<p id="h-count" data-testid="character-count"')
    expect(html).toContain('250 / 300<span class="sr-only"> characters</span>')
    expect(html).not.toContain('maxlength')
    expect(html).not.toContain('limit=')
  })

  it('show nothing while the text is short', () => {
    const html = renderToStaticMarkup(<TextareaField id="c" label="Content" limit={1000} value="short" onChange={() => {}} />)
    expect(html).not.toContain('character-count')
    expect(html).not.toContain('aria-describedby')
  })
})
