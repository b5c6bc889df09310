// First-load weight of every public page in Chromium: compressed bytes of JavaScript and of
// everything, as transferred (response bodies as sent on the wire, without HTTP headers;
// Accept-Encoding as the browser sends it). Run after `npm run build`.
//   node bench/page-weight.mjs
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, basePort, startServer } from './support.mjs'

const PAGES = [
  '/',
  '/pricing',
  '/examples',
  '/how-it-works',
  '/faq',
  '/about',
  '/blog',
  '/blog/content-strategy-guide',
  '/contact',
  '/case-studies',
  '/case-studies/b2b-email',
  '/results',
  '/not-an-ai',
  '/privacy',
  '/terms',
]
const PORT = basePort(3720)
const server = await startServer(PORT)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  console.log('| page | JS (compressed) | all (compressed) | requests | budget JS |')
  console.log('|---|---:|---:|---:|---|')
  for (const pagePath of PAGES) {
    const context = await browser.newContext() // a first visit: empty cache
    const page = await context.newPage()
    const client = await context.newCDPSession(page)
    await client.send('Network.enable')
    const types = new Map()
    let js = 0
    let total = 0
    let requests = 0
    client.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
    const bodyBytes = new Map()
    client.on('Network.dataReceived', (event) =>
      bodyBytes.set(event.requestId, (bodyBytes.get(event.requestId) ?? 0) + event.encodedDataLength),
    )
    client.on('Network.loadingFinished', (event) => {
      requests++
      // The document's bytes arrive without dataReceived events; its total (with headers) stands in.
      const bytes = bodyBytes.get(event.requestId) || event.encodedDataLength
      total += bytes
      if (types.get(event.requestId) === 'Script') js += bytes
    })
    await page.goto(`http://127.0.0.1:${PORT}${pagePath}`, { waitUntil: 'networkidle' })
    const budget = pagePath === '/' ? 110 : 150
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
    console.log(
      `| ${pagePath} | ${kb(js)} | ${kb(total)} | ${requests} | ≤ ${budget} KB ${js / 1024 <= budget ? 'met' : 'MISSED'}${pagePath === '/' ? `, total ≤ 300 KB ${total / 1024 <= 300 ? 'met' : 'MISSED'}` : ''} |`,
    )
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
