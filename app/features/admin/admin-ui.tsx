// Small pieces every admin tab uses: its header, page links that keep the rest of the query, the
// line that tells a refused action, and the outcome of the last action for browsers without JavaScript.
import { useEffect, useRef } from 'react'
import { Link, useNavigation, useRouteLoaderData, useSearchParams } from 'react-router'
import { notify } from '#app/components/ui/toast.tsx'

export function AdminHeader({ title, description, children }: { title: string; description: string; children?: React.ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl font-black sm:text-4xl">{title}</h1>
        <p className="mt-1 text-ink-soft">{description}</p>
      </div>
      {children}
    </header>
  )
}

/** Newer / Page n of m / Older links that change one query parameter and keep the others. */
export function Pager({
  page,
  pages,
  hasMore,
  param = 'page',
  label,
  newer = 'Previous',
  older = 'Next',
}: {
  page: number
  pages?: number
  hasMore?: boolean
  param?: string
  label: string
  newer?: string
  older?: string
}) {
  const [params] = useSearchParams()
  const more = pages !== undefined ? page < pages : Boolean(hasMore)
  if (page <= 1 && !more) return null
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
        <Link to={to(page - 1)} className="link" preventScrollReset>
          {newer}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-soft">{pages !== undefined ? `Page ${page} of ${Math.max(1, pages)}` : `Page ${page}`}</span>
      {more ? (
        <Link to={to(page + 1)} className="link" preventScrollReset>
          {older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/**
 * A refused action's message: on the page (where a browser without JavaScript shows it) and once as
 * a toast, under the form's toast id so a newer outcome replaces it.
 */
export function ActionError({ error, toastId, title }: { error: string | null | undefined; toastId: string; title?: string }) {
  const navigation = useNavigation()
  const told = useRef<string | null>(null)
  useEffect(() => {
    if (!error || navigation.state !== 'idle' || told.current === error) return
    told.current = error
    if (title) notify.error(title, { id: toastId, description: error })
    else notify.error(error, { id: toastId })
  }, [error, title, toastId, navigation.state])
  useEffect(() => {
    if (navigation.state === 'submitting') told.current = null
  }, [navigation.state])
  if (!error) return null
  return (
    <p role="alert" className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-semibold text-shock-ink">
      {title ? `${title}: ${error}` : error}
    </p>
  )
}

type RootToast = { toast?: { title: string; description?: string; type: string } | null }

/** The last action's outcome as a line, for browsers without JavaScript (with it, the toast says it). */
export function NoScriptOutcome() {
  const toast = (useRouteLoaderData('root') as RootToast | undefined)?.toast
  if (!toast) return null
  return (
    <noscript>
      <p
        role="status"
        className={`rounded-xl px-4 py-3 text-sm font-semibold ${toast.type === 'error' ? 'bg-shock/10 text-shock-ink' : 'bg-lime/40 text-ink'}`}
      >
        {toast.title}
        {toast.description ? ` ${toast.description}` : ''}
      </p>
    </noscript>
  )
}

export { dateText, dateTimeText } from '#app/utils/dates.ts'

/** A page number from the request's query (1 when missing or nonsense). */
export function pageFrom(request: Request, param = 'page') {
  const page = Number.parseInt(new URL(request.url).searchParams.get(param) ?? '1', 10)
  return Number.isFinite(page) ? Math.min(10_000, Math.max(1, page)) : 1
}
