import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#db/schema/messaging.ts'
import { createSmtpTransport, queueEmail, retryDelaySeconds, sendDueEmails } from '#app/features/mail/outbox.server.ts'
import { verificationEmail } from '#app/features/mail/templates.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { pgliteBackend } from '#tests/support/backends.ts'
import { decodeMail, startFakeSmtp, type FakeSmtp } from '#tests/support/fake-smtp.ts'

describe('mail outbox', () => {
  let handle: DatabaseHandle
  let smtp: FakeSmtp
  beforeAll(async () => {
    handle = await (await pgliteBackend()).open()
    smtp = await startFakeSmtp()
  })
  afterAll(async () => {
    await smtp.close()
    await handle.close()
  })

  it('sends queued mail through SMTP and marks it sent', async () => {
    const id = await queueEmail(handle.db, 'reader@example.test', verificationEmail({ name: 'Reader', url: 'http://localhost/verify?token=abc' }))
    const sent = await sendDueEmails(handle.db, createSmtpTransport(smtp.url), 'Unfiltered <hello@unfiltered.example>')
    expect(sent).toBe(1)
    expect(smtp.mails).toHaveLength(1)
    expect(smtp.mails[0]!.to[0]).toContain('reader@example.test')
    expect(decodeMail(smtp.mails[0]!.data)).toContain('http://localhost/verify?token=abc')
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!))
    expect(row?.status).toBe('sent')
  })

  it('keeps a failed send and retries it later with backoff, never dropping it', async () => {
    const id = await queueEmail(handle.db, 'retry@example.test', verificationEmail({ name: 'Retry', url: 'http://localhost/v?t=1' }))
    smtp.failNext(2)
    const transport = createSmtpTransport(smtp.url)
    for (const attempt of [1, 2]) {
      await sendDueEmails(handle.db, transport, 'x@example.test')
      const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!))
      expect(row?.status).toBe('pending')
      expect(row?.attempts).toBe(attempt)
      expect(row?.lastError).toContain('451')
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + (retryDelaySeconds(attempt) - 2) * 1000)
      // Not due yet: a second worker pass leaves it alone.
      expect(await sendDueEmails(handle.db, transport, 'x@example.test')).toBe(0)
      await handle.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, id!))
    }
    await sendDueEmails(handle.db, transport, 'x@example.test')
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!))
    expect(row?.status).toBe('sent')
    expect(row?.attempts).toBe(3)
  })

  it('grows the retry delay and caps it at an hour', () => {
    expect(retryDelaySeconds(1)).toBe(10)
    expect(retryDelaySeconds(2)).toBe(20)
    expect(retryDelaySeconds(3)).toBe(40)
    expect(retryDelaySeconds(30)).toBe(3600)
  })
})
