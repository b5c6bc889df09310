import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BatchedDestination, errorText, loggableUrl, LOGGER_OPTIONS, requestLineWriter, wantsPrettyLogs } from '#app/utils/logger.server.ts'

describe('BatchedDestination', () => {
  let dir: string
  let file: string
  let fd: number
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'log-destination-'))
    file = path.join(dir, 'out.log')
    fd = openSync(file, 'a')
  })
  afterEach(() => {
    closeSync(fd)
    rmSync(dir, { recursive: true, force: true })
  })

  it('writes the lines of one turn of the event loop together, when the turn ends', async () => {
    const destination = new BatchedDestination(fd)
    destination.write('one\n')
    destination.write('two\n')
    expect(readFileSync(file, 'utf8')).toBe('')
    await new Promise((resolve) => setImmediate(resolve))
    expect(readFileSync(file, 'utf8')).toBe('one\ntwo\n')
  })

  it('writes everything waiting at once when flushed (on exit, after a fatal line)', () => {
    const destination = new BatchedDestination(fd)
    destination.write('before a crash\n')
    destination.flushSync()
    expect(readFileSync(file, 'utf8')).toBe('before a crash\n')
  })

  it('writes each line through its format, when it has one', async () => {
    const destination = new BatchedDestination(fd, (line) => `> ${JSON.parse(line).msg}\n`)
    destination.write('{"msg":"listening"}\n')
    await new Promise((resolve) => setImmediate(resolve))
    expect(readFileSync(file, 'utf8')).toBe('> listening\n')
  })

  it('stops logging instead of throwing when its output is gone', () => {
    const destination = new BatchedDestination(987_654)
    destination.write('nowhere\n')
    expect(() => destination.flushSync()).not.toThrow()
  })
})

describe('wantsPrettyLogs', () => {
  it('writes readable lines to a terminal and JSON lines to anything else', () => {
    expect(wantsPrettyLogs({}, true)).toBe(true)
    expect(wantsPrettyLogs({}, false)).toBe(false)
  })

  it('keeps JSON lines in production, and follows LOG_FORMAT when it is given', () => {
    expect(wantsPrettyLogs({ APP_MODE: 'production' }, true)).toBe(false)
    expect(wantsPrettyLogs({ LOG_FORMAT: 'json' }, true)).toBe(false)
    expect(wantsPrettyLogs({ LOG_FORMAT: 'pretty' }, false)).toBe(true)
  })
})

/** Lines a logger with the app's options writes, parsed. */
function captureLogs() {
  const lines: Record<string, unknown>[] = []
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }
  return { log: pino({ ...LOGGER_OPTIONS, level: 'info' }, stream), lines }
}

describe('log lines', () => {
  const token = 'f3c1d2e4a5b6c7d8e9f0a1b2c3d4e5f6'

  it("keep a failed query's SQL and its database error, not the values it was given", () => {
    const cause = Object.assign(new Error('relation "session" does not exist'), { code: '42P01', detail: `Key (token)=(${token})` })
    const error = new DrizzleQueryError('select "user_id" from "session" where "token" = $1', [token, '203.0.113.9'], cause)
    const { log, lines } = captureLogs()
    log.error({ err: error }, 'session lookup failed')
    const text = JSON.stringify(lines)
    expect(text).not.toContain(token)
    expect(text).not.toContain('203.0.113.9')
    const err = lines[0]!.err as Record<string, unknown>
    expect(err).toMatchObject({ type: 'DrizzleQueryError', query: 'select "user_id" from "session" where "token" = $1' })
    expect(err.message).toBe('Failed query: select "user_id" from "session" where "token" = $1')
    expect(err.stack).toMatch(/^\w*Error: Failed query: select[^\n]*\n {4}at /)
    expect(err.cause).toMatchObject({ message: 'relation "session" does not exist', code: '42P01', detail: '[redacted]' })
  })

  it('redact tokens, cookies, passwords, secrets and authorization headers in any field and in library arguments', () => {
    const { log, lines } = captureLogs()
    log.info(
      {
        token,
        user: { password: 'hunter2-hunter2', sessionToken: token },
        headers: { cookie: `better-auth.session_token=${token}`, authorization: `Bearer ${token}`, 'set-cookie': token },
        args: [{ body: { password: 'hunter2-hunter2', nested: { secretKey: token, headers: { Authorization: token } } } }],
      },
      'a line',
    )
    log.error(Object.assign(new Error('provider refused'), { raw: { headers: { authorization: `Basic ${token}` } }, apiKey: token }))
    const text = JSON.stringify(lines)
    expect(text).not.toContain(token)
    expect(text).not.toContain('hunter2')
    expect(text).toContain('provider refused')
  })

  it('drop the query values from another error that repeats a failed query in its message', () => {
    const inner = new DrizzleQueryError('select * from "session" where "token" = $1', [token])
    const { log, lines } = captureLogs()
    log.error({ err: new Error(`Failed to get session: ${inner.message}`, { cause: inner }) }, 'auth failed')
    expect(JSON.stringify(lines)).not.toContain(token)
    expect((lines[0]!.err as { message: string }).message).toBe(
      'Failed to get session: Failed query: select * from "session" where "token" = $1',
    )
  })

  it('print a refused start and a crash without the query values', () => {
    const error = new DrizzleQueryError('insert into request_counters (key) values ($1)', ['ip:203.0.113.9'])
    expect(errorText(error)).toBe('Failed query: insert into request_counters (key) values ($1)')
    expect(errorText(error, { stack: true })).not.toContain('203.0.113.9')
    expect(errorText('plain')).toBe('plain')
  })
})

