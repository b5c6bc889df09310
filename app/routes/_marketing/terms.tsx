import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = () => pageMeta("Terms of Service", "The terms for using Unfiltered: subscriptions, billing, cancellation at period end and refunds.")

export default function TermsPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Terms of Service</h1>
      <p className="mt-4 text-lg text-ink-soft">The rules of the road.</p>
    </section>
  )
}
