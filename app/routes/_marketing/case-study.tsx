import { data } from 'react-router'
import { getCaseStudy } from '#app/content/case-studies.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/case-study'

export function loader({ params }: Route.LoaderArgs) {
  const study = getCaseStudy(params.id)
  if (!study) throw data(null, { status: 404 })
  return { study: { title: study.title, subtitle: study.subtitle, category: study.category } }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData ? pageMeta(loaderData.study.title, loaderData.study.subtitle) : pageMeta('Page not found', 'This page does not exist.')

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-shock-ink">{study.category}</p>
      <h1 className="mt-3 font-display text-4xl font-black sm:text-5xl">{study.title}</h1>
      <p className="mt-4 text-lg text-ink-soft">{study.subtitle}</p>
    </article>
  )
}
