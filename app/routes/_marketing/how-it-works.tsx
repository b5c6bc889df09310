import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/how-it-works'

export const meta: Route.MetaFunction = () => pageMeta("How it works", "Three steps: choose a subscription, complete your brand profile, receive and publish human-written content.")

export default function HowItWorksPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">How it works</h1>
      <p className="mt-4 text-lg text-ink-soft">Choose a subscription, complete your brand profile, then receive and publish.</p>
    </section>
  )
}
