import { describe, expect, it } from 'vitest'
import { createNonce, securityHeaderBuilder } from './security.ts'

describe('createNonce', () => {
  it('gives a different 128-bit value every time, across refills of its pool', () => {
    const nonces = Array.from({ length: 1000 }, createNonce)
    expect(new Set(nonces).size).toBe(1000)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})

describe('securityHeaderBuilder', () => {
  it('puts the nonce or the script hashes into the CSP and keeps the other headers', () => {
    const builder = securityHeaderBuilder({ https: true, googleSignIn: true, dev: false })
    const withNonce = Object.fromEntries(builder.withNonce('abc'))
    expect(withNonce['Content-Security-Policy']).toContain("script-src 'self' 'nonce-abc';")
    expect(withNonce['Content-Security-Policy']).toContain("form-action 'self' https://accounts.google.com")
    expect(withNonce['Content-Security-Policy']).toContain('upgrade-insecure-requests')
    expect(withNonce['Strict-Transport-Security']).toBeDefined()
    const hashed = Object.fromEntries(builder.withScriptHashes(["'sha256-x'"]))
    expect(hashed['Content-Security-Policy']).toContain("script-src 'self' 'sha256-x';")
    expect(hashed['X-Frame-Options']).toBe('DENY')
  })
})
