import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  // Rolldown's plugin-timing report is for profiling a build, not for every `npm start`.
  build: { sourcemap: false, rolldownOptions: { checks: { pluginTimings: false } } },
  // Mail templates use a handful of react-email's one-component packages; bundled into the server
  // build, they cost nothing to resolve at start.
  ssr: { noExternal: [/^@react-email\/(?!render$)/] },
})
