// A small S3-compatible server on 127.0.0.1 for tests: one bucket, path-style addresses
// (http://127.0.0.1:port/bucket/key), objects in memory. It speaks what the app's storage uses —
// PutObject, the multipart upload (create, upload part, complete, abort), GetObject, HeadObject,
// DeleteObject — and refuses any request that is not signed with AWS Signature Version 4 by the
// configured key (the signature itself is checked, not only the header's presence).
import { createHash, createHmac, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeS3Object = { body: Buffer; contentType: string; etag: string; lastModified: Date }
export type RecordedS3Request = {
  method: string
  path: string
  query: string
  operation: string
  status: number
  authorization: string | null
}

export type FakeS3 = {
  /** S3_ENDPOINT for the app. */
  url: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** The env of an app that stores its files here. */
  env: () => Record<string, string>
  objects: Map<string, FakeS3Object>
  /** Multipart uploads begun and neither completed nor aborted. */
  uploads: Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>
  requests: RecordedS3Request[]
  /** The largest single request body received, in bytes (after aws-chunked decoding). */
  largestBody: () => number
  close: () => Promise<void>
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** RFC 3986 encoding as SigV4 wants it for query names and values. */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/** Decodes an `aws-chunked` body (`size;chunk-signature=…\r\n data \r\n … 0\r\n trailers`). */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset)
    if (lineEnd === -1) break
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16)
    offset = lineEnd + 2
    if (!size) break
    parts.push(raw.subarray(offset, offset + size))
    offset += size + 2
  }
  return Buffer.concat(parts)
}

