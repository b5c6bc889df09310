// After sign-up ("Check your inbox", resend, the verification link signing in and leading to
// onboarding), the onboarding wizard, writer onboarding with payout details, and the founder's brand
// profile: through the built server on PostgreSQL, and the profile functions on PGlite and PostgreSQL.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { profiles, userRoles, writerFounderAssignments } from '#db/schema/people.ts'
import { getBrandProfileForReader, loadOwnBrandProfile, saveBrandProfile } from '#app/features/profiles/brand-profile.server.ts'
import { BrandProfileSchema } from '#app/features/profiles/brand-profile-schema.ts'
import { completeOnboarding } from '#app/features/profiles/onboarding.server.ts'
import { PayoutDetailsSchema, WriterProfileSchema } from '#app/features/profiles/writer-profile-schema.ts'
import {
  completeWriterOnboarding,
  getPayoutDetails,
  getPayoutDetailsForReader,
  saveWriterProfile,
} from '#app/features/profiles/writer-profile.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import type { Role } from '#app/utils/permissions.ts'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { mailboxLinks, waitForMailLink } from '#tests/support/mailbox.ts'
import { insertUserWithSession, SESSION_COOKIE } from '#tests/support/sessions.ts'

const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

/** The profile functions themselves, on one backend: who may read what, and what is saved. */
function profileFunctions(getBackend: () => Backend | null) {
  let handle: DatabaseHandle
  const person = async (roles: Role[], name = 'Test Person') => {
    const id = `p-${randomBytes(6).toString('hex')}`
    await handle.db.insert(userTable).values({ id, name, email: `${id}@example.test`, emailVerified: true })
    await handle.db.insert(profiles).values({ id, name })
    for (const role of roles) await handle.db.insert(userRoles).values({ userId: id, role })
    return { id, roles }
  }

  beforeAll(async () => {
    handle = await getBackend()!.open()
  })
  afterAll(async () => {
    await handle?.close()
  })

  it('shows a brand profile to its founder, an admin and an actively assigned writer only', async () => {
    const founder = await person(['founder'])
    const otherFounder = await person(['founder'])
    const admin = await person(['admin'])
    const assigned = await person(['writer'])
    const formerlyAssigned = await person(['writer'])
    const stranger = await person(['writer'])
    await handle.db.insert(writerFounderAssignments).values([
      { writerId: assigned.id, founderId: founder.id },
      { writerId: formerlyAssigned.id, founderId: founder.id, isActive: false },
      { writerId: stranger.id, founderId: otherFounder.id },
    ])
    expect(await getBrandProfileForReader(handle.db, founder, founder.id)).toBeNull() // nothing saved yet

    await saveBrandProfile(handle.db, founder.id, BrandProfileSchema.parse({ topics: 'Payroll', voice1: 'Blunt' }))
    for (const reader of [founder, admin, assigned]) {
      expect(await getBrandProfileForReader(handle.db, reader, founder.id), reader.roles.join()).toMatchObject({
        founderId: founder.id,
        topics: 'Payroll',
        voiceWords: ['Blunt'],
      })
    }
    for (const reader of [otherFounder, formerlyAssigned, stranger, { id: founder.id, roles: [] as Role[] }]) {
      expect(await getBrandProfileForReader(handle.db, reader, founder.id), reader.id).toBeNull()
    }
  })

  it('saves the whole questionnaire again, emptied sections included', async () => {
    const founder = await person(['founder'])
    await saveBrandProfile(
      handle.db,
      founder.id,
      BrandProfileSchema.parse({ topics: 'A', goals: 'B', linkedinUrl: 'https://linkedin.com/in/x' }),
    )
    await saveBrandProfile(handle.db, founder.id, BrandProfileSchema.parse({ topics: 'C' }))
    expect(await loadOwnBrandProfile(handle.db, founder.id)).toMatchObject({ topics: 'C', goals: null, linkedinUrl: null })
  })

  it('saves the wizard: profile, role (a duplicate is success), onboarded for founders only', async () => {
    const founder = await person(['founder'])
    const values = { role: 'founder' as const, name: 'Farah F', company: 'Ledger', bio: 'Hi' }
    await completeOnboarding(handle.db, founder.id, values)
    await completeOnboarding(handle.db, founder.id, values)
    const [row] = await handle.db.select().from(profiles).where(eq(profiles.id, founder.id))
    expect(row).toMatchObject({ name: 'Farah F', company: 'Ledger', bio: 'Hi' })
    expect(row!.onboardedAt).toBeInstanceOf(Date)
    expect(await handle.db.select().from(userRoles).where(eq(userRoles.userId, founder.id))).toHaveLength(1)

    const writer = await person(['founder'])
    const outcome = await completeOnboarding(handle.db, writer.id, { role: 'writer', name: 'Wren W', company: null, bio: null })
    expect(outcome).toEqual({ ok: true, next: '/writer-onboarding' })
    const roles = await handle.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, writer.id))
    expect(roles.map((r) => r.role).sort()).toEqual(['founder', 'writer'])
    const [writerRow] = await handle.db.select().from(profiles).where(eq(profiles.id, writer.id))
    expect(writerRow!.onboardedAt).toBeNull()
    const [account] = await handle.db.select({ name: userTable.name }).from(userTable).where(eq(userTable.id, writer.id))
    expect(account!.name).toBe('Wren W')
  })

  it('saves every writer profile field and payout details, shown to the writer and admins only', async () => {
    const writer = await person(['founder'])
    const admin = await person(['admin'])
    const founder = await person(['founder'])
    const otherWriter = await person(['writer'])
    await handle.db.insert(writerFounderAssignments).values({ writerId: writer.id, founderId: founder.id })
    const profile = WriterProfileSchema.parse({
      name: 'Wren',
      bio: 'Fintech',
      portfolioUrl: 'https://wren.example',
      experienceYears: '8',
      specialties: ['Fintech'],
      customSpecialties: 'Climate tech',
    })
    await saveWriterProfile(handle.db, writer.id, profile)
    await saveWriterProfile(handle.db, writer.id, profile) // the writer role again: success
    const [row] = await handle.db.select().from(profiles).where(eq(profiles.id, writer.id))
    expect(row).toMatchObject({
      name: 'Wren',
      bio: 'Fintech',
      portfolioUrl: 'https://wren.example/',
      experienceYears: 8,
      specialties: ['Fintech', 'Climate tech'],
      onboardedAt: null,
    })

    await completeWriterOnboarding(
      handle.db,
      writer.id,
      PayoutDetailsSchema.parse({ method: 'upi', accountHolder: 'Wren', country: 'India', upiId: 'wren@ok' }),
    )
    const [onboarded] = await handle.db.select({ at: profiles.onboardedAt }).from(profiles).where(eq(profiles.id, writer.id))
    expect(onboarded!.at).toBeInstanceOf(Date)
    await completeWriterOnboarding(
      handle.db,
      writer.id,
      PayoutDetailsSchema.parse({
        method: 'paypal',
        accountHolder: 'Wren',
        country: 'UK',
        paypalEmail: 'wren@example.com',
        upiId: 'left@over',
      }),
    )
    expect(await getPayoutDetails(handle.db, writer.id)).toMatchObject({
      method: 'paypal',
      paypalEmail: 'wren@example.com',
      upiId: null,
      country: 'UK',
    })
    expect(await getPayoutDetailsForReader(handle.db, { id: writer.id, roles: ['writer'] }, writer.id)).not.toBeNull()
    expect(await getPayoutDetailsForReader(handle.db, admin, writer.id)).not.toBeNull()
    expect(await getPayoutDetailsForReader(handle.db, founder, writer.id)).toBeNull()
    expect(await getPayoutDetailsForReader(handle.db, otherWriter, writer.id)).toBeNull()
  })
}

