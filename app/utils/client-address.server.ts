import { isIP } from 'node:net'
import { getClientIp } from './rate-limit.server.ts'

/**
 * Whether the request comes from the machine the server runs on. The address is the one the HTTP server
 * saw (server/index.ts: the socket's, or with TRUSTED_PROXY_HEADER the proxy's word for it), never the client's.
 */
export function isFromLoopback(request: Request): boolean {
  return isLoopbackAddress(getClientIp(request))
}

/** 127.0.0.0/8 and ::1, also written IPv4-mapped (::ffff:127.0.0.1) or bracketed ([::1]). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  let value = address.trim().toLowerCase()
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1)
  if (value.startsWith('::ffff:') && isIP(value.slice(7)) === 4) value = value.slice(7)
  if (isIP(value) === 4) return value.split('.')[0] === '127'
  if (isIP(value) !== 6) return false
  // The URL parser writes an IPv6 address in its shortest form, so 0:0:0:0:0:0:0:1 becomes ::1.
  const canonical = new URL(`http://[${value}]/`).hostname
  if (canonical === '[::1]') return true
  const mapped = canonical.match(/^\[::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}\]$/)
  return Boolean(mapped && parseInt(mapped[1]!, 16) >> 8 === 127)
}
