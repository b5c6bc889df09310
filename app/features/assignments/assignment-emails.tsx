// The mails a new pairing sends: one to the writer, one to the founder (rendered on the server only).
import { EmailAction, EmailLayout, Paragraph, oneLine, renderEmailHtml, type MailContent } from '#app/utils/email-layout.tsx'

type Pairing = {
  /** Who gets this mail. */
  name: string
  /** The other person of the pair, and their company when known. */
  otherName: string
  otherCompany: string | null
  url: string
}

export async function writerAssignedEmail(input: Pairing): Promise<MailContent> {
  const name = oneLine(input.name, 80) || 'there'
  const founder = oneLine(input.otherName, 80)
  const company = input.otherCompany ? oneLine(input.otherCompany, 120) : null
  const intro = `Hi ${name}, you have a new founder to write for: ${founder}${company ? ` of ${company}` : ''}.`
  const next = 'Read their brand profile before your first draft; their submissions and feedback will show up in your workspace.'
  const html = await renderEmailHtml(
    <EmailLayout title="You have a new founder" preview={`You now write for ${founder}`}>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>{next}</Paragraph>
      <EmailAction label="See your assignments" url={input.url} />
    </EmailLayout>,
  )
  return {
    template: 'assignment-writer',
    subject: `You are now writing for ${founder}`,
    html,
    text: [intro, '', next, '', `Your assignments: ${input.url}`].join('\n'),
  }
}

/** To the founder; a founder whose brand profile is complete is not asked to fill it in again. */
export async function founderAssignedEmail(input: Pairing & { brandProfileComplete: boolean }): Promise<MailContent> {
  const name = oneLine(input.name, 80) || 'there'
  const writer = oneLine(input.otherName, 80)
  const intro = `Hi ${name}, ${writer} is now your writer.`
  const next = input.brandProfileComplete
    ? 'They will read your brand profile before their first draft. Request a piece from your dashboard whenever you are ready; you review every piece before it goes out.'
    : 'Fill in your brand profile so their first draft sounds like you; you review every piece before it goes out.'
  const html = await renderEmailHtml(
    <EmailLayout title="Meet your writer" preview={`${writer} is now your writer`}>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>{next}</Paragraph>
      <EmailAction label="See your writers" url={input.url} />
    </EmailLayout>,
  )
  return {
    template: 'assignment-founder',
    subject: `${writer} is now your writer`,
    html,
    text: [intro, '', next, '', `Your writers: ${input.url}`].join('\n'),
  }
}
