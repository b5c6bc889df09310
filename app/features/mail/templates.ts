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
