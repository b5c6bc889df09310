import { data, Link } from 'react-router'
import { blogArticles, getBlogArticle, parseArticleBody, readTimeMinutes, wordCount, type ArticleBlock } from '#app/content/blog.ts'
import { brand } from '#app/content/site.ts'
import { ArticleCard, ArticleMeta, CategoryBadge, toArticleSummary } from '#app/components/marketing/article-card.tsx'
import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { JsonLd } from '#app/components/marketing/json-ld.tsx'
import { btnOnDark, btnOutlineOnDark, container } from '#app/components/marketing/styles.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/blog-post'

export function loader({ params }: Route.LoaderArgs) {
  const article = getBlogArticle(params.slug)
  if (!article) throw data(null, { status: 404 })
  const readTime = readTimeMinutes(article.body)
  const url = `${getEnv().baseUrl}/blog/${article.slug}`
  // Two more articles: same category first, then the newest others.
  const related = [
    ...blogArticles.filter((other) => other.slug !== article.slug && other.category === article.category),
    ...blogArticles.filter((other) => other.slug !== article.slug && other.category !== article.category),
  ]
    .slice(0, 2)
    .map((other) => toArticleSummary(other, readTimeMinutes(other.body)))
  return {
    article: {
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      category: article.category,
      date: article.date,
      author: article.author,
      readTime,
      blocks: parseArticleBody(article.body),
    },
    related,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      dateModified: article.date,
      articleSection: article.category,
      wordCount: wordCount(article.body),
      inLanguage: 'en',
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
      publisher: { '@type': 'Organization', name: brand.name },
    },
  }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? [...pageMeta(loaderData.article.title, loaderData.article.excerpt), { property: 'og:type', content: 'article' }]
    : pageMeta('Page not found', 'This page does not exist.')

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { article, related, jsonLd } = loaderData
  const authorInitials = article.author.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
  return (
    <>
      <JsonLd data={jsonLd} />
      <article className={`${container} pt-8 sm:pt-12`}>
        <div className="mx-auto max-w-3xl">
          <Link to="/blog" className="link inline-flex min-h-11 items-center gap-1 text-sm">
            <span aria-hidden="true">←</span> All articles
          </Link>
          <header className="mt-4">
            <CategoryBadge category={article.category} />
            <h1 className="mt-4 font-display text-4xl leading-tight font-black tracking-tight text-balance sm:text-5xl">{article.title}</h1>
            <p className="mt-5 text-xl text-ink-soft">{article.excerpt}</p>
            <div className="mt-8 flex flex-wrap items-center gap-4 border-y border-ink/10 py-5">
              <span
                aria-hidden="true"
                className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-lime font-display font-black text-ink"
              >
                {authorInitials}
              </span>
              <div>
                <p className="font-bold text-ink">
                  <span className="sr-only">By </span>
                  {article.author.name}
                  <span className="font-normal text-ink-soft">, {article.author.role}</span>
                </p>
                <ArticleMeta date={article.date} readTime={article.readTime} />
              </div>
            </div>
          </header>
          <div className="mt-10 text-lg leading-relaxed text-ink">
            {article.blocks.map((block, index) => (
              <ArticleBlockView key={index} block={block} />
            ))}
          </div>
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className={`${container} mt-20`}>
          <h2 id="related-heading" className="font-display text-3xl font-black tracking-tight">
            Keep reading
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {related.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <CtaBand
        heading="Want writing like this, in your voice?"
        text="A human writer who learns how you think, drafts within 2-3 business days and never hands your voice to a machine."
      >
        <Link to="/pricing" className={btnOnDark}>
          View Pricing
        </Link>
        <Link to="/blog" className={btnOutlineOnDark}>
          Back to the blog
        </Link>
      </CtaBand>
    </>
  )
}

function ArticleBlockView({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return <h2 className="mt-12 font-display text-2xl font-black tracking-tight text-ink sm:text-3xl">{block.text}</h2>
    case 'paragraph':
      return <p className="mt-5">{block.text}</p>
    case 'list':
      return (
        <ul className="mt-5 space-y-3 pl-1">
          {block.items.map((item, index) => (
            <li key={index} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 rounded-full bg-shock-ink" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )
    case 'quote':
      return (
        <blockquote className="my-10 border-l-8 border-shock bg-white py-6 pr-4 pl-6 font-display text-2xl leading-snug font-black tracking-tight text-ink shadow-sm sm:text-3xl">
          <p>{block.text}</p>
        </blockquote>
      )
  }
}
