// Lighthouse (mobile preset) on every public route, with Debian's chromium. Prints a table.
// Setup once: npm --prefix bench/lighthouse install. Run after `npm run build`:
//   node bench/lighthouse.mjs [path …]
// LIGHTHOUSE_JSON_DIR=<folder> also keeps each route's full report there (what sets LCP, the request chains).
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, basePort, startServer } from './support.mjs'

const require = createRequire(path.resolve('bench/lighthouse/package.json'))
const { default: lighthouse } = await import(require.resolve('lighthouse'))
const chromeLauncher = await import(require.resolve('chrome-launcher'))

const ALL_PAGES = [
  '/',
  '/pricing',
  '/examples',
  '/how-it-works',
  '/faq',
  '/about',
  '/blog',
  '/blog/sound-human-ai-age',
  '/contact',
  '/case-studies',
  '/case-studies/podcast-launch',
  '/results',
  '/not-an-ai',
  '/privacy',
  '/terms',
]
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ALL_PAGES
const PORT = basePort(3730)
const server = await startServer(PORT)
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
try {
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const pagePath of PAGES) {
    // A run now and then fails to load the page at all (a Chromium hiccup); it gets one more try.
    let result
    for (let attempt = 0; attempt < 2 && (!result || result.lhr.runtimeError); attempt++) {
      result = await lighthouse(`http://localhost:${PORT}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
    }
    const { categories, audits, runtimeError } = result.lhr
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true })
      const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '_')
      writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, `${name}.json`), JSON.stringify(result.lhr))
    }
    if (runtimeError) {
      console.log(`| ${pagePath} | run failed: ${runtimeError.code} — ${runtimeError.message.slice(0, 120)} | | | | | | |`)
      continue
    }
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
    console.log(
      `| ${pagePath} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audits['largest-contentful-paint'].displayValue} | ${audits['total-blocking-time'].displayValue} | ${audits['cumulative-layout-shift'].displayValue} |`,
    )
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of categories[id].auditRefs) {
        const audit = audits[ref.id]
        if (ref.weight > 0 && audit.score !== null && audit.score < 1)
          console.log(`|  ↳ ${id}: ${audit.id} — ${audit.title} | | | | | | | |`)
      }
    }
  }
} finally {
  await chrome.kill()
  await server.stop()
}
