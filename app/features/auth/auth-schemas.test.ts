import { describe, expect, it } from 'vitest'
import { fieldErrors } from '#app/utils/validation.ts'
import { ForgotPasswordSchema, LoginSchema, ResetPasswordSchema, SignupSchema } from './auth-schemas.ts'

describe('SignupSchema', () => {
  const valid = { name: ' Ada ', email: ' Ada@Example.COM ', password: 'correct-horse', confirmPassword: 'correct-horse' }

  it('accepts a valid sign-up, trimming the name and lower-casing the e-mail', () => {
    expect(SignupSchema.parse(valid)).toMatchObject({ name: 'Ada', email: 'ada@example.com' })
  })

  it('says "Passwords don\'t match" under the confirmation', () => {
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

  it('keeps where the person was going only when it is a path on this site', () => {
    expect(SignupSchema.parse(valid).redirectTo).toBeNull()
    expect(SignupSchema.parse({ ...valid, redirectTo: '/onboarding?role=writer' }).redirectTo).toBe('/onboarding?role=writer')
    expect(SignupSchema.parse({ ...valid, redirectTo: '//evil.example' }).redirectTo).toBeNull()
    expect(SignupSchema.parse({ ...valid, redirectTo: 'https://evil.example/' }).redirectTo).toBeNull()
  })

  it('rejects weak passwords with a reason', () => {
    const result = SignupSchema.safeParse({ ...valid, password: 'password', confirmPassword: 'password' })
    expect(fieldErrors(result.error!).password?.[0]).toMatch(/^Password is too weak/)
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

describe('ResetPasswordSchema', () => {
  it('needs a token and matching passwords', () => {
    expect(ResetPasswordSchema.safeParse({ token: '', password: 'good-password', confirmPassword: 'good-password' }).success).toBe(false)
    const mismatch = ResetPasswordSchema.safeParse({ token: 't', password: 'good-password', confirmPassword: 'other-password' })
    expect(fieldErrors(mismatch.error!).confirmPassword).toEqual(["Passwords don't match"])
  })
})
