// Debian's nginx as a test child: the site from docs/deploy.md (its ```nginx block, so the guide is what
// runs), changed only where a test must (the instances' ports, plain HTTP on a free loopback port instead
// of TLS on 443, no port-80 redirect), under a main configuration of its own (no daemon, files in a
// temporary folder). Every change checks that the line it changes is in the guide, so a guide that
// drifts fails here instead of being tested half. Plain JavaScript, typed by nginx.d.mts, so the bench
// scripts run the same site (bench/sigterm.mjs).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const GUIDE = path.resolve(import.meta.dirname, '../../docs/deploy.md')

export function findNginx() {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate
  }
  return null
}

/** The fenced blocks of one language in the guide, in order. */
export function guideBlocks(language, guide = readFileSync(GUIDE, 'utf8')) {
  return [...guide.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\``, 'gm'))].map((match) => match[1])
}

/** The instance's settings from the guide's environment block (KEY=value lines). */
export function guideEnvironment() {
  const block = guideBlocks('sh').find((text) => /^APP_MODE=production/m.test(text))
  if (!block) throw new Error('docs/deploy.md has no ```sh block with APP_MODE=production')
  return Object.fromEntries([...block.matchAll(/^([A-Z][A-Z0-9_]*)=(\S*)/gm)].map((match) => [match[1], match[2]]))
}

/** @param {string} text @param {RegExp} pattern @param {string} replacement @param {string} what */
function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`docs/deploy.md's nginx site no longer has ${what} (${pattern})`)
  return text.replace(pattern, replacement)
}

/** Top-level blocks (`upstream … { … }`, `server { … }`) of a configuration, with their text. @param {string} config */
function topLevelBlocks(config) {
  /** @type {string[]} */
  const blocks = []
  let depth = 0
  let start = 0
  for (let index = 0; index < config.length; index++) {
    if (config[index] === '{') depth += 1
    if (config[index] === '}' && --depth === 0) {
      blocks.push(config.slice(start, index + 1).trim())
      start = index + 1
    }
  }
  return blocks
}

/** The guide's site with the test's instance ports and listening address. */
export function siteFromGuide(instancePorts, listenPort) {
  const [site] = guideBlocks('nginx')
  if (!site) throw new Error('docs/deploy.md has no ```nginx block')
  const blocks = topLevelBlocks(site)
  const redirect = blocks.findIndex((block) => /^\s*listen 80;/m.test(block))
  if (redirect === -1) throw new Error("docs/deploy.md's nginx site has no port-80 server")
  let config = blocks.filter((_, index) => index !== redirect).join('\n\n')
  const upstreams = [...config.matchAll(/^(\s*server )127\.0\.0\.1:\d+/gm)]
  if (upstreams.length !== instancePorts.length)
    throw new Error(`the guide's upstream lists ${upstreams.length} instances, the test starts ${instancePorts.length}`)
  let nth = 0
  config = config.replace(/^(\s*server )127\.0\.0\.1:\d+/gm, (_, /** @type {string} */ lead) => `${lead}127.0.0.1:${instancePorts[nth++]}`)
  config = replaceOnce(config, /^(\s*)listen 443 ssl[^;]*;/m, `$1listen 127.0.0.1:${listenPort};`, 'a TLS listen line on 443')
  config = replaceOnce(config, /^\s*ssl_certificate .*\n/m, '', 'ssl_certificate')
  config = replaceOnce(config, /^\s*ssl_certificate_key .*\n/m, '', 'ssl_certificate_key')
  return config
}

export function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address())
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Runs nginx in the foreground with `site` in its http block, listening on `port`; resolves once it answers.
 * With `accessLogFormat`, the access log is written in that format (nginx's `log_format` variables).
 */
export async function startNginx(binary, site, port, { accessLogFormat } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-nginx-'))
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, name))
  const main = [
    'daemon off;',
    'worker_processes 1;',
    // As root (CI), workers would otherwise switch to `nobody`, who may not write the temporary folders.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    ...(accessLogFormat
      ? [`  log_format measured '${accessLogFormat}';`, `  access_log ${dir}/access.log measured;`]
      : [`  access_log ${dir}/access.log;`]),
    `  client_body_temp_path ${dir}/client_body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    site,
    '}',
    '',
  ].join('\n')
  const configFile = path.join(dir, 'nginx.conf')
  writeFileSync(configFile, main)
  const args = ['-p', dir, '-c', configFile, '-e', path.join(dir, 'error.log')]
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx refused the guide's site:\n${check.stderr}\n${main}`)
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()))
  const errors = () => `${stderr}${existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`
  const deadline = Date.now() + 10_000
  // nginx writes its pid file once it has bound its port: until then, an answer may come from someone else.
  while (!(existsSync(path.join(dir, 'nginx.pid')) && (await answers(port)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
      throw new Error(`nginx did not start:\n${errors()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: path.join(dir, 'access.log'),
    errors,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGQUIT') // graceful: finish what is in hand
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** @param {number} port @returns {Promise<boolean>} */
function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}
