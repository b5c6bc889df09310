// The assignments tab's use cases: the two people pickers (users) and the pairings (assignments);
// a new pairing, whose mail to the founder depends on their brand profile (profiles); each writer's load (content).
import { assignWriterToFounder, latestAssignmentId, listActiveAssignments } from '#app/features/assignments/manage-assignments.server.ts'
import { withWriterLoads } from '#app/features/content/board.server.ts'
import { brandCompleteness } from '#app/features/profiles/brand-profile.ts'
import { loadOwnBrandProfile } from '#app/features/profiles/brand-profile.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { parsePage } from '#app/domain/pagination.ts'
import { cleanQuery, findPerson, searchPeople } from '#app/features/users/search-people.server.ts'
import type { Database } from '#app/utils/db.server.ts'

/**
 * What /dashboard/admin/assignments shows for its query: each picker's search, page and chosen
 * person (founderQ/founderPage/founderId, writerQ/…), the page of active pairings (page), and the
 * newest pairing (which resets the form after an assignment). The caller checks 'assign:writer'.
 */
export async function loadAssignmentsPage(db: Database, params: URLSearchParams) {
  const picker = async (role: 'founder' | 'writer') => {
    const q = cleanQuery(params.get(`${role}Q`))
    const id = params.get(`${role}Id`)
    const [results, selected] = await Promise.all([
      searchPeople(db, { role, q, page: parsePage(params.get(`${role}Page`)) }),
      id ? findPerson(db, role, id) : null,
    ])
    if (role === 'founder') return { q, results, selected }
    // A writer's load beside their name: open requests and pieces.
    const [people, chosen] = await Promise.all([withWriterLoads(db, results.people), selected ? withWriterLoads(db, [selected]) : []])
    return { q, results: { ...results, people }, selected: chosen[0] ?? null }
  }
  const [founders, writers, active, latest] = await Promise.all([
    picker('founder'),
    picker('writer'),
    listActiveAssignments(db, parsePage(params.get('page'))),
    latestAssignmentId(db),
  ])
  return { founders, writers, active, latest }
}

/** Pairs a writer with a founder; the founder's mail asks for the brand profile only when it is not complete. */
export async function assignWriter(db: Database, actor: Actor, input: { writerId: string; founderId: string; baseUrl: string }) {
  const profile = await loadOwnBrandProfile(db, input.founderId)
  const { complete, total } = brandCompleteness(profile)
  return assignWriterToFounder(db, actor, { ...input, brandProfileComplete: complete === total })
}
