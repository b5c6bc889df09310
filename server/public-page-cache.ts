// Public pages, rendered once per variant and kept until the data behind them changes.
// Only anonymous GETs of known public paths are answered from here; everything else goes to
// React Router. Hits are answered before Express runs (see server/index.ts).
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'

export const PUBLIC_PATHS = [
  /^\/$/,
  /^\/(pricing|examples|how-it-works|faq|about|blog|contact|case-studies|results|not-an-ai|privacy|terms)$/,
  /^\/blog\/[a-z0-9-]{1,80}$/,
  /^\/case-studies\/[a-z0-9-]{1,80}$/,
  /^\/(sitemap\.xml|robots\.txt|blog\/rss\.xml)$/,
]
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-)?(?:better-auth\.[\w.-]+|toast)=/
const MAX_ENTRIES = 300
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'set-cookie', 'content-security-policy', 'x-request-id', 'date'])

type Encoded = { body: Buffer; rawHeaders: string[] }

export type CachedPage = {
  status: number
  etag: string
  /** Per encoding: the body and every header but the per-request ones, flat, ready for writeHead. */
  identity: Encoded
  gzip: Encoded
  br: Encoded
  notModified: string[]
}

/** Currency is the only thing a public page varies on besides its URL (see app/utils/money.ts). */
export function variantOf(acceptLanguage: string | undefined) {
  return /(^|[-_,;\s])in(\b|$)/i.test(acceptLanguage ?? '') ? 'IN' : 'default'
}

export function isCacheable(method: string | undefined, pathname: string, cookieHeader: string | undefined) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (cookieHeader && PERSONAL_COOKIE.test(cookieHeader)) return false
  return PUBLIC_PATHS.some((pattern) => pattern.test(pathname))
}

/** CSP hashes of the page's inline scripts, so a cached page needs no per-request nonce. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(match[1]!)) continue
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`)
  }
  return [...hashes]
}

export function cacheKey(url: string, acceptLanguage: string | undefined) {
  return `${url}|${variantOf(acceptLanguage)}`
}

type Options = {
  /** The security headers for a page whose inline scripts have these hashes. */
  securityHeaders: (scriptHashes: string[]) => Record<string, string>
  requestId: (req: IncomingMessage) => string
  onServed: (req: IncomingMessage, status: number, requestId: string, started: bigint) => void
}

export class PublicPageCache {
  private entries = new Map<string, CachedPage>()
  private version: string | null = null
  constructor(private readonly options: Options) {}

  /** Drops everything when the data version changes. */
  setVersion(version: string) {
    if (version !== this.version) {
      this.version = version
      this.entries.clear()
    }
  }

  get size() {
    return this.entries.size
  }

  store(key: string, page: { status: number; headers: Headers; body: Buffer }): CachedPage {
    const headers: Record<string, string> = {}
    page.headers.forEach((value, name) => {
      if (!DROPPED_HEADERS.has(name)) headers[name] = value
    })
    const etag = `"${createHash('sha1').update(page.body).digest('base64url')}"`
    Object.assign(headers, this.options.securityHeaders(inlineScriptHashes(page.body.toString('utf8'))), {
      'cache-control': 'public, max-age=0, must-revalidate',
      vary: 'Accept-Encoding, Accept-Language, Cookie',
      etag,
    })
    const flat = Object.entries(headers).flat()
    const encoded = (body: Buffer, encoding?: string): Encoded => ({
      body,
      rawHeaders: [...flat, 'content-length', String(body.length), ...(encoding ? ['content-encoding', encoding] : [])],
    })
    const entry: CachedPage = {
      status: page.status,
      etag,
      identity: encoded(page.body),
      gzip: encoded(gzipSync(page.body, { level: 9 }), 'gzip'),
      br: encoded(brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), 'br'),
      notModified: flat,
    }
    this.entries.set(key, entry)
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    return entry
  }

  /** Answers the request from the cache when it can; false means "not here, carry on". */
  serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const pathname = query === -1 ? url : url.slice(0, query)
    if (!isCacheable(req.method, pathname, req.headers.cookie)) return false
    const key = cacheKey(url, req.headers['accept-language'])
    const page = this.entries.get(key)
    if (!page) return false
    const started = process.hrtime.bigint()
    this.entries.delete(key) // most recently used goes last
    this.entries.set(key, page)
    const requestId = this.options.requestId(req)
    req.headers['x-request-id'] = requestId
    this.send(req, res, page, 'HIT')
    this.options.onServed(req, res.statusCode, requestId, started)
    return true
  }

  send(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'HIT' | 'MISS') {
    const perRequest = ['x-request-id', this.options.requestId(req), 'x-cache', state]
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, [...page.notModified, ...perRequest])
      res.end()
      return
    }
    const accepts = req.headers['accept-encoding'] ?? ''
    const chosen = /\bbr\b/.test(accepts) ? page.br : /\bgzip\b/.test(accepts) ? page.gzip : page.identity
    res.writeHead(page.status, [...chosen.rawHeaders, ...perRequest])
    res.end(req.method === 'HEAD' ? undefined : chosen.body)
  }
}
