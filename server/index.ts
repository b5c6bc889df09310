// The Node entry: HTTP, security headers, compression, request logs, then React Router.
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import { createRequestHandler as createFetchHandler, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import type * as AppEntryModule from '#app/entry.server.tsx'
import { isCacheable, PublicPageCache, variantOf, type CachedPage } from './public-page-cache.ts'
import { createNonce, securityHeaders } from './security.ts'

type AppEntry = typeof AppEntryModule
const MAX_BODY_BYTES = 1024 * 1024

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
  const booted = await entry.boot()

  const app = express()
  app.disable('x-powered-by')
  if (env.TRUSTED_PROXY_HEADER) app.set('trust proxy', true)
  const https = env.baseUrl.startsWith('https://')
  const googleSignIn = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)

  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint()
    const incomingId = req.get('x-request-id')
    const requestId = incomingId && /^[\w.-]{1,100}$/.test(incomingId) ? incomingId : randomUUID()
    res.locals.requestId = requestId
    res.locals.cspNonce = createNonce()
    res.setHeader('X-Request-Id', requestId)
    for (const [name, value] of Object.entries(securityHeaders({ nonce: res.locals.cspNonce, https, googleSignIn, dev: isDev }))) {
      res.setHeader(name, value)
    }
    // The client's address, as this server sees it: the one header rate limits trust.
    const forwarded = env.TRUSTED_PROXY_HEADER ? req.get(env.TRUSTED_PROXY_HEADER)?.split(',')[0]?.trim() : undefined
    req.headers[entry.CLIENT_IP_HEADER] = forwarded || req.socket.remoteAddress || 'unknown'
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      logger.info({ requestId, method: req.method, url: req.originalUrl.slice(0, 500), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request')
    })
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
    app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y', index: false }))
    app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }))
  }

  if (!vite) app.use(await publicPageCacheMiddleware(await build(), entry, { https, googleSignIn }))

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

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    logger.info({ host: env.HOST, port, mode: env.APP_MODE }, `listening on http://${env.HOST}:${port}`)
  })
  server.headersTimeout = 30_000
  server.requestTimeout = 60_000

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down')
    server.close(() => {
      void booted.stop().finally(() => process.exit(0))
    })
    setTimeout(() => process.exit(0), 5_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

const VERSION_POLL_MS = 2000

/**
 * Serves anonymous GETs of public pages from a cache of rendered pages (per URL and currency
 * variant), refreshed when the data version changes. See docs/decisions/004-public-page-cache.md.
 */
async function publicPageCacheMiddleware(build: ServerBuild, entry: AppEntry, csp: { https: boolean; googleSignIn: boolean }) {
  const cache = new PublicPageCache()
  const render = createFetchHandler(build, 'production')
  const poll = async () => {
    try {
      cache.setVersion(await entry.publicContentVersion())
    } catch (error) {
      entry.logger.warn({ err: error }, 'public page cache: version check failed')
    }
  }
  await poll()
  setInterval(poll, VERSION_POLL_MS).unref()

  const send = (req: Request, res: Response, page: CachedPage) => {
    for (const [name, value] of page.headers) {
      if (!['content-length', 'content-encoding', 'set-cookie', 'content-security-policy'].includes(name)) res.setHeader(name, value)
    }
    const headers = securityHeaders({ nonce: '', https: csp.https, googleSignIn: csp.googleSignIn, dev: false, scriptHashes: page.scriptHashes })
    res.setHeader('Content-Security-Policy', headers['Content-Security-Policy']!)
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie')
    res.setHeader('ETag', page.etag)
    if (req.get('if-none-match') === page.etag) return res.status(304).end()
    const accepts = req.get('accept-encoding') ?? ''
    const [encoding, body] = /\bbr\b/.test(accepts) ? ['br', page.brotli] : /\bgzip\b/.test(accepts) ? ['gzip', page.gzip] : [null, page.body]
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.status(page.status)
    return req.method === 'HEAD' ? res.end() : res.end(body)
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheable(req.method, req.path, req.get('cookie'))) return next()
    const variant = variantOf(req.get('accept-language'))
    const key = `${req.originalUrl}|${variant}`
    const cached = cache.get(key)
    res.setHeader('X-Cache', cached ? 'HIT' : 'MISS')
    if (cached) return send(req, res, cached)
    try {
      // Rendered as a visitor of this variant would see it: no cookies, a normalised language.
      const request = new Request(new URL(req.originalUrl, `http://${req.get('host') ?? 'localhost'}`), {
        headers: { 'accept-language': variant === 'IN' ? 'en-IN' : 'en', 'user-agent': 'public-page-cache', [entry.CLIENT_IP_HEADER]: 'cache' },
      })
      const response = await render(request, entry.createLoadContext({ cspNonce: res.locals.cspNonce as string }))
      if (response.status !== 200 || response.headers.has('set-cookie')) {
        // Not kept (a 404, a redirect): sent as rendered, with this request's nonce.
        res.status(response.status)
        response.headers.forEach((value, name) => {
          if (name !== 'content-length' && name !== 'set-cookie') res.setHeader(name, value)
        })
        return res.end(Buffer.from(await response.arrayBuffer()))
      }
      const page = cache.store(key, { status: response.status, headers: [...response.headers], body: Buffer.from(await response.arrayBuffer()) })
      return send(req, res, page)
    } catch (error) {
      return next(error)
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
