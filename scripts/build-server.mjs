// Bundles server/index.ts into build/server.js. App code is not bundled here: the server
// reaches the app through the React Router build, so there is one copy of every module.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/index.ts'],
  outfile: `${process.env.BUILD_DIR ?? 'build'}/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
})
