import { Link, Outlet } from 'react-router'
import { RouteError } from '#app/components/layout/route-error.tsx'
import type { Route } from './+types/_layout'

/** Checkout and thank-you: the logo, "Secure checkout", a way back to pricing, nothing to wander off to. */
function CheckoutShell({ children }: { children: React.ReactNode }) {
  const year = new Date().getFullYear()
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-ink/10 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4">
          <Link to="/" className="font-display text-xl font-black tracking-tight">
            Unfiltered<span className="text-shock-ink">.</span>
          </Link>
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-ink-soft">
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
              <rect x="4" y="11" width="16" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" />
            </svg>
            Secure checkout
          </p>
          <Link to="/pricing" className="link text-sm">
            <span aria-hidden="true">← </span>Back to pricing
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-ink/10">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-5 py-5 text-sm text-ink-soft">
          <p>© {year} Unfiltered</p>
          <nav aria-label="Legal" className="flex gap-5">
            <Link to="/terms" className="hover:text-ink hover:underline">
              Terms of Service
            </Link>
            <Link to="/privacy" className="hover:text-ink hover:underline">
              Privacy Policy
            </Link>
            <Link to="/contact" className="hover:text-ink hover:underline">
              Help
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  )
}

export default function CheckoutLayout() {
  return (
    <CheckoutShell>
      <Outlet />
    </CheckoutShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <CheckoutShell>
      <RouteError error={error} />
    </CheckoutShell>
  )
}
