// A piece's page with long revised versions, read while /healthz is probed: how long the page takes
// and how long other requests wait meanwhile. The page compares each earlier version with the next,
// word by word (decision 020, "Later"). The piece is written here through the forms: a writer submits
// 8,000 words (≈48,000 characters), the founder sends it back, the writer revises one word in ten, as
// many rounds as the founder's plan allows.
//   node bench/piece-diffs.mjs [reads=5]
// `npm run build` first. PIECE_DIFFS_BUILDS=<dir>,<dir> measures each build in turn, reads alternating
// (say this build beside an earlier one built into another folder); each runs on its own data.
// BENCH_PORT (default 3760) is the first server's port.
import { basePort, machine, probeHealthz, signedInCookie, slowestProbeInLog, startServer } from './support.mjs'

const reads = Number(process.argv[2] ?? 5)
const builds = (process.env.PIECE_DIFFS_BUILDS ?? 'build').split(',').filter(Boolean)
const WORDS = 8_000

/** A version: the same 8,000 words, one in ten changed in a way of its own for each round. */
const version = (round) =>
  Array.from({ length: WORDS }, (_, i) => `w${(i * 7919) % 5000}${round > 0 && i % 10 === round % 10 ? `r${round}` : ''}`).join(' ')

/** What the page says for a pair of versions it could not compare in time. */
const GAVE_UP = 'The versions are too different to compare word by word.'

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '—')

function poster(app, cookie) {
  return (path, fields) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: app.url, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })
}

/** The piece, submitted and revised round after round; its path and how many rounds it went through. */
async function revisedPiece(app) {
  const writer = poster(app, await signedInCookie(app, 'writer@agency.test'))
  const founder = poster(app, await signedInCookie(app, 'founder@agency.test'))
  const fields = { title: 'A long piece, revised', contentType: 'blog', plannedPublishDate: '' }
  const created = await writer('/dashboard/content/new', { ...fields, intent: 'submit', founderId: 'demo-founder', body: version(0) })
  const path = created.headers.get('location')
  if (created.status !== 302 || !path) throw new Error(`the piece was not submitted (${created.status})`)
  let rounds = 0
  for (let round = 1; round <= 10; round++) {
    const sentBack = await founder(path, { intent: 'request-changes', feedback: `Round ${round}: tighten it.` })
    await sentBack.arrayBuffer()
    if (sentBack.status !== 302) break
    const revised = await writer(`${path}/edit`, { ...fields, intent: 'revise', body: version(round) })
    await revised.arrayBuffer()
    if (revised.status !== 302) throw new Error(`round ${round} was not revised (${revised.status})`)
    rounds = round
  }
  return { path, rounds }
}

const servers = []
try {
  for (const [index, dir] of builds.entries()) {
    process.env.BUILD_DIR = dir
    const app = await startServer(basePort(3760) + index, { APP_MODE: 'demo' })
    servers.push({ dir, app, cookie: await signedInCookie(app, 'founder@agency.test'), ...(await revisedPiece(app)), results: [] })
  }
  console.log(`## A piece's page with long revised versions, read while /healthz is probed every 20 ms (${machine()})`)
  console.log('')
  for (let read = 0; read < reads; read++) {
    for (const server of servers) {
      const label = `diff-${read}`
      const started = performance.now()
      const page = fetch(`${server.app.url}${server.path}`, { headers: { Cookie: server.cookie } }).then(async (response) => {
        const html = await response.text()
        return { status: response.status, gaveUp: html.split(GAVE_UP).length - 1, kb: Buffer.byteLength(html) / 1024 }
      })
      const probes = await probeHealthz(server.app.url, page, { everyMs: 20, label })
      const { status, gaveUp, kb } = await page
      const pageMs = performance.now() - started
      await new Promise((resolve) => setTimeout(resolve, 100)) // the last log lines
      server.results.push({ status, gaveUp, kb, pageMs, probes, inServer: slowestProbeInLog(server.app.log, label) })
    }
  }
  console.log('| build | rounds | diffs shown | read | page | answer | HTML | probes | over 200 ms | slowest probe | in the server |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const server of servers) {
    for (const [read, result] of server.results.entries()) {
      console.log(
        `| ${server.dir} | ${server.rounds} | ${server.rounds - result.gaveUp} | ${read + 1} | ${ms(result.pageMs)} ms | ${result.status} | ${result.kb.toFixed(0)} KB | ${result.probes.count} | ${result.probes.over200} | ${ms(result.probes.max)} ms | ${ms(result.inServer)} ms |`,
      )
    }
  }
  console.log('')
  for (const server of servers) {
    const sorted = server.results.map((result) => result.pageMs).sort((a, b) => a - b)
    const slowest = Math.max(...server.results.map((result) => result.probes.max))
    console.log(
      `- ${server.dir}: median page ${ms(sorted[Math.floor(sorted.length / 2)])} ms; slowest /healthz probe over all reads ${ms(slowest)} ms`,
    )
  }
} finally {
  for (const server of servers) await server.app.stop()
}
