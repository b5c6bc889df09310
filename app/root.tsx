import { useContext, useEffect } from 'react'
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useLocation, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { ScrollToTopButton } from './components/layout/scroll-to-top-button.tsx'
import { MessagingButton } from './components/layout/messaging-button.tsx'
import { AccessDenied, NotFound, ServerError } from './components/layout/error-pages.tsx'
import { notify, Toaster } from './components/ui/toast.tsx'
import { getPublicEnv } from './utils/env.server.ts'
import { getSessionUser } from './utils/session.server.ts'
import { readToast } from './utils/toast.server.ts'
import stylesHref from './styles/app.css?url'
import { InlineCssContext } from './utils/inline-css.ts'

export const links: Route.LinksFunction = () => [
  // In production the stylesheet is inlined into the document (see InlineCssContext).
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesHref }] : []),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const [user, { toast, headers }] = await Promise.all([getSessionUser(request), readToast(request)])
  return data(
    {
      user: user ? { id: user.id, name: user.name, email: user.email, roles: user.roles } : null,
      toast,
      env: getPublicEnv(),
    },
    { headers: headers ?? undefined },
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const { pathname } = useLocation()
  const inlineCss = useContext(InlineCssContext)
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
        {import.meta.env.DEV ? null : <style id="app-css" dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />}
      </head>
      <body className="flex min-h-screen flex-col bg-paper text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-ink focus:px-4 focus:py-2 focus:text-paper">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1 pt-24">
          {children}
        </main>
        <SiteFooter />
        <aside aria-label="Quick actions">
          <ScrollToTopButton />
          <MessagingButton phoneNumber={rootData?.env.whatsappNumber ?? ''} />
        </aside>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />
    if (error.status === 403 && error.data?.reason === 'missing-role') return <AccessDenied role={String(error.data.role)} />
    return <ServerError status={error.status} message={typeof error.data === 'string' ? error.data : undefined} />
  }
  return <ServerError status={500} />
}
