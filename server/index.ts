// The Node entry. Each request, in order: refused at the edge when malformed (server/edge.ts),
// answered from the public page cache when it can be, served as a static file when it names one,
// else handed to React Router with security headers, a request log line and compression.
// Express only serves static files (and Vite in development): it stays off the dynamic hot path.
import { randomUUID, timingSafeEqual } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import type * as AppEntryModule from '#app/entry.server.tsx'
import { clusterMetrics, clusterPlan, isPrimary, isWorker, runPrimary } from './cluster.ts'
import { answerClientError, answerOptions, isValidHost, refusalOf, type Refusal } from './edge.ts'
import { sendFetchResponse, toFetchRequest } from './fetch-adapter.ts'
import { clientAddressOf, forwardedValue, untrustedProxyDetector, type ProxyTrust } from './forwarded.ts'
import { PublicPageCache, scriptsAfterContent, type Rendered } from './public-page-cache.ts'
import { createNonce, securityHeaderBuilder } from './security.ts'

// React and React Router choose their development or production build from NODE_ENV when they are
// first loaded. `npm start` and `node build/server.js` leave it unset, which meant development React
// (about twice the CPU per page): the server is production unless told otherwise (`npm run dev` says
// development). Nothing that loads React is imported statically above; React Router is imported in main().
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production'

type AppEntry = typeof AppEntryModule
const MAX_BODY_BYTES = 1024 * 1024
/**
 * Content pack uploads (multipart/form-data to these paths): up to 10 files of 25 MB and the form's
 * fields. The app streams them to storage and enforces the per-file limit itself.
 */
const UPLOAD_PATHS = new Set(['/admin', '/admin/content-packs'])
const MAX_UPLOAD_BODY_BYTES = 10 * 25 * 1024 * 1024 + 1024 * 1024
const VERSION_POLL_MS = 2000
/** After SIGTERM: in-flight requests (with keep-alive's 5 s), then the job queue's 10 s grace for running jobs, then exit regardless. */
const FORCED_EXIT_MS = 20_000
/** While draining, a connection quiet at two sweeps this far apart is closed. */
const QUIET_SWEEP_MS = 500

// This file is <build dir>/server.js; the React Router build sits beside it.
const buildDir = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(buildDir, '..')
const isDev = process.env.NODE_ENV === 'development'

async function loadBuild(): Promise<{ build: ServerBuild | (() => Promise<ServerBuild>); entry: AppEntry; vite?: ViteDevServer }> {
  if (isDev) {
    const { createServer } = await import('vite')
    const vite = await createServer({ server: { middlewareMode: true } })
    const load = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    const build = await load()
    return { build: load, entry: build.entry.module as unknown as AppEntry, vite }
  }
  // In production the build is handed over as an object: React Router derives its route tree once, not per request.
  const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild
  return { build, entry: build.entry.module as unknown as AppEntry }
}

/** Every file of the client build, as URL paths, so only requests for one of them go to the static file handlers. */
function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? listFiles(path.join(dir, item.name), `${prefix}/${item.name}`) : [`${prefix}/${item.name}`],
  )
}

/** Hashed assets as brotli or gzip files written at build time (scripts/build-server.mjs). */
function precompressedAssets(dir: string) {
  const available = new Set(existsSync(dir) ? readdirSync(dir) : [])
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const name = req.path.slice(1)
    const accepts = req.get('accept-encoding') ?? ''
    const encoding =
      /\bbr\b/.test(accepts) && available.has(`${name}.br`) ? 'br' : /\bgzip\b/.test(accepts) && available.has(`${name}.gz`) ? 'gzip' : null
    if (!encoding || name.includes('/')) return next()
    res.setHeader('Content-Encoding', encoding)
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.type(path.extname(name))
    res.sendFile(path.join(dir, `${name}.${encoding === 'br' ? 'br' : 'gz'}`))
  }
}

