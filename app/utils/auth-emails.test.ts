import { describe, expect, it } from 'vitest'
import { passwordResetEmail, verificationEmail } from '#app/utils/auth-emails.tsx'

describe('account mail templates', () => {
  it('puts the verification link in the button and in both parts', async () => {
    const url = 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard'
    const mail = await verificationEmail({ name: 'Ada', url })
    expect(mail.template).toBe('verification')
    expect(mail.subject).toBe('Verify your email for Unfiltered')
    expect(mail.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`)
    expect(mail.html).toContain('Verify email')
    expect(mail.html).toMatch(/^<!DOCTYPE html/)
    expect(mail.text).toBe(
      `Hi Ada, confirm your email address to finish creating your Unfiltered account.\n\nVerify: ${url}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this email.`,
    )
  })

  it('says how long a reset link lasts and greets a nameless user', async () => {
    const mail = await passwordResetEmail({ name: '', url: 'http://localhost:3000/reset-password/tok' })
    expect(mail.subject).toBe('Reset your Unfiltered password')
    expect(mail.text).toContain('Hi there,')
    expect(mail.text).toContain('Reset: http://localhost:3000/reset-password/tok')
    expect(mail.text).toContain('expires in 1 hour')
    expect(mail.html).toContain('expires in 1 hour')
    expect(mail.html).toContain('href="http://localhost:3000/reset-password/tok"')
  })

  it('escapes a name that looks like markup', async () => {
    const mail = await verificationEmail({ name: '<b>Bold</b>', url: 'http://localhost/v' })
    expect(mail.html).not.toContain('<b>')
    expect(mail.html).toContain('&lt;b&gt;Bold&lt;/b&gt;')
  })
})
