import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/case-studies'

export const meta: Route.MetaFunction = () => pageMeta("Case studies", "How founders and brands grew engagement, conversions and retention with Unfiltered.")

export default function CaseStudiesPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Our Work Speaks For Itself</h1>
      <p className="mt-4 text-lg text-ink-soft">Six brands, six problems, measured results.</p>
    </section>
  )
}
