import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/pricing'

export const meta: Route.MetaFunction = () => pageMeta("Pricing", "Monthly and yearly content plans from Base to Enterprise, in USD or INR, plus one-time LinkedIn Profile Optimization.")

export default function PricingPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Pricing</h1>
      <p className="mt-4 text-lg text-ink-soft">Pick a plan, pay monthly or save about 20% yearly.</p>
    </section>
  )
}
