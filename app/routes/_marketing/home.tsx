import { useState } from 'react'
import { Link } from 'react-router'
import { getCaseStudy } from '#app/content/case-studies.ts'
import {
  brand,
  contactSalesCta,
  differentiators,
  differentiatorsHeading,
  hero,
  homeCaseStudiesHeading,
  homeFeaturedCaseStudyIds,
  homeSteps,
  liveCounter,
  pressMarqueeLabel,
  pressWordmarks,
  rotatingWordIntervalMs,
  rotatingWords,
} from '#app/content/site.ts'
import { CaseStudyCard, toCaseStudySummary } from '#app/components/marketing/case-study-card.tsx'
import { LiveCounter, PressMarquee, RotatingWord } from '#app/components/marketing/motion.tsx'
import { SectionHeading } from '#app/components/marketing/page-header.tsx'
import { ShockScoreLauncher as ShockScoreDialogLauncher } from '#app/features/shock-score/shock-score-launcher.tsx'
import { btnOnDark, container, eyebrow } from '#app/components/marketing/styles.ts'
import { PricingSection } from '#app/features/billing/pricing-section.tsx'
import { islandWhenVisible } from '#app/components/marketing/visible-island.tsx'
import { loadPriceTable } from '#app/features/billing/prices.server.ts'
import { JsonLd } from '#app/components/marketing/json-ld.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { pickCurrency } from '#app/domain/money.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Unfiltered',
    'Bold, human-written content for founders and executives: blog articles, LinkedIn ghostwriting and PR on monthly or yearly plans.',
  )

/** Only the three featured case studies travel to the browser, not the whole catalogue. */
export async function loader({ request }: Route.LoaderArgs) {
  const featured = homeFeaturedCaseStudyIds.flatMap((id) => {
    const study = getCaseStudy(id)
    return study ? [toCaseStudySummary(study)] : []
  })
  const pricing = {
    table: await loadPriceTable(getDb()),
    currency: pickCurrency(null, request.headers.get('accept-language')),
  }
  const env = getEnv()
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Unfiltered',
    legalName: env.COMPANY_NAME,
    url: env.baseUrl,
    logo: `${env.baseUrl}/favicon.svg`,
    email: env.COMPANY_EMAIL,
    telephone: env.COMPANY_PHONE,
    address: env.COMPANY_ADDRESS,
    slogan: 'Bold content for bold brands. No fluff. No filters.',
  }
  return { featured, pricing, organization }
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const [motionPaused, setMotionPaused] = useState(false)
  return (
    <>
      <JsonLd data={loaderData.organization} />
      <Hero motionPaused={motionPaused} onToggleMotion={() => setMotionPaused((paused) => !paused)} />

      <section aria-label="Press" className={`${container} py-14`}>
        <PressMarquee label={pressMarqueeLabel} names={pressWordmarks} paused={motionPaused} />
      </section>

      <Differentiators />
      <Steps />

      <section aria-labelledby="home-case-studies-heading" className={`${container} py-16 sm:py-20`}>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="home-case-studies-heading" eyebrow="Case studies" title={homeCaseStudiesHeading} />
          <Link to="/case-studies" className="btn-secondary">
            All case studies
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {loaderData.featured.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </section>

      <HomePricing pricing={loaderData.pricing} />

      <section aria-labelledby="contact-sales-heading" className={`${container} pt-16`}>
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl border-2 border-ink bg-lime p-8 sm:flex-row sm:items-center sm:p-10">
          <h2 id="contact-sales-heading" className="font-display text-2xl font-black tracking-tight text-ink sm:text-3xl">
            {contactSalesCta.text}
          </h2>
          <Link to={contactSalesCta.href} className="btn-primary shrink-0">
            {contactSalesCta.buttonLabel}
          </Link>
        </div>
      </section>
    </>
  )
}

