import { useId } from 'react'
import { Link } from 'react-router'
import type { CaseStudy } from '#app/content/case-studies.ts'
import { CaseStudyIcon } from './case-study-icon.tsx'

/** The fields a case-study card needs; loaders send only these to the browser. */
export type CaseStudySummary = Pick<
  CaseStudy,
  'id' | 'title' | 'subtitle' | 'client' | 'industry' | 'category' | 'stats' | 'gradient' | 'icon'
>

export function toCaseStudySummary(study: CaseStudy): CaseStudySummary {
  const { id, title, subtitle, client, industry, category, stats, gradient, icon } = study
  return { id, title, subtitle, client, industry, category, stats, gradient, icon }
}

export function gradientStyle(gradient: CaseStudy['gradient'], angle = 135): React.CSSProperties {
  return { backgroundImage: `linear-gradient(${angle}deg, ${gradient.from}, ${gradient.to})`, backgroundColor: gradient.from }
}

/**
 * A case-study card. The whole card is clickable through the title link's stretched
 * ::after, so there is one link per card for keyboard and screen-reader users.
 */
export function CaseStudyCard({ study, headingLevel = 'h3' }: { study: CaseStudySummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  const statsId = useId()
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink/10 bg-white shadow-sm transition focus-within:shadow-xl hover:-translate-y-1 hover:shadow-xl motion-reduce:hover:translate-y-0">
      <div className="relative flex h-36 items-end justify-between p-5 text-white" style={gradientStyle(study.gradient)}>
        <p className="rounded-full bg-ink/30 px-3 py-1 text-xs font-bold tracking-wider uppercase ring-1 ring-white/50">{study.category}</p>
        <CaseStudyIcon name={study.icon} size={40} className="text-white" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-ink-soft">
          {study.client} · {study.industry}
        </p>
        <Heading className="mt-2 font-display text-xl leading-snug font-black text-ink">
          <Link
            to={`/case-studies/${study.id}`}
            aria-describedby={statsId}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-shock-ink focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-[-4px] focus-visible:after:outline-shock-ink"
          >
            {study.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-ink-soft">{study.subtitle}</p>
        <dl id={statsId} className="mt-6 grid grid-cols-3 gap-2 border-t border-ink/10 pt-4 text-center">
          <StatItem label="Engagement" value={study.stats.engagement} />
          <StatItem label="Conversion" value={study.stats.conversion} />
          <StatItem label="Retention" value={study.stats.retention} />
        </dl>
        <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-bold text-shock-ink">
          Read the case study
          <span className="transition group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0">→</span>
        </p>
      </div>
    </article>
  )
}

function StatItem({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-xs font-semibold text-ink-soft">{label}</dt>
      <dd className="font-display text-lg font-black text-ink">{value}</dd>
    </div>
  )
}
