import { describe, expect, it } from 'vitest'
import { isFromLoopback, isLoopbackAddress } from './client-address.server.ts'

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:7f00:1'])('accepts %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(true)
  })

  it.each([
    undefined,
    '',
    'unknown',
    'cache',
    'localhost',
    '10.0.0.1',
    '203.0.113.9',
    '128.0.0.1',
    '::2',
    '::ffff:10.0.0.1',
    'fe80::1',
    '127.0.0.1.evil',
    '127.0.0.1, 10.0.0.1',
  ])('refuses %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(false)
  })
})

describe('isFromLoopback', () => {
  it('reads the address the HTTP server set, and refuses a request without one', () => {
    expect(isFromLoopback(new Request('http://x/', { headers: { 'x-agency-client-ip': '::1' } }))).toBe(true)
    expect(isFromLoopback(new Request('http://x/', { headers: { 'x-agency-client-ip': '198.51.100.4' } }))).toBe(false)
    expect(isFromLoopback(new Request('http://x/'))).toBe(false)
  })
})
