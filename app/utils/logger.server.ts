import cluster from 'node:cluster'
import { writeSync } from 'node:fs'
import { createRequire } from 'node:module'
import pino from 'pino'
import type PinoPretty from 'pino-pretty'

/**
 * Where log lines go: stdout, in batches. A line is kept in memory and every line of one turn of
 * the event loop is written together when the turn ends, so a busy server makes one write for many
 * requests instead of one blocking write per request line. Writes are synchronous and whole, so
 * nothing is ever half-written or left in flight: what remains is written out when the process
 * exits (process.exit, a signal handled by the server, an uncaught error) and right after every
 * `fatal` line, so the last lines before a crash or a refused start are never lost.
 */
export class BatchedDestination {
  private lines: string[] = []
  private scheduled = false
  private broken = false
  /** `format` turns a JSON line into what is written (human-readable lines for a terminal). */
  constructor(
    private readonly fd: number,
    private readonly format?: (line: string) => string,
  ) {}

  write(line: string): boolean {
    this.lines.push(this.format ? this.format(line) : line)
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(this.flushSync)
    }
    return true
  }

  /** Writes every waiting line now (pino calls this after a fatal line). */
  flushSync = () => {
    this.scheduled = false
    if (this.lines.length === 0 || this.broken) return
    const text = Buffer.from(this.lines.join(''))
    this.lines = []
    let written = 0
    let waits = 0
    while (written < text.length) {
      try {
        written += writeSync(this.fd, text, written)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        // A full pipe: wait for its reader a little, as pino's own synchronous destination does.
        if ((code === 'EAGAIN' || code === 'EBUSY') && waits++ < 1000) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10)
          continue
        }
        // The reader is gone (EPIPE) or stuck: stop logging rather than crash or hang the server.
        this.broken = true
        return
      }
    }
  }
}

/**
 * Someone reading a terminal gets one readable line per entry ("[11:41:11] INFO: listening on … {fields}");
 * a pipe, a file or a log collector gets JSON lines, and so does production always.
 * LOG_FORMAT=json or LOG_FORMAT=pretty overrides the guess.
 */
export function wantsPrettyLogs(env: NodeJS.ProcessEnv = process.env, isTerminal = Boolean(process.stdout.isTTY)): boolean {
  const format = env.LOG_FORMAT?.trim().toLowerCase()
  if (format === 'json' || format === 'pretty') return format === 'pretty'
  return isTerminal && env.APP_MODE?.trim() !== 'production'
}

/** pino-pretty (28 modules) is loaded only for a terminal: a production start never reads it. */
function prettyLine(): (line: string) => string {
  const { prettyFactory } = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty
  return prettyFactory({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service' })
}

export const logDestination = new BatchedDestination(1, wantsPrettyLogs() ? prettyLine() : undefined)
process.on('exit', logDestination.flushSync)

/** Keys whose values never reach a log line, at any depth an error or a library's arguments bring them. */
const SECRET_KEY = /token|password|passwd|secret|cookie|authorization|api[-_]?key|credential|signature|^params$|^parameters$|^detail$/i
const REDACTED = '[redacted]'
const MAX_DEPTH = 6

/** The same keys for pino's own redaction of the fields a log call passes (top level and one below). */
const SECRET_FIELDS = [
  'password',
  'token',
  'secret',
  'cookie',
  'authorization',
  'apiKey',
  'accessToken',
  'refreshToken',
  'idToken',
  'sessionToken',
  'clientSecret',
  'params',
]
const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((key) => [key, `*.${key}`]),
  ...['cookie', 'authorization', '"set-cookie"', '"x-api-key"'].flatMap((name) => [`headers[${name}]`, `*.headers[${name}]`]),
]

/**
 * A failed query's error (Drizzle's DrizzleQueryError) carries the query's parameters (session tokens,
 * client addresses in rate-limit keys) in its `params` and at the end of its message and stack:
 * "Failed query: <sql>\nparams: <values>", also when another error repeats that message in its own.
 * The SQL text stays, the values go (up to the stack's frames).
 */
function withoutQueryParams(text: string): string {
  const query = text.indexOf('Failed query: ')
  const start = query === -1 ? -1 : text.indexOf('\nparams: ', query)
  if (start === -1) return text
  const frames = text.indexOf('\n    at ', start)
  return text.slice(0, start) + (frames === -1 ? '' : text.slice(frames))
}

/** Plain data with every secret key's value replaced, errors serialised; cycles and great depth cut short. */
function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value
  if (seen.has(value) || depth > MAX_DEPTH) return '[…]'
  seen.add(value)
  if (value instanceof Error) return serializeErrorAt(value, depth, seen)
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen))
  if (value instanceof Date || Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? REDACTED : scrub(item, depth + 1, seen)
  return out
}

