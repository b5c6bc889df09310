// Settings (/dashboard/settings/*): the profile with its one company, notification choices honoured
// by everything that tells people things (on PGlite and PostgreSQL), and, through the built server on
// PostgreSQL, changing the password, changing the e-mail through the link to the new address, and
// ending sessions — each allowed, refused and logged; Better Auth's raw endpoints for them stay closed.
import { randomBytes } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { notifications, profiles, userRoles } from '#db/schema/people.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import { findBillingProfile, saveBillingProfile } from '#app/features/billing/billing-profile.server.ts'
import { AccountProfileSchema } from '#app/features/profiles/account-profile-schema.ts'
import { loadAccountProfile, saveAccountProfile } from '#app/features/profiles/account-profile.server.ts'
import { notificationPreferencesSchema } from '#app/features/settings/notification-preferences-schema.ts'
import { NOTIFICATION_TOPICS } from '#app/domain/notification-topics.ts'
import { topicsFor } from '#app/features/settings/role-topics.ts'
import { CLOSE_CONFIRMATION } from '#app/features/account/account-schemas.ts'
import { NO_PASSWORD_MESSAGES } from '#app/features/auth/account-schemas.ts'
import { LAST_ACTIVE_STEP_MS } from '#app/utils/session.server.ts'
import { SESSION_EXPIRES_SECONDS } from '#app/utils/auth.server.ts'
import { loadNotificationPreferences, saveNotificationPreferences } from '#app/features/settings/notification-preferences.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { startJobQueue, stopJobQueue } from '#app/utils/jobs.server.ts'
import { mailPerson, notifyAdmins, notifyUser, tellPerson } from '#app/utils/notifications.server.ts'
import type { MailContent } from '#app/utils/email-layout.tsx'
import type { Role } from '#app/utils/permissions.ts'
import { Browserish } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { mailboxLinks, waitForMailLink } from '#tests/support/mailbox.ts'
import { pollUntil } from '#tests/support/poll.ts'
import { serverOnPostgres } from '#tests/support/server-on-postgres.ts'

/** Every topic: these tests save and read all of them, whoever the person is. */
const everyTopic = notificationPreferencesSchema(NOTIFICATION_TOPICS)

const mail = async (subject: string): Promise<MailContent> => ({ template: 'test', subject, html: `<p>${subject}</p>`, text: subject })

