// The server the browser tests talk to: demo mode, a fresh embedded database, removed on exit.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-e2e-'))
const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server.js`], {
  stdio: 'inherit',
  env: { ...process.env, APP_MODE: 'demo', NODE_ENV: 'production', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: 'operator@agency.test', LOG_LEVEL: 'warn' },
})
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => {
  cleanUp()
  process.exit(code ?? 0)
})
