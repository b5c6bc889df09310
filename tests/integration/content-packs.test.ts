// Content packs through the built server, on local disk and on an S3-compatible bucket (a local fake
// that checks signatures): uploads streamed to storage and checked by content, refusals that keep
// nothing, the one starter pack /thank-you serves (counted), delete, and admins only.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { startFakeS3, type FakeS3 } from '#tests/support/fake-s3.ts'
import { pollUntil } from '#tests/support/poll.ts'
import { readZip } from '#tests/support/zip-reader.ts'
import { insertUserWithSession, SESSION_COOKIE } from '#tests/support/sessions.ts'

const AUTH_SECRET = randomBytes(32).toString('hex')
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3000), Buffer.from('\n%%EOF\n')])
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(5000)])
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), randomBytes(2000)])

type Upload = { title?: string; description?: string; price?: string; files?: [string, Buffer][] }
function uploadForm({ title = 'Founder launch kit', description = 'Templates and checklists', price = '29.99', files = [] }: Upload) {
  const form = new FormData()
  form.set('title', title)
  form.set('description', description)
  form.set('price', price)
  for (const [name, bytes] of files) form.append('files', new Blob([new Uint8Array(bytes)]), name)
  return form
}

const cookieOf = (client: Browserish) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')

// One database each: the two servers run one after the other, each on its own data.
const kinds = [
  ['local disk', await postgresBackend()],
  ['an S3-compatible bucket', await postgresBackend()],
] as const

