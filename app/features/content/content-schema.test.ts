import { describe, expect, it } from 'vitest'
import { parseSubmission } from '#app/utils/submission.ts'
import {
  BODY_MAX,
  CommentSchema,
  EditSubmissionSchema,
  isCalendarDate,
  NewSubmissionSchema,
  parseMonth,
  PublishSchema,
  RequestChangesSchema,
} from './content-schema.ts'

const form = (fields: Record<string, string>) => new URLSearchParams(fields)
const errorsOf = (result: ReturnType<typeof parseSubmission>) => (result.status === 'error' ? result.error : null)

describe('the submission form', () => {
  const valid = {
    intent: 'submit',
    founderId: 'demo-founder',
    title: '  A title ',
    contentType: 'blog',
    body: '# Hi\n\nText',
    plannedPublishDate: '2026-12-01',
  }

  it('accepts a complete submission and cleans it', () => {
    const result = parseSubmission(form(valid), NewSubmissionSchema)
    expect(result.status).toBe('success')
    expect(result.status === 'success' && result.value).toEqual({ ...valid, title: 'A title' })
  })

  it("names every missing field in the spec's kind of words", () => {
    const result = parseSubmission(form({ intent: 'submit', founderId: '', title: '', contentType: '', body: '  ' }), NewSubmissionSchema)
    expect(errorsOf(result)).toEqual({
      founderId: ['Choose the founder this piece is for'],
      title: ['Title is required'],
      contentType: ['Choose a content type'],
      body: ['Write the piece before submitting it'],
    })
  })

  it('saves a draft without a body, but never without a title', () => {
    expect(parseSubmission(form({ ...valid, intent: 'save-draft', body: '' }), NewSubmissionSchema).status).toBe('success')
    expect(errorsOf(parseSubmission(form({ ...valid, intent: 'save-draft', title: '' }), NewSubmissionSchema))).toHaveProperty('title')
  })

  it('refuses unknown types, impossible dates, over-long bodies and unknown intents', () => {
    expect(errorsOf(parseSubmission(form({ ...valid, contentType: 'tweet' }), NewSubmissionSchema))).toHaveProperty('contentType')
    expect(errorsOf(parseSubmission(form({ ...valid, plannedPublishDate: '2026-02-30' }), NewSubmissionSchema))).toEqual({
      plannedPublishDate: ['Enter a valid date'],
    })
    expect(errorsOf(parseSubmission(form({ ...valid, body: 'x'.repeat(BODY_MAX + 1) }), NewSubmissionSchema))).toHaveProperty('body')
    expect(errorsOf(parseSubmission(form({ ...valid, intent: 'publish' }), NewSubmissionSchema))).toHaveProperty('intent')
  })

  it('keeps Markdown and angle brackets in the body (it is sanitised when shown), but not control characters', () => {
    const result = parseSubmission(form({ ...valid, body: 'a < b\r\n<b>x</b>\u0000\u202e' }), NewSubmissionSchema)
    expect(result.status === 'success' && result.value.body).toBe('a < b\n<b>x</b>')
  })

  it('revises with the same fields and the revise intent', () => {
    const { founderId: _founder, ...rest } = valid
    expect(parseSubmission(form({ ...rest, intent: 'revise' }), EditSubmissionSchema).status).toBe('success')
    expect(errorsOf(parseSubmission(form({ ...rest, intent: 'revise', body: '' }), EditSubmissionSchema))).toHaveProperty('body')
  })
})

describe('the review forms', () => {
  it('requires feedback to request changes', () => {
    expect(errorsOf(parseSubmission(form({ feedback: ' \n ' }), RequestChangesSchema))).toEqual({
      feedback: ['Feedback is required to request changes'],
    })
    const result = parseSubmission(form({ feedback: 'Shorter, please.\r\nAnd <warmer>.' }), RequestChangesSchema)
    expect(result.status === 'success' && result.value.feedback).toBe('Shorter, please.\nAnd <warmer>.')
  })

  it('requires a comment', () => {
    expect(errorsOf(parseSubmission(form({ comment: '' }), CommentSchema))).toEqual({ comment: ['Write a comment first'] })
  })

  it('accepts only an http(s) address as where a piece was published', () => {
    expect(parseSubmission(form({ publishedUrl: 'https://blog.example.com/post' }), PublishSchema).status).toBe('success')
    for (const bad of ['javascript:alert(1)', 'blog.example.com', 'https://localhost', '']) {
      expect(errorsOf(parseSubmission(form({ publishedUrl: bad }), PublishSchema)), bad).toHaveProperty('publishedUrl')
    }
  })
})

describe('query parameters', () => {
  it('reads months defensively', () => {
    const now = new Date('2026-11-23T12:00:00Z')
    expect(parseMonth('2027-01', now)).toEqual({ year: 2027, month: 1 })
    expect(parseMonth('2027-13', now)).toEqual({ year: 2026, month: 11 })
    expect(parseMonth("' or 1=1", now)).toEqual({ year: 2026, month: 11 })
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2027-02-29')).toBe(false)
  })
})
