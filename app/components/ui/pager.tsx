import { Link, useSearchParams } from 'react-router'
import { clampPage } from '#app/domain/pagination.ts'

/**
 * Page links under a list: "Newer · Page n of m · Older" (or Previous / Next for lists in name order).
 * Each link changes one query parameter and keeps the rest of the query (filters, the tab), and page
 * 1 has no parameter at all. Renders nothing when everything fits on one page.
 */
export function Pager({
  page,
  pages,
  hasMore,
  param = 'page',
  label,
  newer = 'Newer',
  older = 'Older',
  preventScrollReset = false,
}: {
  page: number
  /** The number of pages, when the list is counted; else `hasMore` says whether another page follows. */
  pages?: number
  hasMore?: boolean
  param?: string
  /** The navigation's accessible name ("Coupon pages"). */
  label: string
  newer?: string
  older?: string
  /** Keep the scroll position (a list under a form, where the pager is what the reader looks at). */
  preventScrollReset?: boolean
}) {
  const [params] = useSearchParams()
  const more = pages !== undefined ? page < pages : Boolean(hasMore)
  if (page <= 1 && !more) return null
  // From a page past the end (an old link to a list that shrank), "Newer" leads to the last page.
  const previous = pages !== undefined ? clampPage(page - 1, pages) : page - 1
  const to = (target: number) => {
    const next = new URLSearchParams(params)
    if (target <= 1) next.delete(param)
    else next.set(param, String(target))
    const query = next.toString()
    return query ? `?${query}` : '?'
  }
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={to(previous)} className="link inline-block py-0.5" rel="prev" preventScrollReset={preventScrollReset}>
          {newer}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-soft">{pages !== undefined ? `Page ${page} of ${Math.max(1, pages)}` : `Page ${page}`}</span>
      {more ? (
        <Link to={to(page + 1)} className="link inline-block py-0.5" rel="next" preventScrollReset={preventScrollReset}>
          {older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
