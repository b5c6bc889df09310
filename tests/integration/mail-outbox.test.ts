// Mail on the job queue, on PGlite and on a PostgreSQL server: the outbox row is the record, the
// send-email job delivers it through SMTP (a fake server here, the real nodemailer path) or leaves
// it for the dev mailbox.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#db/schema/messaging.ts'
import { verificationEmail } from '#app/utils/auth-emails.tsx'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { listFailedJobs, startJobQueue, stopJobQueue, type JobQueueOptions } from '#app/utils/jobs.server.ts'
import { createMailTransport, createSmtpTransport, deliverEmail, listOutbox, queueEmail, workEmailJobs } from '#app/utils/mail.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { decodeMail, startFakeSmtp, type FakeSmtp } from '#tests/support/fake-smtp.mjs'
import { pollUntil } from '#tests/support/poll.ts'

const FROM = 'Unfiltered <hello@unfiltered.example>'
const FAST: JobQueueOptions = { maxAttempts: 2, retryDelaySeconds: 1, pollIntervalSeconds: 0.5 }

function mailOnTheQueue(getBackend: () => Backend) {
  let handle: DatabaseHandle
  let smtp: FakeSmtp
  const unique = (label: string) => `${label}-${getBackend().name}-${Math.random().toString(36).slice(2, 8)}@example.test`
  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.some((to) => to.includes(address)))
  const outboxRow = async (id: string) => (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]

  /** Starts the process's queue sending mail through `transport` (each test stops it again). */
  async function startSending(transport = createSmtpTransport(smtp.url)) {
    const queue = await startJobQueue(handle, FAST)
    await workEmailJobs(queue, handle.db, { transport, from: FROM })
    return { queue, transport }
  }

  beforeAll(async () => {
    handle = await getBackend().open()
    smtp = await startFakeSmtp()
  })
  afterAll(async () => {
    await stopJobQueue()
    await smtp.close()
    await handle.close().catch(() => {})
  })

  it('sends a queued mail once through SMTP and marks it sent', async () => {
    const { transport } = await startSending()
    try {
      const to = unique('reader')
      const id = await queueEmail(handle.db, to, await verificationEmail({ name: 'Reader', url: 'http://localhost/verify?token=abc' }))
      const row = await pollUntil('the mail to be sent', async () => {
        const current = await outboxRow(id)
        return current?.status === 'sent' ? current : undefined
      })
      expect(row.attempts).toBe(1)
      expect(row.sentAt).toBeInstanceOf(Date)
      expect(mailsTo(to)).toHaveLength(1)
      expect(decodeMail(mailsTo(to)[0]!.data)).toContain('http://localhost/verify?token=abc')
      expect(mailsTo(to)[0]!.data).toContain('Content-Type: text/plain')
      expect(mailsTo(to)[0]!.data).toContain('Content-Type: text/html')
      // The same job running a second time (a crash after sending, say) sends nothing more.
      await deliverEmail(handle.db, transport, FROM, { outboxId: id, to, subject: row.subject })
      expect(mailsTo(to)).toHaveLength(1)
    } finally {
      await stopJobQueue()
      transport.close()
    }
  })

  it('records each failed send, marks the mail failed after the last attempt, and sends it when an admin retries', async () => {
    const to = unique('bounce')
    let jobId = ''
    let outboxId = ''
    const first = await startSending()
    try {
      smtp.failNext(1000)
      outboxId = await queueEmail(handle.db, to, await verificationEmail({ name: 'Bounce', url: 'http://localhost/v?t=1' }))
      const afterFirst = await pollUntil('the first attempt to fail', async () => {
        const row = await outboxRow(outboxId)
        return row?.attempts === 1 && row.status === 'pending' ? row : undefined
      })
      expect(afterFirst.lastError).toContain('451')
      // Skip the retry delay (the job queue's own tests check it grows).
      await handle.db.execute(sql`update pgboss.job set start_after = now() where data->>'outboxId' = ${outboxId} and state = 'retry'`)
      const failed = await pollUntil('the mail to fail for good', async () => {
        const row = await outboxRow(outboxId)
        return row?.status === 'failed' ? row : undefined
      })
      expect(failed.attempts).toBe(FAST.maxAttempts)
      expect(failed.lastError).toContain('451')
      expect(mailsTo(to)).toHaveLength(0)

      // The row is marked failed just before the queue records the job's last failure: wait for both.
      const listed = await pollUntil('the failed job to be listed', async () =>
        (await listFailedJobs({ limit: 50 })).jobs.find((job) => job.summary.includes(to)),
      )
      expect(listed).toMatchObject({
        name: 'send-email',
        summary: `To ${to}: Verify your email for Unfiltered`,
        attempts: FAST.maxAttempts,
      })
      expect(listed!.error).toContain('451')
      jobId = listed!.id
    } finally {
      await stopJobQueue()
      first.transport.close()
    }

    smtp.failNext(0)
    // Retried while no instance runs: the mail is waiting again.
    expect(await first.queue.retryFailed(jobId)).toBe(true)
    expect((await outboxRow(outboxId))?.status).toBe('pending')

    const second = await startSending()
    try {
      await pollUntil('the retried mail to be sent', async () => (await outboxRow(outboxId))?.status === 'sent')
      expect(mailsTo(to)).toHaveLength(1)
      expect((await listFailedJobs()).jobs.some((job) => job.id === jobId)).toBe(false)
    } finally {
      await stopJobQueue()
      second.transport.close()
    }
  })

  it('keeps the mail for the dev mailbox when no SMTP server is configured', async () => {
    const { transport } = await startSending(createMailTransport({}))
    try {
      expect(transport.kind).toBe('dev-mailbox')
      const to = unique('demo')
      const id = await queueEmail(handle.db, to, await verificationEmail({ name: 'Demo', url: 'http://localhost/verify?token=demo' }))
      await pollUntil('the mail to be delivered to the mailbox', async () => (await outboxRow(id))?.status === 'sent')
      const [kept] = await listOutbox(handle.db, { to })
      expect(kept?.text).toContain('http://localhost/verify?token=demo')
      expect(mailsTo(to)).toHaveLength(0)
    } finally {
      await stopJobQueue()
    }
  })

  it('keeps no mail and no job when the change that asked for it rolls back', async () => {
    const { transport } = await startSending()
    try {
      const to = unique('rollback')
      await expect(
        handle.db.transaction(async (tx) => {
          await queueEmail(tx, to, await verificationEmail({ name: 'Gone', url: 'http://localhost/v?t=gone' }))
          throw new Error('sign-up failed')
        }),
      ).rejects.toThrow('sign-up failed')
      expect(await listOutbox(handle.db, { to })).toHaveLength(0)
      const jobs = await handle.db.execute(sql`select count(*)::int as count from pgboss.job where data->>'to' = ${to}`)
      expect((jobs as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(0)
    } finally {
      await stopJobQueue()
      transport.close()
    }
  })
}

const pglite = await pgliteBackend()
describe('mail on the job queue on PGlite', () => {
  mailOnTheQueue(() => pglite)
})

const postgres = await postgresBackend()
describe.runIf(postgres)('mail on the job queue on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  mailOnTheQueue(() => postgres!)
})
