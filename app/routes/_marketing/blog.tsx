import { useState } from 'react'
import { Link } from 'react-router'
import { blogArticles, blogCategories, readTimeMinutes, type BlogCategory } from '#app/content/blog.ts'
import { ArticleCard, toArticleSummary } from '#app/components/marketing/article-card.tsx'
import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { PageHeader } from '#app/components/marketing/page-header.tsx'
import { btnOnDark, btnOutlineOnDark, container } from '#app/components/marketing/styles.ts'
import { ToggleGroup } from '#app/components/marketing/toggle-group.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/blog'

export const meta: Route.MetaFunction = () =>
  pageMeta('Blog', 'Articles on content strategy, writing, LinkedIn, the psychology of attention and bold marketing.')

/** Article bodies stay on the server; the index needs only the card fields and read times. */
export function loader() {
  return {
    articles: blogArticles.map((article) => toArticleSummary(article, readTimeMinutes(article.body))),
    categories: [...blogCategories],
  }
}

type CategoryFilter = 'All' | BlogCategory

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { articles, categories } = loaderData
  const [category, setCategory] = useState<CategoryFilter>('All')
  const options = [
    { value: 'All' as CategoryFilter, label: 'All' },
    ...categories.map((value) => ({ value: value as CategoryFilter, label: value })),
  ]
  const visible = category === 'All' ? articles : articles.filter((article) => article.category === category)

  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="The Unfiltered blog"
        subtitle="Notes from the writers room on strategy, writing, LinkedIn and the psychology of attention. No listicles written by robots."
      />
      <section aria-label="Articles" className={container}>
        <ToggleGroup label="Filter articles by category" hideLabel options={options} value={category} onChange={setCategory} />
        <p role="status" className="mt-6 text-sm font-semibold text-ink-soft">
          {category === 'All' ? `All ${articles.length} articles` : `${visible.length} of ${articles.length} articles in ${category}`}
        </p>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        heading="Want content like this, in your voice?"
        text="Our writers turn your opinions and stories into posts and articles people finish. Pick a plan or tell us what you need."
      >
        <Link to="/pricing" className={btnOnDark}>
          View Pricing
        </Link>
        <Link to="/contact" className={btnOutlineOnDark}>
          Get in Touch
        </Link>
      </CtaBand>
    </>
  )
}
