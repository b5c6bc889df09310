// The Node entry: HTTP, security headers, compression, request logs, the public page cache,
// then React Router.
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import http, { type IncomingMessage } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import { createRequestHandler as createFetchHandler, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import type * as AppEntryModule from '#app/entry.server.tsx'
import { cacheKey, isCacheable, PublicPageCache } from './public-page-cache.ts'
import { createNonce, securityHeaders } from './security.ts'

type AppEntry = typeof AppEntryModule
const MAX_BODY_BYTES = 1024 * 1024
const VERSION_POLL_MS = 2000

// This file is <build dir>/server.js; the React Router build sits beside it.
const buildDir = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(buildDir, '..')
const isDev = process.env.NODE_ENV === 'development'

async function loadBuild(): Promise<{ build: () => Promise<ServerBuild>; entry: AppEntry; vite?: ViteDevServer }> {
  if (isDev) {
    const { createServer } = await import('vite')
    const vite = await createServer({ server: { middlewareMode: true } })
    const load = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    const build = await load()
    return { build: load, entry: build.entry.module as unknown as AppEntry, vite }
  }
  const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild
  return { build: async () => build, entry: build.entry.module as unknown as AppEntry }
}

/** Hashed assets as brotli or gzip files written at build time (scripts/build-server.mjs). */
function precompressedAssets(dir: string) {
  const available = new Set(existsSync(dir) ? readdirSync(dir) : [])
  return (req: Request, res: Response, next: NextFunction) => {
    const name = req.path.slice(1)
    const accepts = req.get('accept-encoding') ?? ''
    const encoding = /\bbr\b/.test(accepts) && available.has(`${name}.br`) ? 'br' : /\bgzip\b/.test(accepts) && available.has(`${name}.gz`) ? 'gzip' : null
    if (!encoding || name.includes('/')) return next()
    res.setHeader('Content-Encoding', encoding)
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.type(path.extname(name))
    res.sendFile(path.join(dir, `${name}.${encoding === 'br' ? 'br' : 'gz'}`))
  }
}

/** A caller-supplied id when it is safe to log, else a new one. */
function requestIdOf(req: IncomingMessage) {
  const incoming = req.headers['x-request-id']
  return typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID()
}

async function main() {
  // A local .env file, when present, fills in what the environment does not set.
  if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
  const { build, entry, vite } = await loadBuild()
  let env
  try {
    env = entry.parseEnv()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  const { logger } = entry
  const booted = await entry.boot().catch((error: Error) => {
    logger.fatal({ err: error }, 'start-up failed')
    console.error(error.message)
    process.exit(1)
  })
  const https = env.baseUrl.startsWith('https://')
  const googleSignIn = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
  const headersFor = (csp: { nonce?: string; scriptHashes?: string[] }) =>
    securityHeaders({ nonce: csp.nonce ?? '', scriptHashes: csp.scriptHashes, https, googleSignIn, dev: isDev })
  const logRequest = (req: IncomingMessage, status: number, requestId: string, started: bigint) => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    logger.info({ requestId, method: req.method, url: (req.url ?? '').slice(0, 500), status, ms: Math.round(ms * 10) / 10 }, 'request')
  }

  const cache = new PublicPageCache({ securityHeaders: (scriptHashes) => headersFor({ scriptHashes }), requestId: requestIdOf, onServed: logRequest })
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

  const app = express()
  app.disable('x-powered-by')
  if (env.TRUSTED_PROXY_HEADER) app.set('trust proxy', true)

  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint()
    const requestId = requestIdOf(req)
    req.headers['x-request-id'] = requestId // so every later reader sees the same id
    res.locals.requestId = requestId
    res.locals.cspNonce = createNonce()
    res.setHeader('X-Request-Id', requestId)
    for (const [name, value] of Object.entries(headersFor({ nonce: res.locals.cspNonce }))) res.setHeader(name, value)
    // The client's address, as this server sees it: the one header rate limits trust.
    const forwarded = env.TRUSTED_PROXY_HEADER ? req.get(env.TRUSTED_PROXY_HEADER)?.split(',')[0]?.trim() : undefined
    req.headers[entry.CLIENT_IP_HEADER] = forwarded || req.socket.remoteAddress || 'unknown'
    res.on('finish', () => logRequest(req, res.statusCode, requestId, started))
    next()
  })

  // Oversized or unmeasurable bodies are refused before anything reads them.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const length = req.get('content-length')
    if (length === undefined && req.get('transfer-encoding')) {
      return res.status(411).json({ error: 'A Content-Length header is required.' })
    }
    if (Number(length ?? 0) > MAX_BODY_BYTES) {
      return res.status(413).json({ error: 'The request body is too large (at most 1 MB).' })
    }
    next()
  })

  app.use(compression())

  if (vite) {
    app.use(vite.middlewares)
  } else {
    app.use('/assets', precompressedAssets(path.join(buildDir, 'client/assets')))
    app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y', index: false }))
    app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }))
    // A public page not in the cache yet: render it as an anonymous visitor of its variant would see it, keep it, send it.
    const render = createFetchHandler(await build(), 'production')
    app.use(async (req: Request, res: Response, next: NextFunction) => {
      if (!isCacheable(req.method, req.path, req.get('cookie'))) return next()
      try {
        const language = req.get('accept-language')
        const request = new Request(new URL(req.originalUrl, `http://${req.get('host') ?? 'localhost'}`), {
          headers: { 'accept-language': cacheKey('', language).endsWith('|IN') ? 'en-IN' : 'en', [entry.CLIENT_IP_HEADER]: 'cache' },
        })
        const response = await render(request, entry.createLoadContext({ cspNonce: res.locals.cspNonce as string }))
        const body = Buffer.from(await response.arrayBuffer())
        if (response.status === 200 && !response.headers.has('set-cookie')) {
          return cache.send(req, res, cache.store(cacheKey(req.originalUrl, language), { status: 200, headers: response.headers, body }), 'MISS')
        }
        // Not kept (a 404, a redirect): sent as rendered, with this request's nonce.
        res.status(response.status)
        response.headers.forEach((value, name) => {
          if (name !== 'content-length' && name !== 'set-cookie') res.setHeader(name, value)
        })
        res.end(body)
      } catch (error) {
        next(error)
      }
    })
  }

  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      mode: isDev ? 'development' : 'production',
      getLoadContext: (_req, res) => entry.createLoadContext({ cspNonce: res.locals.cspNonce as string }),
    }),
  )

  // Malformed URLs and anything else that escapes: a clear 4xx/5xx without a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = error instanceof URIError ? 400 : ((error as { status?: number }).status ?? 500)
    if (status >= 500) logger.error({ err: error, requestId: res.locals.requestId }, 'unhandled error')
    if (res.headersSent) return res.end()
    res.status(status).json({ error: status === 400 ? 'Bad request.' : status < 500 ? 'The request could not be processed.' : 'Something went wrong.' })
  })

  // Cached public pages are answered before Express runs; everything else goes through it.
  const server = http.createServer((req, res) => {
    if (!vite && cache.serveHit(req, res)) return
    app(req, res)
  })
  server.headersTimeout = 30_000
  server.requestTimeout = 60_000
  server.keepAliveTimeout = 5_000
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    logger.info({ host: env.HOST, port, mode: env.APP_MODE }, `listening on http://${env.HOST}:${port}`)
  })

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down')
    clearInterval(pollTimer)
    server.close(() => {
      void booted.stop().finally(() => process.exit(0))
    })
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