describe('loggableUrl', () => {
  it('replaces the tokens of review, reset and verification links and OAuth callbacks', () => {
    expect(loggableUrl('/content-actions/abc123?done=approve')).toBe('/content-actions/[redacted]?done=approve')
    expect(loggableUrl('/api/auth/reset-password/tok-1?callbackURL=%2Freset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    )
    expect(loggableUrl('/api/auth/verify-email?token=eyJhbGci.x.y&callbackURL=%2F')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    )
    expect(loggableUrl('/reset-password?token=abc')).toBe('/reset-password?token=[redacted]')
    expect(loggableUrl('/api/auth/callback/google?state=s1&code=c2')).toBe('/api/auth/callback/google?state=[redacted]&code=[redacted]')
  })

  it('leaves other addresses as they are, cut at 500 characters', () => {
    expect(loggableUrl('/pricing?currency=INR&billing=yearly')).toBe('/pricing?currency=INR&billing=yearly')
    expect(loggableUrl('/dashboard/content/5f0c')).toBe('/dashboard/content/5f0c')
    expect(loggableUrl(`/${'a'.repeat(600)}`)).toHaveLength(500)
  })
})

describe('requestLineWriter', () => {
  const capture = () => {
    const lines: string[] = []
    return { lines, write: (line: string) => lines.push(line) }
  }
  const line = { requestId: 'f0f0ba4b-fef4-4646-94bd-16ef39a265be', method: 'GET', url: '/pricing?currency=INR', status: 200, ms: 1.4 }

  it("writes the JSON line pino would write for the same fields, key for key, the logger's bindings included", () => {
    for (const base of [{ service: 'web' }, { service: 'web', pid: 4242 }]) {
      const viaPino = capture()
      const direct = capture()
      const log = pino({ ...LOGGER_OPTIONS, base, level: 'info' }, viaPino)
      log.child({}, { redact: [] }).info(line, 'request')
      requestLineWriter(pino({ ...LOGGER_OPTIONS, base, level: 'info' }, direct))(line)
      expect(direct.lines).toHaveLength(1)
      expect(direct.lines[0]!.endsWith('}\n')).toBe(true)
      const expected = JSON.parse(viaPino.lines[0]!)
      const written = JSON.parse(direct.lines[0]!)
      expect(Object.keys(written)).toEqual(Object.keys(expected))
      expect({ ...written, time: 'now' }).toEqual({ ...expected, time: 'now' })
    }
  })

  it('stamps each line with the current time to the millisecond, in ISO form, across second boundaries', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const out = capture()
      const write = requestLineWriter(pino({ level: 'info' }, out))
      for (const time of ['2026-11-28T04:05:06.007Z', '2026-11-28T04:05:06.999Z', '2026-11-28T04:05:07.000Z', '2027-01-01T00:00:00.050Z']) {
        vi.setSystemTime(new Date(time))
        write(line)
        expect(JSON.parse(out.lines.at(-1)!).time).toBe(time)
      }
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps any address a valid JSON string: quotes, backslashes, control and non-Latin characters', () => {
    const out = capture()
    const url = '/a"b\\c\n\t\u0001é—😀?q=</script>'
    requestLineWriter(pino({ level: 'info' }, out))({ ...line, url })
    expect(JSON.parse(out.lines[0]!).url).toBe(url)
  })

  it('writes nothing when the level leaves info out', () => {
    const out = capture()
    requestLineWriter(pino({ level: 'warn' }, out))(line)
    requestLineWriter(pino({ level: 'silent' }, out))(line)
    expect(out.lines).toEqual([])
  })
})