function Hero({ motionPaused, onToggleMotion }: { motionPaused: boolean; onToggleMotion: () => void }) {
  return (
    <section aria-labelledby="home-title" className={`${container} grid items-center gap-12 pt-8 pb-8 sm:pt-14 lg:grid-cols-[1.35fr_1fr]`}>
      <div>
        <p className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-full border border-ink/15 bg-white px-4 py-2 text-sm shadow-sm">
          <span aria-hidden="true" className="relative inline-flex h-2.5 w-2.5">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-shock opacity-75 motion-reduce:hidden" />
            <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-shock-ink" />
          </span>
          <strong className="font-black text-ink">
            <LiveCounter
              start={liveCounter.start}
              minStep={liveCounter.minStep}
              maxStep={liveCounter.maxStep}
              intervalMs={liveCounter.intervalMs}
              paused={motionPaused}
            />
          </strong>
          {/* On phones the label always takes its own line: a wrap that depended on the font's widths would move the page. */}
          <span className="basis-full text-ink-soft sm:basis-auto">{liveCounter.label}</span>
        </p>
        <p className={`${eyebrow} mt-8`}>{hero.eyebrow}</p>
        <h1 id="home-title" className="mt-4 font-display text-5xl leading-[1.02] font-black tracking-tight text-balance sm:text-7xl">
          {hero.title}{' '}
          <RotatingWord
            words={rotatingWords}
            intervalMs={rotatingWordIntervalMs}
            paused={motionPaused}
            className="-rotate-2 rounded-xl bg-shock px-3 text-ink"
          />
        </h1>
        <p className="mt-6 max-w-xl text-lg text-ink-soft sm:text-xl">{hero.subtitle}</p>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <a href={hero.primaryCta.href} className="btn-primary">
            {hero.primaryCta.label}
          </a>
          <Link to={hero.secondaryCta.href} className="btn-secondary">
            {hero.secondaryCta.label}
          </Link>
        </div>
        <button
          type="button"
          aria-pressed={motionPaused}
          onClick={onToggleMotion}
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-ink-soft underline underline-offset-4 hover:text-ink focus-visible:outline-3 focus-visible:outline-shock-ink motion-reduce:hidden"
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
            {motionPaused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
          </svg>
          Pause animations
        </button>
      </div>
      <ShockScoreLauncher />
    </section>
  )
}

/** The shock-value calculator launcher; the calculator dialog itself attaches to this section. */
function ShockScoreLauncher() {
  return (
    <section id="shock-score" aria-labelledby="shock-score-heading">
      <div className="relative overflow-hidden rounded-3xl bg-ink p-8 text-paper shadow-2xl sm:p-10">
        <svg aria-hidden="true" width="240" height="132" viewBox="0 0 240 132" className="h-auto w-full max-w-60">
          <defs>
            <linearGradient id="shock-gauge" x1="0" y1="0" x2="1" y2="0">
              <stop offset="0" stopColor="#c6f432" />
              <stop offset="0.55" stopColor="#ffb020" />
              <stop offset="1" stopColor="#ff5a36" />
            </linearGradient>
          </defs>
          <path d="M20 120a100 100 0 0 1 200 0" fill="none" stroke="#fafaf7" strokeOpacity="0.15" strokeWidth="18" strokeLinecap="round" />
          <path
            d="M20 120a100 100 0 0 1 200 0"
            fill="none"
            stroke="url(#shock-gauge)"
            strokeWidth="18"
            strokeLinecap="round"
            strokeDasharray="290 400"
          />
          <line x1="120" y1="120" x2="196" y2="64" stroke="#fafaf7" strokeWidth="6" strokeLinecap="round" />
          <circle cx="120" cy="120" r="11" fill="#fafaf7" />
        </svg>
        <p className="mt-6 text-sm font-bold tracking-widest text-lime uppercase">Free tool</p>
        <h2 id="shock-score-heading" className="mt-2 font-display text-3xl font-black tracking-tight">
          {hero.calculatorTeaser.title}
        </h2>
        <p className="mt-3 text-paper/85">{hero.calculatorTeaser.text}</p>
        <ShockScoreDialogLauncher className={`${btnOnDark} mt-6`} />
      </div>
    </section>
  )
}

function Differentiators() {
  return (
    <section aria-labelledby="different-heading" className="bg-ink py-16 text-paper sm:py-20">
      <div className={container}>
        <p className="text-sm font-bold tracking-widest text-lime uppercase">{brand.name}</p>
        <h2 id="different-heading" className="mt-2 font-display text-3xl font-black tracking-tight sm:text-5xl">
          {differentiatorsHeading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {differentiators.map((item, index) => (
            <li key={item.title} className="rounded-2xl border border-paper/15 bg-paper/5 p-6">
              <span aria-hidden="true" className="font-display text-4xl font-black text-shock">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 font-display text-xl font-black">{item.title}</h3>
              <p className="mt-3 text-paper/85">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Steps() {
  return (
    <section aria-labelledby="home-steps-heading" className={`${container} py-16 sm:py-20`}>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="home-steps-heading" eyebrow="How it works" title="Four steps from blank page to bold" />
        <Link to="/how-it-works" className="link">
          See how it works in detail
        </Link>
      </div>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeSteps.map((step, index) => (
          <li key={step.title} className="card relative">
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-lime font-display text-xl font-black text-ink"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-display text-xl font-black">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink-soft">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Far below the hero: its code loads when a visitor scrolls near it. */
const LazyPricingSection = islandWhenVisible('pricing', import.meta.env.SSR ? PricingSection : null, () =>
  import('#app/features/billing/pricing-section.tsx').then((module) => module.PricingSection),
)

/** The pricing section, anchor #pricing: the same cards, toggles and prices as /pricing. */
function HomePricing({ pricing }: { pricing: Route.ComponentProps['loaderData']['pricing'] }) {
  return (
    <section id="pricing" aria-label="Pricing" className="border-y-2 border-ink bg-white py-16 sm:py-20">
      <LazyPricingSection table={pricing.table} initialCurrency={pricing.currency} initialBilling="monthly" />
    </section>
  )
}
