import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => pageMeta("Unfiltered", "Bold, human-written content for founders and executives: blog articles, LinkedIn ghostwriting and PR on monthly or yearly plans.")

export default function HomePage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Bold content for bold brands</h1>
      <p className="mt-4 text-lg text-ink-soft">No fluff. No filters. Human writers who make founders impossible to scroll past.</p>
    </section>
  )
}
