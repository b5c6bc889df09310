import { useContext, useEffect, useState } from 'react'
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { DemoBanner } from './components/layout/demo-banner.tsx'
import { RouteError } from './components/layout/route-error.tsx'
import { notify, Toaster } from './components/ui/toast.tsx'
import { getPublicEnv } from './utils/env.server.ts'
import { InlineCssContext, stylesheetModeOf } from './utils/inline-css.ts'
import { getUser } from './utils/permissions.server.ts'
import { readActiveRole } from './utils/active-role.server.ts'
import { privateResponseMiddleware } from './utils/cache-control.server.ts'
import { headMiddleware } from './utils/head.server.ts'
import { sameOriginMiddleware } from './utils/origin.server.ts'
import { sessionMiddleware } from './utils/session.server.ts'
import { readToast } from './utils/toast.server.ts'
import { routePatternMiddleware } from './utils/request-context.ts'
import stylesHref from './styles/app.css?url'
import displayFontHref from '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-800-normal.woff2?url'

export const links: Route.LinksFunction = () => [
  // In production the Layout inlines or links the stylesheet itself (see stylesheetModeOf).
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesHref }] : []),
  // The heading face is on every first screen: fetch it with the document, not after the first layout.
  { rel: 'preload', href: displayFontHref, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** Every request: refuse cross-site mutations, then load session, user and roles once for every loader and action. */
// Outermost first: HEAD bodies cancelled and personal responses marked private once everything inside has answered.
export const middleware: Route.MiddlewareFunction[] = [
  routePatternMiddleware,
  headMiddleware,
  privateResponseMiddleware,
  sameOriginMiddleware,
  sessionMiddleware,
]

export async function loader(args: Route.LoaderArgs) {
  const user = getUser(args)
  const [{ toast, headers }, activeRole] = await Promise.all([readToast(args.request), user ? readActiveRole(args.request) : null])
  return data(
    {
      user: user ? { id: user.id, name: user.name, email: user.email, image: user.image, roles: user.roles, activeRole } : null,
      toast,
      env: getPublicEnv(),
    },
    { headers: headers ?? undefined },
  )
}

export type RootUser = NonNullable<Awaited<ReturnType<typeof loader>>['data']['user']>

/** The document: every shell (marketing, checkout, app) renders inside it as a layout route. */
export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const { pathname } = useLocation()
  const matches = useMatches()
  const inlineCss = useContext(InlineCssContext)
  // Chosen once per document: a client navigation into another shell keeps what the document has.
  const [stylesheet] = useState(() => stylesheetModeOf(matches))
  const canonical = rootData ? `${rootData.env.baseUrl}${pathname === '/' ? '' : pathname}` : null
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0f" />
        <Meta />
        {canonical ? (
          <>
            <link rel="canonical" href={canonical} />
            <meta property="og:url" content={canonical} />
          </>
        ) : null}
        <meta property="og:type" content="website" />
        <meta name="twitter:card" content="summary" />
        <Links />
        {import.meta.env.DEV ? null : stylesheet === 'linked' ? (
          <link rel="stylesheet" href={stylesHref} />
        ) : (
          <style id="app-css" dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
        )}
      </head>
      {/* In demo mode the banner sits above the header, so toasts start lower. */}
      <body
        className="min-h-screen bg-paper text-ink antialiased"
        style={rootData?.env.isDemo ? { ['--toast-top' as string]: '132px' } : undefined}
      >
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-[100] focus:rounded-md focus:bg-ink focus:px-4 focus:py-2 focus:text-paper"
        >
          Skip to content
        </a>
        {rootData?.env.isDemo ? <DemoBanner /> : null}
        {children}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>()
  useEffect(() => {
    if (!toast) return
    notify[toast.type](toast.title, { id: toast.id, description: toast.description })
  }, [toast])
  return <Outlet />
}

/** Only errors no shell caught (a layout's own failure) land here, on a bare page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="py-10">
      <RouteError error={error} />
    </main>
  )
}
