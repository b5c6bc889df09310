// File storage going away for a moment: the app reaches its S3-compatible bucket (the signature-checking
// fake, through the real AWS SDK) over a TCP relay this test can cut. Uploads and downloads then answer
// 503 with Retry-After and words that say storage is briefly unavailable — never the router's
// "Unexpected Server Error" — the upload form comes back as typed, nothing half-made is kept, and once
// the bucket is back the same requests work.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNAVAILABLE_MESSAGES } from '#app/utils/service-unavailable.ts'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { startFakeS3, type FakeS3 } from '#tests/support/fake-s3.ts'
import { insertUserWithSession, SESSION_COOKIE } from '#tests/support/sessions.ts'
import { tcpRelay } from '#tests/support/tcp-relay.ts'

const AUTH_SECRET = randomBytes(32).toString('hex')
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3000), Buffer.from('\n%%EOF\n')])
const STORAGE_DOWN = UNAVAILABLE_MESSAGES.storage

function uploadForm(title: string) {
  const form = new FormData()
  form.set('title', title)
  form.set('description', 'Checklists for the first month')
  form.set('price', '19.00')
  form.append('files', new Blob([new Uint8Array(PDF)]), 'Guide.pdf')
  return form
}

const postgres = await postgresBackend()

describe.runIf(postgres)('file storage down for a moment', () => {
  let server: AppServer
  let database: pg.Client
  let fake: FakeS3
  let admin: Browserish
  let buyer: Browserish
  let relay: ReturnType<typeof tcpRelay>
  let port = 0
  let fileId = ''

  const sessionAs = async (roles: ('admin' | 'founder')[]) => {
    const user = await insertUserWithSession(database, AUTH_SECRET, { roles, name: `Test ${roles.join(' ')}` })
    const client = new Browserish(server.url)
    client.cookies.set(SESSION_COOKIE, user.cookie)
    return { client, id: user.id }
  }
  const uploadJson = (form: FormData) =>
    admin.request('/admin/content-packs', { method: 'POST', body: form, headers: { Accept: 'application/json' } })
  const packCount = async () => Number((await database.query<{ n: string }>('select count(*) as n from content_packs')).rows[0]!.n)

  beforeAll(async () => {
    fake = await startFakeS3()
    relay = tcpRelay(new URL(fake.url))
    port = await relay.listen(0)
    server = await startAppServer({ ...postgres!.serverEnv(), ...fake.env(), S3_ENDPOINT: `http://127.0.0.1:${port}`, AUTH_SECRET })
    database = new pg.Client({ connectionString: postgres!.url })
    await database.connect()
    admin = (await sessionAs(['admin'])).client
    const founder = await sessionAs(['founder'])
    await database.query(
      `insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status, description)
       values ($1, 'one_time', 4900, 'USD', 'completed', 'LinkedIn Profile Optimization')`,
      [founder.id],
    )
    buyer = founder.client

    const created = await uploadJson(uploadForm('Launch kit'))
    expect(created.status).toBe(201)
    const { pack } = (await created.json()) as { pack: { id: string } }
    expect((await admin.post('/admin', { intent: 'set-starter', packId: pack.id, starter: 'on' })).status).toBe(302)
    fileId = (await database.query<{ id: string }>('select id from content_pack_files where pack_id = $1', [pack.id])).rows[0]!.id
  })
  afterAll(async () => {
    await relay?.cut()
    await database?.end()
    await server?.stop()
    await fake?.close()
    await postgres?.teardown()
  })

  it('answers uploads and downloads 503 with Retry-After and the storage words, keeps the typed form, and works again once it is back', async () => {
    expect((await buyer.request('/downloads/starter-pack/file')).status).toBe(200)
    await relay.cut()

    // The upload with JavaScript: JSON with the form's message and its values as typed.
    const upload = await uploadJson(uploadForm('Second kit'))
    expect(upload.status).toBe(503)
    expect(upload.headers.get('retry-after')).toBe('5')
    const reply = (await upload.json()) as {
      ok: boolean
      result: { error: Record<string, string[]>; initialValue: Record<string, string> }
    }
    expect(reply.ok).toBe(false)
    expect(reply.result.error['']).toEqual([STORAGE_DOWN])
    expect(reply.result.initialValue).toMatchObject({ title: 'Second kit', description: 'Checklists for the first month', price: '19.00' })

    // Without JavaScript: the page again, with the message above the form and the fields as typed.
    const page = await admin.request('/admin', { method: 'POST', body: uploadForm('Third kit') })
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('5')
    const html = await page.text()
    expect(html).toContain(STORAGE_DOWN)
    expect(html).toContain('value="Third kit"')
    expect(await packCount()).toBe(1)

    for (const [client, path] of [
      [buyer, '/downloads/starter-pack/file'],
      [admin, `/admin/content-packs/files/${fileId}`],
    ] as const) {
      const download = await client.request(path)
      expect(download.status, path).toBe(503)
      expect(download.headers.get('retry-after')).toBe('5')
      expect(await download.text()).toBe(STORAGE_DOWN)
    }

    await relay.listen(port)
    const again = await buyer.request('/downloads/starter-pack/file')
    expect(again.status).toBe(200)
    expect(Buffer.from(await again.arrayBuffer()).equals(PDF)).toBe(true)
    expect((await uploadJson(uploadForm('Second kit'))).status).toBe(201)
  })
})
