// Lighthouse (mobile preset) on every public route, with Debian's chromium. Prints a table.
// Setup once: npm --prefix bench/lighthouse install. Run after `npm run build`:
//   node bench/lighthouse.mjs [path …]
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

const require = createRequire(path.resolve('bench/lighthouse/package.json'))
const { default: lighthouse } = await import(require.resolve('lighthouse'))
const chromeLauncher = await import(require.resolve('chrome-launcher'))

const ALL_PAGES = ['/', '/pricing', '/examples', '/how-it-works', '/faq', '/about', '/blog', '/blog/sound-human-ai-age', '/contact', '/case-studies', '/case-studies/podcast-launch', '/results', '/not-an-ai', '/privacy', '/terms']
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ALL_PAGES
const PORT = 3730
const buildDir = process.env.BUILD_DIR ?? 'build'
const work = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'))
const server = spawn(process.execPath, [`${buildDir}/server.js`], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: work, LOG_LEVEL: 'silent' },
  stdio: 'ignore',
})
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const pagePath of PAGES) {
    const result = await lighthouse(`http://localhost:${PORT}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const { categories, audits } = result.lhr
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
    console.log(
      `| ${pagePath} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audits['largest-contentful-paint'].displayValue} | ${audits['total-blocking-time'].displayValue} | ${audits['cumulative-layout-shift'].displayValue} |`,
    )
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of categories[id].auditRefs) {
        const audit = audits[ref.id]
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`|  ↳ ${id}: ${audit.id} — ${audit.title} | | | | | | | |`)
      }
    }
  }
} finally {
  await chrome.kill()
  server.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 300))
  rmSync(work, { recursive: true, force: true })
}
