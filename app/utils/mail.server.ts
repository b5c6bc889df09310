// Mail: every message is a row in `email_outbox` (the record of what was sent, and what the dev
// mailbox shows) plus a `send-email` job enqueued in the same transaction. The job hands the row
// to the configured transport: SMTP (SMTP_URL), or the dev mailbox, where the mail simply stays.
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { user as userTable } from '#db/schema/auth.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import type { Database } from './db.server.ts'
import type { MailContent } from './email-layout.tsx'
import { defineJob, enqueueJob, type JobQueue } from './jobs.server.ts'
import { countMail } from './metrics.server.ts'
import { logger } from './logger.server.ts'

export type OutgoingMail = { from: string; to: string; subject: string; html: string; text: string }

/** Where mail goes: one interface, picked by configuration (createMailTransport). */
export type MailTransport = {
  kind: 'smtp' | 'dev-mailbox'
  /** Resolves once the mail is accepted; throws when it was not (the job retries). */
  send: (mail: OutgoingMail) => Promise<void>
  close: () => void
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl, SMTP_TIMEOUTS_MS)
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail(mail)
    },
    close: () => transport.close(),
  }
}

/** Without SMTP the outbox row is the delivery: /dev/mailbox shows it. */
export function createDevMailboxTransport(): MailTransport {
  return { kind: 'dev-mailbox', send: async () => {}, close: () => {} }
}

export function createMailTransport(settings: { SMTP_URL?: string }): MailTransport {
  return settings.SMTP_URL ? createSmtpTransport(settings.SMTP_URL) : createDevMailboxTransport()
}

type SendEmailData = { outboxId: string; to: string; subject: string }

const lastError = (error: string) => error.slice(0, 500)

/**
 * SMTP's own limits on one attempt: connecting, the server's greeting, and any silence after that.
 * Together well under the job's expiry, so a hanging server fails the attempt before the queue would
 * hand the mail to another instance.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

export const sendEmailJob = defineJob<SendEmailData>({
  name: 'send-email',
  // A mail claimed by an instance that died is sent by another within about a minute (with the
  // queue's maintenance interval); one attempt takes at most the SMTP timeouts above.
  expireInSeconds: 45,
  describe: (data) => `To ${data.to}: ${data.subject}`,
  onFailed: async (db, data, error) => {
    await db
      .update(emailOutbox)
      .set({ status: 'failed', lastError: lastError(error) })
      .where(eq(emailOutbox.id, data.outboxId))
  },
  onRetry: async (db, data) => {
    await db
      .update(emailOutbox)
      .set({ status: 'pending' })
      .where(and(eq(emailOutbox.id, data.outboxId), eq(emailOutbox.status, 'failed')))
  },
})

/**
 * Writes the mail to the outbox and enqueues its sending in one transaction (nested in the
 * caller's when `db` is one): a rolled-back change sends nothing.
 */
export async function queueEmail(db: Database, to: string, mail: MailContent, options: { logLink?: string } = {}) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailOutbox)
      .values({ template: mail.template, toAddress: to, subject: mail.subject, html: mail.html, text: mail.text })
      .returning({ id: emailOutbox.id })
    if (!row) throw new Error('mail was not stored')
    await enqueueJob(tx, sendEmailJob, { outboxId: row.id, to, subject: mail.subject })
    return row.id
  })
  if (options.logLink) logger.info({ to, template: mail.template, link: options.logLink }, `mail queued: ${mail.subject}`)
  return id
}

/** Mail to a suspended account is never sent: the row is marked cancelled (decision 036). */
async function cancelIfSuspended(db: Database, outboxId: string) {
  const cancelled = await db
    .update(emailOutbox)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(emailOutbox.id, outboxId),
        ne(emailOutbox.status, 'sent'),
        sql`exists (select 1 from ${userTable} where ${userTable.email} = ${emailOutbox.toAddress} and ${userTable.banned})`,
      ),
    )
    .returning({ id: emailOutbox.id })
  return cancelled.length > 0
}

/** Cancels the mail still waiting for `address` (a suspended account's), inside the caller's transaction. */
export async function cancelPendingMail(tx: Database, address: string) {
  await tx
    .update(emailOutbox)
    .set({ status: 'cancelled' })
    .where(and(eq(emailOutbox.toAddress, address), inArray(emailOutbox.status, ['pending', 'failed'])))
}

/**
 * One attempt at sending an outbox row. Idempotent: a row already sent is left alone, so a job
 * that runs twice sends once. A failure is recorded on the row and thrown, for the queue to retry.
 */
export async function deliverEmail(db: Database, transport: MailTransport, from: string, data: SendEmailData) {
  if (await cancelIfSuspended(db, data.outboxId)) return
  const [mail] = await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.id, data.outboxId), notInArray(emailOutbox.status, ['sent', 'cancelled'])))
    .returning()
  if (!mail) return
  try {
    await transport.send({ from, to: mail.toAddress, subject: mail.subject, html: mail.html, text: mail.text })
    countMail('sent')
  } catch (error) {
    countMail('failed')
    await db
      .update(emailOutbox)
      .set({ status: 'pending', lastError: lastError(error instanceof Error ? error.message : String(error)) })
      .where(eq(emailOutbox.id, mail.id))
    throw error
  }
  await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, mail.id))
}

/** Starts sending queued mail on this instance; returns the transport (closed at stop). */
export async function workEmailJobs(queue: JobQueue, db: Database, settings: { transport: MailTransport; from: string }) {
  await queue.work(sendEmailJob, (data) => deliverEmail(db, settings.transport, settings.from, data))
  return settings.transport
}

export async function listOutbox(db: Database, options: { to?: string; limit?: number } = {}) {
  const query = db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(options.limit ?? 50)
  return options.to ? query.where(eq(emailOutbox.toAddress, options.to.toLowerCase())) : query
}
