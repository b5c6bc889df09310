import { data, Link } from 'react-router'
import { caseStudies, getCaseStudy } from '#app/content/case-studies.ts'
import { caseStudiesPage } from '#app/content/site.ts'
import { gradientStyle } from '#app/components/marketing/case-study-card.tsx'
import { CaseStudyIcon } from '#app/components/marketing/case-study-icon.tsx'
import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { btnOnDark, btnOutlineOnDark, container, eyebrow } from '#app/components/marketing/styles.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/case-study'

export function loader({ params }: Route.LoaderArgs) {
  const study = getCaseStudy(params.id)
  if (!study) throw data(null, { status: 404 })
  const index = caseStudies.indexOf(study)
  const next = caseStudies[(index + 1) % caseStudies.length]
  return { study, next: next && next.id !== study.id ? { id: next.id, title: next.title } : null }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData ? pageMeta(loaderData.study.title, loaderData.study.subtitle) : pageMeta('Page not found', 'This page does not exist.')

/** Splits "Lead sentence. The rest..." so the lead of an approach step can be emphasised. */
function splitLead(paragraph: string): { lead: string | null; rest: string } {
  const match = /^([^.!?]{3,70}[.!?])\s+(\S.*)$/s.exec(paragraph)
  return match ? { lead: match[1] ?? null, rest: match[2] ?? '' } : { lead: null, rest: paragraph }
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study, next } = loaderData
  const stats = [
    { label: 'Engagement', value: study.stats.engagement },
    { label: 'Conversion', value: study.stats.conversion },
    { label: 'Retention', value: study.stats.retention },
  ]
  return (
    <article>
      <div className={`${container} pt-4 sm:pt-8`}>
        <div className="relative overflow-hidden rounded-3xl px-6 py-10 text-white sm:px-12 sm:py-16" style={gradientStyle(study.gradient)}>
          <CaseStudyIcon
            name={study.icon}
            size={220}
            className="pointer-events-none absolute -right-8 -bottom-8 h-56 w-56 text-white opacity-10 sm:h-72 sm:w-72"
          />
          <div className="relative max-w-3xl">
            <Link
              to="/case-studies"
              className="inline-flex min-h-11 items-center gap-1 text-sm font-bold text-white underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white!"
            >
              <span aria-hidden="true">←</span> All case studies
            </Link>
            <p className="mt-4 flex w-fit rounded-full bg-ink/30 px-3 py-1 text-xs font-bold tracking-wider uppercase ring-1 ring-white/50">
              {study.category}
            </p>
            <h1 className="mt-4 font-display text-4xl leading-tight font-black tracking-tight text-balance sm:text-6xl">{study.title}</h1>
            <p className="mt-5 text-lg sm:text-xl">{study.subtitle}</p>
            <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4 text-sm">
              <HeroFact label="Client" value={study.client} />
              <HeroFact label="Industry" value={study.industry} />
              <HeroFact label="Duration" value={study.duration} />
            </dl>
            <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
              {study.tags.map((tag) => (
                <li key={tag} className="rounded-full border border-white/70 px-3 py-1 text-xs font-semibold">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <section aria-label="Headline results" className="relative z-10 mx-auto -mt-8 max-w-4xl px-2 sm:px-6">
          <dl className="grid grid-cols-3 divide-x divide-ink/10 rounded-2xl border border-ink/10 bg-white shadow-lg">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse px-2 py-4 text-center sm:p-6">
                <dt className="mt-1 text-[0.7rem] font-semibold text-ink-soft uppercase sm:text-sm sm:tracking-wider">{stat.label}</dt>
                <dd className="font-display text-2xl font-black text-ink sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <div className={`${container} mt-16`}>
        <div className="mx-auto max-w-3xl space-y-16 text-lg leading-relaxed">
          <ParagraphSection id="challenge" number="01" title="The Challenge" paragraphs={study.challenge} />

          <section aria-labelledby="approach-heading">
            <p className={eyebrow}>02</p>
            <h2 id="approach-heading" className="mt-1 font-display text-3xl font-black tracking-tight">
              Our Approach
            </h2>
            <ol className="mt-6 space-y-6">
              {study.approach.map((paragraph, i) => {
                const { lead, rest } = splitLead(paragraph)
                return (
                  <li key={i} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-ink font-display text-base font-black text-paper"
                    >
                      {i + 1}
                    </span>
                    <p className="text-ink">
                      {lead ? <strong className="font-bold">{lead} </strong> : null}
                      {rest}
                    </p>
                  </li>
                )
              })}
            </ol>
          </section>

          <ParagraphSection id="results" number="03" title="The Results" paragraphs={study.results} />
        </div>
      </div>

      <section aria-labelledby="highlights-heading" className={`${container} mt-16`}>
        <div className="rounded-3xl bg-ink p-8 text-paper sm:p-12">
          <h2 id="highlights-heading" className="font-display text-3xl font-black tracking-tight">
            By the Numbers
          </h2>
          <dl className={`mt-8 grid gap-8 sm:grid-cols-2 ${study.highlights.length > 3 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
            {study.highlights.map((highlight) => (
              <div key={highlight.label} className="flex flex-col-reverse border-l-4 border-shock pl-5">
                <dt className="mt-1 text-paper/85">{highlight.label}</dt>
                <dd className="font-display text-4xl font-black tracking-tight text-lime sm:text-5xl">{highlight.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-label="Client quote" className={`${container} mt-16`}>
        <figure className="mx-auto max-w-3xl text-center">
          <svg aria-hidden="true" width="48" height="38" viewBox="0 0 36 28" fill="currentColor" className="mx-auto text-shock">
            <path d="M0 28V17C0 7.6 4.6 1.9 13.7 0l1.5 3.4C10.6 5 8.3 8 7.9 12.3H14V28H0zm21 0V17c0-9.4 4.6-15.1 13.7-17l1.5 3.4C31.6 5 29.3 8 28.9 12.3H35V28H21z" />
          </svg>
          <blockquote className="mt-6 font-display text-2xl leading-snug font-black tracking-tight text-ink sm:text-3xl">
            <p>“{study.quote.text}”</p>
          </blockquote>
          <figcaption className="mt-6">
            <span className="block font-bold text-ink">{study.quote.author}</span>
            <span className="block text-ink-soft">{study.quote.role}</span>
          </figcaption>
        </figure>
      </section>

      <CtaBand heading={caseStudiesPage.cta.heading} text={caseStudiesPage.cta.text}>
        <Link to={caseStudiesPage.cta.href} className={btnOnDark}>
          {caseStudiesPage.cta.buttonLabel}
        </Link>
        {next ? (
          <Link to={`/case-studies/${next.id}`} className={btnOutlineOnDark}>
            Next case study<span className="sr-only">: {next.title}</span> <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </CtaBand>
    </article>
  )
}

function HeroFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-semibold tracking-wider text-white uppercase">{label}</dt>
      <dd className="mt-0.5 text-base font-bold">{value}</dd>
    </div>
  )
}

function ParagraphSection({ id, number, title, paragraphs }: { id: string; number: string; title: string; paragraphs: string[] }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <p className={eyebrow}>{number}</p>
      <h2 id={`${id}-heading`} className="mt-1 font-display text-3xl font-black tracking-tight">
        {title}
      </h2>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="mt-5 text-ink">
          {paragraph}
        </p>
      ))}
    </section>
  )
}
