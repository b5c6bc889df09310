// Owner-scoped queries: what each person may see is decided in SQL, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CONTENT, seedDemoData } from '#db/seed.ts'
import { demoSeedServices } from '#app/features/billing/demo-invoices.server.ts'
import { getAssignmentFor, listAssignmentsFor } from '#app/features/assignments/assignments.server.ts'
import { listTransactionsFor } from '#app/features/billing/transactions.server.ts'
import { getContentFor, listContentFor } from '#app/features/content/content.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'

const admin: Actor = { id: 'demo-admin', roles: ['admin'] }
const writer: Actor = { id: 'demo-writer', roles: ['writer'] }
const writer2: Actor = { id: 'demo-writer-2', roles: ['writer'] }
const founder: Actor = { id: 'demo-founder', roles: ['founder'] }
const founder2: Actor = { id: 'demo-founder-2', roles: ['founder'] }
const nobody: Actor = { id: 'demo-founder-3', roles: [] }

function ownershipOn(getBackend: () => Backend | null) {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await getBackend()!.open()
    await seedDemoData(handle.db, demoSeedServices)
  })
  afterAll(() => handle?.close())

  it('shows writers only the content they wrote, founders only theirs, admins all, people without a role nothing', async () => {
    // Drafts are their writer's alone (not even admins see them): compared apart below.
    const ids = async (actor: Actor) =>
      (await listContentFor(handle.db, actor)).filter((row) => row.status !== 'draft').map((row) => `${row.writerId}>${row.founderId}`)
    const everything = await ids(admin)
    // The demo's six pieces past the draft, and its requests not started or cancelled (one with no writer yet).
    expect(everything).toHaveLength(10)
    expect(everything).toContain('null>demo-founder')
    // A writer's own draft is theirs alone; a request they have started is in progress for its founder and admins too.
    const drafts = async (actor: Actor) => (await listContentFor(handle.db, actor, { status: 'draft' })).map((row) => row.id)
    expect(await drafts(writer)).toEqual([DEMO_CONTENT.draft, DEMO_CONTENT.inProgress, DEMO_CONTENT.overdue])
    expect(await drafts(admin)).toEqual([DEMO_CONTENT.inProgress, DEMO_CONTENT.overdue])
    expect(await drafts(founder)).toEqual([DEMO_CONTENT.inProgress])
    expect(await drafts(founder2)).toEqual([DEMO_CONTENT.overdue])
    expect(await drafts(writer2)).toEqual([])
    expect(await ids(writer)).toEqual(everything.filter((pair) => pair.startsWith('demo-writer>')))
    expect(await ids(writer2)).toEqual(everything.filter((pair) => pair.startsWith('demo-writer-2>')))
    expect(await ids(founder)).toEqual(everything.filter((pair) => pair.endsWith('>demo-founder')))
    expect(await ids(founder2)).toEqual(everything.filter((pair) => pair.endsWith('>demo-founder-2')))
    expect(await ids(nobody)).toEqual([])
    // Someone who both writes and buys sees both sides.
    const both = await ids({ id: 'demo-writer', roles: ['writer', 'founder'] })
    expect(both).toEqual(everything.filter((pair) => pair.includes('demo-writer>')))
  })

  it("answers another person's piece as if it did not exist", async () => {
    const [theirs] = await listContentFor(handle.db, writer, { status: 'pending', limit: 1 })
    expect(await getContentFor(handle.db, writer, theirs!.id)).toMatchObject({ id: theirs!.id, body: expect.any(String) })
    expect(await getContentFor(handle.db, writer2, theirs!.id)).toBeNull()
    expect(await getContentFor(handle.db, admin, theirs!.id)).not.toBeNull()
    const forFounder2 = await getContentFor(handle.db, founder2, theirs!.id)
    expect(forFounder2 === null || forFounder2.founderId === 'demo-founder-2').toBe(true)
  })

  it('filters content by status inside the scope', async () => {
    const pending = await listContentFor(handle.db, writer, { status: 'pending' })
    expect(pending.every((row) => row.status === 'pending' && row.writerId === 'demo-writer')).toBe(true)
    expect(pending.length).toBeGreaterThan(0)
  })

  it('shows each side only its own pairings, with the other side’s profile', async () => {
    const writerPairs = await listAssignmentsFor(handle.db, writer, { activeOnly: true })
    expect(writerPairs.map((row) => row.founderId).sort()).toEqual(['demo-founder', 'demo-founder-2'])
    expect(writerPairs[0]!.founder?.name).toBeTruthy()
    const founderPairs = await listAssignmentsFor(handle.db, founder)
    expect(founderPairs.every((row) => row.founderId === 'demo-founder')).toBe(true)
    expect(founderPairs.map((row) => row.isActive).sort()).toEqual([false, true])
    expect(await listAssignmentsFor(handle.db, admin)).toHaveLength(4)
    const someone = founderPairs[0]!
    expect(await getAssignmentFor(handle.db, founder2, someone.id)).toBeNull()
    expect(await getAssignmentFor(handle.db, founder, someone.id)).toMatchObject({ id: someone.id })
  })

  it('shows billing transactions to their owner and to admins only', async () => {
    const mine = await listTransactionsFor(handle.db, writer)
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((row) => row.userId === 'demo-writer')).toBe(true)
    expect((await listTransactionsFor(handle.db, founder2)).every((row) => row.userId === 'demo-founder-2')).toBe(true)
    const all = await listTransactionsFor(handle.db, admin)
    expect(new Set(all.map((row) => row.userId)).size).toBeGreaterThan(2)
  })
}

describe('owner-scoped queries on PGlite', () => {
  let backend: Backend | null = null
  beforeAll(async () => {
    backend = await pgliteBackend()
  })
  ownershipOn(() => backend)
})

const postgres = await postgresBackend()
describe.runIf(postgres)('owner-scoped queries on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  ownershipOn(() => postgres)
})