function settingsFunctions(getBackend: () => Backend | null) {
  let handle: DatabaseHandle
  const person = async (roles: Role[] = ['founder']) => {
    const id = `s-${randomBytes(6).toString('hex')}`
    const email = `${id}@example.test`
    await handle.db.insert(userTable).values({ id, name: 'Sam Person', email, emailVerified: true })
    await handle.db.insert(profiles).values({ id, name: 'Sam Person' })
    for (const role of roles) await handle.db.insert(userRoles).values({ userId: id, role })
    return { id, email }
  }
  const inApp = async (userId: string) =>
    (await handle.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId))).map(
      (row) => row.kind,
    )
  const mailed = async (to: string) =>
    (await handle.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.toAddress, to))).map(
      (row) => row.subject,
    )

  beforeAll(async () => {
    handle = await getBackend()!.open()
    // Mail is queued (outbox row + job); nothing here works the queue.
    await startJobQueue(handle, { maxAttempts: 1, retryDelaySeconds: 1, pollIntervalSeconds: 60 })
  })
  afterAll(async () => {
    await stopJobQueue()
    await handle?.close()
  })

  it('keeps one company per person: Settings, checkout and invoices read and write the profile', async () => {
    const founder = await person()
    expect(await findBillingProfile(handle.db, founder.id)).toBeNull()
    await saveAccountProfile(
      handle.db,
      founder.id,
      AccountProfileSchema.parse({ name: ' Ada  Lovelace ', company: 'Engines Ltd', bio: 'Hi' }),
    )
    expect(await loadAccountProfile(handle.db, { id: founder.id, name: 'Ada Lovelace' })).toEqual({
      name: 'Ada Lovelace',
      company: 'Engines Ltd',
      bio: 'Hi',
    })
    const [account] = await handle.db.select({ name: userTable.name }).from(userTable).where(eq(userTable.id, founder.id))
    expect(account!.name).toBe('Ada Lovelace')
    expect(await findBillingProfile(handle.db, founder.id)).toEqual({ company: 'Engines Ltd', address: null, gstNumber: null })

    await saveBillingProfile(handle.db, founder.id, { company: 'Engines Group', address: 'Pune', gstNumber: null })
    const [profile] = await handle.db.select({ company: profiles.company }).from(profiles).where(eq(profiles.id, founder.id))
    expect(profile!.company).toBe('Engines Group')
    expect(await findBillingProfile(handle.db, founder.id)).toEqual({ company: 'Engines Group', address: 'Pune', gstNumber: null })
  })

  it('refuses a one-letter name and a company over 200 characters', () => {
    const result = AccountProfileSchema.safeParse({ name: 'A', company: 'x'.repeat(201), bio: '' })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(['company', 'name'])
  })

  it('starts with everything on and saves each topic and channel as chosen', async () => {
    const founder = await person()
    const defaults = await loadNotificationPreferences(handle.db, founder.id, NOTIFICATION_TOPICS)
    expect(Object.values(defaults).every((choice) => choice.inApp && choice.email)).toBe(true)
    // Unticked boxes are not sent: comments by e-mail only, billing off, the rest untouched (on).
    const chosen = everyTopic.parse({
      reviews: { inApp: 'on', email: 'on' },
      comments: { email: 'on' },
      reminders: { inApp: 'on', email: 'on' },
      payouts: { inApp: 'on', email: 'on' },
    })
    await saveNotificationPreferences(handle.db, founder.id, chosen)
    await saveNotificationPreferences(handle.db, founder.id, chosen) // saved again: one row per topic
    const saved = await loadNotificationPreferences(handle.db, founder.id, NOTIFICATION_TOPICS)
    expect(saved.comments).toEqual({ inApp: false, email: true })
    expect(saved.billing).toEqual({ inApp: false, email: false })
    expect(saved.reviews).toEqual({ inApp: true, email: true })
  })

  it('reads and saves only the topics a role can receive, leaving any other choice as it was', async () => {
    const founder = await person()
    const founderTopics = topicsFor(['founder'])
    await saveNotificationPreferences(handle.db, founder.id, everyTopic.parse({ payouts: { inApp: 'on', email: 'on' } }))
    const posted = notificationPreferencesSchema(founderTopics).parse({ reviews: { inApp: 'on' }, payouts: {} })
    expect(Object.keys(posted).sort()).toEqual([...founderTopics].sort())
    await saveNotificationPreferences(handle.db, founder.id, posted)
    expect(Object.keys(await loadNotificationPreferences(handle.db, founder.id, founderTopics))).toEqual(founderTopics)
    const saved = await loadNotificationPreferences(handle.db, founder.id, NOTIFICATION_TOPICS)
    expect(saved.payouts).toEqual({ inApp: true, email: true })
    expect(saved.reviews).toEqual({ inApp: true, email: false })
  })

  it('tells people only as they chose; what is always sent ignores the choices', async () => {
    const founder = await person()
    await saveNotificationPreferences(
      handle.db,
      founder.id,
      everyTopic.parse({
        reviews: { inApp: 'on' },
        comments: { email: 'on' },
        reminders: {},
        billing: {},
        payouts: { inApp: 'on', email: 'on' },
      }),
    )
    await tellPerson(handle.db, founder, { topic: 'reviews', kind: 'content.submitted', title: 'Submitted' }, () => mail('Review mail'))
    await tellPerson(handle.db, founder, { topic: 'comments', kind: 'content.comment', title: 'Comment' }, () => mail('Comment mail'))
    await tellPerson(handle.db, founder, { topic: 'reminders', kind: 'content.reminder', title: 'Reminder' }, () => mail('Reminder mail'))
    await notifyUser(handle.db, founder.id, { topic: 'reminders', kind: 'content.due-date', title: 'Moved' })
    await notifyUser(handle.db, founder.id, { topic: 'always', kind: 'assignment.created', title: 'Paired' })
    await mailPerson(handle.db, founder, 'billing', () => mail('Renewal reminder'))
    await mailPerson(handle.db, founder, 'always', () => mail('Security mail'))

    expect((await inApp(founder.id)).sort()).toEqual(['assignment.created', 'content.submitted'])
    expect((await mailed(founder.email)).sort()).toEqual(['Comment mail', 'Security mail'])
  })

  it('tells the admins who kept a topic on in the app', async () => {
    const listening = await person(['admin'])
    const quiet = await person(['admin'])
    await saveNotificationPreferences(
      handle.db,
      quiet.id,
      everyTopic.parse({ reviews: {}, comments: {}, reminders: { email: 'on' }, billing: {}, payouts: {} }),
    )
    await notifyAdmins(handle.db, { topic: 'reminders', kind: 'content.overdue', title: 'Overdue' })
    expect(await inApp(listening.id)).toEqual(['content.overdue'])
    expect(await inApp(quiet.id)).toEqual([])
  })
}

