import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestPostgres, isCi } from '#tests/support/postgres.ts'

// Port 1 refuses at once, and there are no PostgreSQL binaries to start a throwaway server from.
const NOWHERE = { TEST_POSTGRES_URL: 'postgres://postgres@127.0.0.1:1/postgres', TEST_POSTGRES_BIN: '/nonexistent/bin' }

describe('the PostgreSQL the tests run on', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('fails the run in CI when no PostgreSQL can be had', async () => {
    await expect(createTestPostgres({ env: { ...NOWHERE, CI: 'true' } })).rejects.toThrow(
      /CI=true and no PostgreSQL server answers at postgres:\/\/127\.0\.0\.1:1\/postgres and none could be started from \/nonexistent\/bin/,
    )
  })

  it('skips loudly outside CI', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(createTestPostgres({ env: { ...NOWHERE } })).resolves.toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SKIPPED (CI=true makes this an error)'))
  })

  it('reads CI as CI services set it', () => {
    for (const value of ['true', '1', 'TRUE', 'yes']) expect(isCi({ CI: value }), value).toBe(true)
    for (const value of [undefined, '', '0', 'false', ' False ']) expect(isCi({ CI: value }), String(value)).toBe(false)
  })
})
