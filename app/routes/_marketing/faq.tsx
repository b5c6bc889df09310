import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/faq'

export const meta: Route.MetaFunction = () => pageMeta("FAQ", "Answers about brand voice, AI use, revisions, turnaround, SEO, plan changes and languages.")

export default function FaqPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Frequently asked questions</h1>
      <p className="mt-4 text-lg text-ink-soft">Straight answers to the questions founders ask us most.</p>
    </section>
  )
}
