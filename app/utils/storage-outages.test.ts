import { describe, expect, it } from 'vitest'
import { isStorageDown } from './storage.server.ts'

const withCode = (code: string) => Object.assign(new Error(code), { code })
/** An error as the AWS SDK throws it: a name, and the HTTP status in $metadata. */
const s3Error = (name: string, httpStatusCode?: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode } })

describe('isStorageDown', () => {
  it('counts a bucket that cannot be reached or fails for a moment', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'])
      expect(isStorageDown(withCode(code)), code).toBe(true)
    expect(isStorageDown(s3Error('InternalError', 500))).toBe(true)
    expect(isStorageDown(s3Error('ServiceUnavailable', 503))).toBe(true)
    expect(isStorageDown(s3Error('SlowDown', 503))).toBe(true)
    expect(isStorageDown(s3Error('TooManyRequests', 429))).toBe(true)
    expect(isStorageDown(s3Error('TimeoutError'))).toBe(true)
    expect(isStorageDown(new AggregateError([withCode('ECONNREFUSED')], 'connect failed'))).toBe(true)
  })

  it('counts the disk errors that pass', () => {
    for (const code of ['EIO', 'ENOSPC', 'EMFILE', 'ENFILE', 'EAGAIN', 'EBUSY', 'ESTALE', 'EDQUOT'])
      expect(isStorageDown(withCode(code)), code).toBe(true)
  })

  it('leaves a missing file, a refusal and a bad request as they are', () => {
    for (const code of ['ENOENT', 'EACCES', 'EPERM', 'EISDIR']) expect(isStorageDown(withCode(code)), code).toBe(false)
    expect(isStorageDown(s3Error('NoSuchKey', 404))).toBe(false)
    expect(isStorageDown(s3Error('AccessDenied', 403))).toBe(false)
    expect(isStorageDown(s3Error('SignatureDoesNotMatch', 403))).toBe(false)
    expect(isStorageDown(new Error('Refused storage key "../x"'))).toBe(false)
    expect(isStorageDown('not an error')).toBe(false)
  })
})
