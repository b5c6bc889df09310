// A dependency that is down for a moment (the database, the file storage) is not our error: the answer
// is 503 with Retry-After and a page that says so. The database layer throws ServiceUnavailable (an
// Error: jobs and logs read its message; a query builder may wrap it as its cause). Where a request
// meets it first — the session read every request makes — rethrowOutage answers 503 with its words;
// a loader or action that meets it later is answered 503 by the edge (entry.server's takeOutage), which
// also adds Retry-After.
import { data } from 'react-router'

export const UNAVAILABLE_MESSAGES = {
  database: 'The service is briefly unavailable. Please try again in a few seconds; nothing you did was lost.',
  storage: 'File storage is briefly unavailable. Please try the upload or download again in a few seconds.',
} as const

/** When to try again, said with every 503 of an outage (the edge adds it to pages: server/fetch-adapter.ts). */
export const RETRY_AFTER_SECONDS = '5'

export class ServiceUnavailable extends Error {
  /** What a person is told; `message` says what failed, for logs and operators. */
  readonly userMessage: string
  constructor(
    readonly dependency: keyof typeof UNAVAILABLE_MESSAGES,
    options?: { cause?: unknown },
  ) {
    const cause = options?.cause instanceof Error ? `: ${options.cause.message}` : ''
    super(`The ${dependency} is unavailable${cause}`, options)
    this.name = 'ServiceUnavailable'
    this.userMessage = UNAVAILABLE_MESSAGES[dependency]
  }
}

export const CONNECTION_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
/** PostgreSQL's "connection exception" class (08) and the shutdown codes (57P01–57P03). */
const POSTGRES_DOWN = /^(08|57P0[123])/

/** Whether an error from node-postgres means the server could not be reached or went away, not a bad query. */
export function isDatabaseDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || POSTGRES_DOWN.test(code))) return true
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(error.message)
}

/** The ServiceUnavailable behind an error (a query builder wraps the driver's error as its cause), if any. */
export function outageIn(error: unknown): ServiceUnavailable | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++)
    if (current instanceof ServiceUnavailable) return current
  return null
}

/** Rethrows an error; one with a ServiceUnavailable behind it as a 503 response with its words (what error boundaries show). */
export function rethrowOutage(error: unknown): never {
  const outage = outageIn(error)
  if (outage) throw data(outage.userMessage, { status: 503, statusText: 'Service Unavailable' })
  throw error
}

/**
 * A resource route's answer (a file download) when a dependency is down: its words as text, 503 with
 * Retry-After, instead of the router's "Unexpected Server Error". Anything else is rethrown.
 */
export function outageResponse(error: unknown): Response {
  const outage = outageIn(error)
  if (!outage) throw error
  return new Response(outage.userMessage, {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' },
  })
}