function serializeErrorAt(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const source = error as Error & { cause?: unknown; errors?: unknown }
  const out: Record<string, unknown> = {
    type: error.constructor?.name || error.name,
    message: withoutQueryParams(error.message),
    stack: error.stack ? withoutQueryParams(error.stack) : undefined,
  }
  for (const [key, item] of Object.entries(error)) {
    if (key in out || key === 'cause' || key === 'errors') continue
    out[key] = SECRET_KEY.test(key) ? REDACTED : scrub(item, depth + 1, seen)
  }
  if (source.cause !== undefined) out.cause = scrub(source.cause, depth + 1, seen)
  if (Array.isArray(source.errors)) out.errors = scrub(source.errors, depth + 1, seen)
  return out
}

/**
 * How an error appears in the log: its type, message and stack, its own fields (a PostgreSQL error's
 * code, table, constraint, the failed query's SQL text) and its cause, without the values a query was
 * given or any field named like a secret (a unique violation's `detail` repeats the row's values).
 */
export function serializeError(error: unknown): unknown {
  return error instanceof Error ? serializeErrorAt(error, 0, new WeakSet()) : scrub(error, 0, new WeakSet())
}

/** A library's log arguments (Better Auth hands over its errors and request data) made safe to log. */
export function loggable(value: unknown): unknown {
  return scrub(value, 0, new WeakSet())
}

/**
 * JSON lines on stdout; the level comes from LOG_LEVEL. Errors go through `serializeError` whatever key
 * they are logged under; secret fields are redacted on every line except the request lines, which
 * server/index.ts writes from fields it chooses (a URL with its secret parts removed).
 */
export const LOGGER_OPTIONS = {
  // With several workers (server/cluster.ts) each line says which process wrote it.
  base: cluster.isWorker ? { service: 'web', pid: process.pid } : { service: 'web' },
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: serializeError, error: serializeError, args: loggable },
  redact: { paths: REDACT_PATHS, censor: REDACTED },
} satisfies pino.LoggerOptions

export const logger = pino({ ...LOGGER_OPTIONS, level: process.env.LOG_LEVEL?.trim() || 'info' }, logDestination)

/** What one request line says: the fields server/index.ts chooses, nothing a client could make secret. */
export type RequestLine = { requestId: string; method: string; url: string; status: number; ms: number }

/**
 * The writer of the one line every answered request gets, `{"level":30,"time":…,"service":"web",
 * "requestId":…,"method":…,"url":…,"status":…,"ms":…,"msg":"request"}`: the same JSON line
 * `log.info({ requestId, method, url, status, ms }, 'request')` would write, built directly because
 * it is written for every request and pino's general path (serializers, redaction, its own
 * escaping) cost a tenth of a cached page's answer (docs/decisions/044-request-line.md). Lines go to
 * the logger's own destination (the batched stdout), so a terminal still gets them readable; the
 * level and bindings (service, a worker's pid) are the logger's too.
 */
export function requestLineWriter(log: pino.Logger) {
  const internals = log as unknown as Record<symbol, unknown>
  const destination = internals[pino.symbols.streamSym] as { write(line: string): unknown }
  const bindings = (internals[pino.symbols.chindingsSym] as string | undefined) ?? ''
  const level = log.levels.values.info
  let second = -1
  let isoSecond = ''
  return (line: RequestLine) => {
    if (!log.isLevelEnabled('info')) return
    const now = Date.now()
    // The ISO time up to its seconds changes once a second; the milliseconds are appended per line.
    const thisSecond = Math.floor(now / 1000)
    if (thisSecond !== second) {
      second = thisSecond
      isoSecond = new Date(second * 1000).toISOString().slice(0, 19)
    }
    const time = `${isoSecond}.${String(now % 1000).padStart(3, '0')}Z`
    destination.write(
      `{"level":${level},"time":"${time}"${bindings},"requestId":${JSON.stringify(line.requestId)},"method":${JSON.stringify(line.method)},"url":${JSON.stringify(line.url)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
    )
  }
}

/** Paths whose next segment is a bearer secret: a review link's token, Better Auth's reset link. */
const TOKEN_PATHS = /^(\/content-actions\/|\/api\/auth\/reset-password\/)[^/?#]+/
/** Query parameters that carry one: verification and reset tokens, OAuth's code and state. */
const SECRET_QUERY = /([?&](?:token|code|state|password|secret|signature|key)=)[^&#]*/gi

/**
 * A request's path and query for a log line, the secrets in it replaced: review links, reset and
 * verification links and OAuth callbacks carry a token that works for whoever reads the log.
 */
export function loggableUrl(url: string): string {
  const limited = url.length > 500 ? url.slice(0, 500) : url
  const path = TOKEN_PATHS.test(limited) ? limited.replace(TOKEN_PATHS, `$1${REDACTED}`) : limited
  return path.includes('?') ? path.replace(SECRET_QUERY, `$1${REDACTED}`) : path
}

/** An error as plain text for stderr (a refused start, a crash): its message, or its stack, without query values. */
export function errorText(error: unknown, { stack = false } = {}): string {
  if (!(error instanceof Error)) return String(error)
  const serialized = serializeError(error) as { stack?: string; message: string }
  return (stack && serialized.stack) || serialized.message
}
