// Markdown parsers on adversarial input: marked (what the app used), markdown-it (what it uses) and
// micromark with its GFM extension, each configured as the app would use it (GFM tables and
// strikethrough, raw HTML escaped), on the CommonMark "pathological tests" and the GFM runs of
// tests/support/pathological-markdown.mjs at 10,000, 25,000 and 50,000 characters. Prints the time
// per size and how it grows: 5× from 10k to 50k is linear, 25× quadratic. When a build is there, the
// app's own renderer too (<build dir>/render-worker.js: markdown-it, its link rules and the sanitiser),
// in its thread, as a save waits for it.
// Then, with --server, the built app: every input at 50,000 characters saved as a draft (the worst
// also submitted), each while /healthz is probed, and the piece's page read afterwards.
// Setup once: npm --prefix bench/markdown-parsers install. For --server, `npm run build` first.
//   node bench/markdown-parsers.mjs [rounds=3] [--server]
// BENCH_PORT (default 3740) is the server's port; DATABASE_URL runs it on that PostgreSQL server (a
// scratch database: demo mode seeds its accounts there).
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { PATHOLOGICAL_MARKDOWN, WORST_MARKDOWN } from '../tests/support/pathological-markdown.mjs'
import { basePort, machine, probeHealthz, signedInCookie, slowestProbeInLog, startServer } from './support.mjs'

const args = process.argv.slice(2)
const withServer = args.includes('--server')
const ROUNDS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3)
const SIZES = [10_000, 25_000, 50_000]
/** A measurement slower than this is taken once, and the larger sizes of that input are not run. */
const GIVE_UP_MS = 2_000
const context = machine()

const require = createRequire(path.resolve('bench/markdown-parsers/package.json'))
const load = async (name) => import(require.resolve(name))
const { Marked } = await load('marked')
const { default: MarkdownIt } = await load('markdown-it')
const { micromark } = await load('micromark')
const { gfm, gfmHtml } = await load('micromark-extension-gfm')
const lock = JSON.parse(readFileSync('bench/markdown-parsers/package-lock.json', 'utf8'))
const version = (name) => lock.packages[`node_modules/${name}`].version

const marked = new Marked({ gfm: true, breaks: false, async: false })
const markdownIt = new MarkdownIt({ html: false, linkify: true })
const appRenderer = path.resolve(process.env.BUILD_DIR ?? 'build', 'render-worker.js')
const thread = existsSync(appRenderer) ? new Worker(appRenderer) : null
/** The app's renderer: one text to its thread, its HTML back (null: it failed). */
const renderInThread = (text) =>
  new Promise((resolve, reject) => {
    thread.once('message', (html) => (html === null ? reject(new Error('not rendered')) : resolve(html)))
    thread.postMessage(text)
  })

const PARSERS = [
  { name: `marked ${version('marked')}`, render: (text) => marked.parse(text) },
  { name: `markdown-it ${version('markdown-it')}`, render: (text) => markdownIt.render(text) },
  {
    name: `micromark ${version('micromark')} + gfm ${version('micromark-extension-gfm')}`,
    render: (text) => micromark(text, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }),
  },
  ...(thread ? [{ name: "the app's renderer in its thread (markdown-it and sanitize-html)", render: renderInThread }] : []),
]

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0))

/** The median time of `render(text)` over the rounds, or why there is none. */
async function measure(render, text) {
  const times = []
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now()
    try {
      await render(text)
    } catch (error) {
      return { failed: error instanceof RangeError ? 'stack overflow' : String(error.message).slice(0, 40) }
    }
    times.push(performance.now() - started)
    if (times[0] > GIVE_UP_MS) break
  }
  return { ms: median(times) }
}

