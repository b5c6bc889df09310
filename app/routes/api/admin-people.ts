import { parsePage } from '#app/domain/pagination.ts'
import { cleanQuery } from '#app/features/users/search-people.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireApiUserWithPermission } from '#app/utils/permissions.server.ts'
import { searchPickerPeople } from './admin-people.server.ts'
import type { Route } from './+types/admin-people'

/**
 * The assignment pickers' search (GET /api/admin/people?role=writer&q=…&page=…): people holding the
 * role whose name, e-mail or company contains q, a page at a time, with their company, specialties
 * and current load (active assignments; writers' open requests and pieces). Admins only.
 */
export async function loader(args: Route.LoaderArgs) {
  requireApiUserWithPermission(args, 'assign:writer')
  const params = new URL(args.request.url).searchParams
  const role = params.get('role')
  if (role !== 'writer' && role !== 'founder') {
    return Response.json({ error: 'Ask for role=writer or role=founder.' }, { status: 400 })
  }
  const result = await searchPickerPeople(getDb(), { role, q: cleanQuery(params.get('q')), page: parsePage(params.get('page')) })
  return Response.json(result, { headers: { 'Cache-Control': 'private, no-store' } })
}
