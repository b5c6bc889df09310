import { describe, expect, it } from 'vitest'
import { founderAssignedEmail } from './assignment-emails.tsx'

const pairing = { name: 'Farah', otherName: 'Wren', otherCompany: null, url: 'https://example.test/dashboard/writers' }

describe("the founder's mail about a new writer", () => {
  it('asks for the brand profile while it is incomplete', async () => {
    const mail = await founderAssignedEmail({ ...pairing, brandProfileComplete: false })
    expect(mail.text).toContain('Fill in your brand profile')
  })

  it('does not ask again once the brand profile is complete', async () => {
    const mail = await founderAssignedEmail({ ...pairing, brandProfileComplete: true })
    expect(mail.text).not.toContain('Fill in your brand profile')
    expect(mail.html).not.toContain('Fill in your brand profile')
    expect(mail.text).toContain('They will read your brand profile')
  })
})
