import { Outlet, useLoaderData, useRouteLoaderData } from 'react-router'
import { AppShell } from '#app/components/layout/app-shell.tsx'
import { PlainLink } from '#app/components/layout/plain-links.tsx'
import { getUser } from '#app/utils/permissions.server.ts'
import { RouteError } from '#app/components/layout/route-error.tsx'
import type { loader as rootLoader } from '#app/root.tsx'
import type { StylesheetHandle } from '#app/utils/inline-css.ts'
import type { Route } from './+types/_layout'

/** Signed-in screens link the stylesheet rather than inline it (see stylesheetModeOf). */
export const handle: StylesheetHandle = { stylesheet: 'linked' }

/** The signed-in person's unread notifications, for the count in the top bar (anonymous: none); loaded with the session. */
export function loader(args: Route.LoaderArgs) {
  return { unread: getUser(args)?.unreadNotifications ?? null }
}

/** Dashboard, admin, onboarding: the product's shell. Each page guards itself; this layout guards nothing. */
function Shell({ children, unread }: { children: React.ReactNode; unread: number | null }) {
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null
  return (
    <AppShell user={user} actions={user && unread !== null ? <NotificationsLink unread={unread} /> : null}>
      {children}
    </AppShell>
  )
}

/** In the shell's top bar, whose click handler navigates (see plain-links.tsx). */
function NotificationsLink({ unread }: { unread: number }) {
  const label = unread === 0 ? 'Notifications' : `Notifications: ${unread} unread`
  return (
    <PlainLink
      to="/dashboard/notifications"
      aria-label={label}
      title={label}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-ink/5"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 min-w-5 rounded-full bg-shock-ink px-1.5 text-center text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </PlainLink>
  )
}

export default function AppLayout() {
  const { unread } = useLoaderData<typeof loader>()
  return (
    <Shell unread={unread}>
      <Outlet />
    </Shell>
  )
}

/** A page's refusal or 404 keeps the whole top bar: the layout's own loader ran, so the count is there. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <Shell unread={loaderData?.unread ?? null}>
      <RouteError error={error} />
    </Shell>
  )
}
