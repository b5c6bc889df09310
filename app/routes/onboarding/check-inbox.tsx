import { useEffect, useRef } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { useIsSubmitting } from '#app/components/forms.tsx'

/**
 * What /onboarding shows right after sign-up: the person has no session until they open the link
 * (Better Auth signs them in then), so the page says where the link went, offers to send it again
 * and to use another address.
 */
export function CheckInbox({ email, resent, error }: { email: string; resent: boolean; error: string | null }) {
  const busy = useIsSubmitting()
  // Each link sent again (the action redirects back here) puts focus on the line that says so: the
  // button the person pressed was disabled meanwhile, and focus would otherwise fall to the page's body.
  const { key } = useLocation()
  const resentNote = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (resent) resentNote.current?.focus()
  }, [resent, key])
  return (
    <section className="mx-auto max-w-xl">
      <div className="card sm:p-8">
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-lime">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        </span>
        <h1 className="mt-4 font-display text-3xl font-black">Check your inbox</h1>
        <p className="mt-3 text-ink-soft">
          We sent a verification link to <strong className="break-all text-ink">{email}</strong>. Open it to verify your email: it signs you
          in and brings you back here to finish setting up your account.
        </p>
        <p className="mt-2 text-sm text-ink-soft">
          The link works for 24 hours. Nothing there? Look in your spam folder, or send it again.
        </p>
        {resent ? (
          <p
            ref={resentNote}
            role="status"
            tabIndex={-1}
            className="mt-4 rounded-xl bg-lime/40 px-4 py-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            Verification email sent. The newest link is the one to use.
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-4 rounded-xl bg-shock/10 px-4 py-3 text-sm font-semibold text-shock-ink">
            {error}
          </p>
        ) : null}
        <Form method="post" className="mt-6">
          <button type="submit" name="intent" value="resend-verification" className="btn-primary w-full sm:w-auto" disabled={busy}>
            {busy ? 'Sending…' : 'Resend verification email'}
          </button>
        </Form>
        <div className="mt-6 space-y-2 text-sm">
          <p>
            Wrong address?{' '}
            <Link to="/signup" className="link">
              Change your email address
            </Link>
          </p>
          <p>
            Verified already?{' '}
            <Link to="/login?redirectTo=%2Fonboarding" className="link">
              Log in
            </Link>
          </p>
        </div>
      </div>
    </section>
  )
}
