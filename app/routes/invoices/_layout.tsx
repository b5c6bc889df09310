import { Link, Outlet, useMatches, useRouteLoaderData } from 'react-router'
import { RouteError } from '#app/components/layout/route-error.tsx'
import type { loader as rootLoader } from '#app/root.tsx'
import type { BackLink } from './+shared/back-link.ts'
import type { Route } from './+types/_layout'

/**
 * Documents to read and print (an invoice): the logo and a way back, nothing else, and not even
 * that on paper. Each page guards itself; this layout guards nothing.
 */
function DocumentShell({ children }: { children: React.ReactNode }) {
  const roles = useRouteLoaderData<typeof rootLoader>('root')?.user?.roles ?? []
  // The document's own answer (its buyer or an admin), else by role (an error page has none).
  const fromDocument = useMatches()
    .map((match) => (match.loaderData as { back?: BackLink } | undefined)?.back)
    .findLast(Boolean)
  const back =
    fromDocument ??
    (roles.includes('founder') ? { to: '/dashboard/billing', label: 'Back to billing' } : { to: '/dashboard', label: 'Back to dashboard' })
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-ink/10 bg-white print:hidden">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4">
          <Link to="/" className="font-display text-xl font-black tracking-tight">
            Unfiltered<span className="text-shock-ink">.</span>
          </Link>
          <Link to={back.to} className="link inline-block py-0.5 text-sm">
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  )
}

export default function DocumentLayout() {
  return (
    <DocumentShell>
      <Outlet />
    </DocumentShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DocumentShell>
      <RouteError error={error} />
    </DocumentShell>
  )
}
