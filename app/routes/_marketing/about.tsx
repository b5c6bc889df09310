import { Link } from 'react-router'
import { aboutPage } from '#app/content/site.ts'
import { aboutMetrics, aboutPillars, coreValues, teamMembers } from '#app/content/team.ts'
import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { PageHeader, SectionHeading } from '#app/components/marketing/page-header.tsx'
import { btnOnDark, btnOutlineOnDark, container } from '#app/components/marketing/styles.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = () =>
  pageMeta('About', 'Our philosophy: fearless communication, radical honesty, data-driven creativity and customer obsession.')

const PILLAR_ICONS: Record<(typeof aboutPillars)[number]['title'], React.ReactNode> = {
  Mission: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    </>
  ),
  Vision: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  Approach: <path d="M4 18l5-5 4 4 7-9M15 8h5v5" />,
}

const AVATAR_COLOURS = ['bg-lime text-ink', 'bg-shock text-ink', 'bg-ink text-paper', 'bg-[#1d4ed8] text-white'] as const

export default function AboutPage() {
  const { cta } = aboutPage
  return (
    <>
      <PageHeader eyebrow="About Unfiltered" title={aboutPage.hero.title} subtitle={aboutPage.hero.subtitle}>
        <Link to={cta.seeOurWork.href} className="btn-primary">
          {cta.seeOurWork.label}
        </Link>
        <Link to={cta.workWithUs.href} className="btn-secondary">
          {cta.workWithUs.label}
        </Link>
      </PageHeader>

      <section aria-label="Mission, vision and approach" className={container}>
        <ul className="grid gap-6 md:grid-cols-3">
          {aboutPillars.map((pillar) => (
            <li key={pillar.title} className="card sm:p-8">
              <svg
                aria-hidden="true"
                width="40"
                height="40"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="text-shock-ink"
              >
                {PILLAR_ICONS[pillar.title]}
              </svg>
              <h2 className="mt-4 font-display text-2xl font-black tracking-tight">{pillar.title}</h2>
              <p className="mt-3 text-ink-soft">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-metrics-heading" className="mt-20 bg-ink py-16 text-paper sm:py-20">
        <div className={container}>
          <h2 id="about-metrics-heading" className="font-display text-3xl font-black tracking-tight sm:text-5xl">
            {aboutPage.metricsHeading}
          </h2>
          <dl className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {aboutMetrics.map((metric) => (
              <div key={metric.label} className="flex flex-col-reverse border-l-4 border-shock pl-5">
                <dt className="mt-1 text-paper/85">{metric.label}</dt>
                <dd className="font-display text-5xl font-black tracking-tight text-lime">{metric.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="about-team-heading" className={`${container} py-16 sm:py-20`}>
        <SectionHeading id="about-team-heading" eyebrow="The team" title={aboutPage.teamHeading} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teamMembers.map((member, index) => (
            <li key={member.name} className="card flex flex-col">
              <span
                aria-hidden="true"
                className={`inline-flex h-20 w-20 items-center justify-center rounded-full font-display text-2xl font-black ${AVATAR_COLOURS[index % AVATAR_COLOURS.length]}`}
              >
                {member.initials}
              </span>
              <h3 className="mt-5 font-display text-xl font-black">{member.name}</h3>
              <p className="text-sm font-bold text-shock-ink">{member.role}</p>
              <p className="mt-3 text-ink-soft">{member.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-values-heading" className={container}>
        <SectionHeading id="about-values-heading" eyebrow="Core values" title={aboutPage.valuesHeading} />
        <ol className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2">
          {coreValues.map((value, index) => (
            <li key={value.title} className="flex gap-5 border-t-2 border-ink pt-6">
              <span aria-hidden="true" className="font-display text-4xl font-black text-shock-ink tabular-nums">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="font-display text-2xl font-black tracking-tight">{value.title}</h3>
                <p className="mt-2 text-ink-soft">{value.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <CtaBand heading={cta.heading} text={cta.text}>
        <Link to={cta.getInTouch.href} className={btnOnDark}>
          {cta.getInTouch.label}
        </Link>
        <Link to={cta.viewPricing.href} className={btnOutlineOnDark}>
          {cta.viewPricing.label}
        </Link>
      </CtaBand>
    </>
  )
}
