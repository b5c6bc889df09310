// Suspension, the roles admins manage, confirmations and the readable activity log: the functions on
// PGlite and on a PostgreSQL server (allowed, refused, logged), and every way in over HTTP on
// PostgreSQL (the sign-in paths of a suspended account, onboarding, the confirmation steps, the log's
// page and CSV).
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session as sessionTable, user as userTable } from '#db/schema/auth.ts'
import { couponCodes } from '#db/schema/billing.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import { adminActivityLog, profiles, userRoles, writerFounderAssignments } from '#db/schema/people.ts'
import { ACTIVITY_ACTION_CODES, sentenceText } from '#app/features/activity/activity-actions.ts'
import { ACTIVITY_PAGE_SIZE, activityCsvStream, listActivity } from '#app/features/activity/activity-log.server.ts'
import { setCouponActive } from '#app/features/coupons/manage-coupons.server.ts'
import { completeOnboarding } from '#app/features/profiles/onboarding.server.ts'
import { saveWriterProfile } from '#app/features/profiles/writer-profile.server.ts'
import { grantUserRole, removeUserRole } from '#app/features/users/manage-roles.server.ts'
import { reactivateUser, suspendUser } from '#app/features/users/suspend-user.server.ts'
import { SUSPENSION_MESSAGES } from '#app/features/users/suspension-schema.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { createDevMailboxTransport, deliverEmail } from '#app/utils/mail.server.ts'
import type { Role } from '#app/utils/permissions.ts'
import { ensureFirstSignInSetup } from '#app/utils/roles.server.ts'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { waitForMailLink } from '#tests/support/mailbox.ts'
import { pollUntil } from '#tests/support/poll.ts'
import { insertUserWithSession, SESSION_COOKIE } from '#tests/support/sessions.ts'

