// The assignment pickers' search: people holding a role (users), and for writers their load of open
// requests and pieces (content).
import { withWriterLoads } from '#app/features/content/board.server.ts'
import { searchPeople, type PickerRole } from '#app/features/users/search-people.server.ts'
import type { Database } from '#app/utils/db.server.ts'

export async function searchPickerPeople(db: Database, options: { role: PickerRole; q: string; page: number }) {
  const result = await searchPeople(db, options)
  return options.role === 'writer' ? { ...result, people: await withWriterLoads(db, result.people) } : result
}