/**
 * Which of React's builds this process runs. CommonJS modules imported from ESM are in require's
 * cache; Node also lists there, unexecuted, the files it only scanned for export names.
 */
function reactBuild(): 'production' | 'development' | 'not loaded' {
  const cache = createRequire(import.meta.url).cache
  const ran = (name: string) => Object.entries(cache).some(([file, module]) => module?.loaded && file.endsWith(`${path.sep}${name}`))
  return ran('react.development.js') ? 'development' : ran('react.production.js') ? 'production' : 'not loaded'
}

/** A caller-supplied id when it is safe to log, else a new one. */
function requestIdOf(req: IncomingMessage) {
  const incoming = req.headers['x-request-id']
  return typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID()
}

const pathOf = (url: string | undefined) => {
  const query = url?.indexOf('?') ?? -1
  return query === -1 ? (url ?? '/') : url!.slice(0, query)
}

const LIVE_BODY = Buffer.from(JSON.stringify({ status: 'ok' }))

/** GET /healthz: the process is up (the same answer as app/routes/api/healthz.ts, without the router). */
function answerLive(res: ServerResponse, head: boolean) {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Length': LIVE_BODY.length })
  res.end(head ? undefined : LIVE_BODY)
}

function sendProblem(res: ServerResponse, { status, message, headers }: Refusal) {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const body = JSON.stringify({ error: message })
  res.statusCode = status
  for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value)
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.setHeader('Cache-Control', 'no-store')
  res.end(body)
}

