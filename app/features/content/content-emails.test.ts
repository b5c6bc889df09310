import { describe, expect, it } from 'vitest'
import { requestEmail, submissionEmail } from './content-emails.tsx'

const piece = { title: 'Our hiring story', contentType: 'linkedin' as const, url: 'https://example.test/dashboard/content/1' }

describe('content mail subjects', () => {
  it('say "LinkedIn post", never "linkedin post"', async () => {
    const submitted = await submissionEmail({
      founderName: 'Farah',
      writerName: 'Wren',
      piece: { ...piece, body: 'Text' },
      revised: false,
      round: 0,
      approveUrl: 'https://example.test/a',
      requestChangesUrl: 'https://example.test/r',
    })
    expect(submitted.subject).toBe('New LinkedIn post to review: Our hiring story')
    expect(submitted.text).toContain('a new LinkedIn post')
    const requested = await requestEmail({
      writerName: 'Wren',
      founderName: 'Farah',
      piece: { ...piece, brief: '' },
      dueDate: '2026-12-02',
      extra: false,
    })
    expect(requested.subject).toBe('New LinkedIn post requested: Our hiring story')
    expect(requested.text).toContain('It is due Dec 2, 2026.')
  })
})
