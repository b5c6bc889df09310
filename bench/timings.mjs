// The timings the tests deliberately do not assert (they check behaviour with a controlled clock or
// wait for states): measured here with real timers and printed. Run after `npm run build`.
//   node bench/timings.mjs [rounds=3]
import http from 'node:http'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startServer } from './support.mjs'

const ROUNDS = Number(process.argv[2] ?? 3)
const APP_PORT = 3730
const HEADLINE = 'Why our first launch failed and what we learned'
const CONTENT = 'I was fired from my own startup after one mistake cost us our biggest client. This is the truth about what happened next.'
const COUNTER_LABEL = 'words written by actual humans this year'

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (value) => `${Math.round(value)} ms`
const rows = []
const row = (what, expected, measured) => rows.push(`| ${what} | ${expected} | ${measured} |`)

/** Waits for React to take over the server-rendered page. */
async function hydrated(page) {
  await page.waitForFunction(() => window.__reactRouterRouteModules !== undefined)
  await page.waitForLoadState('networkidle')
}

/**
 * In the page: when the hero's rotating word first changes (ms since navigation start; its timer starts
 * at hydration), and how often the counter updates meanwhile.
 */
function heroTimings(page) {
  return page.evaluate(
    (label) =>
      new Promise((resolve) => {
        const heading = document.querySelector('h1')
        const badge = [...document.querySelectorAll('p')].find((p) => p.textContent?.includes(label))
        const start = performance.now()
        const first = heading.textContent
        let ticks = 0
        new MutationObserver(() => ticks++).observe(badge, { subtree: true, characterData: true, childList: true })
        new MutationObserver((_, observer) => {
          if (heading.textContent === first) return
          observer.disconnect()
          const now = performance.now()
          resolve({ wordChangedAt: now, counterTicksPerSecond: (ticks * 1000) / (now - start), word: heading.textContent.split(' ').pop() })
        }).observe(heading, { subtree: true, characterData: true, childList: true })
      }),
    COUNTER_LABEL,
  )
}

/** In the page: how many times the word and the counter change during `duration` ms. */
function changesDuring(page, duration) {
  return page.evaluate(
    ({ label, duration }) =>
      new Promise((resolve) => {
        const heading = document.querySelector('h1')
        const badge = [...document.querySelectorAll('p')].find((p) => p.textContent?.includes(label))
        const counts = { word: 0, counter: 0 }
        const options = { subtree: true, characterData: true, childList: true }
        new MutationObserver(() => counts.word++).observe(heading, options)
        new MutationObserver(() => counts.counter++).observe(badge, options)
        setTimeout(() => resolve(counts), duration)
      }),
    { label: COUNTER_LABEL, duration },
  )
}

/** Submits the shock-score form; ms from the submit event until the result heading is in the page. */
async function analysingMoment(page) {
  await page.goto(`http://127.0.0.1:${APP_PORT}/`)
  await hydrated(page)
  await page.locator('#shock-score').getByRole('button', { name: 'Get your shock score' }).click()
  const dialog = page.getByRole('dialog', { name: 'Shock-value calculator' })
  await dialog.getByLabel('Headline').fill(HEADLINE)
  await dialog.getByLabel('Content description').fill(CONTENT)
  const measured = page.evaluate(
    () =>
      new Promise((resolve) => {
        let submittedAt
        document.addEventListener('submit', () => (submittedAt = performance.now()), { capture: true, once: true })
        new MutationObserver((_, observer) => {
          const shown = [...document.querySelectorAll('dialog h2, dialog h3, [role="dialog"] h2, [role="dialog"] h3')].some(
            (heading) => heading.textContent?.trim() === 'Your shock score',
          )
          if (submittedAt === undefined || !shown) return
          observer.disconnect()
          resolve(performance.now() - submittedAt)
        }).observe(document.body, { subtree: true, childList: true, characterData: true })
      }),
  )
  await dialog.getByRole('button', { name: 'Get my shock score' }).click()
  return measured
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
let app = await startServer(APP_PORT, { APP_MODE: 'demo' })
try {
  const hero = []
  const hydratedAt = []
  const still = []
  const analysing = []
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`http://127.0.0.1:${APP_PORT}/`)
    await hydrated(page)
    hydratedAt.push(await page.evaluate(() => performance.now()))
    hero.push(await heroTimings(page))
    analysing.push(await analysingMoment(page))
    await context.close()

    const reduced = await browser.newContext({ reducedMotion: 'reduce' })
    const calm = await reduced.newPage()
    await calm.goto(`http://127.0.0.1:${APP_PORT}/`)
    await hydrated(calm)
    still.push(await changesDuring(calm, 3_500))
    await reduced.close()
  }
  row(
    'home: rotating word first changes (since navigation start)',
    '3 s after hydration',
    `${ms(median(hero.map((h) => h.wordChangedAt)))} (to ${hero[0].word}); page hydrated and network idle at ${ms(median(hydratedAt))}`,
  )
  row(
    'home: live counter updates',
    '5 per second (every 200 ms)',
    `${median(hero.map((h) => h.counterTicksPerSecond)).toFixed(1)} per second`,
  )
  row(
    'home, reduced motion: changes in 3.5 s',
    'none',
    `word ${Math.max(...still.map((s) => s.word))}, counter ${Math.max(...still.map((s) => s.counter))}`,
  )
  row('shock score: submit → score shown (the analysing moment)', '1.5 s', ms(median(analysing)))
  await app.stop()

  // A model that never answers: how long the suggestions endpoint takes to give up (two attempts).
  const hanging = http.createServer(() => {})
  await new Promise((resolve) => hanging.listen(0, '127.0.0.1', resolve))
  for (const [index, timeoutMs] of [250, 1000].entries()) {
    const port = APP_PORT + 1 + index // the previous server may still be letting go of its port
    app = await startServer(port, {
      APP_MODE: 'demo',
      LLM_BASE_URL: `http://127.0.0.1:${hanging.address().port}/v1`,
      LLM_MODEL: 'bench-model',
      LLM_TIMEOUT_MS: String(timeoutMs),
    })
    const took = []
    let status
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now()
      const response = await fetch(`${app.url}/api/headline-suggestions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: app.url, 'x-forwarded-for': `198.51.100.${round}` },
        body: JSON.stringify({ originalContent: { headline: HEADLINE, content: CONTENT }, score: 50 }),
      })
      await response.arrayBuffer()
      took.push(performance.now() - started)
      status = response.status
    }
    row(
      `headline suggestions, hanging model, LLM_TIMEOUT_MS=${timeoutMs}`,
      `504 after ≈ 2 × ${timeoutMs} ms`,
      `${status} after ${ms(median(took))}`,
    )
    await app.stop()
  }
  hanging.closeAllConnections()
  hanging.close()
} finally {
  await browser.close()
  await app.stop().catch(() => {})
}

console.log(`Real-timer timings, median of ${ROUNDS} rounds (Chromium headless, 127.0.0.1)\n`)
console.log('| what | designed | measured |')
console.log('|---|---|---|')
for (const line of rows) console.log(line)
