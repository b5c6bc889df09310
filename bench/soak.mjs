// Memory under a long mixed load: does the server's memory level off? Starts the built server in its
// default configuration (embedded database, demo mode, request logs on, to a file; measured on a second
// start, on the data folder the first one created), then for N minutes keeps a bounded mixed load on it —
// public pages, sign-ins, signed-in dashboards and sandbox purchases (each buyer signs up and verifies
// from the dev mailbox first) — then leaves it idle for 60 s. Every 10 s it samples the server process:
// RSS from /proc/<pid>/status (VmRSS, the whole process: the main thread, the embedded database's thread
// and its WebAssembly memory), the main thread's V8 heap from a diagnostic report (--report-on-signal,
// SIGUSR2), and the heap left after each full collection (--trace-gc's lines in the server's log). Prints
// the curve and whether RSS and the heap levelled off (exit code 1 when either still grows).
// Run after `npm run build`.
//   node bench/soak.mjs [minutes=10] [concurrency=6]
// BENCH_PORT (default 3740). The one setting beyond the defaults is TRUSTED_PROXY_HEADER=x-forwarded-for,
// so each simulated customer has an address of its own and the per-address rate limits stay out of the way.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { basePort, machine, startServer } from './support.mjs'

const minutes = Number(process.argv[2] ?? 10)
const CONCURRENCY = Number(process.argv[3] ?? 6)
const SAMPLE_MS = 10_000
const IDLE_MS = 60_000
const PASSWORD = 'soak-password-1'
const PUBLIC_PAGES = ['/', '/pricing', '/examples', '/how-it-works', '/faq', '/about', '/blog', '/contact', '/results', '/login']
const DEMO_SIGN_INS = ['founder@agency.test', 'writer@agency.test', 'admin@agency.test']
/** Per account: sign-ins are limited to 10 in 15 minutes and purchases to 10 an hour; a fresh account takes over before. */
const SIGN_INS_PER_ACCOUNT = 8
const PURCHASES_PER_ACCOUNT = 8

