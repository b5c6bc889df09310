import { describe, expect, it } from 'vitest'
import { resultProducts } from '#app/content/results.ts'
import { resultsPage } from '#app/content/site.ts'
import { subjectForTopic } from './contact-topics.ts'

describe('subjectForTopic', () => {
  it('fills in the subject of a known topic', () => {
    expect(subjectForTopic('linkedin')).toBe('LinkedIn content')
    expect(subjectForTopic('pr')).toBe('PR content')
  })

  it('ignores a missing, unknown or oddly written topic', () => {
    expect(subjectForTopic(null)).toBeNull()
    expect(subjectForTopic('')).toBeNull()
    expect(subjectForTopic('LinkedIn')).toBeNull()
    expect(subjectForTopic('<script>')).toBeNull()
    expect(subjectForTopic('constructor')).toBeNull()
  })

  it('knows the topic of every "… for me" button on the results page', () => {
    for (const product of resultProducts) {
      const topic = new URL(resultsPage.productButtonHref(product), 'http://site.invalid').searchParams.get('topic')
      expect(subjectForTopic(topic)).toBe(`${product} content`)
    }
  })
})
