// The only mails that carry visitor text. React escapes every value, and what lands in a subject is
// kept to one line. The thank-you goes to an address anyone can type, so it repeats nothing but the
// name: the form cannot be used to send chosen text to a stranger.
import { Link } from '@react-email/link'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import {
  EmailLayout,
  Paragraph,
  emailColors,
  oneLine,
  paragraphStyle,
  renderEmailHtml,
  type MailContent,
} from '#app/utils/email-layout.tsx'

export async function contactThankYouEmail(input: { name: string }): Promise<MailContent> {
  const name = oneLine(input.name, 80) || 'there'
  const paragraphs = [
    `Hi ${name}, thanks for getting in touch with Unfiltered.`,
    'A real person on our team reads every message. We typically respond within 2-4 hours during business days (Monday to Friday 9am to 5pm PST).',
    'If you did not write to us, you can ignore this email.',
  ]
  const html = await renderEmailHtml(
    <EmailLayout title="We got your message" preview="A real person on our team reads every message.">
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
    </EmailLayout>,
  )
  return { template: 'contact-thank-you', subject: 'Thanks for contacting Unfiltered', html, text: paragraphs.join('\n\n') }
}

const cell = { padding: '4px 16px 4px 0', verticalAlign: 'top', fontSize: '15px', lineHeight: '22px' }

export async function contactTeamNotificationEmail(input: {
  name: string
  email: string
  subject: string | null
  message: string
  receivedAt?: Date
}): Promise<MailContent> {
  const name = oneLine(input.name, 200)
  const email = oneLine(input.email, 254)
  const topic = input.subject ? oneLine(input.subject, 200) : ''
  const rows: [string, string][] = [
    ['Name', name],
    ['Email', email],
    ['Subject', topic || '(none)'],
    ['Received', (input.receivedAt ?? new Date()).toISOString()],
  ]
  const subject = oneLine(`New contact message from ${name}${topic ? `: ${topic}` : ''}`, 200)
  const html = await renderEmailHtml(
    <EmailLayout title="New contact message" preview={subject} footer="Sent by the contact form on the Unfiltered website.">
      <table style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th align="left" style={cell}>
                {label}
              </th>
              <td style={{ ...cell, paddingRight: 0 }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text style={{ ...paragraphStyle, fontWeight: 600, margin: '0 0 8px' }}>Message</Text>
      <Section style={{ borderLeft: `3px solid ${emailColors.shock}`, backgroundColor: emailColors.paper, margin: '0 0 16px' }}>
        <div style={{ ...paragraphStyle, whiteSpace: 'pre-wrap', padding: '8px 12px', margin: 0 }}>{input.message}</div>
      </Section>
      <Link href={`mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`} style={{ color: emailColors.shockInk, fontSize: '15px' }}>
        {`Reply to ${email}`}
      </Link>
    </EmailLayout>,
  )
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', 'Message:', input.message].join('\n')
  return { template: 'contact-team-notification', subject, html, text }
}
