// The public site in one place: every page anyone may see without signing in, and what a cached copy
// of each depends on. The HTTP server's rendered-page cache (through app/entry.server.tsx), the
// sitemap and the tests all read it, so a new page or article is listed once. Pure: no server code.
import { blogArticles } from '#app/content/blog.ts'
import { caseStudies } from '#app/content/case-studies.ts'
import { knownTopic } from '#app/content/contact-topics.ts'
import { pickCurrency } from '#app/domain/money.ts'
import { pickBillingPeriod } from '#app/domain/periods.ts'

/** The marketing pages of the spec's route table (§2), in the sitemap's order. */
export const STATIC_PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/examples',
  '/how-it-works',
  '/faq',
  '/about',
  '/blog',
  '/contact',
  '/case-studies',
  '/results',
  '/not-an-ai',
  '/privacy',
  '/terms',
] as const

export type PublicPage = { path: string; /** ISO date of the last change, where the content says it. */ lastModified?: string }

/** Every public page, concretely: the static pages, each blog article and each case study. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  ...STATIC_PUBLIC_PAGES.map((path) => ({ path })),
  ...blogArticles.map((article) => ({ path: `/blog/${article.slug}`, lastModified: article.date })),
  ...caseStudies.map((study) => ({ path: `/case-studies/${study.id}` })),
]

export const PUBLIC_PAGE_PATHS: readonly string[] = PUBLIC_PAGES.map((page) => page.path)

/** Public files for search engines and feed readers (not pages, but just as public and cacheable). */
export const PUBLIC_FILE_PATHS = ['/sitemap.xml', '/robots.txt', '/blog/rss.xml'] as const

/**
 * The sign-in and sign-up screens as an anonymous visitor first sees them: the same page for everyone
 * when asked without a query string (`?mode=forgot` and `?redirectTo=` change them, so a request with
 * any query is rendered as it comes). Not in the sitemap; cached like the public pages (decision 042).
 */
export const ANONYMOUS_ENTRY_PAGES = ['/login', '/signup'] as const

const cacheable = new Set<string>([...PUBLIC_PAGE_PATHS, ...PUBLIC_FILE_PATHS, ...ANONYMOUS_ENTRY_PAGES])
const queryChangesPage = new Set<string>(ANONYMOUS_ENTRY_PAGES)

/** True for a path the rendered-page cache may keep: a public page or file, or an anonymous entry page; nothing else. */
export function isPublicPath(pathname: string): boolean {
  return cacheable.has(pathname)
}

/** The query parameters a public page reads. Any other parameter (utm_source, a random one) leaves the page as it is. */
const QUERY_VARIANTS: Record<string, readonly ('currency' | 'billing' | 'topic')[]> = {
  '/pricing': ['currency', 'billing'],
  '/contact': ['topic'],
}

export type PublicPageVariant = {
  /** What a cached copy is kept under: the path and only the choices that change the page. */
  key: string
  /** The request to render for that copy: the path, only the query the page reads, and a neutral language. */
  search: string
  acceptLanguage: string
}

/**
 * Which copy of a public page a visitor gets, or null when no cached copy fits (an anonymous entry
 * page asked with a query). Every page may show prices, so the currency (pickCurrency, the same
 * function the loaders call) is always part of it; the billing period only where the page reads it.
 * `search` is the query string without `?` (or null when there is none).
 */
export function publicPageVariant(
  pathname: string,
  search: string | null,
  acceptLanguage: string | undefined | null,
): PublicPageVariant | null {
  if (search && queryChangesPage.has(pathname)) return null
  const reads = QUERY_VARIANTS[pathname]
  // A language that yields the same currency through pickCurrency, and nothing else about the visitor.
  const languageFor = (currency: string) => (currency === 'INR' ? 'en-IN' : 'en')
  if (!reads) {
    const currency = pickCurrency(null, acceptLanguage)
    return { key: `${pathname}|${currency}`, search: '', acceptLanguage: languageFor(currency) }
  }
  const params = new URLSearchParams(search ?? '')
  const currency = pickCurrency(reads.includes('currency') ? params.get('currency') : null, acceptLanguage)
  const billing = reads.includes('billing') ? pickBillingPeriod(params.get('billing')) : null
  // Only a topic the page knows makes a copy of its own: the number of copies stays small.
  const topic = reads.includes('topic') ? knownTopic(params.get('topic')) : null
  const query = new URLSearchParams()
  if (reads.includes('currency')) query.set('currency', currency)
  if (billing) query.set('billing', billing)
  if (topic) query.set('topic', topic)
  const canonical = query.toString()
  return {
    key: [pathname, currency, billing, topic].filter(Boolean).join('|'),
    search: canonical ? `?${canonical}` : '',
    acceptLanguage: languageFor(currency),
  }
}