export async function startFakeS3(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'agency-test-packs'
  const region = options.region ?? 'us-east-1'
  const accessKeyId = options.accessKeyId ?? 'AKIDFAKES3TEST'
  const secretAccessKey = options.secretAccessKey ?? 'fake-s3-secret-key-for-tests'
  const objects = new Map<string, FakeS3Object>()
  const uploads = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>()
  const requests: RecordedS3Request[] = []
  let largest = 0

  /** Null when the request carries a valid SigV4 signature of our key; else why not. */
  function signatureProblem(req: http.IncomingMessage, url: URL): string | null {
    const authorization = req.headers.authorization ?? ''
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        authorization,
      )
    if (!match) return 'missing or malformed AWS4-HMAC-SHA256 Authorization header'
    const [, keyId, day, signedRegion, signedHeaders, signature] = match
    if (keyId !== accessKeyId) return `unknown access key ${keyId}`
    const amzDate = String(req.headers['x-amz-date'] ?? '')
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
    if (!amzDate.startsWith(day!) || !payloadHash) return 'missing x-amz-date or x-amz-content-sha256'
    const query = [...url.searchParams]
      .map(([name, value]) => [encode(name), encode(value)] as const)
      .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
      .map(([name, value]) => `${name}=${value}`)
      .join('&')
    const headerNames = signedHeaders!.split(';')
    const canonicalHeaders = headerNames
      .map((name) => {
        const value = req.headers[name]
        return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`
      })
      .join('')
    const canonicalRequest = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n')
    const scope = `${day}/${signedRegion}/s3/aws4_request`
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
    const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day!), signedRegion!), 's3'), 'aws4_request')
    const expected = createHmac('sha256', key).update(stringToSign).digest('hex')
    return expected === signature ? null : 'signature does not match'
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-s3.local')
      let body: Buffer = Buffer.concat(chunks)
      const streaming = String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')
      if (streaming || /aws-chunked/.test(String(req.headers['content-encoding'] ?? ''))) body = decodeAwsChunked(body)
      largest = Math.max(largest, body.length)
      const [, bucketName = '', ...keyParts] = url.pathname.split('/')
      const key = decodeURIComponent(keyParts.join('/'))
      const operation = operationOf(req.method ?? '', url)
      const send = (status: number, headers: Record<string, string | number> = {}, payload: string | Buffer = '') => {
        requests.push({
          method: req.method ?? '',
          path: url.pathname,
          query: url.search,
          operation,
          status,
          authorization: req.headers.authorization ?? null,
        })
        res.writeHead(status, { 'x-amz-request-id': randomUUID(), ...headers })
        res.end(req.method === 'HEAD' ? undefined : payload)
      }
      const error = (status: number, code: string, message: string) =>
        send(
          status,
          { 'Content-Type': 'application/xml' },
          xml(`<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`),
        )

      const problem = signatureProblem(req, url)
      if (problem) return error(403, 'SignatureDoesNotMatch', problem)
      if (bucketName !== bucket) return error(404, 'NoSuchBucket', `The bucket ${bucketName} does not exist.`)
      if (!key) return error(400, 'InvalidRequest', 'This fake serves objects only.')
      if (streaming && req.headers['x-amz-decoded-content-length'] && Number(req.headers['x-amz-decoded-content-length']) !== body.length)
        return error(400, 'IncompleteBody', 'The body is shorter than x-amz-decoded-content-length.')

      const etag = `"${createHash('md5').update(body).digest('hex')}"`
      switch (operation) {
        case 'PutObject':
          objects.set(key, {
            body,
            contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
            etag,
            lastModified: new Date(),
          })
          return send(200, { ETag: etag })
        case 'CreateMultipartUpload': {
          const uploadId = randomUUID()
          uploads.set(uploadId, { key, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'), parts: new Map() })
          return send(
            200,
            { 'Content-Type': 'application/xml' },
            xml(
              `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
            ),
          )
        }
        case 'UploadPart': {
          const upload = uploads.get(url.searchParams.get('uploadId') ?? '')
          if (!upload || upload.key !== key) return error(404, 'NoSuchUpload', 'No such upload.')
          upload.parts.set(Number(url.searchParams.get('partNumber')), body)
          return send(200, { ETag: etag })
        }
        case 'CompleteMultipartUpload': {
          const uploadId = url.searchParams.get('uploadId') ?? ''
          const upload = uploads.get(uploadId)
          if (!upload || upload.key !== key) return error(404, 'NoSuchUpload', 'No such upload.')
          const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]))
          if (numbers.length === 0 || numbers.some((n) => !upload.parts.has(n)))
            return error(400, 'InvalidPart', 'A listed part was not uploaded.')
          const whole = Buffer.concat(numbers.map((n) => upload.parts.get(n)!))
          objects.set(key, {
            body: whole,
            contentType: upload.contentType,
            etag: `"${createHash('md5').update(whole).digest('hex')}-${numbers.length}"`,
            lastModified: new Date(),
          })
          uploads.delete(uploadId)
          return send(
            200,
            { 'Content-Type': 'application/xml' },
            xml(
              `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><ETag>${objects.get(key)!.etag}</ETag></CompleteMultipartUploadResult>`,
            ),
          )
        }
        case 'AbortMultipartUpload':
          uploads.delete(url.searchParams.get('uploadId') ?? '')
          return send(204)
        case 'GetObject':
        case 'HeadObject': {
          const object = objects.get(key)
          if (!object) return operation === 'HeadObject' ? send(404) : error(404, 'NoSuchKey', 'The specified key does not exist.')
          return send(
            200,
            {
              'Content-Type': object.contentType,
              'Content-Length': object.body.length,
              ETag: object.etag,
              'Last-Modified': object.lastModified.toUTCString(),
            },
            object.body,
          )
        }
        case 'DeleteObject':
          objects.delete(key)
          return send(204)
        default:
          return error(501, 'NotImplemented', `${req.method} ${url.pathname}${url.search} is not something this fake does.`)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    env: () => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: url,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    objects,
    uploads,
    requests,
    largestBody: () => largest,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function operationOf(method: string, url: URL): string {
  const query = url.searchParams
  if (method === 'PUT') return query.has('uploadId') && query.has('partNumber') ? 'UploadPart' : 'PutObject'
  if (method === 'POST')
    return query.has('uploads') ? 'CreateMultipartUpload' : query.has('uploadId') ? 'CompleteMultipartUpload' : 'PostObject'
  if (method === 'DELETE') return query.has('uploadId') ? 'AbortMultipartUpload' : 'DeleteObject'
  if (method === 'GET') return 'GetObject'
  if (method === 'HEAD') return 'HeadObject'
  return method
}
