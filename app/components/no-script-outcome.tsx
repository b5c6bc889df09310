import { useRouteLoaderData } from 'react-router'

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