describe('settings functions on PGlite', () => {
  let backend: Backend
  beforeAll(async () => {
    backend = await pgliteBackend()
  })
  afterAll(async () => {
    await backend?.teardown()
  })
  settingsFunctions(() => backend)
})

const postgres = await postgresBackend()

describe.runIf(postgres)('settings functions on a PostgreSQL server', () => {
  settingsFunctions(() => postgres)
})

describe.runIf(postgres)('password, e-mail and sessions over HTTP on a PostgreSQL server', () => {
  const app = serverOnPostgres(postgres)

  /** A founder with a password, signed in through the login form on `devices` browsers. */
  async function founderWithPassword(password: string, devices = 2) {
    const id = `pw-${randomBytes(6).toString('hex')}`
    const email = `${id}@example.test`
    await app.database.query('insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true)', [id, 'Pat Founder', email])
    await app.database.query('insert into profiles (id, name) values ($1, $2)', [id, 'Pat Founder'])
    await app.database.query(`insert into user_roles (user_id, role) values ($1, 'founder')`, [id])
    await app.database.query(`insert into account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`, [
      `${id}-credential`,
      id,
      await hashPassword(password),
    ])
    const browsers: Browserish[] = []
    for (let i = 0; i < devices; i++) browsers.push(await logIn(email, password))
    return { id, email, browsers }
  }

  async function logIn(email: string, password: string) {
    const client = new Browserish(app.server.url)
    const response = await client.post('/login', { intent: 'login', email, password, redirectTo: '/dashboard' })
    expect(response.status, `log in as ${email}`).toBe(302)
    return client
  }

  const loginStatus = async (email: string, password: string) =>
    (await new Browserish(app.server.url).post('/login', { intent: 'login', email, password, redirectTo: '/dashboard' })).status

  const signedIn = async (client: Browserish) => {
    const response = await client.request('/dashboard/settings')
    await response.arrayBuffer()
    return response.status === 200
  }

  const outbox = async (to: string) =>
    (await app.database.query<{ subject: string }>('select subject from email_outbox where to_address = $1', [to])).rows.map(
      (row) => row.subject,
    )

  it('changes the password: old refused, new accepted, other sessions ended, the owner told', async () => {
    const founder = await founderWithPassword('first-password-1')
    const [here, elsewhere] = founder.browsers as [Browserish, Browserish]
    const changed = await here.post('/dashboard/settings/password', {
      currentPassword: 'first-password-1',
      password: 'second-password-2',
      confirmPassword: 'second-password-2',
    })
    expect(changed.status).toBe(302)
    expect(changed.headers.get('location')).toBe('/dashboard/settings/password')
    expect(await signedIn(here)).toBe(true)
    expect(await signedIn(elsewhere)).toBe(false)
    expect(await loginStatus(founder.email, 'first-password-1')).toBe(401)
    expect(await loginStatus(founder.email, 'second-password-2')).toBe(302)
    expect(await outbox(founder.email)).toContain('Your Unfiltered password was changed')
    const [link] = await mailboxLinks(app.server.url, founder.email, '/login?mode=forgot')
    expect(link).toBeDefined()
    expect(app.server.logs.join('\n')).toContain('password changed from settings')
  })

  it('refuses a wrong current password, a weak or mismatched new one, and never echoes a password', async () => {
    const founder = await founderWithPassword('right-password-1', 1)
    const [client] = founder.browsers as [Browserish]
    const wrong = await client.post('/dashboard/settings/password', {
      currentPassword: 'wrong-password-1',
      password: 'second-password-2',
      confirmPassword: 'second-password-2',
    })
    expect(wrong.status).toBe(400)
    const page = await wrong.text()
    expect(page).toContain('Your current password is not correct.')
    expect(page).not.toContain('second-password-2')
    expect(page).not.toContain('wrong-password-1')

    const weak = await client.post('/dashboard/settings/password', {
      currentPassword: 'right-password-1',
      password: 'password',
      confirmPassword: 'password',
    })
    expect(weak.status).toBe(400)
    expect(await weak.text()).toContain('Password is too weak')
    const mismatch = await client.post('/dashboard/settings/password', {
      currentPassword: 'right-password-1',
      password: 'third-password-3',
      confirmPassword: 'third-password-4',
    })
    expect(mismatch.status).toBe(400)
    expect(await loginStatus(founder.email, 'right-password-1')).toBe(302)
    expect(await outbox(founder.email)).not.toContain('Your Unfiltered password was changed')
  })

  it('limits wrong current passwords per account, on the password and e-mail forms together', async () => {
    const founder = await founderWithPassword('right-password-1', 1)
    const [client] = founder.browsers as [Browserish]
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const response = await client.post('/dashboard/settings/password', {
        currentPassword: `wrong-${i}-password`,
        password: 'second-password-2',
        confirmPassword: 'second-password-2',
      })
      statuses.push(response.status)
    }
    for (let i = 0; i < 2; i++) {
      const response = await client.post('/dashboard/settings/email', {
        newEmail: `new-${i}-${founder.email}`,
        currentPassword: `wrong-${i}`,
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400])
    const limited = await client.post('/dashboard/settings/password', {
      currentPassword: 'right-password-1',
      password: 'second-password-2',
      confirmPassword: 'second-password-2',
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await loginStatus(founder.email, 'right-password-1')).toBe(302)
  })

  it('changes the e-mail only when the link sent to the new address is followed, and tells the old address', async () => {
    const founder = await founderWithPassword('mail-password-1', 1)
    const [client] = founder.browsers as [Browserish]
    const newEmail = `moved-${founder.id}@example.test`
    const requested = await client.post('/dashboard/settings/email', {
      newEmail: newEmail.toUpperCase(),
      currentPassword: 'mail-password-1',
    })
    expect(requested.status).toBe(302)
    const emailNow = async () =>
      (await app.database.query<{ email: string }>('select email from "user" where id = $1', [founder.id])).rows[0]!.email
    expect(await emailNow()).toBe(founder.email)
    expect(await outbox(newEmail)).toEqual(['Confirm your new email for Unfiltered'])
    expect(await outbox(founder.email)).toEqual([])

    const link = await waitForMailLink(app.server.url, newEmail, '/api/auth/verify-email')
    const followed = await client.request(link.replace(/^https?:\/\/[^/]+/, ''))
    expect(followed.status).toBe(302)
    expect(followed.headers.get('location')).toBe('/dashboard/settings/email?changed=1')
    expect(await emailNow()).toBe(newEmail)
    await pollUntil('the mail to the old address', async () =>
      (await outbox(founder.email)).includes('The email of your Unfiltered account was changed'),
    )
    expect(await loginStatus(newEmail, 'mail-password-1')).toBe(302)
    expect(await loginStatus(founder.email, 'mail-password-1')).toBe(401)

    // The link again: refused, and the old address is not told twice.
    const again = await client.request(link.replace(/^https?:\/\/[^/]+/, ''))
    expect(again.headers.get('location')).toMatch(/^\/dashboard\/settings\/email\?changed=1&error=/)
    expect((await outbox(founder.email)).filter((subject) => subject.includes('was changed'))).toHaveLength(1)
  })

  it('refuses an e-mail change with a wrong password or the same address, and mails nobody', async () => {
    const founder = await founderWithPassword('mail-password-2', 1)
    const [client] = founder.browsers as [Browserish]
    const other = `other-${founder.id}@example.test`
    expect((await client.post('/dashboard/settings/email', { newEmail: other, currentPassword: 'not-it-at-all' })).status).toBe(400)
    expect((await client.post('/dashboard/settings/email', { newEmail: founder.email, currentPassword: 'mail-password-2' })).status).toBe(
      400,
    )
    expect(
      (await client.post('/dashboard/settings/email', { newEmail: 'not an address', currentPassword: 'mail-password-2' })).status,
    ).toBe(400)
    expect(await outbox(other)).toEqual([])
  })

  it('lists sessions with this device first, ends one and then all the others, never another person’s', async () => {
    const founder = await founderWithPassword('session-password-1', 3)
    const [here, second, third] = founder.browsers as [Browserish, Browserish, Browserish]
    const page = await (await here.request('/dashboard/settings/sessions')).text()
    expect(page).toContain('This device')
    expect(page.match(/name="sessionId"/g)?.length).toBe(2)
    const sessions = await app.database.query<{ id: string; token: string }>(
      'select id, token from session where user_id = $1 order by created_at',
      [founder.id],
    )
    expect(sessions.rows).toHaveLength(3)
    const secondSession = sessions.rows[1]!

    const { client: strangerClient } = await app.person(['founder'])
    const refused = await strangerClient.post('/dashboard/settings/sessions', { intent: 'end', sessionId: secondSession.id })
    expect(refused.status).toBe(404)
    expect(await signedIn(second)).toBe(true)

    const ended = await here.post('/dashboard/settings/sessions', { intent: 'end', sessionId: secondSession.id })
    expect(ended.status).toBe(302)
    expect(await signedIn(second)).toBe(false)
    expect(await signedIn(third)).toBe(true)

    const own = (await app.database.query<{ id: string }>('select id from session where user_id = $1', [founder.id])).rows.map(
      (row) => row.id,
    )
    const current = own.find((id) => id !== sessions.rows[2]!.id)!
    expect((await here.post('/dashboard/settings/sessions', { intent: 'end', sessionId: current })).status).toBe(409)
    expect((await here.post('/dashboard/settings/sessions', { intent: 'end', sessionId: '' })).status).toBe(400)

    expect((await here.post('/dashboard/settings/sessions', { intent: 'end-others' })).status).toBe(302)
    expect(await signedIn(third)).toBe(false)
    expect(await signedIn(here)).toBe(true)
    expect(app.server.logs.join('\n')).toContain('other sessions ended from settings')
  })

  it('offers an account that signs in with Google a link that sets its first password; closing and two-factor wait for it', async () => {
    const { user, client } = await app.person(['founder'], 'Gia Google')
    await app.database.query(`insert into account (id, account_id, provider_id, user_id) values ($1, $2, 'google', $3)`, [
      `${user.id}-google`,
      `google-${user.id}`,
      user.id,
    ])
    const pages = ['/dashboard/settings/data', '/dashboard/settings/two-factor', '/dashboard/settings/password']
    for (const page of pages) {
      const html = await (await client.request(page)).text()
      expect(html, page).toContain('Email me a link to set a password')
      expect(html, page).not.toContain('autocomplete="current-password"')
    }
    // Whatever is posted, nothing asks Better Auth to check a password the account does not have.
    const close = await client.post('/dashboard/settings/data', {
      intent: 'close',
      password: 'any-password-1',
      confirmation: CLOSE_CONFIRMATION,
    })
    expect(close.status).toBe(409)
    expect(await close.text()).toContain(NO_PASSWORD_MESSAGES.close)
    const start = await client.post('/dashboard/settings/two-factor', { intent: 'start', password: 'any-password-1' })
    expect(start.status).toBe(409)
    expect(await start.text()).toContain(NO_PASSWORD_MESSAGES.twoFactor)
    expect(await app.count('select count(*) as n from "user" where id = $1 and closed_at is null', [user.id])).toBe(1)

    const asked = await client.post('/dashboard/settings/data', { intent: 'password-link' })
    expect(asked.status).toBe(302)
    expect(asked.headers.get('location')).toBe('/dashboard/settings/data')
    const link = new URL(await waitForMailLink(app.server.url, user.email, '/api/auth/reset-password/'))
    const landing = await new Browserish(app.server.url).request(`${link.pathname}${link.search}`)
    const token = new URL(landing.headers.get('location')!, app.server.url).searchParams.get('token')!
    const set = await new Browserish(app.server.url).post('/reset-password', {
      token,
      password: 'my-first-password-1',
      confirmPassword: 'my-first-password-1',
    })
    expect(set.status).toBe(302)

    // Setting it ended the Google session; with the password, the forms are back and the account closes.
    const withPassword = await logIn(user.email, 'my-first-password-1')
    for (const page of pages)
      expect(await (await withPassword.request(page)).text(), page).not.toContain('Email me a link to set a password')
    const again = await withPassword.post('/dashboard/settings/password', { intent: 'password-link' })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain(NO_PASSWORD_MESSAGES.hasOne)
    const closed = await withPassword.post('/dashboard/settings/data', {
      intent: 'close',
      password: 'my-first-password-1',
      confirmation: CLOSE_CONFIRMATION,
    })
    expect(closed.status).toBe(302)
    expect(await app.count('select count(*) as n from "user" where id = $1 and closed_at is not null', [user.id])).toBe(1)
  })

  it('moves a session’s last-active time on once it is an hour old, not on every request', async () => {
    const { user, client } = await app.person(['founder'])
    const lastActive = async () =>
      (await app.one<{ at: Date }>('select updated_at as at from session where user_id = $1', [user.id]))!.at.getTime()
    // A session as a sign-in leaves it (its full lifetime ahead), so the requests take the everyday path, not Better Auth's extension.
    const setLastActive = (msAgo: number) =>
      app.database.query(
        `update session set updated_at = now() - $2 * interval '1 millisecond', expires_at = now() + $3 * interval '1 second' where user_id = $1`,
        [user.id, msAgo, SESSION_EXPIRES_SECONDS],
      )

    await setLastActive(2 * LAST_ACTIVE_STEP_MS)
    const stale = await lastActive()
    expect((await client.request('/dashboard')).status).toBe(200)
    // The page does not wait for the write: it lands a moment later.
    await pollUntil('the session’s last-active time to move on', async () => (await lastActive()) > stale + LAST_ACTIVE_STEP_MS)

    await setLastActive(LAST_ACTIVE_STEP_MS - 10 * 60_000)
    const recent = await lastActive()
    for (const path of ['/dashboard', '/dashboard/settings/sessions']) expect((await client.request(path)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500)) // time for a write that should not come
    expect(await lastActive()).toBe(recent)
    const page = await (await client.request('/dashboard/settings/sessions')).text()
    expect(page).toContain('Last active')
  })

  it('keeps Better Auth’s own endpoints for these closed', async () => {
    const founder = await founderWithPassword('raw-password-1', 1)
    const [client] = founder.browsers as [Browserish]
    for (const [method, path] of [
      ['POST', '/api/auth/change-password'],
      ['POST', '/api/auth/change-email'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-session'],
      ['POST', '/api/auth/revoke-other-sessions'],
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/verify-password'],
    ] as const) {
      const response = await client.request(path, {
        method,
        ...(method === 'POST'
          ? { json: { currentPassword: 'raw-password-1', newPassword: 'x-password-9', newEmail: 'a@b.test', token: 'x' } }
          : {}),
      })
      expect(response.status, path).toBe(404)
    }
    expect(await loginStatus(founder.email, 'raw-password-1')).toBe(302)
  })
})
