import { describe, expect, it, vi } from 'vitest'
import { clientAddressOf, forwardedValue, isLoopbackOrPrivate, untrustedProxyDetector } from './forwarded.ts'

describe('forwardedValue', () => {
  it('takes the entry the one trusted proxy appended, not what the client wrote before it', () => {
    expect(forwardedValue('198.51.100.7', 1)).toBe('198.51.100.7')
    expect(forwardedValue('6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7')
    expect(forwardedValue('1.1.1.1,2.2.2.2 , 198.51.100.7', 1)).toBe('198.51.100.7')
  })

  it('counts TRUSTED_PROXY_HOPS entries from the right', () => {
    expect(forwardedValue('6.6.6.6, 203.0.113.5, 10.0.0.2', 2)).toBe('203.0.113.5')
    expect(forwardedValue('6.6.6.6, 203.0.113.5, 10.0.0.2', 3)).toBe('6.6.6.6')
  })

  it('gives the left-most entry when fewer proxies than trusted wrote to the header', () => {
    expect(forwardedValue('203.0.113.5', 2)).toBe('203.0.113.5')
    expect(forwardedValue('203.0.113.5, 10.0.0.2', 5)).toBe('203.0.113.5')
  })

  it('reads a repeated header line as one list, and ignores empty entries', () => {
    expect(forwardedValue(['6.6.6.6', '198.51.100.7'], 1)).toBe('198.51.100.7')
    expect(forwardedValue('6.6.6.6, 198.51.100.7, ,', 1)).toBe('198.51.100.7')
  })

  it('uses the one value of a single-value header such as X-Real-IP or X-Forwarded-Proto', () => {
    expect(forwardedValue(' 2001:db8::1 ', 1)).toBe('2001:db8::1')
    expect(forwardedValue('https', 2)).toBe('https')
  })

  it('has nothing to say for a missing or empty header', () => {
    expect(forwardedValue(undefined, 1)).toBeUndefined()
    expect(forwardedValue('', 1)).toBeUndefined()
    expect(forwardedValue(' , ', 1)).toBeUndefined()
  })
})

describe('clientAddressOf', () => {
  const proxy = { header: 'x-forwarded-for', hops: 1 }

  it('reads the trusted header only when a proxy is configured', () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }
    expect(clientAddressOf(headers, '10.0.0.1', proxy)).toBe('198.51.100.7')
    expect(clientAddressOf(headers, '10.0.0.1', null)).toBe('10.0.0.1')
  })

  it('falls back to the connection, then to "unknown"', () => {
    expect(clientAddressOf({}, '10.0.0.1', proxy)).toBe('10.0.0.1')
    expect(clientAddressOf({ 'x-forwarded-for': '' }, undefined, proxy)).toBe('unknown')
  })
})

describe('isLoopbackOrPrivate', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.0.0.2',
    '172.16.5.4',
    '172.31.255.1',
    '192.168.1.20',
    '::ffff:10.1.2.3',
    'fd00::5',
    'fe80::1',
    '100.64.0.1',
  ])('takes %s for a local or private peer', (address) => expect(isLoopbackOrPrivate(address)).toBe(true))
  it.each(['203.0.113.7', '8.8.8.8', '172.32.0.1', '::ffff:203.0.113.7', '2001:db8::1', 'unknown', '', undefined])(
    'takes %s for a public peer or none',
    (address) => expect(isLoopbackOrPrivate(address)).toBe(false),
  )
})

describe('untrustedProxyDetector', () => {
  it('warns once, for the first request with X-Forwarded-For from a private peer', () => {
    const warn = vi.fn()
    const detect = untrustedProxyDetector(warn)
    detect({}, '10.0.0.2')
    detect({ 'x-forwarded-for': '198.51.100.7' }, '203.0.113.7')
    expect(warn).not.toHaveBeenCalled()
    detect({ 'x-forwarded-for': '198.51.100.7' }, '10.0.0.2')
    detect({ 'x-forwarded-for': '198.51.100.8' }, '127.0.0.1')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith('10.0.0.2')
  })
})
