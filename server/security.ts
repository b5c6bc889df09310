import { randomBytes } from 'node:crypto'

export function createNonce() {
  return randomBytes(16).toString('base64')
}

/** Headers on every response. Scripts run only with the per-request nonce. */
export function securityHeaders(options: {
  nonce: string
  https: boolean
  googleSignIn: boolean
  dev: boolean
  /** For cached pages: the hashes of their inline scripts instead of a nonce. */
  scriptHashes?: string[]
}): Record<string, string> {
  const scriptSources = options.scriptHashes ? options.scriptHashes.join(' ') : `'nonce-${options.nonce}'`
  const formAction = ["'self'", options.googleSignIn ? 'https://accounts.google.com' : null].filter(Boolean).join(' ')
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}${options.dev ? " 'unsafe-inline'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${options.dev ? ' ws: wss:' : ''}`,
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    options.https ? 'upgrade-insecure-requests' : null,
  ]
    .filter(Boolean)
    .join('; ')
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
