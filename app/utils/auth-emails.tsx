// The account mails Better Auth asks for (app/utils/auth.server.ts): verify an address, reset a password.
import { EmailAction, EmailLayout, Paragraph, renderEmailHtml, type MailContent } from './email-layout.tsx'

type AccountMail = {
  template: string
  subject: string
  title: string
  intro: string
  action: { label: string; textLabel: string }
  expiry: string
}

async function accountEmail(mail: AccountMail, url: string): Promise<MailContent> {
  const html = await renderEmailHtml(
    <EmailLayout title={mail.title} preview={mail.intro}>
      <Paragraph>{mail.intro}</Paragraph>
      <Paragraph>{mail.expiry}</Paragraph>
      <EmailAction label={mail.action.label} url={url} />
    </EmailLayout>,
  )
  return {
    template: mail.template,
    subject: mail.subject,
    html,
    text: `${mail.intro}\n\n${mail.action.textLabel}: ${url}\n\n${mail.expiry}`,
  }
}

export function verificationEmail(input: { name: string; url: string }): Promise<MailContent> {
  return accountEmail(
    {
      template: 'verification',
      subject: 'Verify your email for Unfiltered',
      title: 'Verify your email',
      intro: `Hi ${input.name || 'there'}, confirm your email address to finish creating your Unfiltered account.`,
      action: { label: 'Verify email', textLabel: 'Verify' },
      expiry: 'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
    },
    input.url,
  )
}

export function passwordResetEmail(input: { name: string; url: string }): Promise<MailContent> {
  return accountEmail(
    {
      template: 'password-reset',
      subject: 'Reset your Unfiltered password',
      title: 'Reset your password',
      intro: `Hi ${input.name || 'there'}, someone asked to reset the password of your Unfiltered account.`,
      action: { label: 'Choose a new password', textLabel: 'Reset' },
      expiry: 'The link works once and expires in 1 hour. If it was not you, ignore this email: your password stays as it is.',
    },
    input.url,
  )
}
