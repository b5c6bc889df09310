import { Link } from 'react-router'
import { notAiCta, notAiPage } from '#app/content/site.ts'
import { whyNotAi, writers } from '#app/content/writers.ts'
import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { PageHeader } from '#app/components/marketing/page-header.tsx'
import { btnOnDark, container } from '#app/components/marketing/styles.ts'
import { WriterCard } from '#app/components/marketing/writer-card.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/not-an-ai'

export const meta: Route.MetaFunction = () =>
  pageMeta('Not an AI', 'Meet the human writers behind Unfiltered and why we do not hand your voice to a machine.')

export default function NotAnAiPage() {
  return (
    <>
      <PageHeader eyebrow="Our writers" title={notAiPage.title} subtitle={notAiPage.subtitle} />

      <section aria-label="Writers" className={container}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {writers.map((writer, index) => (
            <li key={writer.id}>
              <WriterCard writer={writer} index={index} yearsLabel={notAiPage.yearsLabel} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-not-ai-heading" className="mt-20 bg-ink py-16 text-paper sm:py-20">
        <div className={`${container} grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16`}>
          <div>
            <p className="text-sm font-bold tracking-widest text-lime uppercase">Humans only</p>
            <h2 id="why-not-ai-heading" className="mt-2 font-display text-4xl font-black tracking-tight sm:text-5xl">
              {notAiPage.whyNotAiHeading}
            </h2>
            <svg aria-hidden="true" width="160" height="160" viewBox="0 0 160 160" className="mt-8 hidden lg:block">
              <rect x="20" y="40" width="120" height="90" rx="18" fill="none" stroke="#fafaf7" strokeOpacity="0.4" strokeWidth="4" />
              <circle cx="58" cy="82" r="10" fill="#c6f432" />
              <circle cx="102" cy="82" r="10" fill="#c6f432" />
              <path d="M60 110h40" stroke="#fafaf7" strokeOpacity="0.4" strokeWidth="4" strokeLinecap="round" />
              <path d="M80 40V20" stroke="#fafaf7" strokeOpacity="0.4" strokeWidth="4" strokeLinecap="round" />
              <path d="M10 10l140 140" stroke="#ff5a36" strokeWidth="10" strokeLinecap="round" />
            </svg>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {whyNotAi.map((point) => (
              <li key={point.title} className="rounded-2xl border border-paper/15 bg-paper/5 p-6">
                <h3 className="font-display text-xl font-black">{point.title}</h3>
                <p className="mt-3 text-paper/85">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand heading={notAiCta.heading} text={notAiCta.text}>
        <Link to={notAiCta.href} className={btnOnDark}>
          {notAiCta.buttonLabel}
        </Link>
      </CtaBand>
    </>
  )
}
