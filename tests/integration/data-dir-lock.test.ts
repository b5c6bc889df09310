import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startAppServer, type AppServer, removeServerDataDir, serverDataDir } from '#tests/support/app-server.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('the embedded database folder', () => {
  const dataDir = serverDataDir()
  let first: AppServer | undefined
  afterAll(async () => {
    await first?.stop()
    removeServerDataDir(dataDir)
  })

  it('refuses a second server on the same DATA_DIR with a clear message, and is free again after a stop', async () => {
    first = await startAppServer({ DATA_DIR: dataDir })
    const second = spawnSync(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server.js`], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 90_000,
    })
    expect(second.status).toBe(1)
    expect(second.stderr).toContain('is in use by process')
    expect(second.stderr).toContain('DATA_DIR')

    await first.stop()
    first = await startAppServer({ DATA_DIR: dataDir })
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200)
  })
})
