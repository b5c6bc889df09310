import { desc, eq, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { emailOutbox } from '#db/schema/messaging.ts'
import type { Database } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { MailContent } from './templates.ts'

/** Queues a mail; the worker sends it. Demo mode without SMTP keeps it for /dev/mailbox. */
export async function queueEmail(db: Database, to: string, mail: MailContent, options: { logLink?: string } = {}) {
  const [row] = await db
    .insert(emailOutbox)
    .values({ template: mail.template, toAddress: to, subject: mail.subject, html: mail.html, text: mail.text })
    .returning({ id: emailOutbox.id })
  if (options.logLink) logger.info({ to, template: mail.template, link: options.logLink }, `mail queued: ${mail.subject}`)
  return row?.id
}

export async function listOutbox(db: Database, options: { to?: string; limit?: number } = {}) {
  const query = db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(options.limit ?? 50)
  return options.to ? query.where(eq(emailOutbox.toAddress, options.to.toLowerCase())) : query
}

/** Seconds to wait after the n-th failed attempt: 10 s, 20 s, 40 s … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1))
}

const CLAIM_LEASE = '5 minutes'

/**
 * Claims due mail with FOR UPDATE SKIP LOCKED, so several instances never send one mail twice.
 * A claimed row gets a lease: if this process dies mid-send, another picks it up after 5 minutes.
 */
export async function claimDueEmails(db: Database, batchSize = 10) {
  const result = await db.execute<typeof emailOutbox.$inferSelect>(sql`
    update email_outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = now() + ${CLAIM_LEASE}::interval
    where id in (
      select id from email_outbox
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by next_attempt_at
      limit ${batchSize}
      for update skip locked
    )
    returning id, to_address as "toAddress", subject, html, text, attempts`)
  return (result as unknown as { rows: { id: string; toAddress: string; subject: string; html: string; text: string; attempts: number }[] }).rows
}

export async function sendDueEmails(db: Database, transport: Pick<Transporter, 'sendMail'>, from: string) {
  const batch = await claimDueEmails(db)
  for (const mail of batch) {
    try {
      await transport.sendMail({ from, to: mail.toAddress, subject: mail.subject, html: mail.html, text: mail.text })
      await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, mail.id))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const delay = retryDelaySeconds(mail.attempts)
      logger.warn({ mailId: mail.id, attempts: mail.attempts, retryInSeconds: delay, err: message }, 'mail send failed; will retry')
      await db
        .update(emailOutbox)
        .set({ status: 'pending', lastError: message.slice(0, 500), nextAttemptAt: sql`now() + ${`${delay} seconds`}::interval` })
        .where(eq(emailOutbox.id, mail.id))
    }
  }
  return batch.length
}

export function createSmtpTransport(smtpUrl: string) {
  return nodemailer.createTransport(smtpUrl)
}

/** Polls the outbox until stopped. Returns the stop function. */
export function startMailWorker(db: Database, options: { smtpUrl: string; from: string; intervalMs: number }) {
  const transport = createSmtpTransport(options.smtpUrl)
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const tick = async () => {
    try {
      while (!stopped && (await sendDueEmails(db, transport, options.from)) > 0) {
        // keep draining while there is due mail
      }
    } catch (error) {
      logger.error({ err: error }, 'mail worker tick failed')
    }
    if (!stopped) timer = setTimeout(tick, options.intervalMs)
  }
  timer = setTimeout(tick, 0)
  return () => {
    stopped = true
    if (timer) clearTimeout(timer)
    transport.close()
  }
}
