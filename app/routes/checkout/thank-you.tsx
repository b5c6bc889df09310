import { useEffect, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import { loadThankYou } from './thank-you.server.ts'
import type { Route } from './+types/thank-you'

export const meta: Route.MetaFunction = () => pageMeta('Thank You', 'Your purchase was successful.')

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  return loadThankYou(getDb(), user, new URL(args.request.url).searchParams.get('payment'))
}

/** While a payment is still being confirmed the page asks again every few seconds, for about two minutes. */
function useRefreshWhilePending(pending: boolean) {
  const revalidator = useRevalidator()
  const [tries, setTries] = useState(0)
  useEffect(() => {
    if (!pending || tries >= 40) return
    const timer = setTimeout(() => {
      setTries((count) => count + 1)
      void revalidator.revalidate()
    }, 3000)
    return () => clearTimeout(timer)
  }, [pending, tries, revalidator])
  return tries >= 40
}

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const slow = useRefreshWhilePending(loaderData.state === 'pending')
  if (loaderData.state === 'pending') {
    return (
      <Panel title="Confirming your payment…">
        <p className="mt-3 text-lg text-ink-soft" role="status">
          {slow
            ? 'Your payment provider has not confirmed the payment yet. We will email you as soon as it does; you can close this page.'
            : `We are waiting for your payment provider to confirm ${loaderData.line} (${loaderData.total}). This page updates by itself.`}
        </p>
      </Panel>
    )
  }
  if (loaderData.state === 'failed' || loaderData.state === 'expired') {
    return (
      <Panel title={loaderData.state === 'failed' ? 'Payment failed' : 'Payment not completed'}>
        <p className="mt-3 text-lg text-ink-soft" role="alert">
          {loaderData.failureKind === 'amount-mismatch'
            ? `Your payment for ${loaderData.line} could not be matched to your order, so the order was not completed. Our team has been told and will contact you; any amount taken will be refunded.`
            : loaderData.state === 'failed'
              ? `Your payment for ${loaderData.line} did not go through${loaderData.reason ? `: ${loaderData.reason}` : '.'} Nothing was charged.`
              : `The payment for ${loaderData.line} was not completed in time. Nothing was charged.`}
        </p>
        <Link to={loaderData.retryUrl} className="btn-primary mt-8">
          Try again
        </Link>
      </Panel>
    )
  }
  if (loaderData.state === 'none') {
    return (
      <Panel title="No purchase yet">
        <p className="mt-3 text-lg text-ink-soft">We could not find a purchase on your account. Choose a plan to get started.</p>
        <Link to="/pricing" className="btn-primary mt-8">
          See plans
        </Link>
      </Panel>
    )
  }
  return (
    <Panel title="Thank You!">
      <p className="mt-3 text-lg text-ink-soft">Your purchase was successful.</p>
      <p className="mt-1 text-sm text-ink-soft">
        {loaderData.line} · {loaderData.total}
        {loaderData.invoiceId ? (
          <>
            {' · '}
            <Link to={`/invoices/${loaderData.invoiceId}`} className="link">
              View invoice
            </Link>
          </>
        ) : null}
      </p>
      <h2 className="mt-8 text-left font-display text-xl font-black">Next steps</h2>
      <ol className="card mt-3 list-decimal space-y-2 pl-10 text-left">
        <li>Check your email for the confirmation and your invoice.</li>
        <li>
          Complete your profile with the{' '}
          <Link to="/dashboard/brand" className="link">
            brand questionnaire
          </Link>
          , so your writer knows your voice.
        </li>
        <li>Schedule your welcome call with your content strategist.</li>
      </ol>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={loaderData.onboardPath} className="btn-primary">
          Onboard Now
        </Link>
        {loaderData.starterPack ? (
          <a href="/downloads/starter-pack" className="btn-secondary">
            Starter Content Pack
          </a>
        ) : (
          <p className="self-center text-sm text-ink-soft">The Starter Content Pack is not available yet; we will email it to you.</p>
        )}
      </div>
    </Panel>
  )
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-5 py-12 text-center">
      <h1 className="font-display text-4xl font-black">{title}</h1>
      {children}
    </section>
  )
}
