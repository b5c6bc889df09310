import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = () => pageMeta("Privacy Policy", "What Unfiltered collects, why, who processes payments, cookies and how long we keep data.")

export default function PrivacyPage() {
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Privacy Policy</h1>
      <p className="mt-4 text-lg text-ink-soft">How we handle your data.</p>
    </section>
  )
}
