import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'
import { appCss } from './utils/app-css.server.ts'
import { InlineCssContext } from './utils/inline-css.ts'
import { cspNonceContext } from './utils/request-context.ts'
import { loggableUrl, logger } from './utils/logger.server.ts'
import { outageIn } from './utils/service-unavailable.ts'

// The HTTP server (server/index.ts) reaches the app's single copy of these through the build.
export { boot } from './boot.server.ts'
export { createLoadContext, routePatternOf } from './utils/request-context.ts'
export { metricsText, observeRequest } from './utils/metrics.server.ts'
export { errorText, loggableUrl, logger, requestLineWriter } from './utils/logger.server.ts'
export { parseEnv, getEnv, adoptListeningPort } from './utils/env.server.ts'
export { CLIENT_IP_HEADER } from './utils/auth.server.ts'
export { publicContentVersion } from './utils/public-content.server.ts'

/**
 * Requests (by id) whose loader or action failed because a dependency was down: the edge answers them
 * 503 with Retry-After instead of 500 (takeOutage). An id not taken within a minute is forgotten.
 */
const outages = new Map<string, number>()
function markOutage(request: Request) {
  const id = request.headers.get('x-request-id')
  if (!id) return
  const now = Date.now()
  for (const [key, at] of outages) if (now - at > 60_000) outages.delete(key)
  outages.set(id, now)
}
export function takeOutage(requestId: string): boolean {
  return outages.delete(requestId)
}
export { isPublicPath, publicPageVariant } from './content/public-paths.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext)
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // A render still streaming after this is cut short; a finished one clears its timer.
    let abortRender = () => {}
    const timer = setTimeout(() => abortRender(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <InlineCssContext value={import.meta.env.DEV ? '' : appCss}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineCssContext>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          body.once('close', () => clearTimeout(timer))
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) logger.error({ err: error }, 'render error')
        },
      },
    )
    abortRender = abort
  })
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  const { pathname, search } = new URL(request.url)
  const url = loggableUrl(pathname + search)
  // The router's own refusals (405 for PUT or PROPFIND on a route without an action, say) are the
  // client's mistake, answered as such: a warning without a stack, not an error of ours.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ status: error.status, method: request.method, url }, `request refused: ${error.status} ${error.statusText}`.trim())
    return
  }
  if (outageIn(error)) {
    markOutage(request)
    logger.warn({ err: outageIn(error)?.cause ?? error, url }, 'a dependency is unavailable: answered 503')
    return
  }
  logger.error({ err: error, url }, 'unhandled error in loader or action')
}
