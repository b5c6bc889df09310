import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () => pageMeta("Contact", "Get in touch with Unfiltered: send a message or book a 15-minute discovery call.")

export default function ContactPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Get in Touch</h1>
      <p className="mt-4 text-lg text-ink-soft">We typically respond within 2-4 hours during business days.</p>
    </section>
  )
}