const SUSPENDED = 'This account is suspended. Contact support.'
const mail = { template: 'test', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' }

function suspensionFunctions(getBackend: () => Backend | null) {
  let handle: DatabaseHandle
  const person = async (roles: Role[], name = 'Test Person') => {
    const id = `p-${randomBytes(6).toString('hex')}`
    const email = `${id}@example.test`
    await handle.db.insert(userTable).values({ id, name, email, emailVerified: true })
    await handle.db.insert(profiles).values({ id, name })
    for (const role of roles) await handle.db.insert(userRoles).values({ userId: id, role })
    await handle.db
      .insert(sessionTable)
      .values({ id: randomUUID(), token: randomUUID(), userId: id, expiresAt: new Date(Date.now() + 86_400_000) })
    return { id, email, name, roles }
  }
  const logOf = (action: string, targetId: string) =>
    handle.db
      .select()
      .from(adminActivityLog)
      .where(and(eq(adminActivityLog.action, action), eq(adminActivityLog.targetId, targetId)))
  const account = async (id: string) => (await handle.db.select().from(userTable).where(eq(userTable.id, id)))[0]!
  /** A mail waiting in the outbox (the job that would send it is not needed: deliverEmail is called directly). */
  const waiting = async (to: string) => {
    const [row] = await handle.db
      .insert(emailOutbox)
      .values({ ...mail, toAddress: to })
      .returning({ id: emailOutbox.id })
    return row!.id
  }
  const rolesOf = async (id: string) =>
    (await handle.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id))).map((row) => row.role).sort()

  beforeAll(async () => {
    handle = await getBackend()!.open()
  })
  afterAll(async () => {
    await handle?.close()
  })

  it('suspends with a reason: sessions ended, waiting mail cancelled, roles and pairings kept, logged once', async () => {
    const admin = await person(['admin'], 'Ada Admin')
    const writer = await person(['writer'], 'Wren Writer')
    const founder = await person(['founder'], 'Farah Founder')
    await handle.db.insert(writerFounderAssignments).values({ writerId: writer.id, founderId: founder.id })
    await waiting(writer.email)
    await waiting(founder.email)

    const done = await suspendUser(handle.db, admin, writer.id, 'Shared their password')
    expect(done).toEqual({ ok: true, message: SUSPENSION_MESSAGES.suspended('Wren Writer') })
    expect(await account(writer.id)).toMatchObject({ banned: true, banReason: 'Shared their password' })
    expect(await handle.db.select().from(sessionTable).where(eq(sessionTable.userId, writer.id))).toHaveLength(0)
    expect(await handle.db.select().from(sessionTable).where(eq(sessionTable.userId, founder.id))).toHaveLength(1)
    const statuses = async (to: string) =>
      (await handle.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.toAddress, to))).map(
        (row) => row.status,
      )
    expect(await statuses(writer.email)).toEqual(['cancelled'])
    expect(await statuses(founder.email)).toEqual(['pending'])
    expect(await rolesOf(writer.id)).toEqual(['writer'])
    const [pairing] = await handle.db.select().from(writerFounderAssignments).where(eq(writerFounderAssignments.writerId, writer.id))
    expect(pairing!.isActive).toBe(true)
    const [entry] = await logOf('user.suspend', writer.id)
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'user', details: 'Shared their password' })

    // Again (a second tab): refused, nothing logged twice.
    expect(await suspendUser(handle.db, admin, writer.id, 'Again')).toMatchObject({ ok: false, status: 409 })
    expect(await logOf('user.suspend', writer.id)).toHaveLength(1)
    expect((await account(writer.id)).banReason).toBe('Shared their password')
  })

  it('never sends mail queued for a suspended account later', async () => {
    const admin = await person(['admin'])
    const writer = await person(['writer'])
    await suspendUser(handle.db, admin, writer.id, 'Spam')
    const id = await waiting(writer.email)
    const sent: string[] = []
    const transport = { ...createDevMailboxTransport(), send: async (message: { to: string }) => void sent.push(message.to) }
    await deliverEmail(handle.db, transport, 'team@example.test', {
      outboxId: await waiting(admin.email),
      to: admin.email,
      subject: 'Hello',
    })
    expect(sent).toEqual([admin.email])
    sent.length = 0
    await deliverEmail(handle.db, transport, 'team@example.test', { outboxId: id, to: writer.email, subject: 'Hello' })
    expect(sent).toEqual([])
    const [row] = await handle.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id))
    expect(row!.status).toBe('cancelled')
  })

  it('refuses to suspend oneself, the last active admin, or nobody, and changes nothing', async () => {
    // The admins earlier tests made are suspended first: Ada and Bo are the only active ones.
    const earlier = await handle.db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'))
    for (const other of earlier) await handle.db.update(userTable).set({ banned: true }).where(eq(userTable.id, other.userId))
    const ada = await person(['admin'], 'Ada')
    const bo = await person(['admin'], 'Bo')

    expect(await suspendUser(handle.db, ada, ada.id, 'Me')).toEqual({ ok: false, status: 409, message: SUSPENSION_MESSAGES.self })
    expect(await suspendUser(handle.db, ada, 'nobody-at-all', 'Who')).toMatchObject({ ok: false, status: 404 })
    expect(await suspendUser(handle.db, ada, bo.id, 'Leaving')).toMatchObject({ ok: true })
    // Bo is suspended: Ada is the last active admin, whoever asks.
    const carl = await person(['founder'])
    expect(await suspendUser(handle.db, carl, ada.id, 'Coup')).toEqual({ ok: false, status: 409, message: SUSPENSION_MESSAGES.lastAdmin })
    expect((await account(ada.id)).banned).toBe(false)
    expect(await logOf('user.suspend', ada.id)).toHaveLength(0)
    // Removing her admin role is refused too: Bo, suspended, does not count.
    expect(await removeUserRole(handle.db, carl, ada.id, 'admin')).toMatchObject({ ok: false, status: 409 })

    expect(await reactivateUser(handle.db, ada, bo.id)).toMatchObject({ ok: true })
    expect((await account(bo.id)).banned).toBe(false)
    expect(await logOf('user.reactivate', bo.id)).toHaveLength(1)
    expect(await reactivateUser(handle.db, ada, bo.id)).toMatchObject({ ok: false, status: 409 })
    expect(await logOf('user.reactivate', bo.id)).toHaveLength(1)
  })

  it('gives no role back through onboarding or first sign-in once an admin removed the roles', async () => {
    const admin = await person(['admin'])
    const founder = await person(['founder'])
    expect(await removeUserRole(handle.db, admin, founder.id, 'founder')).toMatchObject({ ok: true })
    expect(await rolesOf(founder.id)).toEqual([])

    const values = { role: 'writer' as const, name: 'Farah F', company: null, bio: null }
    expect(await completeOnboarding(handle.db, founder.id, values)).toEqual({ ok: false })
    expect(await completeOnboarding(handle.db, founder.id, { ...values, role: 'founder' })).toEqual({ ok: false })
    const profile = { name: 'Farah F', bio: 'Writes', portfolioUrl: null, experienceYears: null, specialties: [] }
    expect(await saveWriterProfile(handle.db, founder.id, profile)).toEqual({ ok: false })
    await ensureFirstSignInSetup(handle.db, { id: founder.id, email: founder.email, name: founder.name, emailVerified: true }, undefined)
    expect(await rolesOf(founder.id)).toEqual([])
    const [saved] = await handle.db.select().from(profiles).where(eq(profiles.id, founder.id))
    expect(saved!.name).toBe('Test Person') // nothing of the refused wizard was saved

    // A role the admin gives back is theirs to keep editing through onboarding.
    expect(await grantUserRole(handle.db, admin, founder.id, 'writer')).toMatchObject({ ok: true })
    expect(await completeOnboarding(handle.db, founder.id, values)).toEqual({ ok: true, next: '/writer-onboarding' })
    expect(await rolesOf(founder.id)).toEqual(['writer'])

    // Someone no admin has touched still chooses for themselves; a suspended account does not.
    const fresh = await person(['founder'])
    expect(await completeOnboarding(handle.db, fresh.id, values)).toMatchObject({ ok: true })
    const suspended = await person(['founder'])
    await suspendUser(handle.db, admin, suspended.id, 'Fraud')
    expect(await completeOnboarding(handle.db, suspended.id, values)).toEqual({ ok: false })
    expect(await rolesOf(suspended.id)).toEqual(['founder'])
  })

  it('logs a coupon switched to the state it is in only once', async () => {
    const admin = await person(['admin'])
    const [coupon] = await handle.db
      .insert(couponCodes)
      .values({
        code: `TWICE${randomBytes(3).toString('hex').toUpperCase()}`,
        discountType: 'percentage',
        discountAmount: 10,
        applicableTo: ['founder'],
      })
      .returning({ id: couponCodes.id })
    expect(await setCouponActive(handle.db, admin, coupon!.id, false)).toMatchObject({ ok: true, active: false })
    expect(await setCouponActive(handle.db, admin, coupon!.id, false)).toMatchObject({ ok: true, active: false })
    expect(await logOf('coupon.deactivate', coupon!.id)).toHaveLength(1)
    expect(await setCouponActive(handle.db, admin, coupon!.id, true)).toMatchObject({ ok: true, active: true })
    expect(await logOf('coupon.activate', coupon!.id)).toHaveLength(1)
  })

  it('reads the log as sentences with links, filtered, a page of 100 at a time over the whole history', async () => {
    const ada = await person(['admin'], 'Ada Lovelace')
    const priya = await person(['founder'], 'Priya Shah')
    expect(await grantUserRole(handle.db, ada, priya.id, 'admin')).toMatchObject({ ok: true })
    const granted = await listActivity(handle.db, { actor: ada.id, action: 'role.grant', page: 1 })
    expect(granted.entries).toHaveLength(1)
    expect(sentenceText(granted.entries[0]!)).toBe('Ada Lovelace granted admin to Priya Shah')
    expect(granted.entries[0]!.person).toEqual({ name: 'Priya Shah', href: `/dashboard/admin/users?user=${priya.id}` })
    expect(granted.entries[0]!.actor?.href).toBe(`/dashboard/admin/users?user=${ada.id}`)

    // 230 entries by one admin, spread over three days: pages of 100, and days filter them.
    const bulk = await person(['admin'], 'Bulk Admin')
    const day = (n: number) => new Date(Date.UTC(2026, 0, 10 + n, 12))
    await handle.db.insert(adminActivityLog).values(
      Array.from({ length: 230 }, (_, index) => ({
        actorId: bulk.id,
        action: 'job.retry',
        targetType: 'job',
        details: `=HYPERLINK("x") ${index}`,
        createdAt: new Date(day(index % 3).getTime() + index * 1000),
      })),
    )
    const pages = await Promise.all([1, 2, 3].map((page) => listActivity(handle.db, { actor: bulk.id, page })))
    expect(pages.map((page) => page.entries.length)).toEqual([ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE, 30])
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false])
    expect(new Set(pages.flatMap((page) => page.entries.map((entry) => entry.id))).size).toBe(230)
    const times = pages.flatMap((page) => page.entries.map((entry) => entry.createdAt))
    expect([...times].sort().reverse()).toEqual(times)
    const oneDay = await listActivity(handle.db, { actor: bulk.id, from: '2026-01-11', to: '2026-01-11', page: 1 })
    expect(oneDay.entries).toHaveLength(77)
    expect(oneDay.entries.every((entry) => entry.createdAt.startsWith('2026-01-11'))).toBe(true)
    expect(sentenceText(oneDay.entries[0]!)).toBe('Bulk Admin retried a failed job')

    const csv = await new Response(activityCsvStream(handle.db, { actor: bulk.id, from: '2026-01-12', page: 1 })).text()
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('When (UTC),Action,What happened,Details,By,Record type,Record id') // after the byte order mark
    expect(lines).toHaveLength(77)
    expect(lines[1]).toContain(`Retried a job,Bulk Admin retried a failed job,"'=HYPERLINK(""x"")`)
  })

  it('has a label for every action code the product writes', () => {
    for (const code of ['content-pack.create', 'content-pack.starter', 'payout.rate.set', 'user.suspend', 'role.grant']) {
      expect(ACTIVITY_ACTION_CODES).toContain(code)
    }
  })
}

