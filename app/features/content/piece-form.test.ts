import { describe, expect, it } from 'vitest'
import { parseSubmission } from '#app/utils/submission.ts'
import { BODY_MAX, CONTENT_MESSAGES, NewSubmissionSchema } from './content-schema.ts'
import { pieceFormReply } from './piece-form.tsx'

const formWith = (body: string, extra: Record<string, string> = {}) => {
  const form = new FormData()
  for (const [name, value] of Object.entries({ intent: 'save-draft', founderId: 'f', title: 't', contentType: 'blog', body, ...extra }))
    form.set(name, value)
  return form
}
const replyTo = (form: FormData, options?: { formErrors?: string[] }) =>
  pieceFormReply(parseSubmission(form, NewSubmissionSchema), form, options)

describe('what a refused piece form sends back', () => {
  it('never sends back a body over the limit, and says why', () => {
    const reply = replyTo(formWith('*a'.repeat(450_000)))
    expect(reply.error?.body).toEqual([CONTENT_MESSAGES.bodyTooLong])
    expect(reply.initialValue).not.toHaveProperty('body')
    expect(reply.initialValue).toMatchObject({ title: 't', contentType: 'blog' })
    expect(JSON.stringify(reply).length).toBeLessThan(1_000)
  })

  it('sends back a body within the limit as typed when another field is wrong, so nothing typed is lost', () => {
    // Line ends as a browser sends them (CRLF): longer than the limit as sent, within it once cleaned.
    const body = 'word\r\n'.repeat(Math.floor(BODY_MAX / 5))
    expect(body.length).toBeGreaterThan(BODY_MAX)
    const reply = replyTo(formWith(body, { title: '' }))
    expect(reply.error?.title).toBeDefined()
    expect(reply.error).not.toHaveProperty('body')
    expect(reply.initialValue?.body).toBe(body)
  })

  it('hides an oversized body from a whole-form refusal too', () => {
    const reply = replyTo(formWith('x'.repeat(BODY_MAX + 1), { intent: 'nonsense' }), {
      formErrors: ['Choose Save as draft or Submit for review.'],
    })
    expect(reply.error?.['']).toEqual(['Choose Save as draft or Submit for review.'])
    expect(reply.initialValue).not.toHaveProperty('body')
  })
})
