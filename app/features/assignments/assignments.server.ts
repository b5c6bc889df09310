import { and, count, desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { profiles, writerFounderAssignments } from '#db/schema/people.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import type { Database } from '#app/utils/db.server.ts'
import { visibleTo, type Actor } from '#app/utils/ownership.server.ts'

const writerProfile = alias(profiles, 'writer_profile')
const founderProfile = alias(profiles, 'founder_profile')

/** Writers see the pairings where they write, founders those where they are written for, admins all (spec §6). */
const visible = (actor: Actor) =>
  visibleTo(actor, { writer: writerFounderAssignments.writerId, founder: writerFounderAssignments.founderId })

function selectAssignments(db: Database) {
  return db
    .select({
      id: writerFounderAssignments.id,
      writerId: writerFounderAssignments.writerId,
      founderId: writerFounderAssignments.founderId,
      assignedAt: writerFounderAssignments.assignedAt,
      isActive: writerFounderAssignments.isActive,
      writer: { name: writerProfile.name, bio: writerProfile.bio },
      founder: { name: founderProfile.name, company: founderProfile.company },
    })
    .from(writerFounderAssignments)
    .leftJoin(writerProfile, eq(writerProfile.id, writerFounderAssignments.writerId))
    .leftJoin(founderProfile, eq(founderProfile.id, writerFounderAssignments.founderId))
}

/** The pairings this actor may see, newest first, with both people's profiles. */
export function listAssignmentsFor(db: Database, actor: Actor, options: { activeOnly?: boolean; limit?: number; offset?: number } = {}) {
  return selectAssignments(db)
    .where(and(visible(actor), options.activeOnly ? eq(writerFounderAssignments.isActive, true) : undefined))
    .orderBy(desc(writerFounderAssignments.assignedAt))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0)
}

/** One pairing, or null when it does not exist or is not this actor's to see (callers answer 404 either way). */
export async function getAssignmentFor(db: Database, actor: Actor, id: string) {
  const [row] = await selectAssignments(db)
    .where(and(eq(writerFounderAssignments.id, id), visible(actor)))
    .limit(1)
  return row ?? null
}

export const ASSIGNMENTS_PAGE_SIZE = 25

/** One side of a person's pairings (a writer's founders, a founder's writers), newest first, 25 a page, with the total. */
export async function pageOfAssignmentsFor(db: Database, actor: Actor, options: { as: 'writer' | 'founder'; page: number }) {
  const side: Actor = { id: actor.id, roles: actor.roles.includes(options.as) ? [options.as] : [] }
  const [rows, [total]] = await Promise.all([
    listAssignmentsFor(db, side, { limit: ASSIGNMENTS_PAGE_SIZE, offset: pageOffset(options.page, ASSIGNMENTS_PAGE_SIZE) }),
    db.select({ n: count() }).from(writerFounderAssignments).where(visible(side)),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

/** The founders a writer may submit for now: their active pairings. */
export function listActiveFoundersFor(db: Database, actor: Actor) {
  const side: Actor = { id: actor.id, roles: actor.roles.includes('writer') ? ['writer'] : [] }
  return listAssignmentsFor(db, side, { activeOnly: true, limit: 200 })
}