describe('profile functions on PGlite', () => {
  let backend: Backend | null = null
  beforeAll(async () => {
    backend = await pgliteBackend()
  })
  profileFunctions(() => backend)
})

const postgres = await postgresBackend()
const AUTH_SECRET = randomBytes(32).toString('hex')

describe.runIf(postgres)('profile functions on a PostgreSQL server', () => {
  profileFunctions(() => postgres)
})

describe.runIf(postgres)('onboarding over HTTP on a PostgreSQL server', () => {
  let server: AppServer
  let database: pg.Client
  const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await database.query<T>(text, values)).rows[0]
  const count = async (text: string, values: unknown[] = []) => Number((await one<{ n: string }>(text, values))?.n ?? 0)

  beforeAll(async () => {
    server = await startAppServer({ ...postgres!.serverEnv(), AUTH_SECRET })
    database = new pg.Client({ connectionString: postgres!.url })
    await database.connect()
  })
  afterAll(async () => {
    await database?.end()
    await server?.stop()
    await postgres?.teardown()
  })

  const signedIn = async (roles: Role[] = ['founder']) => {
    const user = await insertUserWithSession(database, AUTH_SECRET, { roles })
    const client = new Browserish(server.url)
    client.cookies.set(SESSION_COOKIE, user.cookie)
    return { user, client }
  }
  const signUp = (client: Browserish, email: string, extra: Record<string, string> = {}) =>
    client.post('/signup', {
      intent: 'signup',
      name: 'New Person',
      email,
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
      ...extra,
    })
  const openLink = async (client: Browserish, link: string) => {
    const url = new URL(link)
    const verified = await client.request(`${url.pathname}${url.search}`)
    const callback = new URL(verified.headers.get('location')!, server.url)
    return client.request(`${callback.pathname}${callback.search}`)
  }

  describe('after sign-up', () => {
    it('says "Check your inbox" with the address, to this browser only', async () => {
      const email = unique('inbox')
      const client = new Browserish(server.url)
      const signup = await signUp(client, email)
      expect(signup.headers.get('location')).toBe('/onboarding')
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false)
      const page = await (await client.request('/onboarding')).text()
      expect(page).toContain('Check your inbox')
      expect(page).toContain(email)
      expect(page).toContain('Resend verification email')

      const stranger = await (await new Browserish(server.url).request('/onboarding')).text()
      expect(stranger).not.toContain(email)
      expect(stranger).toContain('Create Your Account')
      // A cookie edited to show another address is not believed.
      const forger = new Browserish(server.url)
      const cookie = client.cookies.get('pending-verification')!
      const [value, signature] = decodeURIComponent(cookie).split('.')
      const forged = Buffer.from(JSON.stringify({ email: 'victim@example.test', redirectTo: null })).toString('base64')
      forger.cookies.set('pending-verification', encodeURIComponent(`${forged}.${signature}`))
      expect(value).not.toBe(forged)
      expect(await (await forger.request('/onboarding')).text()).not.toContain('victim@example.test')
      expect(await (await forger.request('/onboarding?email=victim@example.test')).text()).not.toContain('victim@example.test')
    })

    it('resends the link to that address within the resend limits, and to nobody without a sign-up', async () => {
      const email = unique('resend')
      const client = new Browserish(server.url)
      await signUp(client, email)
      await waitForMailLink(server.url, email, '/api/auth/verify-email')
      const resent = await client.post('/onboarding', { intent: 'resend-verification', email: 'someone-else@example.test' })
      expect(resent.status).toBe(302)
      expect(resent.headers.get('location')).toBe('/onboarding?resent=1')
      expect(await (await client.request('/onboarding?resent=1')).text()).toContain('Verification email sent')
      expect(await count('select count(*) as n from email_outbox where to_address = $1', [email])).toBe(2)
      expect(await count('select count(*) as n from email_outbox where to_address = $1', ['someone-else@example.test'])).toBe(0)

      for (let attempt = 2; attempt <= 5; attempt++)
        expect((await client.post('/onboarding', { intent: 'resend-verification' })).status).toBe(302)
      const limited = await client.post('/onboarding', { intent: 'resend-verification' })
      expect(limited.status).toBe(429)
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await limited.text()).toContain('Too many attempts')

      const nobody = await new Browserish(server.url).post('/onboarding', { intent: 'resend-verification' })
      expect(nobody.status).toBe(400)
    })

    it('signs in with the verification link and leads to onboarding, then the dashboard asks to finish', async () => {
      const email = unique('verify')
      const client = new Browserish(server.url)
      await signUp(client, email)
      const landing = await openLink(client, await waitForMailLink(server.url, email, '/api/auth/verify-email'))
      expect(landing.status).toBe(302)
      expect(landing.headers.get('location')).toBe('/onboarding')
      expect(client.cookies.has(SESSION_COOKIE)).toBe(true)
      expect(client.cookies.has('pending-verification')).toBe(false)
      const onboarding = await (await client.request('/onboarding')).text()
      expect(onboarding).toContain('Create Your Account')
      expect(onboarding).not.toContain('Check your inbox')
      expect(await (await client.request('/dashboard')).text()).toContain('Finish setting up your account')
    })

    it('brings someone who signed up from writer onboarding back there, also through a resent link', async () => {
      const email = unique('writer-signup')
      const client = new Browserish(server.url)
      await signUp(client, email, { redirectTo: '/writer-onboarding' })
      await client.post('/onboarding', { intent: 'resend-verification' })
      const [newest] = await mailboxLinks(server.url, email, '/api/auth/verify-email')
      const landing = await openLink(client, newest!)
      expect(landing.headers.get('location')).toBe('/writer-onboarding')
    })
  })

  describe('the onboarding wizard', () => {
    const complete = (client: Browserish, fields: Record<string, string>, path = '/onboarding') =>
      client.post(path, {
        intent: 'complete',
        role: 'founder',
        name: 'Farah Founder',
        company: 'Ledgerline',
        bio: 'Fintech founder.',
        ...fields,
      })

    it('saves a founder: profile, role, onboarded, the success view with a 2 s refresh to the dashboard', async () => {
      const { user, client } = await signedIn(['founder'])
      const response = await complete(client, {})
      expect(response.status).toBe(200)
      expect(response.headers.get('refresh')).toBe('2; url=/dashboard')
      const html = await response.text()
      expect(html).toContain('Account Created!')
      expect(html).toContain('Redirecting you to the dashboard...')
      const row = await one<{ name: string; company: string; bio: string; onboarded_at: Date | null }>(
        'select name, company, bio, onboarded_at from profiles where id = $1',
        [user.id],
      )
      expect(row).toMatchObject({ name: 'Farah Founder', company: 'Ledgerline', bio: 'Fintech founder.' })
      expect(row!.onboarded_at).not.toBeNull()
      expect(await count('select count(*) as n from user_roles where user_id = $1', [user.id])).toBe(1)
      expect(await (await client.request('/dashboard')).text()).not.toContain('Finish setting up your account')

      // Again, from /get-started: the role it already holds is a success.
      const again = await complete(client, { company: 'Ledgerline Ltd' }, '/get-started')
      expect(again.status).toBe(200)
      expect(await count('select count(*) as n from user_roles where user_id = $1', [user.id])).toBe(1)
    })

    it('adds the writer role and sends a writer on to writer onboarding, not yet onboarded', async () => {
      const { user, client } = await signedIn(['founder'])
      const response = await complete(client, { role: 'writer', company: '' })
      expect(response.status).toBe(200)
      expect(response.headers.get('refresh')).toBe('2; url=/writer-onboarding')
      const roles = await database.query<{ role: string }>('select role from user_roles where user_id = $1 order by role', [user.id])
      expect(roles.rows.map((row) => row.role)).toEqual(['founder', 'writer'])
      expect(
        (await one<{ onboarded_at: Date | null }>('select onboarded_at from profiles where id = $1', [user.id]))!.onboarded_at,
      ).toBeNull()
      // Back on the wizard before finishing writer onboarding: their choice and details are there.
      const again = await (await client.request('/onboarding')).text()
      expect(again).toMatch(/<input(?=[^>]*value="writer")(?=[^>]*checked="")[^>]*>/)
      expect(again).toContain('value="Farah Founder"')
    })

    it('answers bad input with the spec messages and changes nothing', async () => {
      const { user, client } = await signedIn(['founder'])
      const noRole = await complete(client, { role: '' })
      expect(noRole.status).toBe(400)
      expect(await noRole.text()).toContain('Please select your role')
      const shortName = await complete(client, { name: 'F' })
      expect(shortName.status).toBe(400)
      expect(await shortName.text()).toContain('Name must be at least 2 characters')
      const admin = await complete(client, { role: 'admin' })
      expect(admin.status).toBe(400)
      expect(await count(`select count(*) as n from user_roles where user_id = $1 and role <> 'founder'`, [user.id])).toBe(0)
      expect((await one<{ name: string }>('select name from profiles where id = $1', [user.id]))!.name).toBe(user.name)
    })

    it('refuses to complete without a session: "You must be logged in to complete onboarding"', async () => {
      const anonymous = new Browserish(server.url)
      const before = await count('select count(*) as n from profiles')
      const response = await complete(anonymous, {})
      expect(response.status).toBe(401)
      expect(await response.text()).toContain('You must be logged in to complete onboarding')
      expect(await count('select count(*) as n from profiles')).toBe(before)
    })

    it('works without JavaScript: Next and Back answer with the other step; Next sends visitors to sign up and back', async () => {
      const { client } = await signedIn(['founder'])
      const next = await client.post('/onboarding', { intent: 'next', role: 'writer', name: '', company: '', bio: '' })
      expect(next.status).toBe(200)
      expect(await next.text()).toContain('Step 2 of 2')
      const back = await client.post('/onboarding', { intent: 'back', role: 'writer', name: 'Wr', company: '', bio: '' })
      expect(await back.text()).toContain('Step 1 of 2')
      const missing = await client.post('/onboarding', { intent: 'next', name: '' })
      expect(missing.status).toBe(400)
      expect(await missing.text()).toContain('Please select your role')

      const visitor = await new Browserish(server.url).post('/get-started', { intent: 'next', role: 'writer' })
      expect(visitor.status).toBe(302)
      expect(visitor.headers.get('location')).toBe(`/signup?redirectTo=${encodeURIComponent('/get-started?role=writer')}`)
      const signupPage = await (await new Browserish(server.url).request(visitor.headers.get('location')!)).text()
      expect(signupPage).toContain('name="redirectTo" value="/get-started?role=writer"')
      expect(await (await new Browserish(server.url).request('/get-started?role=writer')).text()).toMatch(
        /<input(?=[^>]*value="writer")(?=[^>]*checked="")[^>]*>/,
      )
    })
  })

  describe('writer onboarding', () => {
    const profileForm = {
      intent: 'profile',
      name: 'Wren Writer',
      bio: 'B2B SaaS ghostwriter.',
      portfolioUrl: 'https://wren.example/work',
      experienceYears: '8',
      specialties: 'Fintech',
      customSpecialties: 'Climate tech',
    }

    it('sends visitors to log in with "Please log in to continue"', async () => {
      const response = await new Browserish(server.url).post('/writer-onboarding', profileForm)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fwriter-onboarding')
      const page = await (await new Browserish(server.url).request('/writer-onboarding')).text()
      expect(page).toContain('Join as a Writer')
      expect(page).toContain('href="/login?redirectTo=%2Fwriter-onboarding"')
    })

    it('saves every field and the writer role, then payout details per method, then onboarded', async () => {
      const { user, client } = await signedIn(['founder'])
      const saved = await client.post('/writer-onboarding', profileForm)
      expect(saved.status).toBe(302)
      expect(saved.headers.get('location')).toBe('/writer-onboarding?step=payment')
      const row = await one('select name, bio, portfolio_url, experience_years, specialties, onboarded_at from profiles where id = $1', [
        user.id,
      ])
      expect(row).toEqual({
        name: 'Wren Writer',
        bio: 'B2B SaaS ghostwriter.',
        portfolio_url: 'https://wren.example/work',
        experience_years: 8,
        specialties: ['Fintech', 'Climate tech'],
        onboarded_at: null,
      })
      expect(await count(`select count(*) as n from user_roles where user_id = $1 and role = 'writer'`, [user.id])).toBe(1)
      // Saving again (the role already held) is a success.
      expect((await client.post('/writer-onboarding', profileForm)).status).toBe(302)

      const step2 = await (await client.request('/writer-onboarding?step=payment')).text()
      expect(step2).toContain('Profile Created Successfully')
      expect(step2).toContain('Complete Your Registration')

      const bad = await client.post('/writer-onboarding', { intent: 'payout', method: 'bank', accountHolder: 'Wren', country: 'India' })
      expect(bad.status).toBe(400)
      expect(await bad.text()).toContain('Enter the name of your bank')

      const cases: [Record<string, string>, Record<string, unknown>][] = [
        [
          { method: 'bank', bankName: 'HDFC Bank', bankAccountNumber: '5010 0123 4567', bankRoutingCode: 'HDFC0001234' },
          { method: 'bank', bank_name: 'HDFC Bank', bank_account_number: '501001234567', bank_routing_code: 'HDFC0001234', upi_id: null },
        ],
        [
          { method: 'upi', upiId: 'wren@okhdfc' },
          { method: 'upi', upi_id: 'wren@okhdfc', bank_name: null, bank_account_number: null },
        ],
        [
          { method: 'paypal', paypalEmail: 'wren@example.com' },
          { method: 'paypal', paypal_email: 'wren@example.com', upi_id: null },
        ],
      ]
      for (const [fields, stored] of cases) {
        const response = await client.post('/writer-onboarding', {
          intent: 'payout',
          accountHolder: 'Wren Writer',
          country: 'India',
          ...fields,
        })
        expect(response.status, fields.method).toBe(302)
        expect(response.headers.get('location')).toBe('/dashboard')
        expect(await one('select * from writer_payout_details where user_id = $1', [user.id]), fields.method).toMatchObject({
          account_holder: 'Wren Writer',
          country: 'India',
          ...stored,
        })
      }
      expect(
        (await one<{ onboarded_at: Date | null }>('select onboarded_at from profiles where id = $1', [user.id]))!.onboarded_at,
      ).not.toBeNull()
      // The writer sees their saved values when they come back.
      const back = await (await client.request('/writer-onboarding?step=payment')).text()
      expect(back).toContain('wren@example.com')
    })

    it('takes payout details only from writers, and never shows them to founders', async () => {
      const founder = await signedIn(['founder'])
      const refused = await founder.client.post('/writer-onboarding', {
        intent: 'payout',
        method: 'upi',
        accountHolder: 'F',
        country: 'India',
        upiId: 'f@ok',
      })
      expect(refused.status).toBe(409)
      expect(await refused.text()).toContain('Please create your writer profile first.')
      expect(await count('select count(*) as n from writer_payout_details where user_id = $1', [founder.user.id])).toBe(0)

      const writer = await signedIn(['writer'])
      await database.query(`update profiles set bio = 'Writes.' where id = $1`, [writer.user.id])
      await writer.client.post('/writer-onboarding', {
        intent: 'payout',
        method: 'upi',
        accountHolder: 'W',
        country: 'India',
        upiId: 'secret-upi@ok',
      })
      await database.query('insert into writer_founder_assignments (writer_id, founder_id) values ($1, $2)', [
        writer.user.id,
        founder.user.id,
      ])
      for (const path of ['/writer-onboarding', '/writer-onboarding?step=payment', '/dashboard', '/dashboard/brand']) {
        expect(await (await founder.client.request(path)).text(), path).not.toContain('secret-upi@ok')
      }
    })
  })

  describe('the brand profile', () => {
    it('saves the questionnaire and counts its sections', async () => {
      const { user, client } = await signedIn(['founder'])
      const empty = await (await client.request('/dashboard/brand')).text()
      expect(empty).toContain('Your brand profile is empty')
      expect(empty).toContain('0 of 8 sections complete')
      const saved = await client.post('/dashboard/brand', {
        intent: 'save',
        brandAndAudience: 'Payroll for start-ups',
        voice1: 'Blunt',
        voice2: 'Warm',
        voice3: 'Nerdy',
        topics: 'Compliance',
        avoid: '',
        likedExamples: 'https://example.com/a\nhttps://example.com/b',
        competitors: '',
        linkedinUrl: 'https://www.linkedin.com/in/farah',
        goals: 'Demo requests',
      })
      expect(saved.status).toBe(302)
      expect(saved.headers.get('location')).toBe('/dashboard/brand')
      const row = await one('select voice_words, liked_examples, linkedin_url, avoid from brand_profiles where founder_id = $1', [user.id])
      expect(row).toEqual({
        voice_words: ['Blunt', 'Warm', 'Nerdy'],
        liked_examples: ['https://example.com/a', 'https://example.com/b'],
        linkedin_url: 'https://www.linkedin.com/in/farah',
        avoid: null,
      })
      const page = await (await client.request('/dashboard/brand')).text()
      expect(page).toContain('6 of 8 sections complete')
      expect(page).not.toContain('Your brand profile is empty')
    })

    it('answers bad links with 400 and refuses writers and visitors', async () => {
      const { user, client } = await signedIn(['founder'])
      const bad = await client.post('/dashboard/brand', { intent: 'save', linkedinUrl: 'https://evil.example/in/x' })
      expect(bad.status).toBe(400)
      expect(await bad.text()).toContain('Enter your LinkedIn profile link')
      expect(await count('select count(*) as n from brand_profiles where founder_id = $1', [user.id])).toBe(0)

      const writer = await signedIn(['writer'])
      expect((await writer.client.post('/dashboard/brand', { intent: 'save', topics: 'x' })).status).toBe(403)
      expect((await writer.client.request('/dashboard/brand')).status).toBe(403)
      const visitor = await new Browserish(server.url).request('/dashboard/brand')
      expect(visitor.headers.get('location')).toBe('/login?redirectTo=%2Fdashboard%2Fbrand')
      expect(await count('select count(*) as n from brand_profiles where founder_id = $1', [writer.user.id])).toBe(0)
    })
  })
})
