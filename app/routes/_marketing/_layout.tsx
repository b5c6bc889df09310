import { Outlet, useRouteLoaderData } from 'react-router'
import { MessagingButton } from '#app/components/layout/messaging-button.tsx'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { ScrollToTopButton } from '#app/components/layout/scroll-to-top-button.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import type { loader as rootLoader } from '#app/root.tsx'
import type { Route } from './+types/_layout'

/** The public site's shell: floating header, footer, messaging and scroll-to-top buttons. */
function MarketingShell({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader user={rootData?.user ?? null} />
      <main id="main" className="flex-1 pt-6">
        {children}
      </main>
      <SiteFooter />
      <aside aria-label="Quick actions">
        <ScrollToTopButton />
        <MessagingButton phoneNumber={rootData?.env.whatsappNumber ?? ''} />
      </aside>
    </div>
  )
}

export default function MarketingLayout() {
  return (
    <MarketingShell>
      <Outlet />
    </MarketingShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MarketingShell>
      <RouteError error={error} />
    </MarketingShell>
  )
}
