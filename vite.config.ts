import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// React Router publishes its development build (with its warnings) as the default export condition;
// the browser's bundle takes the production build instead. The server keeps the package as published.
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url))
const clientProductionAliases = [
  { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
]

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { tsconfigPaths: true, alias: command === 'build' && !isSsrBuild ? clientProductionAliases : [] },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    sourcemap: false,
    rolldownOptions: {
      // Rolldown's plugin-timing report is for profiling a build, not for every `npm start`.
      checks: { pluginTimings: false },
      // app/domain, app/content and app/features/billing hold data, pure functions and components: importing
      // one only defines things. Said here, a module a page no longer uses at first (a part loaded later,
      // decision 043) drops out of the chunks that import it instead of being kept for effects that its
      // top-level calls (building the plan table, say) do not have.
      treeshake: isSsrBuild
        ? undefined
        : { moduleSideEffects: (id: string) => !/[\\/]app[\\/](domain|content|features[\\/]billing)[\\/]/.test(id) },
      output: {
        // React, React DOM and React Router load on every page together: one request instead of four.
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 }],
        },
      },
    },
  },
  // Mail templates use a handful of react-email's one-component packages; bundled into the server
  // build, they cost nothing to resolve at start.
  ssr: { noExternal: [/^@react-email\/(?!render$)/] },
}))
