// `npm run dev`: the same HTTP server, with Vite in middleware mode (hot reload).
import { spawn } from 'node:child_process'
import { build } from 'esbuild'

await build({
  entryPoints: { server: 'server/index.ts', 'render-worker': 'app/features/content/render-worker.server.ts' },
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
})
const child = spawn(process.execPath, ['--import', './scripts/quiet-build-notices.mjs', 'build/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development' },
})
child.on('exit', (code) => process.exit(code ?? 0))
