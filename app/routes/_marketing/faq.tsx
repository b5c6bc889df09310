import { Link } from 'react-router'
import { faqItems } from '#app/content/faq.ts'
import { faqPage } from '#app/content/site.ts'
import { FaqAccordion } from '#app/components/marketing/faq-accordion.tsx'
import { JsonLd } from '#app/components/marketing/json-ld.tsx'
import { PageHeader } from '#app/components/marketing/page-header.tsx'
import { btnOnDark, container } from '#app/components/marketing/styles.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/faq'

export const meta: Route.MetaFunction = () =>
  pageMeta('FAQ', 'Answers about brand voice, AI use, revisions, turnaround, SEO, plan changes and languages.')

const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqItems.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
}

export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqJsonLd} />
      <PageHeader eyebrow="FAQ" title={faqPage.title} subtitle={faqPage.subtitle} />
      <div className={`${container} grid gap-10 lg:grid-cols-[1fr_20rem] lg:gap-16`}>
        <FaqAccordion items={faqItems} defaultOpenId={faqItems[0]?.id ?? null} />
        <aside aria-labelledby="faq-contact-heading" className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-3xl bg-ink p-8 text-paper">
            <h2 id="faq-contact-heading" className="font-display text-2xl font-black tracking-tight">
              {faqPage.contactPrompt}
            </h2>
            <p className="mt-3 text-paper/85">A real person reads every message and replies within 2-4 hours on business days.</p>
            <Link to={faqPage.contactHref} className={`${btnOnDark} mt-6`}>
              {faqPage.contactLinkLabel}
            </Link>
          </div>
        </aside>
      </div>
    </>
  )
}
