import { describe, it, expect } from 'vitest'
import { blogArticles, blogCategories, getBlogArticle, parseArticleBody, readTimeMinutes, wordCount } from '#app/content/blog.ts'

const expectedSlugs = [
  'ai-content-limitations',
  'sound-human-ai-age',
  'linkedin-ghostwriting-explained',
  'psychology-scroll-stopping-content',
  'content-strategy-guide',
  'bold-content-marketing',
]

const team: Record<string, string> = {
  'Maya Castellanos': 'Founder & Head of Voice',
  'Dev Raghunathan': 'Strategy Director',
  'Priya Natarajan': 'Lead LinkedIn Ghostwriter',
  'Sam Okafor': 'Editor-in-Chief',
}

/** A body of n words, for read-time checks. */
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')

describe('blogArticles', () => {
  it('has exactly six articles with unique slugs matching the spec', () => {
    const slugs = blogArticles.map((article) => article.slug)
    expect(blogArticles).toHaveLength(6)
    expect(new Set(slugs).size).toBe(6)
    expect(new Set(slugs)).toEqual(new Set(expectedSlugs))
  })

  it('keeps every article body between 600 and 1,200 words', () => {
    for (const article of blogArticles) {
      const count = wordCount(article.body)
      expect(count, article.slug).toBeGreaterThanOrEqual(600)
      expect(count, article.slug).toBeLessThanOrEqual(1200)
    }
  })

  it('uses every category at least once, and no other', () => {
    const used = new Set(blogArticles.map((article) => article.category))
    expect(used).toEqual(new Set(blogCategories))
  })

  it('assigns the categories the spec fixes for five of the slugs', () => {
    expect(getBlogArticle('sound-human-ai-age')?.category).toBe('Writing Tips')
    expect(getBlogArticle('linkedin-ghostwriting-explained')?.category).toBe('LinkedIn')
    expect(getBlogArticle('psychology-scroll-stopping-content')?.category).toBe('Psychology')
    expect(getBlogArticle('content-strategy-guide')?.category).toBe('Strategy')
    expect(getBlogArticle('bold-content-marketing')?.category).toBe('Marketing')
    expect(['Strategy', 'Marketing']).toContain(getBlogArticle('ai-content-limitations')?.category)
  })

  it('is sorted newest first, with valid dates inside the publishing window', () => {
    for (const article of blogArticles) {
      expect(article.date, article.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${article.date}T00:00:00Z`).toISOString().slice(0, 10), article.slug).toBe(article.date)
      expect(article.date >= '2026-03-01' && article.date <= '2026-11-15', article.slug).toBe(true)
    }
    const dates = blogArticles.map((article) => article.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('credits only the four team members, with their roles', () => {
    for (const article of blogArticles) {
      expect(team[article.author.name], article.slug).toBe(article.author.role)
    }
  })

  it('keeps excerpts short and bodies well-formed', () => {
    for (const article of blogArticles) {
      expect(article.title.trim(), article.slug).not.toBe('')
      expect(article.excerpt.length, article.slug).toBeLessThanOrEqual(200)
      const blocks = parseArticleBody(article.body)
      const headings = blocks.filter((block) => block.type === 'heading')
      expect(headings.length, article.slug).toBeGreaterThanOrEqual(3)
      expect(headings.length, article.slug).toBeLessThanOrEqual(6)
      expect(
        blocks.some((block) => block.type === 'list'),
        article.slug,
      ).toBe(true)
      expect(blocks[0]?.type, article.slug).toBe('paragraph')
      // No inline markup: no bold, links, HTML or stray heading levels.
      expect(article.body, article.slug).not.toMatch(/\*\*|__|\[[^\]]*\]\(|<[a-z/]|^#(?!# )|^###/m)
    }
  })
})

describe('getBlogArticle', () => {
  it('finds an article by slug', () => {
    expect(getBlogArticle('content-strategy-guide')?.slug).toBe('content-strategy-guide')
  })

  it('returns undefined for an unknown slug', () => {
    expect(getBlogArticle('no-such-article')).toBeUndefined()
    expect(getBlogArticle('')).toBeUndefined()
  })
})

describe('wordCount', () => {
  it('counts words and ignores markdown markers', () => {
    expect(wordCount('## Two words\n\n- one\n- two\n\n> quoted here')).toBe(6)
    expect(wordCount('')).toBe(0)
    expect(wordCount('   \n\n  ')).toBe(0)
  })
})

describe('readTimeMinutes', () => {
  it('divides by 220 words a minute and rounds up', () => {
    expect(readTimeMinutes(words(220))).toBe(1)
    expect(readTimeMinutes(words(221))).toBe(2)
    expect(readTimeMinutes(words(440))).toBe(2)
    expect(readTimeMinutes(words(441))).toBe(3)
  })

  it('is at least one minute, even for an empty body', () => {
    expect(readTimeMinutes('')).toBe(1)
    expect(readTimeMinutes('Short.')).toBe(1)
  })
})

describe('parseArticleBody', () => {
  it('parses headings, paragraphs, lists and quotes', () => {
    const body = [
      'Opening line one',
      'continues here.',
      '',
      '## A heading',
      '',
      '- First item',
      '- Second item',
      '',
      '> A quote',
      '',
      'Closing paragraph.',
    ].join('\n')

    expect(parseArticleBody(body)).toEqual([
      { type: 'paragraph', text: 'Opening line one continues here.' },
      { type: 'heading', text: 'A heading' },
      { type: 'list', items: ['First item', 'Second item'] },
      { type: 'quote', text: 'A quote' },
      { type: 'paragraph', text: 'Closing paragraph.' },
    ])
  })

  it('joins every line of a multi-line paragraph with a single space', () => {
    expect(parseArticleBody('one\ntwo\nthree')).toEqual([{ type: 'paragraph', text: 'one two three' }])
  })

  it('treats a block as a list only when every line starts with "- "', () => {
    expect(parseArticleBody('- item\nnot an item')).toEqual([{ type: 'paragraph', text: '- item not an item' }])
  })

  it('tolerates surrounding whitespace, extra blank lines and CRLF line endings', () => {
    expect(parseArticleBody('\r\n\r\n## Title\r\n\r\n\r\nText\r\n')).toEqual([
      { type: 'heading', text: 'Title' },
      { type: 'paragraph', text: 'Text' },
    ])
    expect(parseArticleBody('')).toEqual([])
  })

  it('joins multi-line quotes and strips each line marker', () => {
    expect(parseArticleBody('> First half\n> second half')).toEqual([{ type: 'quote', text: 'First half second half' }])
  })
})
