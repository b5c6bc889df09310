// Public pages, rendered once per variant and kept until the data behind them changes.
// Only anonymous GETs of known public paths are served from here; everything else goes to React Router.
import { createHash } from 'node:crypto'
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

export type CachedPage = {
  status: number
  headers: [string, string][]
  body: Buffer
  gzip: Buffer
  brotli: Buffer
  etag: string
  scriptHashes: string[]
}

/** Currency is the only thing a public page varies on besides its URL (see app/utils/money.ts). */
export function variantOf(acceptLanguage: string | undefined) {
  return /(^|[-_,;\s])in(\b|$)/i.test(acceptLanguage ?? '') ? 'IN' : 'default'
}

export function isCacheable(method: string, pathname: string, cookieHeader: string | undefined) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (PERSONAL_COOKIE.test(cookieHeader ?? '')) return false
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

export class PublicPageCache {
  private entries = new Map<string, CachedPage>()
  private version: string | null = null

  /** Drops everything when the data version changes. */
  setVersion(version: string) {
    if (version !== this.version) {
      this.version = version
      this.entries.clear()
    }
  }

  get(key: string) {
    const entry = this.entries.get(key)
    if (entry) {
      // Most recently used goes last.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  store(key: string, page: { status: number; headers: [string, string][]; body: Buffer }) {
    const entry: CachedPage = {
      ...page,
      gzip: gzipSync(page.body, { level: 9 }),
      brotli: brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      etag: `"${createHash('sha1').update(page.body).digest('base64url')}"`,
      scriptHashes: inlineScriptHashes(page.body.toString('utf8')),
    }
    this.entries.set(key, entry)
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    return entry
  }

  get size() {
    return this.entries.size
  }
}
