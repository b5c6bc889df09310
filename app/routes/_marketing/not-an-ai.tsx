import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/not-an-ai'

export const meta: Route.MetaFunction = () => pageMeta("Not an AI", "Meet the human writers behind Unfiltered and why we do not hand your voice to a machine.")

export default function NotAnAiPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Not an AI</h1>
      <p className="mt-4 text-lg text-ink-soft">Six humans with opinions, niches and a sense of timing.</p>
    </section>
  )
}
