import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BatchedDestination } from '#app/utils/logger.server.ts'

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

  it('stops logging instead of throwing when its output is gone', () => {
    const destination = new BatchedDestination(987_654)
    destination.write('nowhere\n')
    expect(() => destination.flushSync()).not.toThrow()
  })
})
