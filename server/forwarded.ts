// What the reverse proxies in front of this server say about a request: the client's address, the
// scheme and the host. Each proxy appends to X-Forwarded-For the address it received the request
// from (nginx: `$proxy_add_x_forwarded_for`), after whatever the client wrote there itself; only the
// entries our own proxies appended can be believed. See docs/decisions/022-forwarded-headers.md.
import type { IncomingHttpHeaders } from 'node:http'
import { BlockList, isIP } from 'node:net'

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

/** Where a reverse proxy in front of this server talks from: loopback, private, link-local and shared (CGNAT) ranges. */
const PROXY_RANGES = new BlockList()
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const)
  PROXY_RANGES.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PROXY_RANGES.addSubnet(network, prefix, 'ipv6')

/** Whether a connection's address is loopback or private (an IPv4 address may come IPv4-mapped, ::ffff:10.0.0.2). */
export function isLoopbackOrPrivate(address: string | undefined): boolean {
  if (!address) return false
  const value = address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
  const family = isIP(value)
  if (family === 0) return false
  return PROXY_RANGES.check(value, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * For a server with no trusted proxy header: calls `warn` once, for the first request that comes with
 * X-Forwarded-For from a loopback or private peer — a proxy is in front, and without the header every
 * client has the proxy's address (one rate-limit count, one address in the session list).
 */
export function untrustedProxyDetector(warn: (peer: string) => void) {
  let warned = false
  return (headers: IncomingHttpHeaders, socketAddress: string | undefined) => {
    if (warned || headers['x-forwarded-for'] === undefined || !isLoopbackOrPrivate(socketAddress)) return
    warned = true
    warn(socketAddress!)
  }
}
