import { useId } from 'react'
import { Link } from 'react-router'
import { resultCards, resultTestimonials, type ResultCard } from '#app/content/results.ts'
import { resultsPage } from '#app/content/site.ts'
import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { formatCompact } from '#app/components/marketing/format.ts'
import { PageHeader, SectionHeading } from '#app/components/marketing/page-header.tsx'
import { ResultVisual } from '#app/components/marketing/result-visual.tsx'
import { btnOnDark, btnOutlineOnDark, container } from '#app/components/marketing/styles.ts'
import { Testimonial } from '#app/components/marketing/testimonial.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/results'

export const meta: Route.MetaFunction = () =>
  pageMeta('WTF this works', 'Impressions and growth our writers delivered for founders, post by post.')

const totalImpressions = resultCards.reduce((sum, card) => sum + card.impressions, 0)

export default function ResultsPage() {
  return (
    <>
      <PageHeader eyebrow={resultsPage.navLabel} title={resultsPage.title} subtitle={resultsPage.subtitle}>
        <p className="inline-flex items-center gap-2 rounded-full bg-lime px-4 py-2 text-sm font-bold text-ink">
          {formatCompact(totalImpressions)} {resultsPage.impressionsLabel} across {resultCards.length} clients
        </p>
      </PageHeader>

      <section aria-labelledby="results-grid-heading" className={container}>
        <h2 id="results-grid-heading" className="sr-only">
          Client results
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {resultCards.map((card) => (
            <li key={card.id}>
              <ResultCardView card={card} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="results-testimonials-heading" className={`${container} mt-20`}>
        <SectionHeading id="results-testimonials-heading" eyebrow="Testimonials" title={resultsPage.testimonialsHeading} />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {resultTestimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <Testimonial text={testimonial.text} name={testimonial.name} byline={`${testimonial.role}, ${testimonial.company}`} />
            </li>
          ))}
        </ul>
      </section>

      <CtaBand heading="Want numbers like these?" text="Tell us what you want to publish, or go straight to the plans.">
        <Link to={resultsPage.productButtonHref('LinkedIn')} className={btnOnDark}>
          {resultsPage.productButtonLabel('LinkedIn')}
        </Link>
        <Link to={resultsPage.plansButtonHref} className={btnOutlineOnDark}>
          {resultsPage.plansButtonLabel}
        </Link>
      </CtaBand>
    </>
  )
}

function ResultCardView({ card }: { card: ResultCard }) {
  const titleId = useId()
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink/10 bg-white shadow-sm">
      <div className="relative">
        <ResultVisual card={card} />
        <p className="absolute top-3 left-3 rounded-full bg-white px-3 py-1 text-xs font-black tracking-wider text-ink uppercase shadow">
          {card.product}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 id={titleId} className="text-sm font-bold tracking-wider text-ink-soft uppercase">
          {card.clientLabel}
        </h3>
        <p className="mt-2 font-display text-4xl font-black tracking-tight text-ink">
          {formatCompact(card.impressions)} <span className="text-lg font-bold">{resultsPage.impressionsLabel}</span>
        </p>
        <p className="mt-2 inline-flex w-fit items-center gap-1.5 rounded-full bg-ink px-3 py-1 text-sm font-bold text-lime">
          <svg
            aria-hidden="true"
            width="14"
            height="14"
            viewBox="0 0 14 14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M1 10l4-4 3 3 5-5M9 4h4v4" />
          </svg>
          {resultsPage.growthCaption(card.growthPercent, card.periodDays)}
        </p>
        <p className="mt-4 flex-1 text-ink-soft">{card.caption}</p>
        <div className="mt-6 grid gap-2">
          <Link to={resultsPage.productButtonHref(card.product)} aria-describedby={titleId} className="btn-primary btn-sm px-3">
            {resultsPage.productButtonLabel(card.product)}
          </Link>
          <Link to={resultsPage.plansButtonHref} aria-describedby={titleId} className="btn-secondary btn-sm px-3">
            {resultsPage.plansButtonLabel}
          </Link>
        </div>
      </div>
    </article>
  )
}
