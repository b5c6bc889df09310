// What the route tests share: the public pages to open (from the one list, app/content/public-paths.ts)
// and the patterns of app/routes.ts.
import { PUBLIC_FILE_PATHS, PUBLIC_PAGE_PATHS, STATIC_PUBLIC_PAGES } from '#app/content/public-paths.ts'

/** The route pattern a public path belongs to: /blog/:slug and /case-studies/:id for the articles and studies. */
function patternOf(path: string) {
  if ((STATIC_PUBLIC_PAGES as readonly string[]).includes(path)) return path
  if (/^\/blog\/[^/]+$/.test(path)) return '/blog/:slug'
  if (/^\/case-studies\/[^/]+$/.test(path)) return '/case-studies/:id'
  throw new Error(`${path}: a public path with no route pattern in tests/support/routes.ts`)
}

/** Every public GET route, each public page and file with its route pattern. */
export const PUBLIC_GET_PATHS: { pattern: string; path: string }[] = [
  ...PUBLIC_PAGE_PATHS.map((path) => ({ pattern: patternOf(path), path })),
  ...PUBLIC_FILE_PATHS.map((path) => ({ pattern: path, path })),
]

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] }

/** Every URL pattern of a route config; layout routes (no path) only group their children. */
export function routePatterns(entries: RouteEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const children = entry.children ?? []
    if (!entry.index && entry.path === undefined) return routePatterns(children, prefix)
    const own = entry.index ? prefix || '/' : `${prefix}/${entry.path}`.replace(/\/+/g, '/')
    return [own, ...routePatterns(children, entry.index ? prefix : own)]
  })
}
