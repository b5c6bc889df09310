// What the reverse proxies in front of this server say about a request: the client's address, the
// scheme and the host. Each proxy appends to X-Forwarded-For the address it received the request
// from (nginx: `$proxy_add_x_forwarded_for`), after whatever the client wrote there itself; only the
// entries our own proxies appended can be believed. See docs/decisions/022-forwarded-headers.md.
import type { IncomingHttpHeaders } from 'node:http'

/**
 * The value `hops` trusted proxies vouch for: the `hops`-th entry from the right of a comma-separated
 * header (all lines of a repeated header taken together), as Express's `trust proxy` does with a hop
 * count. With one proxy that is the right-most entry, the address nginx appended. A header with one
 * value (X-Real-IP, or X-Forwarded-Proto that nginx overwrites) is that value; a list shorter than
 * `hops` gives its left-most entry, the farthest any proxy saw.
 */
export function forwardedValue(header: string | string[] | undefined, hops: number): string | undefined {
  if (header === undefined) return undefined
  const text = Array.isArray(header) ? header.join(',') : header
  // The common case, one value, without building a list.
  if (!text.includes(',')) return text.trim() || undefined
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries[Math.max(0, entries.length - hops)]
}

export type ProxyTrust = { header: string; hops: number }

/** The client's address from the trusted proxy's header, else the connection's own address. */
export function clientAddressOf(headers: IncomingHttpHeaders, socketAddress: string | undefined, proxy: ProxyTrust | null): string {
  const forwarded = proxy ? forwardedValue(headers[proxy.header], proxy.hops) : undefined
  return forwarded || socketAddress || 'unknown'
}
