import { describe, expect, it } from 'vitest'
import { blogArticles } from '#app/content/blog.ts'
import { caseStudies } from '#app/content/case-studies.ts'
import { pickCurrency } from '#app/domain/money.ts'
import { pickBillingPeriod } from '#app/domain/periods.ts'
import {
  ANONYMOUS_ENTRY_PAGES,
  isPublicPath,
  PUBLIC_PAGE_PATHS,
  publicPageVariant,
  STATIC_PUBLIC_PAGES,
} from '#app/content/public-paths.ts'

describe('the public paths', () => {
  it('list every static page, blog article and case study once', () => {
    expect(PUBLIC_PAGE_PATHS).toEqual([
      ...STATIC_PUBLIC_PAGES,
      ...blogArticles.map((article) => `/blog/${article.slug}`),
      ...caseStudies.map((study) => `/case-studies/${study.id}`),
    ])
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(PUBLIC_PAGE_PATHS.length)
  })

  it('match only known public pages and files and the anonymous entry pages, never a made-up slug or a private page', () => {
    for (const path of [...PUBLIC_PAGE_PATHS, '/sitemap.xml', '/robots.txt', '/blog/rss.xml', '/login', '/signup']) {
      expect(isPublicPath(path), path).toBe(true)
    }
    for (const path of [
      '/blog/not-a-real-post',
      '/case-studies/nope',
      '/dashboard',
      '/login/two-factor',
      '/reset-password',
      '/pricing/',
      '/healthz',
      '',
    ]) {
      expect(isPublicPath(path), path).toBe(false)
    }
  })
})

describe('publicPageVariant', () => {
  it('ignores query parameters the page does not read', () => {
    const plain = publicPageVariant('/', null, undefined)
    expect(publicPageVariant('/', 'x=123', undefined)).toEqual(plain)
    expect(publicPageVariant('/', 'utm_source=mail&currency=INR&billing=yearly', undefined)).toEqual(plain)
    expect(plain).toEqual({ key: '/|USD', search: '', acceptLanguage: 'en' })
  })

  it('has a copy of the sign-in and sign-up pages only for a request without a query', () => {
    for (const path of ANONYMOUS_ENTRY_PAGES) {
      expect(publicPageVariant(path, null, undefined), path).toEqual({ key: `${path}|USD`, search: '', acceptLanguage: 'en' })
      expect(publicPageVariant(path, '', 'en-IN'), path).toEqual({ key: `${path}|INR`, search: '', acceptLanguage: 'en-IN' })
      for (const query of ['mode=forgot', 'redirectTo=%2Fonboarding', 'utm_source=mail', 'x']) {
        expect(publicPageVariant(path, query, undefined), `${path}?${query}`).toBeNull()
      }
    }
  })

  it('keeps the currency and billing period of the pricing page, in a canonical query', () => {
    expect(publicPageVariant('/pricing', 'billing=YEARLY&x=1&currency=inr', undefined)).toEqual({
      key: '/pricing|INR|yearly',
      search: '?currency=INR&billing=yearly',
      acceptLanguage: 'en-IN',
    })
    expect(publicPageVariant('/pricing', 'billing=monthly&ref=ad', 'en-US')!.key).toBe(publicPageVariant('/pricing', null, 'en-US')!.key)
    expect(publicPageVariant('/pricing', 'billing=weekly', 'en-US')!.key).toBe('/pricing|USD|monthly')
  })

  it('keeps one copy of the contact page per known topic, and the plain page for any other', () => {
    expect(publicPageVariant('/contact', 'topic=linkedin&utm_source=ad', undefined)).toEqual({
      key: '/contact|USD|linkedin',
      search: '?topic=linkedin',
      acceptLanguage: 'en',
    })
    const plain = publicPageVariant('/contact', null, undefined)
    expect(plain).toEqual({ key: '/contact|USD', search: '', acceptLanguage: 'en' })
    for (const query of ['topic=nope', 'topic=LinkedIn', 'topic=', 'x=1'])
      expect(publicPageVariant('/contact', query, undefined), query).toEqual(plain)
  })

  it('chooses the currency exactly as the loaders do (pickCurrency)', () => {
    for (const language of ['en;q=0.9, in;q=0.5', 'en-IN', 'hi-IN,en;q=0.8', 'en-US,en;q=0.9', 'fin', 'en_in', '', undefined]) {
      expect(publicPageVariant('/', null, language)!.key, String(language)).toBe(`/|${pickCurrency(null, language)}`)
      for (const query of ['currency=USD', 'currency=INR', 'currency=EUR', 'billing=yearly']) {
        const params = new URLSearchParams(query)
        const currency = pickCurrency(params.get('currency'), language)
        const billing = pickBillingPeriod(params.get('billing'))
        const variant = publicPageVariant('/pricing', query, language)!
        expect(variant.key, `${language} ${query}`).toBe(`/pricing|${currency}|${billing}`)
        // The page is rendered with a request that makes the loader choose the same.
        const rendered = new URLSearchParams(variant.search)
        expect(pickCurrency(rendered.get('currency'), variant.acceptLanguage)).toBe(currency)
        expect(pickCurrency(null, variant.acceptLanguage)).toBe(currency)
      }
    }
  })
})
