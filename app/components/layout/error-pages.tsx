import { Link, useLocation } from 'react-router'

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <title>Page not found | Unfiltered</title>
      <p className="text-sm font-semibold tracking-widest text-shock-ink uppercase">404</p>
      <h1 className="mt-3 font-display text-4xl font-black">Page not found</h1>
      <p className="mt-4 text-ink-soft">The page you asked for does not exist, or it moved.</p>
      <Link to="/" className="btn-primary mt-8">
        Return Home
      </Link>
    </section>
  )
}

/** The spec's words for a missing role, or the refusal's own `message` when the right comes from something else (a purchase). */
export function AccessDenied({ role, message }: { role?: string; message?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <title>Access Denied | Unfiltered</title>
      <h1 className="font-display text-4xl font-black">Access Denied</h1>
      <p className="mt-4 text-ink-soft">{message ?? `You don't have the required role (${role}) to access this page.`}</p>
      <Link to="/dashboard" className="btn-secondary mt-8">
        Go to your dashboard
      </Link>
    </section>
  )
}

export function ServerError({ status, message, title = 'Something went wrong' }: { status: number; message?: string; title?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <title>{`${title} | Unfiltered`}</title>
      <p className="text-sm font-semibold tracking-widest text-shock-ink uppercase">{status}</p>
      <h1 className="mt-3 font-display text-4xl font-black">{title}</h1>
      <p className="mt-4 text-ink-soft">{message ?? 'Please try again in a moment. If it keeps happening, contact us.'}</p>
      {status === 503 ? <TryAgainOrHome /> : <HomeLink className="btn-primary mt-8" />}
    </section>
  )
}

function HomeLink({ className }: { className: string }) {
  return (
    <Link to="/" className={className}>
      Return Home
    </Link>
  )
}

/** A dependency down for a moment: the page the person asked for is the way on, loaded again in full. */
function TryAgainOrHome() {
  const location = useLocation()
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <a href={`${location.pathname}${location.search}`} className="btn-primary">
        Try again
      </a>
      <HomeLink className="btn-secondary" />
    </div>
  )
}
