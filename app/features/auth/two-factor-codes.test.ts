import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import { describe, expect, it } from 'vitest'
import { base32Bytes, totpFor } from '#tests/support/totp.ts'
import { SignInCodeSchema, TwoFactorConfirmSchema } from './auth-schemas.ts'

// The plugin's secret is a 32-character string; the app shows it Base32-encoded, as the QR code carries it.
const RAW = 'k3PqZ8xL0mN4vB7cT1wR9yH2jF6dG5sA'
const SHOWN = base32.encode(RAW, { padding: false })

describe('authenticator codes', () => {
  it('accepts a code computed from the shown key, as an app would, with the plugin’s own check', async () => {
    expect(base32Bytes(SHOWN).toString()).toBe(RAW)
    expect(await createOTP(RAW).verify(totpFor(SHOWN))).toBe(true)
  })

  it('refuses a code from ten minutes ago and a code from another key', async () => {
    expect(await createOTP(RAW).verify(totpFor(SHOWN, Date.now() - 10 * 60_000))).toBe(false)
    const other = base32.encode('another-secret-of-thirty-two-ch', { padding: false })
    const code = totpFor(other)
    // One in a million the two keys agree; then the test would say so.
    if (code !== totpFor(SHOWN)) expect(await createOTP(RAW).verify(code)).toBe(false)
  })

  it('takes six digits or a backup code at sign-in, with the spaces apps put in', () => {
    expect(SignInCodeSchema.safeParse({ code: '123 456' }).data?.code).toBe('123456')
    expect(SignInCodeSchema.safeParse({ code: 'abcDE-12x45' }).success).toBe(true)
    expect(SignInCodeSchema.safeParse({ code: '12345' }).success).toBe(false)
    expect(SignInCodeSchema.safeParse({ code: '<script>' }).success).toBe(false)
  })

  it('confirms the setup only with six digits', () => {
    expect(TwoFactorConfirmSchema.safeParse({ code: 'abcde-12345' }).success).toBe(false)
    expect(TwoFactorConfirmSchema.safeParse({ code: '000 111' }).success).toBe(true)
  })
})