async function compareParsers() {
  console.log(`## Markdown parsers on pathological input (${context}; median of ${ROUNDS})`)
  const summary = []
  for (const parser of PARSERS) {
    await parser.render('# warm-up\n\n*a* **b** [c](https://d.example) `e`\n\n| f | g |\n|---|---|\n| 1 | 2 |\n\n~~h~~')
    console.log('')
    console.log(`### ${parser.name}`)
    console.log('')
    console.log('| input | 10k | 25k | 50k | 50k ÷ 10k |')
    console.log('|---|---:|---:|---:|---:|')
    let worst = { ms: 0, name: '' }
    const superlinear = []
    for (const input of PATHOLOGICAL_MARKDOWN) {
      const cells = []
      let gaveUp = false
      const times = []
      for (const size of SIZES) {
        if (gaveUp) {
          cells.push('not run')
          continue
        }
        const result = await measure(parser.render, input.make(size))
        if (result.failed) {
          cells.push(result.failed)
          continue
        }
        times.push({ size, ms: result.ms })
        cells.push(`${ms(result.ms)} ms`)
        if (result.ms > GIVE_UP_MS) gaveUp = true
        if (size === SIZES.at(-1) && result.ms > worst.ms) worst = { ms: result.ms, name: input.name }
      }
      const first = times.find((time) => time.size === SIZES[0])
      const last = times.find((time) => time.size === SIZES.at(-1))
      // Growth means little below a few milliseconds (timer and JIT noise).
      const growth = first && last && last.ms >= 5 ? last.ms / Math.max(first.ms, 0.1) : null
      if ((growth !== null && growth > 10) || cells.some((cell) => !cell.endsWith('ms'))) superlinear.push(input.name)
      console.log(`| ${input.name} | ${cells.join(' | ')} | ${growth === null ? '—' : `${growth.toFixed(1)}×`} |`)
    }
    summary.push({ parser: parser.name, worst, superlinear })
  }
  console.log('')
  console.log('| parser | slowest input at 50k | inputs growing faster than linear (> 10× from 10k to 50k), failing or given up |')
  console.log('|---|---|---|')
  for (const { parser, worst, superlinear } of summary) {
    console.log(`| ${parser} | ${worst.name}: ${ms(worst.ms)} ms | ${superlinear.length ? superlinear.join(', ') : 'none'} |`)
  }
}

/** The built app: each worst input saved and submitted while /healthz is probed every 20 ms. */
async function throughTheServer() {
  const app = await startServer(basePort(3740), { APP_MODE: 'demo' })
  try {
    const cookie = await signedInCookie(app, 'writer@agency.test')
    const post = (body) =>
      fetch(`${app.url}/dashboard/content/new`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: app.url, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
      })

    console.log('')
    console.log(`## The built app: pathological inputs at 50,000 characters saved while /healthz is probed (${machine()})`)
    console.log('')
    console.log(
      'Each request alone, while /healthz is asked every 20 ms on a new connection; the slowest probe as the prober saw it and as the server logged it.',
    )
    console.log('')
    console.log('| input | intent | answer | request | probes | over 200 ms | slowest probe | in the server | piece page |')
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|')
    let run = 0
    // Every input saved as a draft; the worst ones (those the tests send) submitted too.
    const inputs = [
      ...PATHOLOGICAL_MARKDOWN.map((input) => ({
        name: input.name,
        body: input.make(50_000),
        intents: WORST_MARKDOWN.includes(input) ? ['save-draft', 'submit'] : ['save-draft'],
      })),
      // The report's request: far over the limit, refused without being rendered or sent back.
      { name: '`*a` runs, 900,000 characters', body: '*a'.repeat(450_000), intents: ['save-draft', 'submit'] },
    ]
    for (const input of inputs) {
      for (const intent of input.intents) {
        const label = `md-${run++}`
        const started = performance.now()
        const request = post({
          intent,
          founderId: 'demo-founder',
          title: `${input.name} ${intent}`,
          contentType: 'blog',
          body: input.body,
          plannedPublishDate: '',
        })
        const probes = await probeHealthz(app.url, request, { everyMs: 20, label })
        const response = await request
        const requestMs = performance.now() - started
        await response.arrayBuffer()
        let page = '—'
        const location = response.headers.get('location')
        if (response.status === 302 && location) {
          const pageStarted = performance.now()
          const view = await fetch(`${app.url}${location}`, { headers: { Cookie: cookie } })
          await view.arrayBuffer()
          page = `${view.status}, ${ms(performance.now() - pageStarted)} ms`
        }
        await new Promise((resolve) => setTimeout(resolve, 100)) // the last log lines
        console.log(
          `| ${input.name} | ${intent} | ${response.status} | ${ms(requestMs)} ms | ${probes.count} | ${probes.over200} | ${ms(probes.max)} ms | ${ms(slowestProbeInLog(app.log, label))} ms | ${page} |`,
        )
      }
    }
  } finally {
    await app.stop()
  }
}

await compareParsers()
await thread?.terminate()
if (withServer) await throughTheServer()
