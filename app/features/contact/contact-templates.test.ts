import { describe, expect, it } from 'vitest'
import { contactTeamNotificationEmail, contactThankYouEmail } from '#app/features/mail/templates.ts'

const hostile = {
  name: `Eve "<img src=x onerror=alert(1)>" O'Brien & co`,
  email: "o'brien@example.test",
  subject: '<a href="https://evil.example">Click</a>',
  message: '<script>alert("x")</script>\nSecond line & more',
}

/** Everything between tags, with entities still encoded: no visitor markup may survive as markup. */
function tagsIn(html: string) {
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((match) => match[1]!.toLowerCase())
}

describe('contact mail templates', () => {
  it('escapes everything the visitor typed in the team notification', () => {
    const mail = contactTeamNotificationEmail({ ...hostile, receivedAt: new Date('2025-01-02T03:04:05Z') })
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<script')
    expect(mail.html).not.toContain('href="https://evil.example"')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(mail.html).toContain('O&#39;Brien &amp; co')
    expect(mail.html).toContain('href="mailto:o&#39;brien@example.test"')
    expect(new Set(tagsIn(mail.html))).toEqual(new Set(['html', 'body', 'h1', 'table', 'tr', 'th', 'td', 'p', 'div', 'a']))
    expect(mail.text).toContain('Message:\n<script>alert("x")</script>\nSecond line & more')
    expect(mail.text).toContain('Received: 2025-01-02T03:04:05.000Z')
  })

  it('keeps the notification subject on one line and names the sender', () => {
    const mail = contactTeamNotificationEmail({ ...hostile, name: 'Ada\r\nBcc: victim@example.test', subject: null })
    expect(mail.subject).toBe('New contact message from Ada Bcc: victim@example.test')
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.text).toContain('Subject: (none)')
    const long = contactTeamNotificationEmail({ ...hostile, subject: 'z'.repeat(500) })
    expect(long.subject.length).toBeLessThanOrEqual(200)
  })

  it('greets the visitor by escaped name and repeats nothing else they typed', () => {
    const mail = contactThankYouEmail({ name: hostile.name })
    expect(mail.subject).toBe('Thanks for contacting Unfiltered')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('Eve &quot;&lt;img src=x onerror=alert(1)&gt;&quot; O&#39;Brien &amp; co')
    expect(mail.html).not.toContain('evil.example')
    expect(mail.text).toContain('2-4 hours')
    expect(contactThankYouEmail({ name: '' }).text).toContain('Hi there,')
    expect(contactThankYouEmail({ name: 'n'.repeat(500) }).text.split('\n')[0]!.length).toBeLessThan(150)
  })
})
