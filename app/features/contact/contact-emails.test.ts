import { describe, expect, it } from 'vitest'
import { contactTeamNotificationEmail, contactThankYouEmail } from '#app/features/contact/contact-emails.tsx'

const hostile = {
  name: `Eve "<img src=x onerror=alert(1)>" O'Brien & co`,
  email: "o'brien@example.test",
  subject: '<a href="https://evil.example">Click</a>',
  message: '<script>alert("x")</script>\nSecond line & more',
}

const benign = { name: 'Ada Tester', email: 'ada@example.test', subject: 'A project', message: 'Hello there' }

/** Every tag name in the markup, entities still encoded: visitor markup must not add any. */
function tagsIn(html: string) {
  return new Set([...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((match) => match[1]!.toLowerCase()))
}

describe('contact mail templates', () => {
  it('escapes everything the visitor typed in the team notification', async () => {
    const receivedAt = new Date('2025-01-02T03:04:05Z')
    const mail = await contactTeamNotificationEmail({ ...hostile, receivedAt })
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<script')
    expect(mail.html).not.toContain('href="https://evil.example"')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    // React spells the apostrophe &#x27; (the string templates wrote &#39;): escaped all the same.
    expect(mail.html).toContain('O&#x27;Brien &amp; co')
    expect(mail.html).toContain('href="mailto:o&#x27;brien@example.test"')
    // Hostile input yields exactly the tags benign input does: the template's own.
    const plain = await contactTeamNotificationEmail({ ...benign, receivedAt })
    expect(tagsIn(mail.html)).toEqual(tagsIn(plain.html))
    expect([...tagsIn(mail.html)]).toEqual(expect.arrayContaining(['html', 'body', 'h1', 'table', 'tr', 'th', 'td', 'p', 'div', 'a']))
    expect(mail.text).toContain('Message:\n<script>alert("x")</script>\nSecond line & more')
    expect(mail.text).toContain('Received: 2025-01-02T03:04:05.000Z')
  })

  it('keeps the notification subject on one line and names the sender', async () => {
    const mail = await contactTeamNotificationEmail({ ...hostile, name: 'Ada\r\nBcc: victim@example.test', subject: null })
    expect(mail.subject).toBe('New contact message from Ada Bcc: victim@example.test')
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.text).toContain('Subject: (none)')
    const long = await contactTeamNotificationEmail({ ...hostile, subject: 'z'.repeat(500) })
    expect(long.subject.length).toBeLessThanOrEqual(200)
  })

  it('greets the visitor by escaped name and repeats nothing else they typed', async () => {
    const mail = await contactThankYouEmail({ name: hostile.name })
    expect(mail.subject).toBe('Thanks for contacting Unfiltered')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('Eve &quot;&lt;img src=x onerror=alert(1)&gt;&quot; O&#x27;Brien &amp; co')
    expect(mail.html).not.toContain('evil.example')
    expect(tagsIn(mail.html)).toEqual(tagsIn((await contactThankYouEmail({ name: benign.name })).html))
    expect(mail.text).toContain('2-4 hours')
    expect((await contactThankYouEmail({ name: '' })).text).toContain('Hi there,')
    expect((await contactThankYouEmail({ name: 'n'.repeat(500) })).text.split('\n')[0]!.length).toBeLessThan(150)
  })
})
