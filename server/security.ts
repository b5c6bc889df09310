import { randomBytes } from 'node:crypto'

const NONCE_BYTES = 16
const POOL_NONCES = 256
let pool = Buffer.alloc(0)
let offset = 0

/** 128 random bits per request, drawn from a pool filled 256 nonces at a time (one call to the CSPRNG instead of one per request). */
export function createNonce() {
  if (offset >= pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES)
    offset = 0
  }
  offset += NONCE_BYTES
  return pool.toString('base64', offset - NONCE_BYTES, offset)
}

type SecurityOptions = {
  https: boolean
  googleSignIn: boolean
  dev: boolean
}

/**
 * Headers on every response. Scripts run only with the per-request nonce, or, on cached pages,
 * with the hashes of their inline scripts. Everything but the script sources is fixed at start, so
 * a request pays for one string concatenation.
 */
export function securityHeaderBuilder(options: SecurityOptions) {
  const formAction = ["'self'", options.googleSignIn ? 'https://accounts.google.com' : null].filter(Boolean).join(' ')
  const before = "default-src 'self'; script-src 'self' "
  const after = [
    options.dev ? " 'unsafe-inline'" : '',
    "; style-src 'self' 'unsafe-inline'",
    "; img-src 'self' data:",
    "; font-src 'self'",
    `; connect-src 'self'${options.dev ? ' ws: wss:' : ''}`,
    `; form-action ${formAction}`,
    "; frame-ancestors 'none'",
    "; base-uri 'self'",
    "; object-src 'none'",
    options.https ? '; upgrade-insecure-requests' : '',
  ].join('')
  const fixed: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ]
  if (options.https) fixed.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  const csp = (scriptSources: string) => `${before}${scriptSources}${after}`
  return {
    /** The headers as [name, value] pairs for a response whose inline scripts carry this nonce. */
    withNonce: (nonce: string): [string, string][] => [['Content-Security-Policy', csp(`'nonce-${nonce}'`)], ...fixed],
    /** The same for a cached page: the hashes of its inline scripts instead of a nonce. */
    withScriptHashes: (scriptHashes: string[]): [string, string][] => [['Content-Security-Policy', csp(scriptHashes.join(' '))], ...fixed],
  }
}
