import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifiedSessionToken } from './session.server.ts'

const SECRET = 'a-test-secret-that-is-long-enough-0123456789'
const signed = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)

describe('verifiedSessionToken', () => {
  it("reads the token of a cookie Better Auth signed with this server's secret", () => {
    expect(verifiedSessionToken(`theme=dark; better-auth.session_token=${signed('abc123')}; x=1`, SECRET)).toBe('abc123')
    expect(verifiedSessionToken(`__Secure-better-auth.session_token=${signed('abc123')}`, SECRET)).toBe('abc123')
  })

  it('refuses a cookie signed with another secret, a tampered token, or no signature at all', () => {
    expect(verifiedSessionToken(`better-auth.session_token=${signed('abc123', 'another-secret-another-secret-0000')}`, SECRET)).toBeNull()
    const tampered = signed('abc123').replace('abc123', 'abc124')
    expect(verifiedSessionToken(`better-auth.session_token=${tampered}`, SECRET)).toBeNull()
    expect(verifiedSessionToken('better-auth.session_token=abc123', SECRET)).toBeNull()
    expect(verifiedSessionToken('better-auth.session_token=%E0%A4%A', SECRET)).toBeNull()
    expect(verifiedSessionToken('other=1', SECRET)).toBeNull()
    expect(verifiedSessionToken(null, SECRET)).toBeNull()
  })
})
