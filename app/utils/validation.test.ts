import { describe, expect, it } from 'vitest'
import {
  fieldErrors,
  ForgotPasswordSchema,
  LoginSchema,
  passwordWeakness,
  ResetPasswordSchema,
  safeRedirect,
  sanitizeText,
  SignupSchema,
} from './validation.ts'

describe('sanitizeText', () => {
  it('trims, removes angle brackets and cuts to 1,000 characters', () => {
    expect(sanitizeText('  <b>Bold</b>  ')).toBe('bBold/b')
    expect(sanitizeText('x'.repeat(1500))).toHaveLength(1000)
    expect(sanitizeText(' <script>alert(1)</script> ')).toBe('scriptalert(1)/script')
  })
})

describe('SignupSchema', () => {
  const valid = { name: ' Ada ', email: ' Ada@Example.COM ', password: 'correct-horse', confirmPassword: 'correct-horse' }

  it('accepts a valid sign-up, trimming the name and lower-casing the e-mail', () => {
    expect(SignupSchema.parse(valid)).toMatchObject({ name: 'Ada', email: 'ada@example.com' })
  })

  it("says \"Passwords don't match\" under the confirmation", () => {
    const result = SignupSchema.safeParse({ ...valid, confirmPassword: 'other-horse' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!).confirmPassword).toEqual(["Passwords don't match"])
  })

  it('requires every field', () => {
    const result = SignupSchema.safeParse({ name: '', email: '', password: '', confirmPassword: '' })
    const errors = fieldErrors(result.error!)
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'email', 'name', 'password'])
  })

  it('strips angle brackets from the name', () => {
    expect(SignupSchema.parse({ ...valid, name: '<Ada>' }).name).toBe('Ada')
  })

  it('rejects an e-mail over 254 characters or without a domain', () => {
    expect(SignupSchema.safeParse({ ...valid, email: `${'a'.repeat(250)}@x.io` }).success).toBe(false)
    expect(SignupSchema.safeParse({ ...valid, email: 'ada@localhost' }).success).toBe(false)
  })

  it('rejects weak passwords with a reason', () => {
    const result = SignupSchema.safeParse({ ...valid, password: 'password', confirmPassword: 'password' })
    expect(fieldErrors(result.error!).password?.[0]).toMatch(/^Password is too weak/)
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

describe('LoginSchema and ForgotPasswordSchema', () => {
  it('need an e-mail and, for login, a password', () => {
    expect(LoginSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false)
    expect(ForgotPasswordSchema.safeParse({ email: 'not-an-email' }).success).toBe(false)
    expect(ForgotPasswordSchema.parse({ email: 'A@B.CO' }).email).toBe('a@b.co')
  })

  it('keeps redirectTo on this site', () => {
    expect(LoginSchema.parse({ email: 'a@b.co', password: 'x', redirectTo: '/thank-you' }).redirectTo).toBe('/thank-you')
    expect(LoginSchema.parse({ email: 'a@b.co', password: 'x', redirectTo: 'https://evil.test' }).redirectTo).toBe('/dashboard')
    expect(LoginSchema.parse({ email: 'a@b.co', password: 'x' }).redirectTo).toBe('/dashboard')
  })
})

describe('safeRedirect', () => {
  it('refuses protocol-relative and backslash tricks', () => {
    expect(safeRedirect('//evil.test')).toBe('/dashboard')
    expect(safeRedirect('/\\evil.test')).toBe('/dashboard')
    expect(safeRedirect('/admin?tab=billing')).toBe('/admin?tab=billing')
  })
})

describe('ResetPasswordSchema', () => {
  it('needs a token and matching passwords', () => {
    expect(ResetPasswordSchema.safeParse({ token: '', password: 'good-password', confirmPassword: 'good-password' }).success).toBe(false)
    const mismatch = ResetPasswordSchema.safeParse({ token: 't', password: 'good-password', confirmPassword: 'other-password' })
    expect(fieldErrors(mismatch.error!).confirmPassword).toEqual(["Passwords don't match"])
  })
})