describe('suspension and the activity log on PGlite', () => {
  let backend: Backend | null = null
  beforeAll(async () => {
    backend = await pgliteBackend()
  })
  suspensionFunctions(() => backend)
})

const postgres = await postgresBackend()
const AUTH_SECRET = randomBytes(32).toString('hex')

describe.runIf(postgres)('suspension and the activity log on a PostgreSQL server', () => {
  afterAll(async () => {
    await postgres?.teardown()
  })
  suspensionFunctions(() => postgres)
})

// A database of its own: the demo accounts are seeded only into one without other accounts.
const httpPostgres = postgres ? await postgresBackend() : null

describe.runIf(httpPostgres)('suspension over HTTP on a PostgreSQL server', () => {
  let server: AppServer
  let database: pg.Client
  let admin: Browserish
  const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await database.query<T>(text, values)).rows[0]

  beforeAll(async () => {
    server = await startAppServer({ ...httpPostgres!.serverEnv(), AUTH_SECRET })
    database = new pg.Client({ connectionString: httpPostgres!.url })
    await database.connect()
    admin = await signIn(server.url, 'admin@agency.test')
  })
  afterAll(async () => {
    await database?.end()
    await server?.stop()
    await httpPostgres?.teardown()
  })

  const signedIn = async (roles: Role[], name?: string) => {
    const user = await insertUserWithSession(database, AUTH_SECRET, { roles, name })
    const client = new Browserish(server.url)
    client.cookies.set(SESSION_COOKIE, user.cookie)
    return { user, client }
  }
  const suspend = (userId: string, reason = 'Broke the terms') =>
    admin.post('/dashboard/admin/users', { intent: 'suspend', userId, reason })

  it('signs a suspended writer out on their next request, refuses the password form, and reactivates them', async () => {
    const writerId = (await one<{ id: string }>(`select id from "user" where email = 'writer2@agency.test'`))!.id
    const writer = await signIn(server.url, 'writer2@agency.test')
    expect((await writer.request('/dashboard')).status).toBe(200)

    const done = await suspend(writerId)
    expect(done.status).toBe(302)
    const open = await writer.request('/dashboard')
    expect(open.status).toBe(302)
    expect(open.headers.get('location')).toContain('/login')

    const again = new Browserish(server.url)
    const refused = await again.post('/login', {
      intent: 'login',
      email: 'writer2@agency.test',
      password: 'demo-password',
      redirectTo: '/dashboard',
    })
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain(SUSPENDED)
    expect(again.cookies.has(SESSION_COOKIE)).toBe(false)

    const page = await (await admin.request(`/dashboard/admin/users?status=suspended`)).text()
    expect(page).toContain('writer2@agency.test')
    expect(page).toContain('Suspended')

    expect((await admin.post('/dashboard/admin/users', { intent: 'reactivate', userId: writerId })).status).toBe(302)
    await signIn(server.url, 'writer2@agency.test')

    const log = await (await admin.request('/dashboard/admin/activity?action=user.suspend')).text()
    expect(log).toMatch(/<span> suspended <\/span><a [^>]*href="\/dashboard\/admin\/users\?user=demo-writer-2"[^>]*>[^<]+<\/a>/)
    expect(log).not.toContain('reactivated')
    const both = await (await admin.request('/dashboard/admin/activity')).text()
    expect(both).toContain(' reactivated ')
  })

  it('refuses the verification link’s sign-in and the Google callback with the message', async () => {
    const email = `suspended-${randomBytes(4).toString('hex')}@example.test`
    const visitor = new Browserish(server.url)
    await visitor.post('/signup', {
      intent: 'signup',
      name: 'Sam Spam',
      email,
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
    })
    const link = await waitForMailLink(server.url, email, '/api/auth/verify-email')
    const { id } = (await one<{ id: string }>('select id from "user" where email = $1', [email]))!
    expect((await suspend(id)).status).toBe(302)

    const url = new URL(link)
    const verified = await visitor.request(`${url.pathname}${url.search}`)
    expect(verified.status).toBe(302)
    expect(verified.headers.get('location')).toBe('/login')
    expect(visitor.cookies.has(SESSION_COOKIE)).toBe(false)
    expect(await (await visitor.request('/login')).text()).toContain(SUSPENDED)

    const google = await visitor.request('/auth/callback?from=google&error=BANNED_USER')
    expect(google.headers.get('location')).toBe('/login')
    expect(await (await visitor.request('/login')).text()).toContain(SUSPENDED)

    // The reset link is never sent to a suspended address: its mail is cancelled.
    await visitor.post('/login', { intent: 'forgot', email })
    const reset = await pollUntil('the reset mail cancelled', () =>
      one<{ status: string }>(
        `select status from email_outbox where to_address = $1 and html like '%reset-password%' and status <> 'pending'`,
        [email],
      ),
    )
    expect(reset.status).toBe('cancelled')
  })

  it('refuses onboarding to someone whose roles an admin removed, giving no role back', async () => {
    const { user, client } = await signedIn(['founder'])
    expect((await admin.post('/dashboard/admin/users', { intent: 'remove-role', userId: user.id, role: 'founder' })).status).toBe(302)
    for (const path of ['/onboarding', '/get-started']) {
      const refused = await client.post(path, { intent: 'complete', role: 'writer', name: 'Back Again', company: '', bio: '' })
      expect(refused.status).toBe(403)
      expect(await refused.text()).toContain('Your roles are managed by an admin')
    }
    const writerFlow = await client.post('/writer-onboarding', {
      intent: 'profile',
      name: 'Back Again',
      bio: 'I write.',
      portfolioUrl: '',
      experienceYears: '',
      specialties: 'Fintech',
    })
    expect(writerFlow.status).toBe(403)
    expect(await one<{ n: string }>('select count(*) as n from user_roles where user_id = $1', [user.id])).toEqual({ n: '0' })
  })

  it('asks before granting admin and before removing a pairing, and acts once confirmed', async () => {
    const { user } = await signedIn(['founder'], 'Priya Shah')
    const asked = await admin.post('/dashboard/admin/users', { intent: 'grant-role', userId: user.id, role: 'admin' })
    expect(asked.status).toBe(200)
    const step = await asked.text()
    expect(step).toContain('Grant admin to Priya Shah?')
    expect(step).toMatch(/<button type="submit" value="yes"[^>]*name="confirm">Grant admin<\/button>/)
    expect(await one<{ n: string }>(`select count(*) as n from user_roles where user_id = $1 and role = 'admin'`, [user.id])).toEqual({
      n: '0',
    })
    const confirmed = await admin.post('/dashboard/admin/users', { intent: 'grant-role', userId: user.id, role: 'admin', confirm: 'yes' })
    expect(confirmed.status).toBe(302)
    expect(await one<{ n: string }>(`select count(*) as n from user_roles where user_id = $1 and role = 'admin'`, [user.id])).toEqual({
      n: '1',
    })
    expect(await (await admin.request('/dashboard/admin/activity?action=role.grant')).text()).toMatch(
      /granted admin to <\/span><a [^>]*>Priya Shah<\/a>/,
    )

    const writer = await signedIn(['writer'], 'Wren Pair')
    const founder = await signedIn(['founder'], 'Farah Pair')
    const { id } = (await one<{ id: string }>(
      'insert into writer_founder_assignments (writer_id, founder_id) values ($1, $2) returning id',
      [writer.user.id, founder.user.id],
    ))!
    const ask = await admin.post('/dashboard/admin/assignments', { intent: 'remove', assignmentId: id })
    expect(ask.status).toBe(200)
    expect(await ask.text()).toContain('Remove Wren Pair from Farah Pair?')
    expect(await one('select is_active from writer_founder_assignments where id = $1', [id])).toEqual({ is_active: true })
    const removed = await admin.post('/dashboard/admin/assignments', { intent: 'remove', assignmentId: id, confirm: 'yes' })
    expect(removed.status).toBe(302)
    expect(await one('select is_active from writer_founder_assignments where id = $1', [id])).toEqual({ is_active: false })
  })

  it('refuses the activity log and its CSV to others, and tells bad filters with a 400', async () => {
    const { client } = await signedIn(['writer'])
    expect((await client.request('/dashboard/admin/activity.csv')).status).toBe(403)
    expect((await admin.request('/dashboard/admin/activity?from=2026-02-31')).status).toBe(400)
    expect((await admin.request('/dashboard/admin/activity.csv?action=drop-table')).status).toBe(400)
    const csv = await admin.request('/dashboard/admin/activity.csv?action=user.suspend')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(await csv.text()).toContain('Suspended an account')
  })
})
