import { data } from 'react-router'
import { getBlogArticle } from '#app/content/blog.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/blog-post'

export function loader({ params }: Route.LoaderArgs) {
  const article = getBlogArticle(params.slug)
  if (!article) throw data(null, { status: 404 })
  return { article: { title: article.title, excerpt: article.excerpt, category: article.category, date: article.date } }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData ? pageMeta(loaderData.article.title, loaderData.article.excerpt) : pageMeta('Page not found', 'This page does not exist.')

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-shock-ink">{article.category}</p>
      <h1 className="mt-3 font-display text-4xl font-black sm:text-5xl">{article.title}</h1>
      <p className="mt-4 text-lg text-ink-soft">{article.excerpt}</p>
    </article>
  )
}
