// The writer's assignments page's use case: their pairings (assignments) with each active founder's
// brand profile (profiles).
import { ASSIGNMENTS_PAGE_SIZE, pageOfAssignmentsFor } from '#app/features/assignments/assignments.server.ts'
import { getBrandProfilesForReader } from '#app/features/profiles/brand-profile.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'

/** One page of the writer's pairings, newest first, each active one with its founder's brand profile. */
export async function loadWriterAssignments(db: Database, writer: Actor, page: number) {
  const { rows, total } = await pageOfAssignmentsFor(db, writer, { as: 'writer', page })
  // Read with the brand profile's own rule: only founders of an active assignment come back.
  const profiles = await getBrandProfilesForReader(
    db,
    writer,
    rows.filter((row) => row.isActive).map((row) => row.founderId),
  )
  return {
    pageSize: ASSIGNMENTS_PAGE_SIZE,
    page,
    total,
    rows: rows.map((row) => ({
      id: row.id,
      founderName: row.founder?.name ?? 'Unnamed founder',
      company: row.founder?.company ?? null,
      assignedAt: row.assignedAt.toISOString(),
      isActive: row.isActive,
      brandProfile: row.isActive ? (profiles.get(row.founderId) ?? null) : null,
    })),
  }
}
