// `npm test`: build, then unit, integration and browser suites; ends with one "N passed, M failed" line.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { stripVTControlCharacters } from 'node:util'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RESULTS = process.env.TEST_RESULTS_DIR ?? 'test-results'

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit', ...options }).status ?? 1
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…")
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  if (existsSync(CHROMIUM)) return true
  console.error(`\n!!! Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).\n`)
  return false
}

rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
const suites = []
// The failed tests by name, printed beside the totals: the suites' own reports scroll by interleaved,
// and a run's last lines are often all that is kept of it.
const failures = []

function readVitest(file, name, exitCode) {
  if (!existsSync(file)) {
    suites.push(`${name}: no report (exit ${exitCode})`)
    totals.failed += 1
    return
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  suites.push(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push(`${name}: ${path.relative('.', file.name)} › ${test.fullName}${why(test.failureMessages?.[0])}`)
  if (exitCode !== 0 && report.numFailedTests === 0) totals.failed += 1
}

function vitestArgs(project, file) {
  return ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]
}

/** Runs a command with each line of its output prefixed by its name; resolves to its exit code. */
function runPrefixed(name, command, args, options = {}) {
  console.log(`\n$ [${name}] ${command} ${args.join(' ')}`)
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`))
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

function readPlaywright(exitCode) {
  const file = `${RESULTS}/e2e-report.json`
  if (!existsSync(file)) {
    suites.push(`e2e: no report (exit ${exitCode})`)
    totals.failed += 1
    return
  }
  const { stats, suites: files } = JSON.parse(readFileSync(file, 'utf8'))
  collectPlaywrightFailures(files ?? [], [])
  totals.passed += stats.expected
  totals.failed += stats.unexpected + stats.flaky
  totals.skipped += stats.skipped
  suites.push(`e2e: ${stats.expected} passed, ${stats.unexpected + stats.flaky} failed`)
  if (exitCode !== 0 && stats.unexpected + stats.flaky === 0) totals.failed += 1
}

/** Every Playwright test whose outcome was not the expected one (failed, or passed only on a retry). */
function collectPlaywrightFailures(suitesOfReport, titles) {
  for (const suite of suitesOfReport) {
    const inner = suite.file && titles.length === 0 ? [suite.file] : [...titles, suite.title]
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push(
            `e2e (${test.status}): ${[...inner, spec.title].join(' › ')} [${test.projectName}] line ${spec.line}${why(firstError(test))}`,
          )
    collectPlaywrightFailures(suite.suites ?? [], inner)
  }
}

function firstError(test) {
  for (const result of test.results ?? []) {
    const error = result.error ?? result.errors?.[0]
    if (error?.message) return error.message
  }
  return undefined
}

/**
 * The first lines of a failure's message, indented under its name: the summary is the end of the log,
 * and often the only part of a long run's output that is kept.
 */
function why(message) {
  if (!message) return ''
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 8)
  return lines.map((line) => `\n      ${line.slice(0, 200)}`).join('')
}

if (run('npm', ['run', 'build', '--silent']) !== 0) {
  console.log('\nbuild failed')
  console.log('0 passed, 1 failed')
  process.exit(1)
}

// TEST_SUITES_NODE (a Node binary) runs the unit and integration suites, and the servers the integration
// tests start, on that Node; the build and the browser suite stay on this one. CI uses it to cover Node 26
// and this machine's Node in one pass (docs/decisions/023-installs-and-supported-node.md).
const suitesNode = process.env.TEST_SUITES_NODE
const suitesEnv = suitesNode ? { env: { ...process.env, PATH: `${path.dirname(suitesNode)}${path.delimiter}${process.env.PATH}` } } : {}
if (suitesNode) console.log(`\nunit and integration suites on Node ${String(spawnSync(suitesNode, ['-v']).stdout).trim()}`)

// Unit first (seconds); then the integration suite and the browser suite side by side: each spends much
// of its time waiting (on a server child starting, a page settling, a job's retry delay), so together
// they keep both cores busy in about the time of the longer one (docs/decisions/023-installs-and-supported-node.md).
const unitFile = `${RESULTS}/unit.json`
readVitest(unitFile, 'unit', run('npx', vitestArgs('unit', unitFile), suitesEnv))

// Playwright empties its output folder as it starts, so the integration report is written beside it.
const integrationFile = `${RESULTS}-vitest/integration.json`
rmSync(path.dirname(integrationFile), { recursive: true, force: true })
const integration = runPrefixed('integration', 'npx', vitestArgs('integration', integrationFile), suitesEnv)
const browser = ensureChromium()
  ? runPrefixed('e2e', 'npx', ['playwright', 'test'], { env: { ...process.env, CHROME_PATH: CHROMIUM } })
  : null
readVitest(integrationFile, 'integration', await integration)
if (browser) readPlaywright(await browser)
else {
  suites.push('e2e: Chromium missing')
  totals.failed += 1
}

if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ${name}`).join('\n')}`)
console.log(`\n${suites.join('\n')}`)
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(totals.failed > 0 ? 1 : 0)
