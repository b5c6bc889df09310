import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = () => pageMeta("About", "Our philosophy: fearless communication, radical honesty, data-driven creativity and customer obsession.")

export default function AboutPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">About Unfiltered</h1>
      <p className="mt-4 text-lg text-ink-soft">We write like people, for people, and we measure what it does.</p>
    </section>
  )
}
