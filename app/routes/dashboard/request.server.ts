// The request form's use case: this month of the founder's plan (content) and the writers a request
// may go to (assignments).
import { listAssignmentsFor } from '#app/features/assignments/assignments.server.ts'
import { loadRequestAllowance } from '#app/features/content/request-workflow.server.ts'
import { dayOf } from '#app/domain/periods.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'

export async function loadRequestPage(db: Database, founder: Actor, now = new Date()) {
  const side: Actor = { id: founder.id, roles: founder.roles.includes('founder') ? ['founder'] : [] }
  const [allowance, pairings] = await Promise.all([
    loadRequestAllowance(db, founder.id, now),
    listAssignmentsFor(db, side, { activeOnly: true, limit: 50 }),
  ])
  const writers = new Map(pairings.map((row) => [row.writerId, row.writer?.name ?? 'Unnamed writer']))
  return { allowance, writers: [...writers].map(([id, name]) => ({ id, name })), today: dayOf(now) }
}