const reports = mkdtempSync(path.join(tmpdir(), 'soak-reports-'))
const dataDir = mkdtempSync(path.join(tmpdir(), 'soak-data-'))
const context = machine()
const serverEnv = { APP_MODE: 'demo', TRUSTED_PROXY_HEADER: 'x-forwarded-for', DATA_DIR: dataDir }
// The first start creates the database (initdb in WebAssembly, then the demo seed), which takes a few
// hundred MB once; the measured server is a second start on that folder, as every later start is.
await (await startServer(basePort(3740), serverEnv)).stop()
const app = await startServer(basePort(3740), serverEnv, {
  nodeArgs: ['--trace-gc', '--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${reports}`],
})

let nextAddress = 1
const newAddress = () => {
  const n = nextAddress++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** A browser without JavaScript: its cookies, its own address. */
class Visitor {
  cookies = new Map()
  address = newAddress()
  async request(pathname, { form, headers = {} } = {}) {
    const response = await fetch(new URL(pathname, app.url), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        Origin: app.url,
        Accept: 'text/html',
        'X-Forwarded-For': this.address,
        ...(this.cookies.size ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(form) : undefined,
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      if (!pair.slice(at + 1) || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, at))
      else this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    await response.arrayBuffer()
    return response
  }
}

const counts = { requests: 0, errors: 0, byKind: {} }
const errorsSeen = new Map()
function tally(kind, response, expected) {
  counts.requests += 1
  counts.byKind[kind] = (counts.byKind[kind] ?? 0) + 1
  if (!expected.includes(response.status)) {
    counts.errors += 1
    const key = `${kind} ${response.status}`
    errorsSeen.set(key, (errorsSeen.get(key) ?? 0) + 1)
  }
}

/** A new customer: signs up, verifies from the dev mailbox, and is signed in. */
async function signUp() {
  const visitor = new Visitor()
  const email = `soak-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`
  tally(
    'sign-up',
    await visitor.request('/signup', {
      form: { intent: 'signup', name: 'Soak Buyer', email, password: PASSWORD, confirmPassword: PASSWORD },
    }),
    [302],
  )
  for (let attempt = 0; attempt < 50; attempt++) {
    const html = await (await fetch(`${app.url}/dev/mailbox?to=${encodeURIComponent(email)}`)).text()
    const link = /href="(https?:\/\/[^"]+\/api\/auth\/verify-email[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    if (link) {
      const url = new URL(link)
      tally('verify', await visitor.request(`${url.pathname}${url.search}`), [302])
      return { visitor, email, signIns: 0, purchases: 0 }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no verification mail for ${email}`)
}

const accounts = { buyer: { current: null, creating: null }, signer: { current: null, creating: null } }
/** The account to use next for `use` (its count taken at once, so workers never overshoot a limit); a new one when it is used up. */
async function account(which, use, limit) {
  const pool = accounts[which]
  for (;;) {
    if (pool.current && pool.current[use] < limit) {
      pool.current[use] += 1
      return pool.current
    }
    pool.creating ??= signUp()
      .then((created) => (pool.current = created))
      .finally(() => (pool.creating = null))
    await pool.creating
  }
}

const anonymous = new Visitor()
const dashboards = await Promise.all(
  DEMO_SIGN_INS.map(async (email) => {
    const visitor = new Visitor()
    const response = await visitor.request('/login', {
      form: { intent: 'login', email, password: 'demo-password', redirectTo: '/dashboard' },
    })
    if (response.status !== 302) throw new Error(`sign-in as ${email} failed: ${response.status}`)
    return visitor
  }),
)

const actions = [
  // Half the requests: public pages, as anonymous visitors (from the page cache after the first).
  {
    weight: 50,
    run: async () => tally('public', await anonymous.request(PUBLIC_PAGES[Math.floor(Math.random() * PUBLIC_PAGES.length)]), [200]),
  },
  {
    weight: 25,
    run: async () => tally('dashboard', await dashboards[Math.floor(Math.random() * dashboards.length)].request('/dashboard'), [200]),
  },
  {
    weight: 15,
    run: async () => {
      const who = await account('signer', 'signIns', SIGN_INS_PER_ACCOUNT)
      who.visitor.cookies.clear()
      tally(
        'sign-in',
        await who.visitor.request('/login', { form: { intent: 'login', email: who.email, password: PASSWORD, redirectTo: '/dashboard' } }),
        [302],
      )
    },
  },
  {
    weight: 10,
    run: async () => {
      const who = await account('buyer', 'purchases', PURCHASES_PER_ACCOUNT)
      const order = await who.visitor.request('/checkout/linkedin-profile-optimization?currency=USD', {
        form: { intent: 'pay', name: 'Soak Buyer', email: who.email },
      })
      tally('checkout', order, [302])
      const page = order.headers.get('location')
      if (order.status === 302 && page?.includes('/sandbox/checkout/'))
        tally('sandbox pay', await who.visitor.request(new URL(page, app.url).pathname, { form: { intent: 'pay' } }), [302])
    },
  },
]
const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0)
function pick() {
  let roll = Math.random() * totalWeight
  for (const action of actions) if ((roll -= action.weight) < 0) return action
  return actions[0]
}

/** RSS (MB) of the server process, from /proc. */
function rssMb() {
  const status = readFileSync(`/proc/${app.pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]) / 1024
}

/** The main thread's V8 heap (MB, used and total) from a diagnostic report the server writes on SIGUSR2. */
async function heapMb() {
  process.kill(app.pid, 'SIGUSR2')
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const [name] = readdirSync(reports).filter((file) => file.endsWith('.json'))
    if (!name) continue
    try {
      const report = JSON.parse(readFileSync(path.join(reports, name), 'utf8'))
      rmSync(path.join(reports, name))
      return { used: report.javascriptHeap.usedMemory / 2 ** 20, total: report.javascriptHeap.totalMemory / 2 ** 20 }
    } catch {
      // still being written
    }
  }
  return { used: NaN, total: NaN }
}

const FULL_GC = /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: Mark-Compact(?: \([^)]*\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/

/**
 * The main thread's heap after each full collection so far (MB), from --trace-gc's lines in the server's
 * log: what survives a full collection is what the process keeps, so it grows when something leaks.
 * Each thread has its own isolate; the main thread's is the one with the largest heap.
 */
function heapAfterFullCollections() {
  const byIsolate = new Map()
  for (const line of readFileSync(app.log, 'utf8').split('\n')) {
    const match = FULL_GC.exec(line)
    if (!match) continue
    if (!byIsolate.has(match[1])) byIsolate.set(match[1], [])
    byIsolate.get(match[1]).push(Number(match[2]))
  }
  const average = (list) => list.reduce((sum, value) => sum + value, 0) / list.length
  return [...byIsolate.values()].sort((a, b) => average(b) - average(a))[0] ?? []
}

const samples = []
let collections = []
const started = Date.now()
let lastRequests = 0
let lastErrors = 0
async function sample(phase) {
  const heap = await heapMb()
  const collections = heapAfterFullCollections()
  samples.push({
    fullCollections: collections.length,
    heapAfterCollection: collections.at(-1) ?? NaN,
    seconds: Math.round((Date.now() - started) / 1000),
    phase,
    rss: rssMb(),
    heapUsed: heap.used,
    heapTotal: heap.total,
    requests: counts.requests - lastRequests,
    errors: counts.errors - lastErrors,
  })
  lastRequests = counts.requests
  lastErrors = counts.errors
  const last = samples.at(-1)
  console.log(
    `${String(last.seconds).padStart(5)} s  ${phase.padEnd(4)}  RSS ${last.rss.toFixed(0).padStart(4)} MB  heap ${last.heapUsed.toFixed(0).padStart(4)} / ${last.heapTotal.toFixed(0).padStart(4)} MB (after full GC #${last.fullCollections}: ${last.heapAfterCollection.toFixed(0)} MB)  ${String(last.requests).padStart(6)} requests  ${last.errors} errors`,
  )
}

console.log(`Soak — ${context}`)
console.log(`${minutes} min of mixed load (${CONCURRENCY} at a time), then ${IDLE_MS / 1000} s idle; a sample every ${SAMPLE_MS / 1000} s`)
try {
  await sample('load')
  const loadEnds = Date.now() + minutes * 60_000
  const worker = async () => {
    while (Date.now() < loadEnds) {
      try {
        await pick().run()
      } catch (error) {
        counts.errors += 1
        errorsSeen.set(`thrown ${error.message}`, (errorsSeen.get(`thrown ${error.message}`) ?? 0) + 1)
      }
    }
  }
  const load = Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const sampler = setInterval(() => void sample('load'), SAMPLE_MS)
  await load
  clearInterval(sampler)
  await sample('load')
  for (let waited = 0; waited < IDLE_MS; waited += SAMPLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS))
    await sample('idle')
  }
  collections = heapAfterFullCollections()
} finally {
  await app.stop()
  rmSync(reports, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}

// The first third of the load is the warm-up (V8's heap and PGlite's memory grow to their working
// size); levelled off means the last third is no higher than the middle third, within 5 % (or 10 MB).
const loadSamples = samples.filter((entry) => entry.phase === 'load').slice(1)
if (loadSamples.length < 3) {
  console.log('\nToo short to tell whether memory levels off: run at least half a minute of load.')
  process.exit(0)
}
const third = Math.max(1, Math.floor(loadSamples.length / 3))
const middle = loadSamples.slice(third, loadSamples.length - third)
const lastThird = loadSamples.slice(loadSamples.length - third)
const median = (list, key) => {
  const values = list.map((entry) => entry[key]).sort((a, b) => a - b)
  return values[Math.floor(values.length / 2)]
}
const levelled = (before, after) => ({ before, after, ok: after - before <= Math.max(10, before * 0.05) })
const rss = levelled(median(middle, 'rss'), median(lastThird, 'rss'))
// The heap after the full collections in each third (what survives them is what the process keeps).
const collectedBetween = (from, to) => collections.slice(from.fullCollections, to.fullCollections).map((after) => ({ after }))
const heapMiddle = collectedBetween(middle[0], lastThird[0])
const heapLast = collectedBetween(lastThird[0], lastThird.at(-1))
const heap = heapMiddle.length > 0 && heapLast.length > 0 ? levelled(median(heapMiddle, 'after'), median(heapLast, 'after')) : null
const idle = samples.filter((entry) => entry.phase === 'idle')
console.log(
  `\nrequests: ${counts.requests} (${Object.entries(counts.byKind)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ')}), unexpected answers: ${counts.errors}`,
)
for (const [key, n] of errorsSeen) console.log(`  ${key}: ${n}`)
console.log(
  `RSS: start ${samples[0].rss.toFixed(0)} MB, peak ${Math.max(...loadSamples.map((entry) => entry.rss)).toFixed(0)} MB, median of the middle third of the load ${rss.before.toFixed(0)} MB, of the last third ${rss.after.toFixed(0)} MB, after ${IDLE_MS / 1000} s idle ${idle.at(-1)?.rss.toFixed(0)} MB → ${rss.ok ? 'levelled off' : 'STILL GROWING'}`,
)
console.log(
  heap
    ? `heap after a full collection (median): middle third ${heap.before.toFixed(0)} MB (${heapMiddle.length} collections), last third ${heap.after.toFixed(0)} MB (${heapLast.length}); ${collections.length} full collections in all → ${heap.ok ? 'levelled off' : 'STILL GROWING'}`
    : `heap: too few full collections in the middle and last thirds (${heapMiddle.length}, ${heapLast.length}) to tell; run longer`,
)
process.exit(rss.ok && heap?.ok !== false ? 0 : 1)
