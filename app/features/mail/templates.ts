// Fixed templates: the only mail the product sends. Nothing here takes HTML from a request.

export type MailContent = { template: string; subject: string; html: string; text: string }

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#111;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : ''
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#777">Unfiltered — bold content for bold brands.</p></body></html>`
}

export function verificationEmail(input: { name: string; url: string }): MailContent {
  const intro = `Hi ${input.name || 'there'}, confirm your email address to finish creating your Unfiltered account.`
  const expiry = 'The link works once and expires in 24 hours. If you did not sign up, ignore this email.'
  return {
    template: 'verification',
    subject: 'Verify your email for Unfiltered',
    html: layout('Verify your email', [intro, expiry], { label: 'Verify email', url: input.url }),
    text: `${intro}\n\nVerify: ${input.url}\n\n${expiry}`,
  }
}

export function passwordResetEmail(input: { name: string; url: string }): MailContent {
  const intro = `Hi ${input.name || 'there'}, someone asked to reset the password of your Unfiltered account.`
  const expiry = 'The link works once and expires in 1 hour. If it was not you, ignore this email: your password stays as it is.'
  return {
    template: 'password-reset',
    subject: 'Reset your Unfiltered password',
    html: layout('Reset your password', [intro, expiry], { label: 'Choose a new password', url: input.url }),
    text: `${intro}\n\nReset: ${input.url}\n\n${expiry}`,
  }
}

// ---------------------------------------------------------------- Contact form
// The only templates that carry visitor text: every value is escaped for HTML and kept to one
// line where it lands in a subject. The thank-you goes to an address anyone can type, so it
// repeats nothing but the name: the form cannot be used to send chosen text to a stranger.

const oneLine = (value: string, max: number) => {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

export function contactThankYouEmail(input: { name: string }): MailContent {
  const name = oneLine(input.name, 80) || 'there'
  const paragraphs = [
    `Hi ${name}, thanks for getting in touch with Unfiltered.`,
    'A real person on our team reads every message. We typically respond within 2-4 hours during business days (Monday to Friday 9am to 5pm PST).',
    'If you did not write to us, you can ignore this email.',
  ]
  return {
    template: 'contact-thank-you',
    subject: 'Thanks for contacting Unfiltered',
    html: layout('We got your message', paragraphs),
    text: paragraphs.join('\n\n'),
  }
}

export function contactTeamNotificationEmail(input: {
  name: string
  email: string
  subject: string | null
  message: string
  receivedAt?: Date
}): MailContent {
  const name = oneLine(input.name, 200)
  const email = oneLine(input.email, 254)
  const topic = input.subject ? oneLine(input.subject, 200) : ''
  const receivedAt = (input.receivedAt ?? new Date()).toISOString()
  const rows: [string, string][] = [
    ['Name', name],
    ['Email', email],
    ['Subject', topic || '(none)'],
    ['Received', receivedAt],
  ]
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:22px">New contact message</h1><table style="border-collapse:collapse;margin:0 0 16px">${table}</table><p style="margin:0 0 8px;font-weight:600">Message</p><div style="white-space:pre-wrap;border-left:3px solid #ff5a36;padding:8px 12px;margin:0 0 16px;background:#fafaf7">${escapeHtml(input.message)}</div><p style="margin:0 0 16px"><a href="mailto:${escapeHtml(encodeURIComponent(email).replace(/%40/g, '@'))}" style="color:#c2300f">Reply to ${escapeHtml(email)}</a></p><p style="font-size:12px;color:#777">Sent by the contact form on the Unfiltered website.</p></body></html>`
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', 'Message:', input.message].join('\n')
  return {
    template: 'contact-team-notification',
    subject: oneLine(`New contact message from ${name}${topic ? `: ${topic}` : ''}`, 200),
    html,
    text,
  }
}
