// Stored files (content packs) behind one interface: a folder (DATA_DIR/uploads, the default) or an
// S3-compatible bucket (S3_BUCKET). Keys are made by the app, never taken from a request, and checked
// here. Files are written as they are read and read back as streams: no file is held whole in memory.
import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, rmdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type * as S3Sdk from '@aws-sdk/client-s3'
import { getEnv, type Env } from './env.server.ts'
import { CONNECTION_CODES, ServiceUnavailable } from './service-unavailable.ts'

export type StoredFile = { body: ReadableStream<Uint8Array>; size: number }

export interface FileStorage {
  readonly kind: 'local' | 's3'
  /**
   * Writes `body` under `key` while reading it. When `body` fails (or the write does), nothing is left
   * under the key: a half-written file is removed, a half-sent multipart upload aborted.
   */
  put(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }>
  /** The file as a web stream with its size, or null when it is missing. */
  open(key: string): Promise<StoredFile | null>
  /** Whether the file is there, without reading it (a download asks before it answers: storage down is a 503, not a cut-off file). */
  exists(key: string): Promise<boolean>
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>
}

/** Disk errors that pass: a full disk, too many open files, a busy or stale (network) file system, an I/O error. */
const DISK_DOWN_CODES = new Set(['EIO', 'EAGAIN', 'EBUSY', 'EMFILE', 'ENFILE', 'ENOSPC', 'ESTALE', 'EDQUOT'])
/** What an S3-compatible service says when it is down or overloaded for a moment. */
const S3_DOWN_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeTooSkewed', 'SlowDown', 'ServiceUnavailable', 'InternalError'])

/**
 * Whether a storage error means the storage is unreachable or failing for a moment (answered 503),
 * not a refused key, a missing file or a bad request: a network error on the way to the bucket, a 5xx
 * or a throttle from it, or a disk error that passes.
 */
export function isStorageDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || DISK_DOWN_CODES.has(code))) return true
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  if (status !== undefined) return status >= 500 || status === 429 || S3_DOWN_NAMES.has(error.name)
  return S3_DOWN_NAMES.has(error.name) || (error instanceof AggregateError && error.errors.some(isStorageDown))
}

/** The same storage, its outages thrown as ServiceUnavailable('storage') (a 503 with its words). */
function reportStorageOutages(storage: FileStorage): FileStorage {
  const translate = (error: unknown): never => {
    throw isStorageDown(error) ? new ServiceUnavailable('storage', { cause: error }) : error
  }
  return {
    kind: storage.kind,
    put: (key, body, options) => storage.put(key, body, options).catch(translate),
    open: (key) => storage.open(key).catch(translate),
    exists: (key) => storage.exists(key).catch(translate),
    delete: (key) => storage.delete(key).catch(translate),
  }
}

/** Keys look like `packs/<uuid>/<uuid>.pdf`: lower-case segments, no `..`, no leading slash. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/

export function assertStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.length > 512 || key.split('/').some((segment) => segment === '..' || segment.includes('..'))) {
    throw new Error(`Refused storage key ${JSON.stringify(key)}`)
  }
  return key
}

/**
 * Files under a folder: each write goes to a temporary file first and is renamed into place when
 * complete. Folders exist only while they hold a file: a key's folder (`packs/<uuid>/`) is made when
 * its first complete file moves in and removed with its last file, so a refused or cut-off upload
 * leaves no empty folder behind.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root)
  const fileFor = (key: string) => {
    const full = path.resolve(base, assertStorageKey(key))
    if (!full.startsWith(`${base}${path.sep}`)) throw new Error(`Refused storage key ${JSON.stringify(key)}`)
    return full
  }
  /** Removes `dir` and the folders above it while they are empty, up to (not including) the root. */
  const removeEmptyFolders = async (dir: string) => {
    for (let folder = dir; folder.startsWith(`${base}${path.sep}`); folder = path.dirname(folder)) {
      try {
        await rmdir(folder)
      } catch {
        return // not empty (another file, or another upload moving in), or already gone
      }
    }
  }
  return {
    kind: 'local',
    async put(key, body) {
      const target = fileFor(key)
      const partialDir = path.join(base, '.partial')
      await mkdir(partialDir, { recursive: true })
      const partial = path.join(partialDir, `${randomUUID()}.part`)
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o640 }))
        const { size } = await stat(partial)
        // A delete emptying the same folder may remove it between mkdir and rename: make it again once.
        for (let attempt = 1; ; attempt++) {
          await mkdir(path.dirname(target), { recursive: true })
          try {
            await rename(partial, target)
            break
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 2) throw error
          }
        }
        return { size }
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    async open(key) {
      const full = fileFor(key)
      const info = await stat(full).catch(() => null)
      if (!info?.isFile()) return null
      return { body: Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>, size: info.size }
    },
    async exists(key) {
      const info = await stat(fileFor(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null
        throw error
      })
      return Boolean(info?.isFile())
    },
    async delete(key) {
      const full = fileFor(key)
      await rm(full, { force: true })
      await removeEmptyFolders(path.dirname(full))
    },
  }
}

