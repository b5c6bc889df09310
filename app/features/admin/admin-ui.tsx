// Small pieces every admin tab uses: the line that tells a refused action, and the outcome of the
// last action for browsers without JavaScript.
import { useEffect, useRef } from 'react'
import { useNavigation, useRouteLoaderData } from 'react-router'
import { notify } from '#app/components/ui/toast.tsx'

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
