import { afterEach, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import { createTestPostgres, dropRunDatabases, isCi, localServerUrl, newTestRunTag, TEST_RUN_VARIABLE } from '#tests/support/postgres.ts'

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

  it("drops what a run's tests left behind, and only that run's databases", async () => {
    const run = `${newTestRunTag()}x`
    const other = `${newTestRunTag()}y`
    const left = await createTestPostgres({ env: { ...process.env, [TEST_RUN_VARIABLE]: run } })
    const another = await createTestPostgres({ env: { ...process.env, [TEST_RUN_VARIABLE]: other } })
    if (!left || !another) throw new Error('this test needs a PostgreSQL server')
    try {
      const name = (url: string) => new URL(url).pathname.slice(1)
      expect(name(left.url)).toMatch(new RegExp(`^agency_test_${run}_`))
      expect(await dropRunDatabases(run)).toEqual([name(left.url)])
      expect(await databaseExists(name(left.url))).toBe(false)
      expect(await databaseExists(name(another.url))).toBe(true)
      expect(await dropRunDatabases(run)).toEqual([])
    } finally {
      await left.drop()
      await another.drop()
    }
  })
})

async function databaseExists(name: string) {
  const client = new pg.Client({ connectionString: localServerUrl() })
  await client.connect()
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
  } finally {
    await client.end()
  }
}
