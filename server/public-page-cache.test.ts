import type { IncomingMessage, ServerResponse } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { isPublicPath, publicPageVariant } from '#app/content/public-paths.ts'
import { PublicPageCache, scriptsAfterContent, type Rendered } from './public-page-cache.ts'

type Sent = { status: number; headers: Record<string, string>; body?: Buffer }

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { method, url, headers: { ...headers } } as unknown as IncomingMessage
}

function response() {
  const sent: Sent = { status: 0, headers: {} }
  const res = {
    statusCode: 200,
    destroyed: false,
    writeHead(status: number, raw: string[]) {
      sent.status = status
      for (let i = 0; i < raw.length; i += 2) sent.headers[raw[i]!.toLowerCase()] = raw[i + 1]!
    },
    end(body?: Buffer) {
      sent.body = body
    },
  }
  return { res: res as unknown as ServerResponse, sent }
}

function createCache() {
  const cache = new PublicPageCache({
    isPublicPath,
    variantOf: publicPageVariant,
    securityHeaders: (hashes) => [['content-security-policy', `script-src 'self' ${hashes.join(' ')}`]],
    requestId: () => 'request-id',
    onServed: () => {},
  })
  cache.setVersion('1')
  const renders: { pathAndQuery: string; acceptLanguage: string }[] = []
  const render = async (pathAndQuery: string, acceptLanguage: string): Promise<Rendered> => {
    renders.push({ pathAndQuery, acceptLanguage })
    const currency = acceptLanguage === 'en-IN' ? '₹' : '$'
    const body = Buffer.from(`<!doctype html><h1>${pathAndQuery}</h1><p>${currency}199</p>${'<p>words</p>'.repeat(200)}`)
    return { status: 200, headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }), body }
  }
  /** What a request gets: a hit, else the miss path (as server/index.ts does). */
  const serve = async (req: IncomingMessage) => {
    const { res, sent } = response()
    if (!cache.serveHit(req, res)) {
      const variant = cache.variantOf(req)
      if (!variant || !(await cache.serveMiss(req, res, variant, render))) return null
    }
    return sent
  }
  return { cache, renders, render, serve }
}