/** Loopback addresses: the machine itself (behind a trusted proxy, the address it forwarded). */
const isLoopback = (address: string | undefined) =>
  Boolean(address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')))

/** `Authorization: Bearer <token>` with this token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string | undefined) {
  if (!token || !header?.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice(7).trim())
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

async function main() {
  // A local .env file, when present, fills in what the environment does not set.
  if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
  // With DATABASE_URL, this process forks the workers and serves nothing itself (server/cluster.ts).
  const plan = clusterPlan(process.env, availableParallelism())
  if (!isDev && isPrimary() && plan.workers > 1) return runPrimary(plan.workers)
  const { build, entry, vite } = await loadBuild()
  let env
  try {
    env = entry.parseEnv()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  const { logger } = entry
  // A crash is logged (and the buffered log flushed, see app/utils/logger.server.ts) before the process ends.
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception')
    console.error(entry.errorText(error, { stack: true }))
    process.exit(1)
  })
  const booted = await entry.boot().catch((error: Error) => {
    logger.fatal({ err: error }, 'start-up failed')
    console.error(entry.errorText(error))
    process.exit(1)
  })
  if (plan.reason === 'embedded-database' && !isDev)
    logger.info(
      { workers: 1 },
      'one process: the embedded database (PGlite) serves one process per data folder; with DATABASE_URL, WEB_CONCURRENCY workers (default one per core) share the port',
    )
  const https = env.baseUrl.startsWith('https://')
  const security = securityHeaderBuilder({ https, googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET), dev: isDev })
  // Request lines carry only fields this file sets, none of them secret (the URL's tokens are replaced
  // by loggableUrl), so they are written without pino's serializers and redaction (decision 044).
  const writeRequestLine = entry.requestLineWriter(logger)
  // The route pattern each request was answered by, for the request metrics (never the URL itself).
  const routes = new WeakMap<IncomingMessage, string>()
  const routeOf = (req: IncomingMessage) => {
    const known = routes.get(req)
    if (known) return known
    const pathname = pathOf(req.url)
    return entry.isPublicPath(pathname) ? pathname : 'unmatched'
  }
  const logRequest = (req: IncomingMessage, status: number, requestId: string, started: bigint) => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    entry.observeRequest(req.method, routeOf(req), status, ms / 1000)
    writeRequestLine({ requestId, method: req.method ?? '', url: entry.loggableUrl(req.url ?? ''), status, ms: Math.round(ms * 10) / 10 })
  }
  const { createRequestHandler } = await import('react-router')
  const handleRequest = createRequestHandler(build, isDev ? 'development' : 'production')

  const cache = new PublicPageCache({
    isPublicPath: entry.isPublicPath,
    variantOf: entry.publicPageVariant,
    securityHeaders: security.withScriptHashes,
    requestId: requestIdOf,
    onServed: logRequest,
  })
  const pollVersion = async () => {
    try {
      cache.setVersion(await entry.publicContentVersion())
    } catch (error) {
      logger.warn({ err: error }, 'public page cache: version check failed')
    }
  }
  await pollVersion()
  const pollTimer = setInterval(pollVersion, VERSION_POLL_MS)
  pollTimer.unref()

  // Behind TRUSTED_PROXY_HOPS proxies: what they vouch for, never what the client wrote before them (server/forwarded.ts).
  const proxy: ProxyTrust | null = env.TRUSTED_PROXY_HEADER
    ? { header: env.TRUSTED_PROXY_HEADER.toLowerCase(), hops: env.TRUSTED_PROXY_HOPS }
    : null
  const noteUntrustedProxy = proxy
    ? null
    : untrustedProxyDetector((peer) =>
        logger.warn(
          { peer },
          "Requests come with X-Forwarded-For from a local or private address, but TRUSTED_PROXY_HEADER is not set: every client gets the proxy's address, so sign-in limits and session addresses treat them as one. Set TRUSTED_PROXY_HEADER (and TRUSTED_PROXY_HOPS) to the header the proxy writes.",
        ),
      )

  /** The origin the app sees: from the proxy's forwarded headers when one is trusted, else this connection. */
  const originOf = (req: IncomingMessage) => {
    let protocol = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'
    let host = req.headers.host!
    if (proxy) {
      const forwardedProto = forwardedValue(req.headers['x-forwarded-proto'], proxy.hops)
      const forwardedHost = forwardedValue(req.headers['x-forwarded-host'], proxy.hops)
      if (forwardedProto === 'https' || forwardedProto === 'http') protocol = forwardedProto
      if (forwardedHost && isValidHost(forwardedHost)) host = forwardedHost
    }
    return `${protocol}://${host}`
  }

  /** Per request: an id, the CSP nonce, the security headers, the client's address, and a log line when it is answered. */
  const nonces = new WeakMap<IncomingMessage, string>()
  const begin = (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint()
    const requestId = requestIdOf(req)
    req.headers['x-request-id'] = requestId // so every later reader sees the same id
    const nonce = createNonce()
    nonces.set(req, nonce)
    res.setHeader('X-Request-Id', requestId)
    for (const [name, value] of security.withNonce(nonce)) res.setHeader(name, value)
    // The client's address, as this server sees it: the one header rate limits trust.
    req.headers[entry.CLIENT_IP_HEADER] = clientAddressOf(req.headers, req.socket.remoteAddress, proxy)
    res.once('finish', () => logRequest(req, res.statusCode, requestId, started))
  }

  /** Oversized or unmeasurable bodies are refused before anything reads them. */
  const bodyRefusal = (req: IncomingMessage): Refusal | null => {
    if (req.method === 'GET' || req.method === 'HEAD') return null
    const length = req.headers['content-length']
    if (length === undefined && req.headers['transfer-encoding']) return { status: 411, message: 'A Content-Length header is required.' }
    const upload = UPLOAD_PATHS.has(pathOf(req.url)) && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')
    if (upload && Number(length ?? 0) > MAX_UPLOAD_BODY_BYTES)
      return { status: 413, message: 'The upload is too large (at most 10 files of 25 MB).' }
    if (!upload && Number(length ?? 0) > MAX_BODY_BYTES) return { status: 413, message: 'The request body is too large (at most 1 MB).' }
    return null
  }

  const renderForCache =
    (req: IncomingMessage) =>
    async (pathAndQuery: string, acceptLanguage: string): Promise<Rendered> => {
      // Rendered as an anonymous visitor of this variant would see it: no cookies, a neutral language.
      const request = new Request(originOf(req) + pathAndQuery, {
        headers: { 'accept-language': acceptLanguage, [entry.CLIENT_IP_HEADER]: 'cache' },
      })
      const response = await handleRequest(request, entry.createLoadContext({ cspNonce: nonces.get(req) ?? '' }))
      return { status: response.status, headers: response.headers, body: Buffer.from(scriptsAfterContent(await response.text())) }
    }

  /** Everything React Router answers: a public page not cached yet, then any other page, action or resource route. */
  const handleDynamic = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const refusal = bodyRefusal(req)
      if (refusal) return sendProblem(res, refusal)
      const variant = vite ? null : cache.variantOf(req)
      if (variant && (await cache.serveMiss(req, res, variant, renderForCache(req)))) return
      const request = toFetchRequest(req, res, originOf(req))
      const context = entry.createLoadContext({ cspNonce: nonces.get(req) ?? '' })
      let response = await handleRequest(request, context)
      routes.set(req, entry.routePatternOf(context) ?? 'unmatched')
      // A loader or action that failed because the database or storage was down: 503, to try again.
      if (response.status === 500 && entry.takeOutage(String(req.headers['x-request-id'])))
        response = new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers: response.headers })
      await sendFetchResponse(req, res, response)
    } catch (error) {
      // Malformed URLs and anything else that escapes: a clear 4xx/5xx without a stack trace.
      const code = (error as { code?: string }).code
      const status = error instanceof URIError || code === 'ERR_INVALID_URL' ? 400 : ((error as { status?: number }).status ?? 500)
      if (status >= 500) logger.error({ err: error, requestId: req.headers['x-request-id'] }, 'unhandled error')
      sendProblem(res, {
        status,
        message: status === 400 ? 'Bad request.' : status < 500 ? 'The request could not be processed.' : 'Something went wrong.',
      })
    }
  }

  // Static files (and, in development, Vite), then the same dynamic handler.
  const app = express()
  app.disable('x-powered-by')
  const clientDir = path.join(buildDir, 'client')
  const staticFiles = new Set(vite ? [] : listFiles(clientDir))
  if (vite) {
    app.use(vite.middlewares)
  } else {
    app.use('/assets', precompressedAssets(path.join(clientDir, 'assets')))
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }))
    app.use(express.static(clientDir, { maxAge: '1h', index: false }))
  }
  app.use((req: ExpressRequest, res: ExpressResponse) => void handleDynamic(req, res))

  const metricsAllowed = (req: IncomingMessage) =>
    isLoopback(req.headers[entry.CLIENT_IP_HEADER] as string | undefined) || bearerMatches(req.headers.authorization, env.METRICS_TOKEN)
  /** Prometheus' text: this process's figures, or with workers every worker's, summed by the primary. */
  const answerMetrics = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const { contentType, body } = isWorker() ? await clusterMetrics() : await entry.metricsText()
      res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) })
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      logger.warn({ err: error }, 'metrics could not be gathered')
      sendProblem(res, { status: 503, message: 'The metrics could not be gathered; try again.', headers: { 'Retry-After': '5' } })
    }
  }

  // Requests without Host reach refusalOf, which answers them with a message (Node's own check sends a bare 400).
  let draining = false
  const connections = trackConnections()
  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    connections.requestStarted(req.socket, res)
    noteUntrustedProxy?.(req.headers, req.socket.remoteAddress)
    // While draining, each connection closes after the response it is giving.
    if (draining) res.setHeader('Connection', 'close')
    const refusal = refusalOf(req, req.headers.host)
    if (refusal) {
      begin(req, res)
      routes.set(req, 'refused')
      return sendProblem(res, refusal)
    }
    if (!vite && cache.serveHit(req, res)) return
    begin(req, res)
    if (req.method === 'OPTIONS') return answerOptions(res)
    // Liveness answers before React Router: a probe must not queue behind page renders (readiness, which asks the database, stays a route).
    const probe = !vite && (req.method === 'GET' || req.method === 'HEAD')
    if (probe && pathOf(req.url) === '/healthz') {
      routes.set(req, '/healthz')
      return answerLive(res, req.method === 'HEAD')
    }
    // Metrics: for the machine itself or the bearer of METRICS_TOKEN; anyone else gets the 404 page below.
    if (probe && pathOf(req.url) === '/metrics' && metricsAllowed(req)) {
      routes.set(req, '/metrics')
      return void answerMetrics(req, res)
    }
    if (vite || staticFiles.has(pathOf(req.url))) {
      routes.set(req, 'static')
      app(req, res)
    } else void handleDynamic(req, res)
  })
  server.on('connection', connections.add)
  server.on('clientError', answerClientError)
  server.headersTimeout = 30_000
  server.requestTimeout = 60_000
  server.keepAliveTimeout = 5_000
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    entry.adoptListeningPort(port)
    // The address the app's own links and mails use (localhost, not the bound 127.0.0.1), so it can be clicked as it is.
    const url = entry.getEnv().baseUrl
    logger.info({ host: env.HOST, port, url, mode: env.APP_MODE, react: reactBuild() }, `listening on ${url}`)
  })

  // Drain: stop accepting connections; every request already received — including one that has
  // arrived on a kept-alive connection but is not parsed yet — is answered, with `Connection: close`;
  // a connection that has received nothing since its last response for half a second is closed. (Node's
  // close() would close every connection it deems idle, and with it such an unread request, which a
  // proxy does not retry when it is a POST: that step is replaced.) Then booted.stop() lets running
  // jobs finish (at most 10 s; a job still running then goes back to the queue) and closes the
  // database. The forced exit comes after both.
  const shutdown = (signal: string) => {
    if (draining) return
    draining = true
    logger.info({ signal }, 'shutting down')
    clearInterval(pollTimer)
    server.closeIdleConnections = connections.closeQuiet
    const sweep = setInterval(connections.closeQuiet, QUIET_SWEEP_MS)
    server.close(() => {
      clearInterval(sweep)
      void booted.stop().finally(() => process.exit(0))
    })
    setTimeout(() => process.exit(0), FORCED_EXIT_MS).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

/**
 * The server's connections, each with the requests it is serving and how much it had read when its
 * last response ended: a connection with no request in hand that has read nothing since is quiet,
 * and closing it loses nothing.
 */
function trackConnections() {
  const open = new Set<Socket>()
  const state = new WeakMap<Socket, { active: number; readWhenIdle: number; quietAt: number }>()
  return {
    add: (socket: Socket) => {
      open.add(socket)
      state.set(socket, { active: 0, readWhenIdle: 0, quietAt: -1 })
      socket.once('close', () => open.delete(socket))
    },
    requestStarted: (socket: Socket, res: ServerResponse) => {
      const entry = state.get(socket)
      if (!entry) return
      entry.active += 1
      let done = false
      // At the response's last byte: a client that waits for it sends its next request after this.
      const ended = () => {
        if (done) return
        done = true
        entry.active -= 1
        entry.readWhenIdle = socket.bytesRead
      }
      res.once('finish', ended)
      res.once('close', ended)
    },
    /** Closes the connections found quiet at this sweep and the one before (half a second apart). */
    closeQuiet: () => {
      for (const socket of open) {
        const entry = state.get(socket)
        if (!entry) continue
        const quiet = entry.active === 0 && socket.bytesRead === entry.readWhenIdle
        if (quiet && entry.quietAt === entry.readWhenIdle) socket.destroy()
        entry.quietAt = quiet ? entry.readWhenIdle : -1
      }
    },
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
