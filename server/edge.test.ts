import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { isValidHost, PATH_LIMITS, refusalOf } from './edge.ts'

const request = (method: string, url: string) => ({ method, url, headers: {} }) as IncomingMessage

describe('isValidHost', () => {
  it('accepts host names, IPv4 and bracketed IPv6 addresses, with or without a port', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'agency.example',
      'www.agency.example.',
      '127.0.0.1:8080',
      '[::1]',
      '[::1]:3000',
      'my_app:80',
    ]) {
      expect(isValidHost(host), host).toBe(true)
    }
  })

  it('refuses broken brackets, bad ports and stray characters', () => {
    for (const host of [
      '[::bad',
      '[1:2:3]',
      '[::1',
      'localhost:99999',
      'localhost:',
      'a b',
      'evil.example/path',
      'user@host',
      '',
      'x'.repeat(300),
    ]) {
      expect(isValidHost(host), host).toBe(false)
    }
  })
})

describe('refusalOf', () => {
  it('refuses TRACE with 405 and the methods that are allowed', () => {
    const refusal = refusalOf(request('TRACE', '/'), 'localhost')
    expect(refusal).toMatchObject({ status: 405, message: 'The TRACE method is not allowed.' })
    expect(refusal?.headers?.Allow).toContain('GET')
  })

  it('refuses absolute-form and asterisk-form targets', () => {
    expect(refusalOf(request('GET', 'http://evil.example/'), 'localhost')?.status).toBe(400)
    expect(refusalOf(request('OPTIONS', '*'), 'localhost')?.status).toBe(400)
  })

  it('refuses a path that is not valid percent-encoded UTF-8, whatever its query', () => {
    expect(refusalOf(request('GET', '/%E0%A4%A'), 'localhost')?.status).toBe(400)
    expect(refusalOf(request('GET', '/blog/%zz'), 'localhost')?.status).toBe(400)
    expect(refusalOf(request('GET', '/blog/caf%C3%A9?q=%zz'), 'localhost')).toBeNull()
  })

  it('refuses a path deeper or longer than the limits with 414, whatever its query', () => {
    const tooLong = { status: 414, message: 'The request path is too long.' }
    expect(refusalOf(request('GET', '/a'.repeat(PATH_LIMITS.segments + 1)), 'localhost')).toEqual(tooLong)
    expect(refusalOf(request('GET', `/a${'//a'.repeat(20)}`), 'localhost')).toEqual(tooLong)
    expect(refusalOf(request('GET', `/${'a'.repeat(PATH_LIMITS.characters)}`), 'localhost')).toEqual(tooLong)
    expect(refusalOf(request('GET', `${'/a'.repeat(PATH_LIMITS.segments)}?next=${'/b'.repeat(100)}`), 'localhost')).toBeNull()
    expect(refusalOf(request('GET', `/${'a'.repeat(PATH_LIMITS.characters - 1)}`), 'localhost')).toBeNull()
    expect(refusalOf(request('GET', '/dashboard/settings/data/download/0b7c.data'), 'localhost')).toBeNull()
  })

  it('refuses a missing or invalid Host', () => {
    expect(refusalOf(request('GET', '/'), undefined)).toEqual({ status: 400, message: 'A Host header is required.' })
    expect(refusalOf(request('GET', '/'), '[::bad')).toEqual({ status: 400, message: 'The Host header is not a valid host name.' })
  })

  it('lets ordinary requests through', () => {
    expect(refusalOf(request('GET', '/pricing?currency=INR'), 'localhost:3000')).toBeNull()
    expect(refusalOf(request('POST', '/login'), 'agency.example')).toBeNull()
  })
})
