// Mails of the content workflow: a submission to review (with Approve and Request changes links a
// founder can use without signing in), a decision, a comment, a publication and the 3-day reminder.
// Writers' text goes in as plain text: react-email escapes every value.
import { Section } from '@react-email/section'
import { EmailAction, EmailLayout, Paragraph, oneLine, renderEmailHtml, type MailContent } from '#app/utils/email-layout.tsx'
import { TYPE_IN_TEXT, type ContentType } from '#app/domain/content.ts'

/** How much of a piece a mail quotes; the rest is a click away. */
const EXCERPT_LIMIT = 3_000

function excerpt(body: string) {
  const text = body.trim()
  return text.length > EXCERPT_LIMIT ? `${text.slice(0, EXCERPT_LIMIT).trimEnd()}…` : text
}

const greet = (name: string) => `Hi ${oneLine(name, 80) || 'there'},`
const quoted = (title: string) => `“${oneLine(title, 120)}”`

type Piece = { title: string; contentType: ContentType; url: string }

export async function submissionEmail(input: {
  founderName: string
  writerName: string
  piece: Piece & { body: string }
  revised: boolean
  round: number
  approveUrl: string
  requestChangesUrl: string
}): Promise<MailContent> {
  const what = TYPE_IN_TEXT[input.piece.contentType]
  const lead = input.revised
    ? `${oneLine(input.writerName, 80)} revised the ${what} ${quoted(input.piece.title)} (revision ${input.round}) and it is ready for your review.`
    : `${oneLine(input.writerName, 80)} submitted a new ${what} for you: ${quoted(input.piece.title)}.`
  const body = excerpt(input.piece.body)
  const how =
    'Approve it or request changes from the links below, no sign-in needed (each link works once, for 7 days), or open it in your dashboard to see its history and comment.'
  const html = await renderEmailHtml(
    <EmailLayout title={input.revised ? 'A revised piece to review' : 'A new piece to review'} preview={lead}>
      <Paragraph>{greet(input.founderName)}</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <Section style={{ borderLeft: '3px solid #e5e5e0', padding: '0 0 0 16px', margin: '0 0 16px', whiteSpace: 'pre-wrap' }}>
        <Paragraph>{body || '(no text)'}</Paragraph>
      </Section>
      <Paragraph>{how}</Paragraph>
      <EmailAction label="Approve" url={input.approveUrl} />
      <EmailAction label="Request changes" url={input.requestChangesUrl} />
      <EmailAction label="Open in your dashboard" url={input.piece.url} />
    </EmailLayout>,
  )
  const text = [
    greet(input.founderName),
    '',
    lead,
    '',
    body || '(no text)',
    '',
    how,
    '',
    `Approve: ${input.approveUrl}`,
    `Request changes: ${input.requestChangesUrl}`,
    `Open in your dashboard: ${input.piece.url}`,
  ].join('\n')
  const subject = input.revised
    ? `Revised for review: ${oneLine(input.piece.title, 80)}`
    : `New ${what} to review: ${oneLine(input.piece.title, 80)}`
  return { template: input.revised ? 'content-revised' : 'content-submitted', subject, html, text }
}

