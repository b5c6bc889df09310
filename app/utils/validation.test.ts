import { describe, expect, it } from 'vitest'
import { cleanLine, cleanMultiline, cleanText, emailField, passwordWeakness, safeRedirect, sanitizeText } from './validation.ts'

describe('cleanText', () => {
  it('cleans like sanitizeText but keeps every character of a long text, for the form to say it is too long', () => {
    expect(cleanText(' <b>Bold</b>\u202E ')).toBe('bBold/b')
    expect(cleanText('x'.repeat(1500))).toHaveLength(1500)
  })
})

describe('sanitizeText', () => {
  it('trims, removes angle brackets and cuts to 1,000 characters', () => {
    expect(sanitizeText('  <b>Bold</b>  ')).toBe('bBold/b')
    expect(sanitizeText('x'.repeat(1500))).toHaveLength(1000)
    expect(sanitizeText(' <script>alert(1)</script> ')).toBe('scriptalert(1)/script')
  })
})

describe('passwordWeakness', () => {
  it('explains what is wrong', () => {
    expect(passwordWeakness('short')).toContain('at least 8 characters')
    expect(passwordWeakness('12345678')).toContain('most common')
    expect(passwordWeakness('aaaaaaaaaa')).toContain('repeats')
    expect(passwordWeakness('ada.lovelace', 'ada.lovelace@example.com')).toContain('email name')
    expect(passwordWeakness('x'.repeat(129))).toContain('too long')
    expect(passwordWeakness('demo-password')).toBeNull()
  })
})

describe('safeRedirect', () => {
  it('refuses protocol-relative and backslash tricks', () => {
    expect(safeRedirect('//evil.test')).toBe('/dashboard')
    expect(safeRedirect('/\\evil.test')).toBe('/dashboard')
    expect(safeRedirect('/admin?tab=billing')).toBe('/admin?tab=billing')
  })

  it('reads the path as a browser would, so a tab or newline cannot turn it into another host', () => {
    for (const trick of [
      '/\t/evil.example',
      '/\t\\evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      'https://evil.example',
      '/\\\\evil.example',
    ]) {
      expect(safeRedirect(trick), JSON.stringify(trick)).toBe('/dashboard')
    }
    // Whatever comes back is one clean path on this site: no control characters for a Location header.
    expect(safeRedirect('/checkout/growth?billing=yearly\n&x=1')).toBe('/checkout/growth?billing=yearly&x=1')
    expect(safeRedirect('/a\u0000b')).toBe('/a%00b')
    expect(safeRedirect(42)).toBe('/dashboard')
  })
})

describe('text cleaning', () => {
  it('removes control characters and the bidirectional overrides that reorder what a reader sees', () => {
    expect(sanitizeText('Ada\u202Egnp.exe')).toBe('Adagnp.exe')
    expect(sanitizeText('a\u0000b\u0007c\u009bd\u2066e\u2069\ufeff')).toBe('abcde')
    expect(cleanLine('New\r\nBcc: x@y.z\u2028next')).toBe('New Bcc: x@y.z next')
    expect(cleanMultiline('one\r\ntwo\u2028three\u0000')).toBe('one\ntwo\nthree')
  })
})

describe('emailField', () => {
  it('is the one e-mail rule: trimmed, lower-cased, one plain mailbox with a dotted domain, at most 254 characters', () => {
    const email = emailField()
    expect(email.parse('  Ada@Example.COM ')).toBe('ada@example.com')
    for (const bad of ['ada@localhost', 'a b@x.io', 'a@b\u0000.io', '"a"@x.io', 'a@x.io,b@y.io', `${'a'.repeat(250)}@x.io`, '']) {
      expect(email.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})
