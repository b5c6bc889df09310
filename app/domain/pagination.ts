// Lists that grow are read a page at a time, in SQL. One rule for every list: the page number a URL
// asks for, the rows before that page, and how many pages the rows fill.

/** The furthest page a URL can ask for; a larger number reads as this one. */
export const MAX_PAGE = 10_000

/**
 * `?page=N` as a page number: 1 when missing or nonsense ("abc", "0", "-1"), at most MAX_PAGE, the
 * whole part of a decimal ("2.7" is 2). Never an error: a bad page number still shows a list.
 */
export function parsePage(value: string | null | undefined): number {
  const page = Number.parseInt(value ?? '1', 10)
  return Number.isFinite(page) ? Math.min(MAX_PAGE, Math.max(1, page)) : 1
}

/** The page number in a request's URL; `param` names it for a page that has several lists. */
export function pageFromUrl(url: string | URL, param = 'page'): number {
  return parsePage(new URL(url).searchParams.get(param))
}

/** How many rows come before `page`. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize
}

/** How many pages `total` rows fill: at least one, so an empty list is page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** A page number brought back within 1…`pages` (a link from past the end leads to the last page). */
export function clampPage(page: number, pages: number): number {
  return Math.max(1, Math.min(page, pages))
}