async function simpleMail(template: string, subject: string, title: string, paragraphs: string[], action: { label: string; url: string }) {
  const html = await renderEmailHtml(
    <EmailLayout title={title} preview={paragraphs[1] ?? paragraphs[0]!}>
      {paragraphs.map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      <EmailAction label={action.label} url={action.url} />
    </EmailLayout>,
  )
  return { template, subject, html, text: [...paragraphs, '', `${action.label}: ${action.url}`].join('\n\n') }
}

export function approvedEmail(input: { writerName: string; founderName: string; piece: Piece }): Promise<MailContent> {
  return simpleMail(
    'content-approved',
    `Approved: ${oneLine(input.piece.title, 80)}`,
    'Your piece was approved',
    [greet(input.writerName), `${oneLine(input.founderName, 80)} approved ${quoted(input.piece.title)}. Nice work.`],
    { label: 'Open the piece', url: input.piece.url },
  )
}

export function changesRequestedEmail(input: {
  writerName: string
  founderName: string
  piece: Piece
  feedback: string
}): Promise<MailContent> {
  return simpleMail(
    'content-changes-requested',
    `Changes requested: ${oneLine(input.piece.title, 80)}`,
    'Changes requested',
    [
      greet(input.writerName),
      `${oneLine(input.founderName, 80)} asked for changes to ${quoted(input.piece.title)}:`,
      excerpt(input.feedback),
      'Revise it from your dashboard; the founder gets it back for review.',
    ],
    { label: 'Revise the piece', url: input.piece.url },
  )
}

export function commentEmail(input: { recipientName: string; authorName: string; piece: Piece; comment: string }): Promise<MailContent> {
  return simpleMail(
    'content-comment',
    `New comment on ${oneLine(input.piece.title, 80)}`,
    'A new comment',
    [greet(input.recipientName), `${oneLine(input.authorName, 80)} commented on ${quoted(input.piece.title)}:`, excerpt(input.comment)],
    { label: 'Reply', url: input.piece.url },
  )
}

export function publishedEmail(input: {
  writerName: string
  founderName: string
  piece: Piece
  publishedUrl: string
}): Promise<MailContent> {
  return simpleMail(
    'content-published',
    `Published: ${oneLine(input.piece.title, 80)}`,
    'Your piece is live',
    [
      greet(input.writerName),
      `${oneLine(input.founderName, 80)} published ${quoted(input.piece.title)}.`,
      `It is live at ${input.publishedUrl}`,
    ],
    { label: 'Open the piece', url: input.piece.url },
  )
}

export function reminderEmail(input: { founderName: string; writerName: string; piece: Piece; days: number }): Promise<MailContent> {
  return simpleMail(
    'content-review-reminder',
    `Waiting for your review: ${oneLine(input.piece.title, 80)}`,
    'A piece is waiting for you',
    [
      greet(input.founderName),
      `${quoted(input.piece.title)} from ${oneLine(input.writerName, 80)} has been waiting for your review for ${input.days} days.`,
      'Approve it or request changes so your writer can keep your calendar on track.',
    ],
    { label: 'Review the piece', url: input.piece.url },
  )
}

const dueWords = (dueDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${dueDate}T00:00:00Z`))

/** To the writer a founder's request goes to (or an admin gave it to). */
export function requestEmail(input: {
  writerName: string
  founderName: string
  piece: Piece & { brief: string }
  dueDate: string
  extra: boolean
}): Promise<MailContent> {
  const what = TYPE_IN_TEXT[input.piece.contentType]
  return simpleMail(
    'content-requested',
    `New ${what} requested: ${oneLine(input.piece.title, 80)}`,
    'A new request',
    [
      greet(input.writerName),
      `${oneLine(input.founderName, 80)} asked for a ${what}: ${quoted(input.piece.title)}. It is due ${dueWords(input.dueDate)}.`,
      ...(input.piece.brief ? [excerpt(input.piece.brief)] : []),
      'Start it from your dashboard: your draft keeps the brief and the due date beside it.',
    ],
    { label: 'Open the request', url: input.piece.url },
  )
}

/** To the writer the day before a piece is due, and on the day. */
export function dueReminderEmail(input: {
  writerName: string
  founderName: string
  piece: Piece
  dueDate: string
  when: 'tomorrow' | 'today'
}): Promise<MailContent> {
  const what = TYPE_IN_TEXT[input.piece.contentType]
  return simpleMail(
    input.when === 'today' ? 'content-due-today' : 'content-due-tomorrow',
    `Due ${input.when}: ${oneLine(input.piece.title, 80)}`,
    input.when === 'today' ? 'A piece is due today' : 'A piece is due tomorrow',
    [
      greet(input.writerName),
      `The ${what} ${quoted(input.piece.title)} for ${oneLine(input.founderName, 80)} is due ${input.when} (${dueWords(input.dueDate)}).`,
      'Submit it for review from your dashboard, or comment on it if you need more from the founder.',
    ],
    { label: 'Open the piece', url: input.piece.url },
  )
}

/** To the team when a piece passes its due date without being delivered. */
export function overdueEmail(input: { writerName: string; founderName: string; piece: Piece; dueDate: string }): Promise<MailContent> {
  const what = TYPE_IN_TEXT[input.piece.contentType]
  return simpleMail(
    'content-overdue',
    `Overdue: ${oneLine(input.piece.title, 80)}`,
    'A piece is overdue',
    [
      `The ${what} ${quoted(input.piece.title)} for ${oneLine(input.founderName, 80)} was due ${dueWords(input.dueDate)} and has not been delivered.`,
      input.writerName ? `Its writer is ${oneLine(input.writerName, 80)}.` : "It has no writer yet: pick one from the founder's pairings.",
    ],
    { label: 'Open the piece', url: input.piece.url },
  )
}
