// Requests the app never handles, refused before anything else runs with a 4xx and a plain message.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

export type Refusal = { status: number; message: string; headers?: Record<string, string> }

/** TRACE echoes the request (cookies included) back; TRACK is its IIS twin. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])
/** What the app serves: pages and files are read with GET (HEAD), forms and fetchers POST. */
export const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS'

/**
 * OPTIONS, on any path: the methods, and nothing else. Answered here for every route so that no
 * loader runs for it (React Router would run a route's loader for OPTIONS as for GET: a download
 * served and counted, an export streamed). There is no CORS: the app is only ever called from its
 * own pages, so a browser's preflight gets no Access-Control-Allow-* and the cross-site call stays refused.
 */
export function answerOptions(res: ServerResponse) {
  res.writeHead(204, { Allow: ALLOWED_METHODS, 'Cache-Control': 'no-store' })
  res.end()
}

/** A host name (letters, digits, hyphens, underscores, dots) or an IPv4 address, or a bracketed IPv6 address, then an optional port. */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|(\[[0-9a-f:.]+\]))(?::(\d{1,5}))?$/i
const checkedHosts = new Map<string, boolean>()

export function isValidHost(host: string): boolean {
  const known = checkedHosts.get(host)
  if (known !== undefined) return known
  const match = host.length <= 255 ? HOST.exec(host) : null
  let valid = Boolean(match) && Number(match![2] ?? 0) <= 65535
  if (valid && match![1]) {
    try {
      new URL(`http://${match![1]}/`)
    } catch {
      valid = false
    }
  }
  if (checkedHosts.size < 1000) checkedHosts.set(host, valid)
  return valid
}

function isDecodable(pathname: string) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * The longest path the app answers. Its own deepest page has five segments. React Router's work for a
 * document grows with the square of the path's depth (it matches every ancestor of the path against
 * every route to list the routes a page may need): a 404 for a path of 7,000 empty segments held the
 * event loop for 4.5 s. Deeper or longer paths are refused before any of that runs.
 */
export const PATH_LIMITS = { segments: 32, characters: 2048 }

function isTooLong(pathname: string) {
  if (pathname.length > PATH_LIMITS.characters) return true
  let slashes = 0
  for (let at = pathname.indexOf('/'); at !== -1; at = pathname.indexOf('/', at + 1)) {
    if (++slashes > PATH_LIMITS.segments) return true
  }
  return false
}

/**
 * Why this request is refused, or null when it may go on. The target must be a path (origin form):
 * an absolute URL (proxy form), `*` or anything else is refused rather than guessed at, as is a
 * path deeper or longer than PATH_LIMITS, a path that is not valid percent-encoded UTF-8 and a
 * request without a valid Host (the server is created with `requireHostHeader: false`, so HTTP/1.1
 * without one gets this message too).
 */
export function refusalOf(req: IncomingMessage, host: string | undefined): Refusal | null {
  if (REFUSED_METHODS.has(req.method ?? '')) {
    return { status: 405, message: `The ${req.method} method is not allowed.`, headers: { Allow: ALLOWED_METHODS } }
  }
  if (!req.url?.startsWith('/')) {
    return { status: 400, message: 'The request target must be a path such as /pricing, not a full URL.' }
  }
  const query = req.url.indexOf('?')
  const pathname = query === -1 ? req.url : req.url.slice(0, query)
  if (isTooLong(pathname)) return { status: 414, message: 'The request path is too long.' }
  if (pathname.includes('%') && !isDecodable(pathname)) {
    return { status: 400, message: 'The request path is not valid percent-encoded UTF-8.' }
  }
  if (!host) return { status: 400, message: 'A Host header is required.' }
  if (!isValidHost(host)) return { status: 400, message: 'The Host header is not a valid host name.' }
  return null
}

const CLIENT_ERRORS: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'The chunk extensions are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
}
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
}

/**
 * What Node's HTTP parser cannot read (an unknown method such as TRACK, a malformed request line or
 * header) gets the same kind of answer as the refusals above instead of Node's bare 400.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex & { _httpMessage?: { headersSent?: boolean } }) {
  if (error.code !== 'ECONNRESET' && socket.writable && !socket._httpMessage?.headersSent) {
    const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: 'The request could not be read as HTTP.' }
    const body = JSON.stringify({ error: message })
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
