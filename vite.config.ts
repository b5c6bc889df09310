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
      // Rolldown's plugin-timing report is for profiling a build, not for every `npm start`. The server
      // renders the home page's pricing in full, so its static import there is meant (decision 043); a
      // dynamic import that stays in its chunk is still reported for the browser's build.
      checks: { pluginTimings: false, ineffectiveDynamicImport: !isSsrBuild },
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
  // Packages bundled into the server build instead of loaded from node_modules at start (decision 045).
  // Node resolves every file of a package it loads, and Node 26 reads the package's package.json again
  // for each: date-fns (300 files behind its entry, a 199 KB package.json) and drizzle-orm (180 KB) cost
  // seconds of CPU at every start. Bundled, only the parts the app uses remain, in one file. Better Auth
  // and its Drizzle adapter come along so that there is one drizzle-orm, and its Kysely adapter with
  // Kysely, which it loads whole at start. Vite matches package names: `drizzle-orm/pg-core` is
  // `drizzle-orm`.
  ssr: {
    noExternal: [
      // Mail templates: a handful of react-email's one-component packages.
      /^@react-email\/(?!render$)/,
      /^date-fns$/,
      /^@date-fns\/utc$/,
      /^drizzle-orm$/,
      /^better-auth$/,
      /^@better-auth\/(drizzle|kysely)-adapter$/,
      /^kysely$/,
    ],
  },
}))
