// Node's request and response <-> the Fetch API objects React Router works with. Replaces
// @react-router/express's adapter, which went through Express's request helpers, let an invalid Host
// header crash into a 500, and flushed the compressor after every chunk of a streamed page.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable, type Writable } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliCompress, type Gzip } from 'node:zlib'

/** A Fetch Request for this Node request; aborted when the client goes away before the answer is sent. */
export function toFetchRequest(req: IncomingMessage, res: ServerResponse, origin: string): Request {
  const controller = new AbortController()
  res.once('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const headers = new Headers()
  for (const name in req.headers) {
    const value = req.headers[name]
    if (typeof value === 'string') headers.set(name, value)
    else if (value) for (const item of value) headers.append(name, item)
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>
    init.duplex = 'half'
  }
  return new Request(origin + req.url, init)
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|rss\+xml|javascript)|image\/svg\+xml)/i
/** Below this a compressed body saves less than the work and the headers cost. */
const MIN_COMPRESS_BYTES = 1024

type Accepted = { br: boolean; gzip: boolean }

/** The encodings the client takes for this response, or null when it is not worth compressing. */
function acceptedEncodings(req: IncomingMessage, response: Response): Accepted | null {
  if (req.method === 'HEAD' || response.status === 204 || response.status === 304) return null
  if (response.headers.has('content-encoding') || /\bno-transform\b/.test(response.headers.get('cache-control') ?? '')) return null
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return null
  const accepts = req.headers['accept-encoding'] ?? ''
  const accepted = { br: /\bbr\b/.test(accepts), gzip: /\bgzip\b/.test(accepts) }
  return accepted.br || accepted.gzip ? accepted : null
}

function createEncoder(encoding: 'br' | 'gzip'): BrotliCompress | Gzip {
  // Quality 4 / level 6: fast enough per request; cached pages and assets are compressed harder ahead of time.
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: constants.Z_DEFAULT_COMPRESSION })
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
/**
 * Buffered body bytes above which a burst is sent at once rather than at the end of the burst. Above
 * any page's size: a page past it is sent streamed (gzip flushed per burst), which costs more CPU.
 */
const BURST_LIMIT = 256 * 1024

function waitForDrain(out: Writable, res: ServerResponse) {
  return new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done)
      res.off('close', done)
      resolve()
    }
    out.once('drain', done)
    res.once('close', done)
  })
}

/**
 * Sends a Fetch Response through Node's response: status, headers (every Set-Cookie kept apart),
 * then the body, compressed when it is worth it. Chunks are gathered while they arrive together
 * (React renders a page in one go into many small chunks): a body that arrives in one burst, which
 * is nearly every page, JSON answer and redirect, is sent in one write with its length, compressed
 * in one pass in zlib's thread pool; a streamed page (deferred data) goes out burst by burst, each
 * burst one compressor write and one flush.
 */
/** When to try again after a 503 that does not say (a dependency down for a moment: app/utils/service-unavailable.ts). */
const RETRY_AFTER_SECONDS = '5'

export async function sendFetchResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  res.statusCode = response.status
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value)
  }
  if (response.status === 503 && !response.headers.has('retry-after')) res.setHeader('Retry-After', RETRY_AFTER_SECONDS)
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('set-cookie', cookies)
  if (!response.body || req.method === 'HEAD') {
    // A HEAD answer's body is never read (app/utils/head.server.ts cancels it before it gets here).
    await response.body?.cancel()
    res.end()
    return
  }

  const reader = response.body.getReader()
  // Server-sent events go out as they come: no gathering, no compression.
  const eventStream = /^text\/event-stream/i.test(response.headers.get('content-type') ?? '')
  const accepted = eventStream ? null : acceptedEncodings(req, response)
  // Streamed, gzip: a brotli stream flushed burst by burst costs two to three times the CPU for the
  // same size. Whole (below), brotli: zlib's gzip sets itself up on the event loop (≈0.5 ms per
  // response), brotli does all its work in the thread pool.
  const streamEncoding = accepted ? (accepted.gzip ? 'gzip' : 'br') : null
  let chunks: Uint8Array[] = []
  let buffered = 0
  const take = () => {
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered)
    chunks = []
    buffered = 0
    return body
  }
  let out: Writable | null = null
  let encoder: BrotliCompress | Gzip | null = null
  const startStreaming = () => {
    const encoding = streamEncoding
    if (encoding) {
      res.removeHeader('content-length')
      res.setHeader('content-encoding', encoding)
      res.appendHeader('vary', 'Accept-Encoding')
      encoder = createEncoder(encoding)
      encoder.on('error', (error) => res.destroy(error))
      encoder.pipe(res)
      out = encoder
    } else {
      out = res
    }
    return out
  }
  let timer: NodeJS.Immediate | null = null
  const sendBurst = () => {
    timer = null
    if (!buffered) return
    ;(out ?? startStreaming()).write(take())
    encoder?.flush()
  }

  try {
    if (eventStream) {
      res.flushHeaders()
      startStreaming()
    }
    for (;;) {
      if (out && (out as Writable).writableNeedDrain) await waitForDrain(out, res)
      if (res.destroyed) {
        if (timer) clearImmediate(timer)
        await reader.cancel()
        return
      }
      const next = await reader.read()
      if (next.done) break
      chunks.push(next.value)
      buffered += next.value.byteLength
      if (eventStream || buffered >= BURST_LIMIT) sendBurst()
      else timer ??= setImmediate(sendBurst)
    }
    if (timer) clearImmediate(timer)
    if (out) {
      if (buffered) (out as Writable).write(take())
      ;(out as Writable).end()
      return
    }
    // The whole body came in one burst: one write, with its length.
    const body = buffered ? take() : Buffer.alloc(0)
    const encoding = accepted ? (accepted.br ? 'br' : 'gzip') : null
    if (encoding && body.byteLength >= MIN_COMPRESS_BYTES) {
      const compressed = await (encoding === 'br'
        ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
        : gzipAsync(body, { level: constants.Z_DEFAULT_COMPRESSION }))
      res.setHeader('content-encoding', encoding)
      res.appendHeader('vary', 'Accept-Encoding')
      res.setHeader('content-length', compressed.byteLength)
      res.end(compressed)
      return
    }
    res.setHeader('content-length', body.byteLength)
    res.end(body)
  } catch (error) {
    if (timer) clearImmediate(timer)
    reader.cancel(error).catch(() => {})
    throw error
  }
}
