import { useState } from 'react'
import { Link } from 'react-router'
import { caseStudies, caseStudyCategories, type CaseStudyCategory } from '#app/content/case-studies.ts'
import { caseStudiesPage } from '#app/content/site.ts'
import { CaseStudyCard, toCaseStudySummary } from '#app/components/marketing/case-study-card.tsx'
import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { PageHeader } from '#app/components/marketing/page-header.tsx'
import { btnOnDark, container } from '#app/components/marketing/styles.ts'
import { ToggleGroup } from '#app/components/marketing/toggle-group.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/case-studies'

export const meta: Route.MetaFunction = () =>
  pageMeta('Case studies', 'How founders and brands grew engagement, conversions and retention with Unfiltered.')

/** The long case-study copy stays on the server; the list needs only the card fields. */
export function loader() {
  return { studies: caseStudies.map(toCaseStudySummary), categories: [...caseStudyCategories] }
}

type CategoryFilter = 'All' | CaseStudyCategory

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { studies, categories } = loaderData
  const [category, setCategory] = useState<CategoryFilter>('All')
  const options = [
    { value: 'All' as CategoryFilter, label: caseStudiesPage.allFilterLabel },
    ...categories.map((value) => ({ value: value as CategoryFilter, label: value })),
  ]
  const visible = category === 'All' ? studies : studies.filter((study) => study.category === category)

  return (
    <>
      <PageHeader eyebrow="Case studies" title={caseStudiesPage.title} subtitle={caseStudiesPage.subtitle} />
      <section aria-label="Case study list" className={container}>
        <ToggleGroup label="Filter case studies by category" hideLabel options={options} value={category} onChange={setCategory} />
        <p role="status" className="mt-6 text-sm font-semibold text-ink-soft">
          {category === 'All' ? `All ${studies.length} case studies` : `${visible.length} of ${studies.length} case studies in ${category}`}
        </p>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand heading={caseStudiesPage.cta.heading} text={caseStudiesPage.cta.text}>
        <Link to={caseStudiesPage.cta.href} className={btnOnDark}>
          {caseStudiesPage.cta.buttonLabel}
        </Link>
      </CtaBand>
    </>
  )
}
