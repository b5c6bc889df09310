// The content board's use case: the board's columns and the founder's deliveries this month (content),
// the founder and writer it is filtered by, or the people a search found (users), and the piece the
// admin is managing with the writers it may go to.
import { data } from 'react-router'
import { boardPiece, founderDelivery, listBoard, pairedWriters } from '#app/features/content/board.server.ts'
import { isUuid } from '#app/features/content/content.server.ts'
import { findPerson, searchPeople, type PickerRole } from '#app/features/users/search-people.server.ts'
import { parseBoardFilters } from '#app/domain/content-board.ts'
import { dayOf } from '#app/domain/periods.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'

/** People a board search offers at once; a longer list asks for more of the name. */
const MATCHES = 6

/** The person a filter names (404 for an id nobody holds), or the people its search finds. */
async function personFilter(db: Database, role: PickerRole, id: string | null, q: string) {
  if (id) {
    const person = await findPerson(db, role, id)
    if (!person) throw data(`No such ${role}.`, { status: 404 })
    return { chosen: { id: person.id, name: person.name, email: person.email }, matches: null }
  }
  if (!q) return { chosen: null, matches: null }
  const found = await searchPeople(db, { role, q, pageSize: MATCHES })
  return { chosen: null, matches: { people: found.people.map(({ id, name, email }) => ({ id, name, email })), more: found.hasMore } }
}

/** What /dashboard/admin/content shows for its URL. The caller checks 'manage:content'. */
export async function loadBoardPage(db: Database, admin: Actor, params: URLSearchParams, now = new Date()) {
  const filters = parseBoardFilters(params)
  const manageId = params.get('manage')
  const [columns, founder, writer, manage] = await Promise.all([
    listBoard(db, admin, filters, now),
    personFilter(db, 'founder', filters.founder, filters.founderQ),
    personFilter(db, 'writer', filters.writer, filters.writerQ),
    manageId && isUuid(manageId) ? boardPiece(db, admin, manageId) : null,
  ])
  const [delivery, founderWriters] = founder.chosen
    ? await Promise.all([founderDelivery(db, founder.chosen.id, now), pairedWriters(db, founder.chosen.id)])
    : [null, []]
  return { filters, columns, founder, writer, delivery, founderWriters, manage, today: dayOf(now) }
}
