import { Link } from 'react-router'
import type { BlogArticle } from '#app/content/blog.ts'
import { formatShortDate } from './format.ts'

/** What an article card needs; loaders send these instead of whole article bodies. */
export type ArticleSummary = Pick<BlogArticle, 'slug' | 'title' | 'excerpt' | 'date' | 'category'> & {
  readTime: number
  authorName: string
}

const CATEGORY_TINTS: Record<string, string> = {
  Strategy: 'bg-lime text-ink',
  'Writing Tips': 'bg-ink text-paper',
  LinkedIn: 'bg-[#1d4ed8] text-white',
  Psychology: 'bg-shock text-ink',
  Marketing: 'bg-[#6d28d9] text-white',
}

export function ArticleMeta({ date, readTime, className = '' }: { date: string; readTime: number; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-ink-soft ${className}`}>
      <time dateTime={date}>{formatShortDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span>{readTime} min read</span>
    </p>
  )
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase ${CATEGORY_TINTS[category] ?? 'bg-ink text-paper'}`}
    >
      {category}
    </span>
  )
}

/** A blog article teaser; the whole card is clickable through the title link. */
export function ArticleCard({ article, headingLevel = 'h2' }: { article: ArticleSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <article className="group card relative flex h-full flex-col transition focus-within:shadow-xl hover:-translate-y-1 hover:shadow-xl motion-reduce:hover:translate-y-0">
      <div className="flex items-center justify-between gap-3">
        <CategoryBadge category={article.category} />
      </div>
      <Heading className="mt-4 font-display text-xl leading-snug font-black text-ink">
        <Link
          to={`/blog/${article.slug}`}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-shock-ink focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-shock-ink"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-ink-soft">{article.excerpt}</p>
      <div className="mt-6 border-t border-ink/10 pt-4">
        <ArticleMeta date={article.date} readTime={article.readTime} />
        <p className="mt-1 text-sm font-semibold text-ink">By {article.authorName}</p>
      </div>
    </article>
  )
}

export function toArticleSummary(article: BlogArticle, readTime: number): ArticleSummary {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    date: article.date,
    category: article.category,
    readTime,
    authorName: article.author.name,
  }
}
