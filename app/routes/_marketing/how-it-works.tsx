import { Link } from 'react-router'
import { howItWorksCta, howItWorksIntro, howItWorksSteps, howItWorksTestimonial } from '#app/content/site.ts'
import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { PageHeader } from '#app/components/marketing/page-header.tsx'
import { btnOnDark, btnOutlineOnDark, container } from '#app/components/marketing/styles.ts'
import { Testimonial } from '#app/components/marketing/testimonial.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/how-it-works'

export const meta: Route.MetaFunction = () =>
  pageMeta('How it works', 'Three steps: choose a subscription, complete your brand profile, receive and publish human-written content.')

const STEP_ACCENTS = ['bg-lime text-ink', 'bg-shock text-ink', 'bg-ink text-paper'] as const

export default function HowItWorksPage() {
  return (
    <>
      <PageHeader eyebrow="How it works" title={howItWorksIntro.title} subtitle={howItWorksIntro.subtitle}>
        <Link to={howItWorksCta.primary.href} className="btn-primary">
          {howItWorksCta.primary.label}
        </Link>
        <Link to={howItWorksCta.secondary.href} className="btn-secondary">
          {howItWorksCta.secondary.label}
        </Link>
      </PageHeader>

      <section aria-label="The three steps" className={container}>
        <ol className="grid gap-6 lg:grid-cols-3">
          {howItWorksSteps.map((step, index) => (
            <li key={step.title} className="card relative flex flex-col overflow-hidden sm:p-8">
              <span
                aria-hidden="true"
                className={`inline-flex h-16 w-16 items-center justify-center rounded-2xl font-display text-3xl font-black ${STEP_ACCENTS[index % STEP_ACCENTS.length]}`}
              >
                {index + 1}
              </span>
              <p className="mt-6 text-sm font-bold tracking-widest text-shock-ink uppercase">Step {index + 1}</p>
              <h2 className="mt-1 font-display text-2xl font-black tracking-tight">{step.title}</h2>
              <p className="mt-3 text-ink-soft">{step.text}</p>
              <ul className="mt-6 space-y-3 border-t border-ink/10 pt-6">
                {step.details.map((detail) => (
                  <li key={detail} className="flex gap-3">
                    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className="mt-0.5 shrink-0">
                      <circle cx="10" cy="10" r="10" fill="#0b0b0f" />
                      <path
                        d="M5.5 10.5l3 3 6-6.5"
                        fill="none"
                        stroke="#c6f432"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    <span>{detail}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-label="What a client says" className={`${container} mt-16`}>
        <Testimonial
          text={howItWorksTestimonial.text}
          name={howItWorksTestimonial.name}
          byline={`${howItWorksTestimonial.role}, ${howItWorksTestimonial.company}`}
          size="lg"
          className="mx-auto max-w-3xl sm:p-10"
        />
      </section>

      <CtaBand heading={howItWorksCta.heading}>
        <Link to={howItWorksCta.primary.href} className={btnOnDark}>
          {howItWorksCta.primary.label}
        </Link>
        <Link to={howItWorksCta.secondary.href} className={btnOutlineOnDark}>
          {howItWorksCta.secondary.label}
        </Link>
      </CtaBand>
    </>
  )
}
