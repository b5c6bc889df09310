import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/examples'

export const meta: Route.MetaFunction = () => pageMeta("Examples", "Sample headlines and posts our writers made for founders: blog, PR and LinkedIn, edgy, funny and smart.")

export default function ExamplesPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Examples that stop the scroll</h1>
      <p className="mt-4 text-lg text-ink-soft">Headlines our writers shipped, sorted by type and style.</p>
    </section>
  )
}
