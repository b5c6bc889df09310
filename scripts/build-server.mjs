// Bundles server/index.ts into <build dir>/server.js, the Markdown rendering thread into
// <build dir>/render-worker.js and the backup command into <build dir>/backup.js, and precompresses the hashed client assets (brotli and gzip), which
// the server sends as they are. Other app code is not bundled here: the server reaches the app through
// the React Router build, so there is one copy of every module; the thread has only the renderer.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { build } from 'esbuild'

const buildDir = process.env.BUILD_DIR ?? 'build'

await build({
  entryPoints: {
    server: 'server/index.ts',
    'render-worker': 'app/features/content/render-worker.server.ts',
    // `npm run backup` / `npm run restore`: a command of its own, run beside (or instead of) the server.
    backup: 'server/backup.ts',
  },
  outdir: buildDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
})

const assets = path.join(buildDir, 'client/assets')
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue
  const file = path.join(assets, name)
  const content = readFileSync(file)
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
}