describe('the public page cache', () => {
  it('makes no new entry for unknown query parameters: /?x=<random> is the entry of /', async () => {
    const { cache, renders, serve } = createCache()
    expect((await serve(request('/')))!.headers['x-cache']).toBe('MISS')
    for (let i = 0; i < 20; i++) {
      const sent = await serve(request(`/?x=${Math.random()}`))
      expect(sent!.headers['x-cache']).toBe('HIT')
    }
    expect(cache.size).toBe(1)
    expect(renders).toEqual([{ pathAndQuery: '/', acceptLanguage: 'en' }])
  })

  it('renders once for many concurrent misses of one page', async () => {
    const { cache, renders, serve } = createCache()
    const answers = await Promise.all(Array.from({ length: 60 }, () => serve(request(`/faq?x=${Math.random()}`))))
    expect(answers.every((sent) => sent?.status === 200)).toBe(true)
    expect(answers.filter((sent) => sent!.headers['x-cache'] === 'MISS')).toHaveLength(1)
    expect(renders).toHaveLength(1)
    expect(cache.size).toBe(1)
  })

  it('keeps one entry per currency and per billing period, and nothing for other variations', async () => {
    const { cache, renders, serve } = createCache()
    await serve(request('/pricing'))
    await serve(request('/pricing', { 'accept-language': 'en;q=0.9, in;q=0.5' }))
    await serve(request('/pricing?utm_source=ad&billing=monthly'))
    await serve(request('/pricing', { 'accept-language': 'hi-IN,en;q=0.8' }))
    await serve(request('/pricing?currency=inr'))
    await serve(request('/pricing?billing=yearly&currency=USD', { 'accept-language': 'en-IN' }))
    expect(cache.size).toBe(3)
    expect(renders.map((render) => render.pathAndQuery)).toEqual([
      '/pricing?currency=USD&billing=monthly',
      '/pricing?currency=INR&billing=monthly',
      '/pricing?currency=USD&billing=yearly',
    ])
    const inr = await serve(request('/pricing', { 'accept-language': 'en-IN', 'accept-encoding': 'gzip' }))
    expect(inr!.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(inr!.body!).toString()).toContain('₹199')
  })

  it('leaves signed-in visitors, other methods and private paths to the app', async () => {
    const { cache, serve } = createCache()
    expect(await serve(request('/', { cookie: 'better-auth.session_token=abc' }))).toBeNull()
    expect(await serve(request('/', {}, 'POST'))).toBeNull()
    expect(await serve(request('/dashboard'))).toBeNull()
    expect(await serve(request('/blog/not-a-real-post'))).toBeNull()
    expect(cache.size).toBe(0)
  })

  it('keeps the sign-in page for anonymous visitors without a query, and leaves the rest to the app', async () => {
    const { cache, renders, serve } = createCache()
    expect((await serve(request('/login')))!.headers['x-cache']).toBe('MISS')
    expect((await serve(request('/login', { cookie: 'theme=dark' })))!.headers['x-cache']).toBe('HIT')
    expect(await serve(request('/login', { cookie: 'better-auth.session_token=abc' }))).toBeNull()
    expect(await serve(request('/login', { cookie: '__Secure-better-auth.session_token=abc' }))).toBeNull()
    expect(await serve(request('/login', { cookie: 'theme=dark; toast=abc' }))).toBeNull()
    expect(await serve(request('/login?mode=forgot'))).toBeNull()
    expect(await serve(request('/login?redirectTo=%2Fonboarding'))).toBeNull()
    expect(await serve(request('/login?'))).not.toBeNull()
    expect(await serve(request('/login', {}, 'POST'))).toBeNull()
    expect(renders).toEqual([{ pathAndQuery: '/login', acceptLanguage: 'en' }])
    expect(cache.size).toBe(1)
  })

  it('keeps no page that is not a plain 200 without cookies', async () => {
    const { cache } = createCache()
    const req = request('/about')
    const kept = await cache.serveMiss(req, response().res, cache.variantOf(req)!, async () => ({
      status: 404,
      headers: new Headers(),
      body: Buffer.from('gone'),
    }))
    expect(kept).toBe(false)
    expect(cache.size).toBe(0)
  })

  it('does not keep a page rendered while the data changed', async () => {
    const { cache, render } = createCache()
    const req = request('/about')
    const { res, sent } = response()
    await cache.serveMiss(req, res, cache.variantOf(req)!, async (pathAndQuery, language) => {
      const page = await render(pathAndQuery, language)
      cache.setVersion('2')
      return page
    })
    expect(sent.status).toBe(200)
    expect(cache.size).toBe(0)
  })

  it('compresses a miss without holding up the event loop', async () => {
    const { cache, render } = createCache()
    const req = request('/results')
    let turned = false
    setImmediate(() => (turned = true))
    await cache.serveMiss(req, response().res, cache.variantOf(req)!, render)
    expect(turned).toBe(true)
  })
})

describe('scriptsAfterContent', () => {
  const boot =
    '<script type="module" async="" nonce="n">import * as route0 from "/assets/root.js";\n' +
    'import * as route1 from "/assets/home.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
    'import("/assets/entry.client.js");</script>'
  const page =
    '<head><link rel="preload" href="/a.woff2" as="font"/><link rel="modulepreload" href="/assets/manifest.js" nonce="n"/>' +
    '<link rel="modulepreload" href="/assets/root.js"/></head><body><h1>Hi</h1><script>window.__reactRouterContext = {}</script>' +
    boot +
    '</body>'

  it('starts the boot script and the module preloads after the first paint, and leaves fonts and other scripts alone', () => {
    const html = scriptsAfterContent(page)
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('<link rel="preload" href="/a.woff2" as="font"/>')
    expect(html).toContain('<script>window.__reactRouterContext = {}</script>')
    expect(html).not.toMatch(/^\s*import \* as/m)
    const script = /<script type="module" async="" nonce="n">([\s\S]*?)<\/script>/.exec(html)![1]!
    expect(script.indexOf('first-contentful-paint')).toBeLessThan(script.indexOf('import('))
    expect(script).toContain('for (const href of ["/assets/manifest.js","/assets/root.js"])')
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);')
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};')
    expect(script).toContain('import("/assets/entry.client.js");')
  })

  it("leaves a page without React Router's boot script as it is", () => {
    const plain = '<head><link rel="modulepreload" href="/x.js"/></head><body><script type="module">import "/x.js"</script></body>'
    expect(scriptsAfterContent(plain)).toBe(plain)
  })
})
