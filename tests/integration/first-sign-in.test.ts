import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#db/schema/auth.ts'
import { profiles, userRoles } from '#db/schema/people.ts'
import { ensureFirstSignInSetup, getUserRoles, grantRole } from '#app/utils/roles.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'

const ADMIN = 'operator@agency.test'

async function createUser(handle: DatabaseHandle, email: string, options: { verified?: boolean; name?: string } = {}) {
  const id = `u-${Math.random().toString(36).slice(2, 10)}`
  await handle.db.insert(user).values({ id, email, name: options.name ?? 'New Person', emailVerified: options.verified ?? true })
  return { id, email, name: options.name ?? 'New Person', emailVerified: options.verified ?? true }
}

function firstSignInBehaviour(getBackend: () => Backend | null) {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await getBackend()!.open()
  })

  it('gives a user with no role a profile named from sign-up and the founder role', async () => {
    const person = await createUser(handle, 'new-founder@example.test', { name: 'Nia Founder' })
    await ensureFirstSignInSetup(handle.db, person, ADMIN)
    expect(await getUserRoles(handle.db, person.id)).toEqual(['founder'])
    const [profile] = await handle.db.select().from(profiles).where(eq(profiles.id, person.id))
    expect(profile?.name).toBe('Nia Founder')
  })

  it('does not add founder to a user who already has a role', async () => {
    const person = await createUser(handle, 'already-writer@example.test')
    await grantRole(handle.db, person.id, 'writer')
    await ensureFirstSignInSetup(handle.db, person, ADMIN)
    expect(await getUserRoles(handle.db, person.id)).toEqual(['writer'])
  })

  it('grants admin to ADMIN_EMAIL only once that address is verified', async () => {
    const operator = await createUser(handle, ADMIN, { verified: false })
    await ensureFirstSignInSetup(handle.db, operator, ADMIN)
    expect(await getUserRoles(handle.db, operator.id)).not.toContain('admin')

    await handle.db.update(user).set({ emailVerified: true }).where(eq(user.id, operator.id))
    await ensureFirstSignInSetup(handle.db, { ...operator, emailVerified: true }, ADMIN)
    expect(await getUserRoles(handle.db, operator.id)).toContain('admin')
  })

  it('creates one role row when many first sign-ins race', async () => {
    const person = await createUser(handle, 'racer@example.test')
    await Promise.all(Array.from({ length: 12 }, () => ensureFirstSignInSetup(handle.db, person, ADMIN)))
    const rows = await handle.db.select().from(userRoles).where(eq(userRoles.userId, person.id))
    expect(rows).toHaveLength(1)
    const profileRows = await handle.db.select().from(profiles).where(eq(profiles.id, person.id))
    expect(profileRows).toHaveLength(1)
  })

  it('logs and swallows a failure instead of throwing', async () => {
    await expect(
      ensureFirstSignInSetup(handle.db, { id: 'no-such-user', email: 'ghost@example.test', emailVerified: true }, ADMIN),
    ).resolves.toBeUndefined()
  })
}

describe('first sign-in on PGlite', () => {
  let backend: Backend | null = null
  beforeAll(async () => {
    backend = await pgliteBackend()
  })
  firstSignInBehaviour(() => backend)
})

const postgres = await postgresBackend()
describe.runIf(postgres)('first sign-in on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  firstSignInBehaviour(() => postgres)
})
