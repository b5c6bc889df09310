// Reads a content pack upload (multipart/form-data) as a stream: text fields are collected, each file
// is checked by its first bytes and its size while it is written to storage, so no file is ever held
// whole in memory and a refused file leaves nothing behind.
import { randomUUID } from 'node:crypto'
import { Readable, Transform, type TransformCallback } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { outageIn, type ServiceUnavailable } from '#app/utils/service-unavailable.ts'
import type { FileStorage } from '#app/utils/storage.server.ts'
import { checkPackFile, cleanFileName, kindOfName, PACK_FILE_TYPES, SNIFF_BYTES, type PackMimeType } from './file-type.ts'
import { MAX_PACK_FILE_BYTES, MAX_PACK_FILES, PACK_MESSAGES } from './pack-schema.ts'

export type ReceivedFile = { id: string; storageKey: string; fileName: string; mimeType: PackMimeType; sizeBytes: number }
export type Refusal = 'wrong-type' | 'too-large' | 'too-many'
export type ReceivedUpload = {
  fields: Record<string, string>
  files: ReceivedFile[]
  /** One line per refused file, in the spec's manner: what was wrong and what is allowed. */
  fileErrors: string[]
  refusals: Set<Refusal>
  /** The storage was down (nothing of this upload is kept): the form is answered 503 with its fields. */
  outage: ServiceUnavailable | null
}

/** The body could not be read as a multipart form (not multipart, malformed, or the connection dropped). */
export class UploadUnreadable extends Error {}

class FileRefused extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
  ) {
    super(message)
  }
}

/** Passes a file through while checking its first bytes against its name and counting its size. */
class PackFileGuard extends Transform {
  private head = Buffer.alloc(0)
  private checked = false
  size = 0
  constructor(private readonly fileName: string) {
    super()
  }

  private verdict(): FileRefused | null {
    const result = checkPackFile(this.fileName, this.head)
    return result.ok ? null : new FileRefused('wrong-type', result.message)
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length
    if (this.size > MAX_PACK_FILE_BYTES) return callback(new FileRefused('too-large', PACK_MESSAGES.tooLarge(this.fileName)))
    if (this.checked) return callback(null, chunk)
    this.head = Buffer.concat([this.head, chunk])
    if (this.head.length < SNIFF_BYTES) return callback()
    const refused = this.verdict()
    if (refused) return callback(refused)
    this.checked = true
    const head = this.head
    this.head = Buffer.alloc(0)
    callback(null, head)
  }

  override _flush(callback: TransformCallback) {
    if (this.checked) return callback()
    // Shorter than the check: too short to be a PDF or a ZIP.
    callback(this.verdict() ?? new FileRefused('wrong-type', `${this.fileName} is empty or damaged.`), this.head)
  }
}

const FILE_FIELD = 'files'

/**
 * Streams the request's files into `storage` under `packs/<packId>/…`. Never throws for a refused file
 * (it is listed in `fileErrors` and nothing of it is kept); throws UploadUnreadable for a body that is
 * not a readable multipart form, after removing whatever it had stored. Storage down for a moment is
 * returned as `outage` (with the form's fields, so the form can be shown again as typed), other storage
 * failures are thrown, both after the same clean-up.
 */
export async function receivePackUpload(request: Request, storage: FileStorage, packId: string): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!request.body || !/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new UploadUnreadable('Send the form with its files (multipart/form-data).')
  }
  const received: ReceivedUpload = { fields: {}, files: [], fileErrors: [], refusals: new Set(), outage: null }
  const tasks: Promise<void>[] = []
  const guards = new Set<PackFileGuard>()
  let storageError: unknown = null
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fieldNameSize: 100, fieldSize: 16 * 1024, fields: 20, files: MAX_PACK_FILES, parts: MAX_PACK_FILES + 20, headerPairs: 20 },
    })
  } catch {
    throw new UploadUnreadable('The upload could not be read. Please submit the form from the page.')
  }

  let arrived = 0
  const order = new Map<string, number>()
  const receiveFile = async (file: Readable, rawName: string) => {
    // busboy destroys the file stream of a form that ends half-way; the form's error is handled below.
    file.on('error', () => {})
    const fileName = cleanFileName(rawName)
    const kind = kindOfName(fileName)
    if (!kind) {
      received.refusals.add('wrong-type')
      received.fileErrors.push(`${fileName} is not a PDF or ZIP file. Only .pdf and .zip files can be uploaded.`)
      file.resume()
      return
    }
    const id = randomUUID()
    order.set(id, arrived++)
    const storageKey = `packs/${packId}/${id}.${kind}`
    const guard = new PackFileGuard(fileName)
    guards.add(guard)
    // The guard can refuse the file before storage starts reading it: its error is taken here, and the
    // storage's own attempt (which then fails too) is awaited so its clean-up is done before going on.
    const refused = new Promise<never>((_, reject) => guard.once('error', reject))
    // A file cut off half-way ends its storage too (nothing of it is kept).
    file.once('error', (error) => guard.destroy(error))
    file.pipe(guard)
    const putting = storage.put(storageKey, guard, { contentType: PACK_FILE_TYPES[kind].mimeType })
    try {
      const { size } = await Promise.race([putting, refused])
      received.files.push({ id, storageKey, fileName, mimeType: PACK_FILE_TYPES[kind].mimeType, sizeBytes: size })
    } catch (error) {
      await putting.catch(() => {})
      // The rest of this file is read and dropped, so the next part of the form can be read.
      file.unpipe(guard)
      file.resume()
      if (error instanceof FileRefused) {
        received.refusals.add(error.refusal)
        received.fileErrors.push(error.message)
      } else {
        storageError ??= error
      }
    } finally {
      guards.delete(guard)
    }
  }

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => {
      if (name !== FILE_FIELD) received.fields[name] = value
    })
    parser.on('file', (name, file, info) => {
      // A form sent with no file chosen has one empty part without a name.
      if (name !== FILE_FIELD || !info.filename) {
        file.on('error', () => {})
        return void file.resume()
      }
      tasks.push(receiveFile(file, info.filename))
    })
    parser.on('filesLimit', () => {
      if (received.refusals.has('too-many')) return
      received.refusals.add('too-many')
      received.fileErrors.push(PACK_MESSAGES.tooManyFiles)
    })
    parser.on('close', resolve)
    parser.on('error', reject)
  })
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)
  source.on('error', (error) => parser.destroy(error))
  source.pipe(parser)

  try {
    await parsed
  } catch {
    for (const guard of guards) guard.destroy(new Error('upload interrupted'))
    await Promise.allSettled(tasks)
    await removeStoredFiles(storage, received.files)
    throw new UploadUnreadable('The upload was interrupted or could not be read. Please try again.')
  }
  await Promise.allSettled(tasks)
  if (storageError) {
    await removeStoredFiles(storage, received.files)
    const outage = outageIn(storageError)
    if (!outage) throw storageError
    return { ...received, files: [], outage }
  }
  // In the order they were sent (a small file can finish storing before a larger one sent before it).
  received.files.sort((a, b) => order.get(a.id)! - order.get(b.id)!)
  return received
}

/** Removes files this request stored (a refused form keeps nothing). Failures are left for the caller's log. */
export async function removeStoredFiles(storage: FileStorage, files: readonly Pick<ReceivedFile, 'storageKey'>[]) {
  const results = await Promise.allSettled(files.map((file) => storage.delete(file.storageKey)))
  return results.filter((result) => result.status === 'rejected').length
}
