// Preloaded (node --import) by `npm run build`, `npm run typecheck` and `npm run dev`. React Router
// starts Vite servers of its own with `envFile: false`, which Vite 8 reports as deprecated; the
// option is React Router's, not ours, and nothing in this project can change it (decision 023). Only
// that line is dropped; every other warning is printed as it is.
const DEPRECATION = 'The `envFile` option is deprecated'
const warn = console.warn.bind(console)
console.warn = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes(DEPRECATION)) return
  warn(...args)
}
