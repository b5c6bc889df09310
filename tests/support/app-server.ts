// Starts the built server (build/server.js) as a child process on a free port with its own data.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { copyTemplate, pgliteTemplates, removeCopy } from './pglite-templates.ts'

export type AppServer = {
  url: string
  logs: string[]
  stop: () => Promise<void>
  /** How the process ended (null while it runs, or when a signal ended it). */
  exitCode: () => number | null
}

const ROOT = path.resolve(import.meta.dirname, '../..')

/** How long a server may take to start in the suites, on a machine the other suite keeps busy. */
export const SERVER_START_LIMIT_MS = 110_000

export async function startAppServer(env: Record<string, string> = {}, options: { startLimitMs?: number } = {}): Promise<AppServer> {
  const dataDir = env.DATA_DIR ?? newDataDir(env)
  const child: ChildProcess = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server.js`], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      APP_MODE: 'demo',
      NODE_ENV: 'production',
      // One process unless a test asks for workers (tests/integration/workers.test.ts): the suites share the machine.
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: string[] = []
  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${logs.join('\n')}`)),
      options.startLimitMs ?? SERVER_START_LIMIT_MS,
    )
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logs.push(line)
        const match = line.match(/"port":(\d+).*listening on/)
        if (match) {
          clearTimeout(timer)
          resolve(`http://127.0.0.1:${match[1]}`)
        }
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${logs.join('\n')}`))
    })
  })
  const url = await started.catch((error: unknown) => {
    // A server that did not start leaves nothing behind: no process, no data folder of ours.
    if (child.exitCode === null) child.kill('SIGKILL')
    if (!env.DATA_DIR) removeDataDir(dataDir)
    throw error
  })
  return {
    url,
    logs,
    exitCode: () => child.exitCode,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // 'close' comes after the process's output has been read to the end: `logs` is then complete.
        const closed = new Promise((resolve) => child.once('close', resolve))
        child.kill('SIGTERM')
        await closed
      }
      if (!env.DATA_DIR) removeDataDir(dataDir)
    },
  }
}

/**
 * A data folder of the server's own: a copy of the suite's ready-made one (migrated and seeded once, see
 * pglite-templates.ts) when the embedded database is used and the suite prepared it, else an empty one.
 */
function newDataDir(env: Record<string, string>) {
  const templates = pgliteTemplates()
  if (templates && !env.DATABASE_URL) return copyTemplate(templates.serverData, 'agency-app-')
  return mkdtempSync(path.join(tmpdir(), 'agency-app-'))
}

/**
 * A DATA_DIR for a test that needs to know its folder (to read the database after the server stops):
 * like the one startAppServer makes by itself, a copy of the suite's ready-made folder when there is
 * one. A test about a first start on an empty folder makes its own. Remove it with removeServerDataDir.
 */
export function serverDataDir(): string {
  return newDataDir({})
}

export const removeServerDataDir = (dataDir: string) => removeDataDir(dataDir)

function removeDataDir(dataDir: string) {
  if (path.basename(dataDir) === 'server-data') removeCopy(dataDir)
  else rmSync(dataDir, { recursive: true, force: true })
}

/** A tiny cookie-keeping HTTP client that speaks to the server as a browser would (Origin header set). */
export class Browserish {
  cookies = new Map<string, string>()
  constructor(readonly base: string) {}

  async request(pathname: string, init: RequestInit & { form?: Record<string, string>; json?: unknown } = {}) {
    const headers = new Headers(init.headers)
    if (!headers.has('Origin')) headers.set('Origin', this.base)
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    let body = init.body
    if (init.form) {
      body = new URLSearchParams(init.form)
      headers.set('Content-Type', 'application/x-www-form-urlencoded')
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json)
      headers.set('Content-Type', 'application/json')
    }
    const response = await fetch(new URL(pathname, this.base), { ...init, headers, body, redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair!.indexOf('=')
      const name = pair!.slice(0, index)
      const value = pair!.slice(index + 1)
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  /** Submits a route's form the way the browser would without JavaScript. */
  post(pathname: string, form: Record<string, string>) {
    return this.request(pathname, { method: 'POST', form })
  }
}

export async function signIn(base: string, email: string, password = 'demo-password') {
  const client = new Browserish(base)
  const response = await client.post('/login', { intent: 'login', email, password, redirectTo: '/dashboard' })
  if (response.status !== 302 || !client.cookies.has('better-auth.session_token')) {
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`)
  }
  return client
}
