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
  return (
    <article aria-labelledby={headlineId} className="card flex h-full flex-col">
      <div className="flex flex-wrap items-center gap-2 text-xs font-bold uppercase tracking-wider">
        <span className="rounded-full border-2 border-ink px-3 py-0.5 text-ink">{exampleTypeLabels[example.type]}</span>
        <span className={`rounded-full px-3 py-1 ${STYLE_TINTS[example.style]}`}>{exampleStyleLabels[example.style]}</span>
      </div>
      <h2 id={headlineId} className="mt-4 font-display text-xl font-black leading-snug text-ink">
        {example.headline}
      </h2>
      <p className="mt-3 flex-1 text-ink-soft">{example.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-ink/10 pt-4">
        <p className="inline-flex items-center gap-2 font-display text-lg font-black text-ink">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" className="text-shock-ink">
            <path d="M2 15l5-5 3 3 7-7M12 6h5v5" />
          </svg>
          {example.engagement}
        </p>
        <Link to={`/case-studies/${example.caseStudyId}`} aria-describedby={headlineId} className="link inline-flex min-h-10 items-center text-sm">
          {examplesPage.caseStudyLinkLabel}
        </Link>
      </div>
    </article>
  )
}
