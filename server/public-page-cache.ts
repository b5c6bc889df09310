// Public pages, rendered once per variant and kept until the data behind them changes.
// Only anonymous GETs of known public paths are answered from here; everything else goes to
// React Router. Hits are answered before anything else runs (see server/index.ts).
//
// A page is kept under its path and the choices that change it (currency, billing: see
// app/content/public-paths.ts), never under its raw query string, so `/?x=<random>` is the same entry
// as `/`. Concurrent misses of one entry share a single render, and compression runs in zlib's
// thread pool, so a flood of misses neither fills memory nor blocks the event loop.
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-)?(?:better-auth\.[\w.-]+|toast)=/
const MAX_ENTRIES = 500
const DROPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'set-cookie',
  'content-security-policy',
  'x-request-id',
  'date',
  'vary',
])

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

/** Which copy of a page a request gets (app/content/public-paths.ts publicPageVariant). */
export type Variant = { key: string; search: string; acceptLanguage: string }

/** What the cache needs to know about the site, handed in from the app's build. */
export type SiteRules = {
  isPublicPath: (pathname: string) => boolean
  /** The copy a request gets, or null when the request must be rendered as it comes. */
  variantOf: (pathname: string, search: string | null, acceptLanguage: string | undefined) => Variant | null
}

/** A rendered page as React Router answered it. */
export type Rendered = { status: number; headers: Headers; body: Buffer }

