// The mails about a person's own account: their data is ready to download, their account is closed.
import { EmailAction, EmailLayout, Paragraph, renderEmailHtml, type MailContent } from '#app/utils/email-layout.tsx'

export async function dataExportReadyEmail(input: { name: string; url: string; days: number }): Promise<MailContent> {
  const intro = `Hi ${input.name || 'there'}, the copy of your Unfiltered data you asked for is ready.`
  const expiry = `The link works for ${input.days} days, and only while you are logged in to your own account. If you did not ask for it, log in and change your password.`
  const html = await renderEmailHtml(
    <EmailLayout title="Your data is ready" preview={intro}>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>It is one JSON file: your profile, roles, pieces and comments, payments, invoices and notifications.</Paragraph>
      <Paragraph>{expiry}</Paragraph>
      <EmailAction label="Download my data" url={input.url} />
    </EmailLayout>,
  )
  return {
    template: 'data-export',
    subject: 'Your Unfiltered data is ready to download',
    html,
    text: `${intro}\n\nDownload: ${input.url}\n\n${expiry}`,
  }
}

export async function accountClosedEmail(input: { name: string }): Promise<MailContent> {
  const intro = `Hi ${input.name || 'there'}, your Unfiltered account is closed and you have been logged out everywhere.`
  const kept =
    'We removed your profile and personal details. Invoices and credit notes stay on file, as the law requires, with the details printed on them.'
  const html = await renderEmailHtml(
    <EmailLayout title="Your account is closed" preview={intro}>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>{kept}</Paragraph>
      <Paragraph>If you did not close it, reply to this email straight away.</Paragraph>
    </EmailLayout>,
  )
  return {
    template: 'account-closed',
    subject: 'Your Unfiltered account is closed',
    html,
    text: `${intro}\n\n${kept}\n\nIf you did not close it, reply to this email straight away.`,
  }
}
