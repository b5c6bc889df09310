import { useId, useState } from 'react'
import { Link } from 'react-router'
import {
  examples,
  exampleStyleLabels,
  exampleStyles,
  exampleTypeLabels,
  exampleTypes,
  type Example,
  type ExampleStyleFilter,
  type ExampleTypeFilter,
} from '#app/content/examples.ts'
import { examplesPage } from '#app/content/site.ts'
import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { PageHeader } from '#app/components/marketing/page-header.tsx'
import { btnOnDark, container } from '#app/components/marketing/styles.ts'
import { ToggleGroup } from '#app/components/marketing/toggle-group.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/examples'

export const meta: Route.MetaFunction = () =>
  pageMeta('Examples', 'Sample headlines and posts our writers made for founders: blog, PR and LinkedIn, edgy, funny and smart.')

const typeOptions = exampleTypes.map((value) => ({ value, label: exampleTypeLabels[value] }))
const styleOptions = exampleStyles.map((value) => ({ value, label: exampleStyleLabels[value] }))

const STYLE_TINTS: Record<Example['style'], string> = {
  edgy: 'bg-shock text-ink',
  funny: 'bg-lime text-ink',
  smart: 'bg-ink text-paper',
}

export default function ExamplesPage() {
  const [type, setType] = useState<ExampleTypeFilter>('all')
  const [style, setStyle] = useState<ExampleStyleFilter>('all')
  const visible = examples.filter((example) => (type === 'all' || example.type === type) && (style === 'all' || example.style === style))

  return (
    <>
      <PageHeader eyebrow="Examples" title={examplesPage.title} subtitle={examplesPage.subtitle} />

      <section aria-label="Example headlines" className={container}>
        <div className="flex flex-col gap-4 rounded-2xl border border-ink/10 bg-white p-4 shadow-sm sm:p-5">
          <ToggleGroup label={examplesPage.typeFilterLabel} options={typeOptions} value={type} onChange={setType} />
          <ToggleGroup label={examplesPage.styleFilterLabel} options={styleOptions} value={style} onChange={setStyle} />
        </div>
        <p role="status" className="mt-6 text-sm font-semibold text-ink-soft">
          Showing {visible.length} of {examples.length} examples
        </p>
        {visible.length > 0 ? (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {visible.map((example) => (
              <li key={example.id}>
                <ExampleCard example={example} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-2xl border-2 border-dashed border-ink/20 p-8 text-center text-ink-soft">{examplesPage.emptyState}</p>
        )}
      </section>

      <CtaBand heading={examplesPage.cta.heading} text={examplesPage.cta.text}>
        <Link to={examplesPage.cta.href} className={btnOnDark}>
          {examplesPage.cta.buttonLabel}
        </Link>
      </CtaBand>
    </>
  )
}

function ExampleCard({ example }: { example: Example }) {
  const headlineId = useId()
  // '412K impressions': the figure, then its unit (the content tests hold every stat to that shape).
  const [figure, unit] = splitStat(example.engagement)
  return (
    <article aria-labelledby={headlineId} className="card flex h-full flex-col">
      <div className="flex flex-wrap items-center gap-2 text-xs font-bold tracking-wider uppercase">
        <span className="rounded-full border-2 border-ink px-3 py-0.5 text-ink">{exampleTypeLabels[example.type]}</span>
        <span className={`rounded-full px-3 py-1 ${STYLE_TINTS[example.style]}`}>{exampleStyleLabels[example.style]}</span>
      </div>
      <h2 id={headlineId} className="mt-4 font-display text-xl leading-snug font-black text-ink">
        {example.headline}
      </h2>
      <p className="mt-3 flex-1 text-ink-soft">{example.excerpt}</p>
      {/* One row at every width: the stat (figure over its unit) on the left, the link on the right; the icon gives way below 360 px. */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 border-t border-ink/10 pt-4">
        <p className="flex items-center gap-2.5">
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="shrink-0 text-shock-ink max-[359px]:hidden"
          >
            <path d="M2 15l5-5 3 3 7-7M12 6h5v5" />
          </svg>
          <span className="flex flex-col">
            <span className="font-display text-2xl leading-none font-black text-ink">{figure}</span>{' '}
            <span className="mt-1 text-xs font-semibold text-ink-soft">{unit}</span>
          </span>
        </p>
        <Link
          to={`/case-studies/${example.caseStudyId}`}
          aria-describedby={headlineId}
          className="link inline-flex min-h-10 items-center text-sm whitespace-nowrap"
        >
          {examplesPage.caseStudyLinkLabel}
        </Link>
      </div>
    </article>
  )
}

function splitStat(stat: string): [string, string] {
  const space = stat.indexOf(' ')
  return space === -1 ? [stat, ''] : [stat.slice(0, space), stat.slice(space + 1)]
}