type Options = SiteRules & {
  /** The security headers, as [name, value] pairs, for a page whose inline scripts have these hashes. */
  securityHeaders: (scriptHashes: string[]) => [string, string][]
  requestId: (req: IncomingMessage) => string
  onServed: (req: IncomingMessage, status: number, requestId: string, started: bigint) => void
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

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g
const BOOT_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([^<]*window\.__reactRouterRouteModules[^<]*)(<\/script>)/
const ROUTE_IMPORT = /^[ \t]*import \* as (\w+) from ("[^"]+");[ \t]*$/gm

/** How long a page's scripts wait for its first paint at most (a browser that never reports one). */
const PAINT_WAIT_LIMIT_MS = 1000

/**
 * A cached page's scripts start after its first paint (decision 043): its text, inline stylesheet and
 * preloaded heading face go first on a slow phone, and the ≈ 100 KB of scripts that make it interactive
 * follow. React Router's module preloads leave the head and its boot script's static imports become
 * dynamic ones, both started once the browser reports the first contentful paint (a paint timing entry,
 * which no fake clock holds back; at once in a tab nobody is looking at, which paints nothing, or in a
 * browser without paint timing; after a second at most). The page reads the same without them: it is
 * server-rendered. A page whose boot script has another shape is left as it is.
 */
export function scriptsAfterContent(html: string): string {
  const boot = BOOT_SCRIPT.exec(html)
  if (!boot) return html
  const imports = [...boot[2]!.matchAll(ROUTE_IMPORT)]
  if (imports.length === 0) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  const names = imports.map((match) => match[1]).join(', ')
  const modules = imports.map((match) => `import(${match[2]})`).join(', ')
  const script =
    `await new Promise((painted) => {\n` +
    `  if (document.visibilityState === "hidden" || !window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return painted();\n` +
    `  new PerformanceObserver((paints) => paints.getEntriesByName("first-contentful-paint").length && painted()).observe({ type: "paint", buffered: true });\n` +
    `  setTimeout(painted, ${PAINT_WAIT_LIMIT_MS});\n` +
    `});\n` +
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `const [${names}] = await Promise.all([${modules}]);\n` +
    boot[2]!.replace(ROUTE_IMPORT, '')
  return html.replace(BOOT_SCRIPT, (_, open: string, __: string, close: string) => open + script + close).replace(MODULE_PRELOAD, '')
}

/** The path and query of a request target (`/a?b` → `/a`, `b`). */
function splitTarget(url: string): [string, string | null] {
  const query = url.indexOf('?')
  return query === -1 ? [url, null] : [url.slice(0, query), url.slice(query + 1)]
}

export class PublicPageCache {
  private entries = new Map<string, CachedPage>()
  /** Renders under way, by key: later misses of the same key wait for this one. */
  private pending = new Map<string, Promise<CachedPage | null>>()
  private version: string | null = null
  constructor(private readonly options: Options) {}

  /** Drops everything when the data version changes. */
  setVersion(version: string) {
    if (version !== this.version) {
      this.version = version
      this.entries.clear()
      this.pending.clear()
    }
  }

  get size() {
    return this.entries.size
  }

  /** The variant of this request when the cache may answer it (an anonymous GET or HEAD of a public path), else null. */
  variantOf(req: IncomingMessage): Variant | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    const [pathname, search] = splitTarget(req.url ?? '/')
    if (!this.options.isPublicPath(pathname)) return null
    const cookie = req.headers.cookie
    if (cookie && PERSONAL_COOKIE.test(cookie)) return null
    return this.options.variantOf(pathname, search, req.headers['accept-language'])
  }

  /** Answers the request from the cache when it can; false means "not here, carry on". */
  serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    const variant = this.variantOf(req)
    const page = variant && this.entries.get(variant.key)
    if (!variant || !page) return false
    const started = process.hrtime.bigint()
    this.entries.delete(variant.key) // most recently used goes last
    this.entries.set(variant.key, page)
    const requestId = this.options.requestId(req)
    req.headers['x-request-id'] = requestId
    this.send(req, res, page, 'HIT', requestId)
    this.options.onServed(req, res.statusCode, requestId, started)
    return true
  }

  /**
   * A cacheable request that was not a hit: renders its variant (`render` gets the path with only
   * the query the page reads, and a neutral Accept-Language), keeps it and sends it. Concurrent
   * misses of one variant wait for the same render. Resolves false when the answer is not a page
   * to keep (a 404, a redirect, a cookie): the caller then handles the request as any other.
   */
  async serveMiss(
    req: IncomingMessage,
    res: ServerResponse,
    variant: Variant,
    render: (pathAndQuery: string, acceptLanguage: string) => Promise<Rendered>,
  ): Promise<boolean> {
    let page = this.entries.get(variant.key)
    let state: 'HIT' | 'MISS' = 'HIT'
    if (!page) {
      let rendering = this.pending.get(variant.key)
      if (!rendering) {
        state = 'MISS'
        const [pathname] = splitTarget(req.url ?? '/')
        rendering = this.renderAndStore(variant, () => render(`${pathname}${variant.search}`, variant.acceptLanguage))
        this.pending.set(variant.key, rendering)
        const settled = () => {
          if (this.pending.get(variant.key) === rendering) this.pending.delete(variant.key)
        }
        rendering.then(settled, settled)
      }
      page = (await rendering) ?? undefined
    }
    if (!page || res.destroyed) return Boolean(page)
    this.send(req, res, page, state, String(req.headers['x-request-id'] ?? this.options.requestId(req)))
    return true
  }

  private async renderAndStore(variant: Variant, render: () => Promise<Rendered>): Promise<CachedPage | null> {
    const version = this.version
    const rendered = await render()
    if (rendered.status !== 200 || rendered.headers.has('set-cookie')) return null
    const page = await this.build(rendered)
    // A render that overlapped a change of the data is sent to its requests but not kept.
    if (version === this.version) {
      this.entries.set(variant.key, page)
      while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    }
    return page
  }

  /** The page with its headers and its three encodings, compressed off the event loop. */
  private async build(page: Rendered): Promise<CachedPage> {
    const headers: [string, string][] = []
    page.headers.forEach((value, name) => {
      if (!DROPPED_HEADERS.has(name)) headers.push([name, value])
    })
    const etag = `"${createHash('sha1').update(page.body).digest('base64url')}"`
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(page.body, { level: 9 }),
      brotliAsync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
    ])
    const flat = [
      ...headers,
      ...this.options.securityHeaders(inlineScriptHashes(page.body.toString('utf8'))),
      ['cache-control', 'public, max-age=0, must-revalidate'],
      ['vary', 'Accept-Encoding, Accept-Language, Cookie'],
      ['etag', etag],
    ].flat()
    const encoded = (body: Buffer, encoding?: string): Encoded => ({
      body,
      rawHeaders: [...flat, 'content-length', String(body.length), ...(encoding ? ['content-encoding', encoding] : [])],
    })
    return {
      status: page.status,
      etag,
      identity: encoded(page.body),
      gzip: encoded(gzipped, 'gzip'),
      br: encoded(brotli, 'br'),
      notModified: flat,
    }
  }

  private send(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'HIT' | 'MISS', requestId: string) {
    const perRequest = ['x-request-id', requestId, 'x-cache', state]
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