/** S3's smallest part but the last; files up to this size go up in one PutObject. */
export const S3_PART_BYTES = 5 * 1024 * 1024

export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  accessKeyId?: string
  secretAccessKey?: string
}

/**
 * Files in an S3-compatible bucket. A file is read in parts of 5 MiB: one part is sent with PutObject,
 * more as a multipart upload (aborted when the body fails), so at most one part is in memory.
 */
function isMissing(error: unknown) {
  const name = (error as { name?: string }).name
  return (
    name === 'NoSuchKey' || name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  )
}

export function createS3Storage(settings: S3Settings): FileStorage {
  // The SDK is loaded (and its client made) on first use: an installation on local disk never loads it.
  let loaded: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined
  const connect = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: S3-compatible servers differ in the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    })))
  const Bucket = settings.bucket
  return {
    kind: 's3',
    async put(key, body, { contentType }) {
      const Key = assertStorageKey(key)
      const { sdk, client } = await connect()
      const {
        AbortMultipartUploadCommand,
        CompleteMultipartUploadCommand,
        CreateMultipartUploadCommand,
        PutObjectCommand,
        UploadPartCommand,
      } = sdk
      let uploadId: string | undefined
      const parts: { ETag: string; PartNumber: number }[] = []
      let pending: Buffer[] = []
      let pendingBytes = 0
      let size = 0
      const sendPart = async () => {
        const chunk = Buffer.concat(pending, pendingBytes)
        pending = []
        pendingBytes = 0
        uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType: contentType }))).UploadId
        const PartNumber = parts.length + 1
        const answer = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: chunk, ContentLength: chunk.length }),
        )
        parts.push({ ETag: answer.ETag ?? '', PartNumber })
      }
      try {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          pending.push(chunk)
          pendingBytes += chunk.length
          size += chunk.length
          if (pendingBytes >= S3_PART_BYTES) await sendPart()
        }
        if (!uploadId) {
          const whole = Buffer.concat(pending, pendingBytes)
          await client.send(new PutObjectCommand({ Bucket, Key, Body: whole, ContentLength: whole.length, ContentType: contentType }))
        } else {
          if (pendingBytes > 0) await sendPart()
          await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }))
        }
      } catch (error) {
        if (uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => {})
        body.destroy()
        throw error
      }
      return { size }
    },
    async open(key) {
      const Key = assertStorageKey(key)
      const { sdk, client } = await connect()
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key }))
        if (!answer.Body) return null
        return { body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: Number(answer.ContentLength ?? 0) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async exists(key) {
      const Key = assertStorageKey(key)
      const { sdk, client } = await connect()
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key }))
        return true
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
    async delete(key) {
      const Key = assertStorageKey(key)
      const { sdk, client } = await connect()
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }))
    },
  }
}

/** The storage the configuration names; its outages are thrown as ServiceUnavailable (503). */
export function storageFromEnv(env: Env): FileStorage {
  if (!env.S3_BUCKET) return reportStorageOutages(createLocalStorage(path.resolve(env.DATA_DIR, 'uploads')))
  return reportStorageOutages(
    createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    }),
  )
}

let storage: FileStorage | undefined
/** The storage the configuration names (made once per process). */
export function getStorage(): FileStorage {
  storage ??= storageFromEnv(getEnv())
  return storage
}

/** A stored file as a web stream with its size, or null when it is missing. */
export function openStoredFile(key: string): Promise<StoredFile | null> {
  return getStorage().open(key)
}
