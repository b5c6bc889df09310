import { data } from 'react-router'
import { listOutbox } from '#app/utils/mail.server.ts'
import { isFromLoopback } from '#app/utils/client-address.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/mailbox'

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Dev mailbox', 'Mail kept by the demo server.'),
  { name: 'robots', content: 'noindex' },
]

/**
 * The mail the server would have sent, newest first. Demo mode only, and only to the machine the server
 * runs on: reset and sign-in links must not reach anyone else who can reach the server.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!getEnv().isDemo || !isFromLoopback(request)) throw data(null, { status: 404 })
  const to = new URL(request.url).searchParams.get('to')?.trim().slice(0, 254) || undefined
  // No address holds a control character (PostgreSQL refuses NUL outright): nothing can match.
  if (to && /\p{Cc}/u.test(to)) return { to: '', mails: [] }
  const mails = await listOutbox(getDb(), { to, limit: 50 })
  return {
    to: to ?? '',
    mails: mails.map((mail) => ({
      id: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.text,
      status: mail.status,
      createdAt: mail.createdAt.toISOString(),
      links: Array.from(new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])),
    })),
  }
}

export default function MailboxPage({ loaderData }: Route.ComponentProps) {
  const { mails, to } = loaderData
  return (
    <section className="mx-auto max-w-4xl px-5 py-10">
      <h1 className="font-display text-3xl font-black">Dev mailbox</h1>
      <p className="mt-2 text-ink-soft">Demo mode keeps outgoing mail here instead of sending it.</p>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="mailbox-to" className="mb-1.5 block text-sm font-semibold">
            Recipient
          </label>
          <input id="mailbox-to" name="to" type="email" defaultValue={to} className="input" placeholder="someone@example.com" />
        </div>
        <button type="submit" className="btn-primary">
          Filter
        </button>
      </form>
      {mails.length === 0 ? (
        <p className="card mt-6 text-ink-soft">No mail yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {mails.map((mail) => (
            <li key={mail.id} className="card" data-testid="mail">
              <p className="text-sm text-ink-soft">
                To <span className="font-semibold text-ink">{mail.to}</span> · {new Date(mail.createdAt).toLocaleString('en-US')} ·{' '}
                {mail.status}
              </p>
              <h2 className="mt-1 text-lg font-bold">{mail.subject}</h2>
              <p className="mt-2 text-sm break-words whitespace-pre-line">{mail.text}</p>
              {mail.links.map((link) => (
                <a key={link} href={link} className="link mt-2 block text-sm break-all">
                  Open link
                </a>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
