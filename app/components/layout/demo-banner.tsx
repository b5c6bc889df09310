import { Link } from 'react-router'

/**
 * Demo mode's notice, at the top of every page (the layouts mount it when the public env says `isDemo`):
 * the accounts are test accounts and mail is kept in the dev mailbox, not sent.
 */
export function DemoBanner({ mailboxHref = '/dev/mailbox' }: { mailboxHref?: string }) {
  return (
    <section aria-label="Demo" data-testid="demo-banner" className="bg-ink text-sm text-paper print:hidden">
      <p className="mx-auto max-w-6xl px-4 py-2 text-center">
        <strong className="mr-2 rounded bg-lime px-1.5 py-0.5 text-xs font-black tracking-wide text-ink uppercase">Demo</strong>
        This is a demo with test accounts. E-mail is not sent: it waits in the{' '}
        <Link
          to={mailboxHref}
          className="font-semibold underline underline-offset-4 hover:text-lime focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime"
        >
          dev mailbox
        </Link>
        .
      </p>
    </section>
  )
}