describe.each(kinds)('content packs on %s', (kind, postgres) => {
  describe.runIf(postgres)('(PostgreSQL)', () => {
    let server: AppServer
    let database: pg.Client
    let fake: FakeS3 | null = null
    let admin: Browserish
    let founder: Browserish
    let writer: Browserish
    const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-packs-'))
    const uploadsDir = path.join(dataDir, 'uploads')

    const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await database.query<T>(text, values)).rows[0]
    const count = async (text: string, values: unknown[] = []) => Number((await one<{ n: string }>(text, values))?.n ?? 0)
    /** Everything in storage: stored files (or objects), half-written files and unfinished multipart uploads. */
    const stored = () => {
      if (fake) return [...fake.objects.keys(), ...[...fake.uploads.values()].map((upload) => `(unfinished) ${upload.key}`)].sort()
      if (!existsSync(uploadsDir)) return []
      // Files, and folders left empty (a refused upload's packs/<uuid>/ must not stay behind).
      return readdirSync(uploadsDir, { withFileTypes: true, recursive: true })
        .map((entry) => ({ entry, full: path.join(entry.parentPath, entry.name) }))
        .filter(({ entry, full }) => entry.isFile() || (entry.name !== '.partial' && readdirSync(full).length === 0))
        .map(({ entry, full }) => path.relative(uploadsDir, full) + (entry.isFile() ? '' : '/ (empty folder)'))
        .sort()
    }
    const storedBytes = (key: string) => (fake ? fake.objects.get(key)?.body : readFileSync(path.join(uploadsDir, key)))
    const fingerprint = async () =>
      JSON.stringify({
        packs: await count('select count(*) as n from content_packs'),
        files: await count('select count(*) as n from content_pack_files'),
        downloads: await count('select count(*) as n from content_pack_downloads'),
        log: await count('select count(*) as n from admin_activity_log'),
        starter: (await database.query('select id from content_packs where kind = $1 order by id', ['starter'])).rows,
        stored: stored(),
      })
    const sessionAs = async (roles: ('admin' | 'founder' | 'writer')[]) => {
      const user = await insertUserWithSession(database, AUTH_SECRET, { roles, name: `Test ${roles.join(' ')}` })
      const client = new Browserish(server.url)
      client.cookies.set(SESSION_COOKIE, user.cookie)
      return client
    }
    /** A founder who bought something: a completed charge, as fulfilment records one. */
    const buyerSession = async () => {
      const user = await insertUserWithSession(database, AUTH_SECRET, { roles: ['founder'], name: 'Test buyer' })
      await database.query(
        `insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status, description)
         values ($1, 'one_time', 4900, 'USD', 'completed', 'LinkedIn Profile Optimization')`,
        [user.id],
      )
      const client = new Browserish(server.url)
      client.cookies.set(SESSION_COOKIE, user.cookie)
      return client
    }
    const uploadJson = (client: Browserish, form: FormData) =>
      client.request('/admin/content-packs', { method: 'POST', body: form, headers: { Accept: 'application/json' } })

    beforeAll(async () => {
      if (kind !== 'local disk') fake = await startFakeS3()
      server = await startAppServer({ ...postgres!.serverEnv(), ...(fake?.env() ?? {}), AUTH_SECRET, DATA_DIR: dataDir })
      database = new pg.Client({ connectionString: postgres!.url })
      await database.connect()
      admin = await sessionAs(['admin'])
      founder = await sessionAs(['founder'])
      writer = await sessionAs(['writer'])
    })
    afterAll(async () => {
      await database?.end()
      await server?.stop()
      await fake?.close()
      await postgres?.teardown()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('uploads a pack with a PDF and a ZIP, keeps them byte for byte, lets admins download them and logs it', async () => {
      const response = await uploadJson(
        admin,
        uploadForm({
          files: [
            ['Guide.pdf', PDF],
            ['templates.zip', ZIP],
          ],
        }),
      )
      expect(response.status).toBe(201)
      const { pack } = (await response.json()) as { pack: { id: string; title: string; fileCount: number } }
      expect(pack).toMatchObject({ title: 'Founder launch kit', fileCount: 2 })

      const row = await one<{ title: string; description: string; price_minor: number; currency: string; kind: string }>(
        'select * from content_packs where id = $1',
        [pack.id],
      )
      expect(row).toMatchObject({
        title: 'Founder launch kit',
        description: 'Templates and checklists',
        price_minor: 2999,
        currency: 'USD',
        kind: 'pack',
      })
      const files = (
        await database.query<{ id: string; file_name: string; mime_type: string; size_bytes: string; storage_key: string }>(
          'select * from content_pack_files where pack_id = $1 order by created_at',
          [pack.id],
        )
      ).rows
      expect(files.map((file) => [file.file_name, file.mime_type, Number(file.size_bytes)])).toEqual([
        ['Guide.pdf', 'application/pdf', PDF.length],
        ['templates.zip', 'application/zip', ZIP.length],
      ])
      expect(stored()).toEqual(files.map((file) => file.storage_key).sort())
      expect(storedBytes(files[0]!.storage_key)!.equals(PDF)).toBe(true)
      expect(storedBytes(files[1]!.storage_key)!.equals(ZIP)).toBe(true)
      expect(
        await count(`select count(*) as n from admin_activity_log where action = 'content-pack.create' and target_id = $1`, [pack.id]),
      ).toBe(1)

      const download = await admin.request(`/admin/content-packs/files/${files[1]!.id}`)
      expect(download.status).toBe(200)
      expect(download.headers.get('content-type')).toBe('application/zip')
      expect(Buffer.from(await download.arrayBuffer()).equals(ZIP)).toBe(true)
      // An admin's own download is not a buyer's download.
      expect(await count('select count(*) as n from content_pack_downloads')).toBe(0)

      const page = await (await admin.request('/admin')).text()
      expect(page).toContain('Founder launch kit')
      expect(page).toContain('Guide.pdf')
      expect(page).toMatch(/data-testid="stat-content-packs">1</)
    })

    it('takes the same form without JavaScript at /admin and answers with the page and a toast', async () => {
      const response = await admin.request('/admin', {
        method: 'POST',
        body: uploadForm({ title: 'No-script pack', files: [['one.pdf', PDF]] }),
      })
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/admin')
      expect(await count(`select count(*) as n from content_packs where title = 'No-script pack'`)).toBe(1)

      const refused = await admin.request('/admin', { method: 'POST', body: uploadForm({ title: '', files: [['one.pdf', PDF]] }) })
      expect(refused.status).toBe(400)
      const html = await refused.text()
      expect(html).toContain('Title is required')
      expect(html).toContain('Templates and checklists') // the typed description is kept
    })

    it('refuses a renamed executable, other file types, a file over 25 MB and missing fields, and stores nothing', async () => {
      const before = await fingerprint()
      const cases: [string, FormData, number, string][] = [
        ['renamed .exe', uploadForm({ files: [['report.pdf', EXE]] }), 415, 'report.pdf is not really a PDF file'],
        [
          'a ZIP named .pdf beside a good file',
          uploadForm({
            files: [
              ['fine.pdf', PDF],
              ['sneaky.pdf', ZIP],
            ],
          }),
          415,
          'sneaky.pdf is not really a PDF file',
        ],
        ['an .exe', uploadForm({ files: [['setup.exe', EXE]] }), 415, 'setup.exe is not a PDF or ZIP file'],
        ['an empty PDF', uploadForm({ files: [['empty.pdf', Buffer.alloc(0)]] }), 415, 'empty.pdf'],
        [
          '26 MB',
          uploadForm({
            files: [
              ['fine.zip', ZIP],
              ['huge.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(26 * 1024 * 1024)])],
            ],
          }),
          413,
          'huge.pdf is larger than 25 MB',
        ],
        ['no files', uploadForm({}), 400, 'Choose at least one PDF or ZIP file.'],
        ['missing fields', uploadForm({ title: ' ', description: '', price: '', files: [['a.pdf', PDF]] }), 400, 'Title is required'],
        ['a negative price', uploadForm({ price: '-5', files: [['a.pdf', PDF]] }), 400, 'Enter the price as a number of dollars'],
        [
          'eleven files',
          uploadForm({ files: Array.from({ length: 11 }, (_, i) => [`f${i}.pdf`, PDF] as [string, Buffer]) }),
          400,
          'at most 10 files',
        ],
      ]
      for (const [label, form, status, message] of cases) {
        const response = await uploadJson(admin, form)
        expect(response.status, label).toBe(status)
        expect(JSON.stringify(await response.json()), label).toContain(message)
      }
      const notMultipart = await admin.request('/admin/content-packs', {
        method: 'POST',
        form: { title: 'x' },
        headers: { Accept: 'application/json' },
      })
      expect(notMultipart.status).toBe(400)
      expect(await fingerprint()).toBe(before)
      if (!fake) expect(readdirSync(path.join(uploadsDir, '.partial'))).toEqual([])
    })

    it('refuses an upload body over 10 files of 25 MB before reading it, and keeps 1 MB for other forms', async () => {
      const declared = (pathname: string, contentType: string, length: number) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const url = new URL(pathname, server.url)
          const request = http.request(url, {
            method: 'POST',
            headers: { 'Content-Type': contentType, 'Content-Length': String(length), Origin: server.url, Cookie: cookieOf(admin) },
          })
          request.on('response', (response) => {
            let body = ''
            response.on('data', (chunk: Buffer) => (body += chunk.toString()))
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
          })
          request.on('error', reject)
          request.flushHeaders() // the body never comes: the answer must not wait for it
        })
      const huge = await declared('/admin/content-packs', 'multipart/form-data; boundary=x', 300 * 1024 * 1024)
      expect(huge).toEqual({ status: 413, body: JSON.stringify({ error: 'The upload is too large (at most 10 files of 25 MB).' }) })
      const form = await declared('/admin', 'application/x-www-form-urlencoded', 2 * 1024 * 1024)
      expect(form.status).toBe(413)
      expect(form.body).toContain('at most 1 MB')
    })

    it('keeps nothing of an upload the browser stops half-way (cancelled, or the connection lost)', async () => {
      const before = await fingerprint()
      const requestsBefore = fake?.requests.length ?? 0
      const head = Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut off\r\n' +
          '--x\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n',
      )
      const request = http.request(new URL('/admin/content-packs', server.url), {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(head.length + 20 * 1024 * 1024),
          Origin: server.url,
          Cookie: cookieOf(admin),
        },
      })
      request.on('error', () => {}) // the connection is ours to drop
      request.write(head)
      // More than one S3 part, so the bucket has a multipart upload under way when the connection drops.
      for (let sent = 0; sent < 7; sent++) {
        await new Promise<void>((resolve) => request.write(Buffer.alloc(1024 * 1024, sent), () => resolve()))
      }
      // The connection drops once storing has begun (a half-written file, a multipart upload under way): dropped
      // earlier, on a slow machine the storing could begin after the check below, inside the next test.
      await pollUntil('the upload to be under way in storage', async () => (await fingerprint()) !== before)
      request.destroy()
      await pollUntil('the interrupted upload to be cleaned up', async () => (await fingerprint()) === before)
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      if (fake) expect(fake.requests.slice(requestsBefore).some((entry) => entry.operation === 'AbortMultipartUpload')).toBe(true)
    })

    it('answers founders, writers and anonymous visitors without changing anything', async () => {
      const [pack] = (await database.query<{ id: string }>('select id from content_packs order by created_at limit 1')).rows
      const [file] = (await database.query<{ id: string }>('select id from content_pack_files limit 1')).rows
      const before = await fingerprint()
      for (const client of [founder, writer]) {
        expect((await uploadJson(client, uploadForm({ files: [['a.pdf', PDF]] }))).status).toBe(403)
        expect((await client.request('/admin', { method: 'POST', body: uploadForm({ files: [['a.pdf', PDF]] }) })).status).toBe(403)
        expect((await client.post('/admin', { intent: 'set-starter', packId: pack!.id, starter: 'on' })).status).toBe(403)
        expect((await client.post('/admin', { intent: 'delete-pack', packId: pack!.id })).status).toBe(403)
        expect((await client.request(`/admin/content-packs/files/${file!.id}`)).status).toBe(403)
        expect((await client.request('/admin')).status).toBe(403)
      }
      const anonymous = new Browserish(server.url)
      const refused = await anonymous.request('/admin/content-packs', { method: 'POST', body: uploadForm({ files: [['a.pdf', PDF]] }) })
      expect(refused.status).toBe(302)
      expect(refused.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
      expect(await fingerprint()).toBe(before)
    })

    it('keeps exactly one starter pack when admins switch several at once, and /thank-you buyers download it, counted', async () => {
      const created: string[] = []
      for (const title of ['Starter A', 'Starter B', 'Starter C']) {
        const response = await uploadJson(admin, uploadForm({ title, price: '0', files: [[`${title}.pdf`, PDF]] }))
        created.push(((await response.json()) as { pack: { id: string } }).pack.id)
      }
      const otherAdmin = await sessionAs(['admin'])
      const loggedBefore = await count(`select count(*) as n from admin_activity_log where action = 'content-pack.starter'`)
      const switches = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? admin : otherAdmin).post('/admin', { intent: 'set-starter', packId: created[i % 3]!, starter: 'on' }),
        ),
      )
      expect(switches.map((response) => response.status)).toEqual(Array(12).fill(302))
      const starters = (await database.query<{ id: string }>(`select id from content_packs where kind = 'starter'`)).rows
      expect(starters).toHaveLength(1)
      // A switch to the pack that is already the starter changes nothing and is not logged.
      const logged = (await count(`select count(*) as n from admin_activity_log where action = 'content-pack.starter'`)) - loggedBefore
      expect(logged).toBeGreaterThanOrEqual(1)
      expect(logged).toBeLessThanOrEqual(12)

      // Make B the starter, then a buyer downloads it from the thank-you page's link.
      expect((await admin.post('/admin', { intent: 'set-starter', packId: created[1]!, starter: 'on' })).status).toBe(302)
      const buyer = await buyerSession()
      const link = await buyer.request('/downloads/starter-pack')
      expect(link.status).toBe(302)
      expect(link.headers.get('location')).toBe('/downloads/starter-pack/file')
      const download = await buyer.request('/downloads/starter-pack/file')
      expect(download.status).toBe(200)
      expect(download.headers.get('content-type')).toBe('application/pdf')
      expect(download.headers.get('content-length')).toBe(String(PDF.length))
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Starter_B.pdf"; filename*=UTF-8''Starter%20B.pdf`)
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true)
      expect(await count('select count(*) as n from content_pack_downloads where pack_id = $1', [created[1]])).toBe(1)
      const page = await (await admin.request('/admin')).text()
      expect(page).toMatch(/data-testid="stat-downloads">1</)

      // Switched off, there is no starter pack at all.
      expect((await admin.post('/admin', { intent: 'set-starter', packId: created[1]!, starter: 'off' })).status).toBe(302)
      expect(await count(`select count(*) as n from content_packs where kind = 'starter'`)).toBe(0)
      expect((await buyer.request('/downloads/starter-pack')).status).toBe(404)
      expect((await buyer.request('/downloads/starter-pack/file')).status).toBe(404)
    })

    it('gives the starter pack to buyers and admins only, the others the Access Denied page, and changes nothing for them', async () => {
      const response = await uploadJson(admin, uploadForm({ title: 'Starter only for buyers', price: '0', files: [['Only.pdf', PDF]] }))
      const { pack } = (await response.json()) as { pack: { id: string } }
      expect((await admin.post('/admin', { intent: 'set-starter', packId: pack.id, starter: 'on' })).status).toBe(302)
      // A founder whose only charge was refunded, or who never paid, and a writer.
      const refunded = await insertUserWithSession(database, AUTH_SECRET, { roles: ['founder'] })
      await database.query(
        `insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status) values ($1, 'subscription', 9900, 'USD', 'refunded')`,
        [refunded.id],
      )
      const refundedClient = new Browserish(server.url)
      refundedClient.cookies.set(SESSION_COOKIE, refunded.cookie)
      const before = await fingerprint()
      for (const [who, client] of [
        ['a founder who never paid', founder],
        ['a founder whose purchase was refunded', refundedClient],
        ['a writer', writer],
      ] as const) {
        const page = await client.request('/downloads/starter-pack')
        expect(page.status, who).toBe(403)
        const html = await page.text()
        expect(html, who).toContain('Access Denied')
        expect(html, who).toContain('The Starter Content Pack comes with a purchase')
        const file = await client.request('/downloads/starter-pack/file')
        expect(file.status, who).toBe(403)
        expect(await file.text(), who).toContain('comes with a purchase')
      }
      const anonymous = new Browserish(server.url)
      for (const path of ['/downloads/starter-pack', '/downloads/starter-pack/file']) {
        const refused = await anonymous.request(path)
        expect(refused.status).toBe(302)
        expect(refused.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`)
      }
      expect(await fingerprint()).toBe(before)
      // The admin downloads it, counted like anyone's.
      const download = await admin.request('/downloads/starter-pack/file')
      expect(download.status).toBe(200)
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true)
      expect(await count('select count(*) as n from content_pack_downloads where pack_id = $1', [pack.id])).toBe(1)
    })

    it('delivers a starter pack of several files as one ZIP of all of them, streamed, counted once; HEAD and OPTIONS count nothing', async () => {
      const guide = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)])
      const response = await uploadJson(
        admin,
        uploadForm({
          title: 'Starter kit: 2026',
          price: '0',
          files: [
            ['Welcome guide.pdf', guide],
            ['Templates.zip', ZIP],
            ['Checklist.pdf', PDF],
            ['checklist.pdf', PDF],
          ],
        }),
      )
      const { pack } = (await response.json()) as { pack: { id: string } }
      expect((await admin.post('/admin', { intent: 'set-starter', packId: pack.id, starter: 'on' })).status).toBe(302)
      const buyer = await buyerSession()
      const downloads = () => count('select count(*) as n from content_pack_downloads where pack_id = $1', [pack.id])

      // HEAD answers what GET would, without a body and without counting; OPTIONS names the methods.
      const head = await buyer.request('/downloads/starter-pack/file', { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.headers.get('content-type')).toBe('application/zip')
      expect(await head.text()).toBe('')
      const options = await buyer.request('/downloads/starter-pack/file', { method: 'OPTIONS' })
      expect(options.status).toBe(204)
      expect(options.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS')
      expect(await options.text()).toBe('')
      expect(await downloads()).toBe(0)

      const download = await buyer.request('/downloads/starter-pack/file')
      expect(download.status).toBe(200)
      expect(download.headers.get('content-type')).toBe('application/zip')
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="Starter_kit_2026.zip"; filename*=UTF-8''${encodeURIComponent('Starter kit: 2026.zip')}`,
      )
      const archive = Buffer.from(await download.arrayBuffer())
      expect(download.headers.get('content-length')).toBe(String(archive.length))
      expect(head.headers.get('content-length')).toBe(String(archive.length))
      const files = readZip(archive)
      expect(files.map((file) => file.name)).toEqual(['Welcome guide.pdf', 'Templates.zip', 'Checklist.pdf', 'checklist (2).pdf'])
      expect(files[0]!.bytes.equals(guide)).toBe(true)
      expect(files[1]!.bytes.equals(ZIP)).toBe(true)
      expect(files[3]!.bytes.equals(PDF)).toBe(true)
      // One download of the pack: no single file named.
      expect((await database.query('select file_id from content_pack_downloads where pack_id = $1', [pack.id])).rows).toEqual([
        { file_id: null },
      ])
    })

    it('deletes a pack with its stored files, and refuses unknown and malformed ids', async () => {
      const response = await uploadJson(
        admin,
        uploadForm({
          title: 'To delete',
          files: [
            ['a.pdf', PDF],
            ['b.zip', ZIP],
          ],
        }),
      )
      const { pack } = (await response.json()) as { pack: { id: string } }
      const keys = (
        await database.query<{ storage_key: string }>('select storage_key from content_pack_files where pack_id = $1', [pack.id])
      ).rows.map((row) => row.storage_key)
      expect(keys).toHaveLength(2)
      for (const key of keys) expect(stored()).toContain(key)

      const deleted = await admin.post('/admin', { intent: 'delete-pack', packId: pack.id })
      expect(deleted.status).toBe(302)
      expect(await count('select count(*) as n from content_packs where id = $1', [pack.id])).toBe(0)
      for (const key of keys) expect(stored()).not.toContain(key)
      expect(
        await count(`select count(*) as n from admin_activity_log where action = 'content-pack.delete' and target_id = $1`, [pack.id]),
      ).toBe(1)

      const before = await fingerprint()
      expect((await admin.post('/admin', { intent: 'delete-pack', packId: pack.id })).status).toBe(404)
      expect(
        (await admin.post('/admin', { intent: 'set-starter', packId: '00000000-0000-4000-8000-000000000000', starter: 'on' })).status,
      ).toBe(404)
      expect((await admin.post('/admin', { intent: 'delete-pack', packId: 'not-a-pack' })).status).toBe(400)
      expect((await admin.post('/admin', { intent: 'set-starter', packId: pack.id, starter: 'maybe' })).status).toBe(400)
      expect((await admin.post('/admin', { intent: 'upload-pack' })).status).toBe(415)
      expect((await admin.post('/admin', { intent: 'explode' })).status).toBe(400)
      expect((await admin.request('/admin/content-packs/files/00000000-0000-4000-8000-000000000000')).status).toBe(404)
      expect((await admin.request('/admin/content-packs/files/nope')).status).toBe(404)
      expect(await fingerprint()).toBe(before)
    })
  })
})
