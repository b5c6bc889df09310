import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/results'

export const meta: Route.MetaFunction = () => pageMeta("WTF this works", "Impressions and growth our writers delivered for founders, post by post.")

export default function ResultsPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">WTF this works</h1>
      <p className="mt-4 text-lg text-ink-soft">Impressions, growth and the occasional jaw on the floor.</p>
    </section>
  )
}
