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

/** To the new address of an e-mail change: the address changes only when this link is followed. */
export function emailChangeVerificationEmail(input: { name: string; url: string }): Promise<MailContent> {
  return accountEmail(
    {
      template: 'email-change-verification',
      subject: 'Confirm your new email for Unfiltered',
      title: 'Confirm your new email',
      intro: `Hi ${input.name || 'there'}, confirm this address to make it the email of your Unfiltered account. Until then, your account keeps its current address.`,
      action: { label: 'Confirm new email', textLabel: 'Confirm' },
      expiry: 'The link works once and expires in 24 hours. If you did not ask for this, ignore this email.',
    },
    input.url,
  )
}

/** To the old address, once an e-mail change took effect. */
export function emailChangedEmail(input: { name: string; newEmail: string; url: string }): Promise<MailContent> {
  return accountEmail(
    {
      template: 'email-changed',
      subject: 'The email of your Unfiltered account was changed',
      title: 'Your email was changed',
      intro: `Hi ${input.name || 'there'}, the email of your Unfiltered account is now ${input.newEmail}. This address will no longer receive its emails.`,
      action: { label: 'Contact support', textLabel: 'Contact support' },
      expiry: 'If you did not make this change, contact us right away so we can secure your account.',
    },
    input.url,
  )
}

/** After a password change from Settings: the way back if it was not the account's owner. */
export function passwordChangedEmail(input: { name: string; url: string }): Promise<MailContent> {
  return accountEmail(
    {
      template: 'password-changed',
      subject: 'Your Unfiltered password was changed',
      title: 'Your password was changed',
      intro: `Hi ${input.name || 'there'}, the password of your Unfiltered account was just changed, and every other device was signed out.`,
      action: { label: 'Reset your password', textLabel: 'Reset your password' },
      expiry: 'If this was you, there is nothing to do. If it was not, reset your password now with the link below.',
    },
    input.url,
  )
}
