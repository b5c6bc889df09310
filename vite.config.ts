import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  build: { sourcemap: false },
  // Mail templates use a handful of react-email components; bundled, the server loads just those
  // instead of the whole collection (its Tailwind and code-block pieces cost ≈0.5 s at every start).
  ssr: { noExternal: [/^@react-email\/(?!render$)/] },
})
