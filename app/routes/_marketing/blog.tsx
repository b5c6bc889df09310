import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/blog'

export const meta: Route.MetaFunction = () => pageMeta("Blog", "Articles on content strategy, writing, LinkedIn, the psychology of attention and bold marketing.")

export default function BlogPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">The Unfiltered blog</h1>
      <p className="mt-4 text-lg text-ink-soft">Notes from the writers room on strategy, writing and attention.</p>
    </section>
  )
}
