// File storage behind one interface: a folder (the default) and an S3-compatible bucket, the latter
// against a local fake S3 server that checks every request's signature. Both write as they read and
// leave nothing behind when the body fails.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage, createS3Storage, S3_PART_BYTES, type FileStorage } from '#app/utils/storage.server.ts'
import { startFakeS3, type FakeS3 } from '#tests/support/fake-s3.ts'

/** `size` bytes in chunks of 64 KB, optionally failing after `failAfter` bytes. */
function body(size: number, options: { failAfter?: number; fill?: number } = {}) {
  let sent = 0
  return new Readable({
    read() {
      if (options.failAfter !== undefined && sent >= options.failAfter) return this.destroy(new Error('the client went away'))
      if (sent >= size) return this.push(null)
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), options.fill ?? sent % 251)
      sent += chunk.length
      this.push(chunk)
    },
  })
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer())
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

let fake: FakeS3
let root: string
beforeAll(async () => {
  fake = await startFakeS3()
  root = mkdtempSync(path.join(tmpdir(), 'agency-storage-'))
})
afterAll(async () => {
  await fake?.close()
  rmSync(root, { recursive: true, force: true })
})

const backends: [string, () => FileStorage, () => string[]][] = [
  ['local disk', () => createLocalStorage(root), () => listFiles(root)],
  [
    'an S3-compatible bucket',
    () =>
      createS3Storage({
        bucket: fake.bucket,
        region: fake.region,
        endpoint: fake.url,
        forcePathStyle: true,
        accessKeyId: fake.accessKeyId,
        secretAccessKey: fake.secretAccessKey,
      }),
    () => [...fake.objects.keys(), ...[...fake.uploads.values()].map((upload) => `(unfinished) ${upload.key}`)],
  ],
]

describe.each(backends)('storage on %s', (_name, make, stored) => {
  it('stores a small file, streams it back with its size, and deletes it', async () => {
    const storage = make()
    const pdf = Buffer.from('%PDF-1.7\nhello\n')
    expect(await storage.put('packs/p1/a.pdf', Readable.from([pdf]), { contentType: 'application/pdf' })).toEqual({ size: pdf.length })
    const opened = await storage.open('packs/p1/a.pdf')
    expect(opened?.size).toBe(pdf.length)
    expect(await readAll(opened!.body)).toEqual(pdf)
    await storage.delete('packs/p1/a.pdf')
    expect(await storage.open('packs/p1/a.pdf')).toBeNull()
    await storage.delete('packs/p1/a.pdf') // deleting twice is fine
    expect(stored()).toEqual([])
  })

  it('stores a file larger than one S3 part (a multipart upload on S3) byte for byte', async () => {
    const storage = make()
    const size = 2 * S3_PART_BYTES + 12_345
    expect(await storage.put('packs/p2/big.zip', body(size), { contentType: 'application/zip' })).toEqual({ size })
    const back = await readAll((await storage.open('packs/p2/big.zip'))!.body)
    expect(back.length).toBe(size)
    expect(back.equals(await readAll(Readable.toWeb(body(size)) as ReadableStream<Uint8Array>))).toBe(true)
    await storage.delete('packs/p2/big.zip')
    expect(stored()).toEqual([])
  })

  it('leaves nothing behind when the body fails half-way, small or large', async () => {
    const storage = make()
    await expect(
      storage.put('packs/p3/cut.pdf', body(1_000_000, { failAfter: 128 * 1024 }), { contentType: 'application/pdf' }),
    ).rejects.toThrow('the client went away')
    await expect(
      storage.put('packs/p3/cut.zip', body(3 * S3_PART_BYTES, { failAfter: S3_PART_BYTES + 256 * 1024 }), {
        contentType: 'application/zip',
      }),
    ).rejects.toThrow('the client went away')
    expect(await storage.open('packs/p3/cut.pdf')).toBeNull()
    expect(await storage.open('packs/p3/cut.zip')).toBeNull()
    expect(stored()).toEqual([])
  })

  it('refuses keys that could leave the storage area', async () => {
    const storage = make()
    for (const key of ['../escape.pdf', '/etc/passwd', 'packs/../../x', 'Packs/A.pdf', 'packs//a.pdf', '']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'application/pdf' }), key).rejects.toThrow(
        'Refused storage key',
      )
    }
    expect(stored()).toEqual([])
  })
})

describe('the S3 storage and the fake S3 server', () => {
  it('signs every request (AWS4-HMAC-SHA256), keeps at most one part in a request, and is refused with the wrong secret', async () => {
    expect(fake.requests.length).toBeGreaterThan(0)
    expect(fake.requests.every((request) => request.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=AKIDFAKES3TEST/'))).toBe(true)
    expect(fake.requests.some((request) => request.operation === 'CreateMultipartUpload')).toBe(true)
    expect(fake.requests.some((request) => request.operation === 'AbortMultipartUpload')).toBe(true)
    expect(fake.largestBody()).toBeLessThanOrEqual(S3_PART_BYTES + 64 * 1024)

    const wrong = createS3Storage({
      bucket: fake.bucket,
      region: fake.region,
      endpoint: fake.url,
      forcePathStyle: true,
      accessKeyId: fake.accessKeyId,
      secretAccessKey: 'not-the-secret',
    })
    await expect(
      wrong.put('packs/p4/a.pdf', Readable.from([Buffer.from('%PDF-')]), { contentType: 'application/pdf' }),
    ).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    })
    expect(fake.objects.size).toBe(0)
  })
})

describe('the local storage folders', () => {
  /** Every folder under the storage root but the temporary one, relative to the root. */
  const folders = (dir: string) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .filter((folder) => !folder.startsWith('.partial'))
      .sort()

  it('makes no folder for a file that fails half-way', async () => {
    const dir = mkdtempSync(path.join(root, 'folders-'))
    const storage = createLocalStorage(dir)
    await expect(
      storage.put('packs/p5/cut.pdf', body(500_000, { failAfter: 64 * 1024 }), { contentType: 'application/pdf' }),
    ).rejects.toThrow('the client went away')
    expect(folders(dir)).toEqual([])
  })

  it("removes a pack's folder with its last file, and keeps a folder that still holds one", async () => {
    const dir = mkdtempSync(path.join(root, 'folders-'))
    const storage = createLocalStorage(dir)
    for (const key of ['packs/p6/a.pdf', 'packs/p6/b.pdf', 'packs/p7/c.pdf']) {
      await storage.put(key, Readable.from([Buffer.from('%PDF-1.7\n')]), { contentType: 'application/pdf' })
    }
    expect(folders(dir)).toEqual(['packs', 'packs/p6', 'packs/p7'])
    await storage.delete('packs/p6/a.pdf')
    expect(folders(dir)).toEqual(['packs', 'packs/p6', 'packs/p7'])
    await storage.delete('packs/p6/b.pdf')
    expect(folders(dir)).toEqual(['packs', 'packs/p7'])
    await storage.delete('packs/p7/c.pdf')
    expect(folders(dir)).toEqual([])
    expect(existsSync(dir)).toBe(true)
    // A folder emptied by one delete while another file moves in: the file is still stored.
    await Promise.all([
      storage.put('packs/p8/d.pdf', Readable.from([Buffer.from('%PDF-d')]), { contentType: 'application/pdf' }),
      storage.delete('packs/p8/none.pdf'),
    ])
    expect(listFiles(dir).filter((file) => !file.startsWith('.partial'))).toEqual(['packs/p8/d.pdf'])
  })
})
