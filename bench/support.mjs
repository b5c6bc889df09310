// What the bench scripts share: starting the built server on its own data, and Chromium's flags here.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export async function waitUntilUp(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not come up`)
}

/** The built server (BUILD_DIR, default build) on 127.0.0.1:port with a fresh embedded database. */
export async function startServer(port, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'))
  const server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server.js`], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', ...extraEnv },
    stdio: 'ignore',
  })
  await waitUntilUp(`http://127.0.0.1:${port}/healthz`)
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 300))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
