// What the server answers besides GET and POST, and what it lets caches keep, through the built server
// on PGlite and on a PostgreSQL server with the demo accounts: OPTIONS and HEAD return no body and change
// nothing (no download counted), methods a route does not take are a warning in the log and not an
// error, signed-in answers are never stored by a cache, refused uploads leave no folder behind.
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Browserish, signIn, startAppServer, type AppServer, removeServerDataDir, serverDataDir } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { readZip } from '#tests/support/zip-reader.ts'

const postgres = await postgresBackend()
const pglite = await pgliteBackend()

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4000)])
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(6000)])

function packForm(title: string, files: [string, Buffer][]) {
  const form = new FormData()
  form.set('title', title)
  form.set('description', 'Templates to begin with')
  form.set('price', '0')
  for (const [name, bytes] of files) form.append('files', new Blob([new Uint8Array(bytes)]), name)
  return form
}

function edgeOverHttp(getBackend: () => Backend) {
  let server: AppServer
  let admin: Browserish
  let founder: Browserish
  const dataDir = serverDataDir()

  beforeAll(async () => {
    server = await startAppServer({ ...getBackend().serverEnv(), DATA_DIR: dataDir })
    admin = await signIn(server.url, 'admin@agency.test')
    // A demo founder with a paid subscription.
    founder = await signIn(server.url, 'founder@agency.test')
  })
  afterAll(async () => {
    await server?.stop()
    removeServerDataDir(dataDir)
  })

  const downloadsStat = async () => Number((await (await admin.request('/admin')).text()).match(/data-testid="stat-downloads">(\d+)</)?.[1])

  it('answers OPTIONS on every kind of route with 204, the methods and no body, and runs no loader', async () => {
    const response = await admin.request('/admin/content-packs', {
      method: 'POST',
      body: packForm('Edge kit', [
        ['Guide.pdf', PDF],
        ['Templates.zip', ZIP],
      ]),
      headers: { Accept: 'application/json' },
    })
    expect(response.status).toBe(201)
    const { pack } = (await response.json()) as { pack: { id: string } }
    expect((await admin.post('/admin', { intent: 'set-starter', packId: pack.id, starter: 'on' })).status).toBe(302)
    const before = await downloadsStat()

    for (const path of [
      '/downloads/starter-pack/file',
      '/downloads/starter-pack',
      '/dashboard/admin/billing.csv',
      '/',
      '/login',
      '/dashboard',
      '/api/webhooks/sandbox',
      '/no-such-page',
    ]) {
      for (const client of [founder, admin, new Browserish(server.url)]) {
        const options = await client.request(path, { method: 'OPTIONS' })
        expect(options.status, path).toBe(204)
        expect(options.headers.get('allow'), path).toBe('GET, HEAD, POST, OPTIONS')
        expect(options.headers.get('content-type'), path).toBeNull()
        expect((await options.arrayBuffer()).byteLength, path).toBe(0)
      }
    }
    expect(await downloadsStat()).toBe(before)
  })

  it('answers HEAD with the headers GET would send and no body, and counts no download', async () => {
    const before = await downloadsStat()
    const head = await founder.request('/downloads/starter-pack/file', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('application/zip')
    expect(head.headers.get('content-disposition')).toContain('filename="Edge_kit.zip"')
    expect(await downloadsStat()).toBe(before)

    const csv = await admin.request('/dashboard/admin/billing.csv', { method: 'HEAD' })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="billing-\d{4}-\d{2}-\d{2}\.csv"$/)

    // The same download with GET: the whole pack, counted once.
    const download = await founder.request('/downloads/starter-pack/file')
    const archive = Buffer.from(await download.arrayBuffer())
    expect(head.headers.get('content-length')).toBe(String(archive.length))
    expect(readZip(archive).map((file) => [file.name, file.bytes.equals(file.name.endsWith('.pdf') ? PDF : ZIP)])).toEqual([
      ['Guide.pdf', true],
      ['Templates.zip', true],
    ])
    expect(await downloadsStat()).toBe(before + 1)
  })

  it('refuses methods a route does not take with 405, logged as a warning and never as an error', async () => {
    const first = server.logs.length
    for (const path of ['/dashboard', '/pricing', '/downloads/starter-pack/file', '/dashboard/admin/billing.csv', '/thank-you']) {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'PROPFIND']) {
        const response = await admin.request(path, { method })
        expect(response.status, `${method} ${path}`).toBe(405)
        await response.arrayBuffer()
      }
    }
    const lines = await vi.waitFor(
      () => {
        const written = server.logs.slice(first).filter((line) => line.includes('request refused: 405'))
        if (written.length < 20) throw new Error('the warnings are not all written yet')
        return server.logs.slice(first).map((line) => JSON.parse(line) as { level: number; msg: string; method?: string })
      },
      { timeout: 30_000, interval: 50 },
    )
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
    const warnings = lines.filter((line) => line.msg.startsWith('request refused: 405'))
    expect(warnings.every((line) => line.level === 40)).toBe(true)
    expect(new Set(warnings.map((line) => line.method))).toEqual(new Set(['PUT', 'PATCH', 'DELETE', 'PROPFIND']))
  })

  it('marks every signed-in answer and every answer that sets a cookie private, no-store; public pages keep theirs', async () => {
    for (const path of [
      '/dashboard',
      '/dashboard/billing',
      '/thank-you',
      '/checkout/growth',
      '/dashboard.data',
      '/pricing',
      '/',
      '/no-such-page',
    ]) {
      const response = await founder.request(path)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
      await response.arrayBuffer()
    }
    const login = await new Browserish(server.url).post('/login', {
      intent: 'login',
      email: 'founder2@agency.test',
      password: 'demo-password',
      redirectTo: '/dashboard',
    })
    expect(login.headers.getSetCookie().length).toBeGreaterThan(0)
    expect(login.headers.get('cache-control')).toBe('private, no-store')

    // Anonymous public pages: the public page cache's revalidated caching, as before.
    for (const path of ['/', '/pricing']) {
      await fetch(`${server.url}${path}`)
      const page = await fetch(`${server.url}${path}`)
      expect(page.headers.get('x-cache'), path).toBe('HIT')
      expect(page.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate')
    }
  })

  it('keeps the sandbox payment page, which shows the buyer’s e-mail, out of caches and referrers', async () => {
    const order = await founder.post('/checkout/linkedin-profile-optimization?currency=USD', {
      intent: 'pay',
      name: 'Maya Chen',
      email: 'founder@agency.test',
      company: '',
      contactNumber: '',
      gstNumber: '',
      couponCode: '',
      billing: 'monthly',
      currency: 'USD',
    })
    expect(order.status).toBe(302)
    const sandbox = new URL(order.headers.get('location')!).pathname
    expect(sandbox).toMatch(/^\/sandbox\/checkout\/sbx_cs_/)
    for (const client of [founder, new Browserish(server.url)]) {
      const page = await client.request(sandbox)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('founder@agency.test')
      expect(page.headers.get('cache-control')).toMatch(/(^|, )no-store$/)
      expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    }
  })

  it('leaves no empty folder behind for a refused upload', async () => {
    const packs = path.join(dataDir, 'uploads', 'packs')
    const folders = () => (existsSync(packs) ? readdirSync(packs).sort() : [])
    const before = folders()
    const EXE = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(3000)])
    for (const files of [
      [['report.pdf', EXE]],
      [
        ['fine.pdf', PDF],
        ['sneaky.pdf', ZIP],
      ],
    ] as [string, Buffer][][]) {
      const refused = await admin.request('/admin/content-packs', {
        method: 'POST',
        body: packForm('Refused', files),
        headers: { Accept: 'application/json' },
      })
      expect(refused.status).toBe(415)
    }
    expect(folders()).toEqual(before)
  })
}

describe('the HTTP edge on PGlite', () => {
  edgeOverHttp(() => pglite)
})

describe.runIf(postgres)('the HTTP edge on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  edgeOverHttp(() => postgres!)
})
