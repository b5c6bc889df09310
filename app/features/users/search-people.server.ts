// Finding people on the server, a page at a time: the admin's pickers (writers and founders to pair)
// and the users & roles list. Nothing here checks permissions: callers guard first.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { containsPattern } from '#app/utils/like-pattern.ts'
import { user as userTable } from '#db/schema/auth.ts'
import { profiles, userRoles, writerFounderAssignments, type Role } from '#db/schema/people.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import type { Database } from '#app/utils/db.server.ts'
import { displayName } from '#app/utils/person-name.server.ts'

export const PEOPLE_PAGE_SIZE = 8
export const USERS_PAGE_SIZE = 20
/** Longer search text than this is cut: nobody types a 100-character name. */
export const SEARCH_LIMIT = 100

export type PickerRole = Extract<Role, 'writer' | 'founder'>

/** A person as a picker shows them: who, where they work and how busy they are. */
export type PersonSummary = {
  id: string
  name: string
  email: string
  company: string | null
  specialties: string[]
  /** Writers: the founders they write for now; founders: the writers assigned to them now. */
  activeAssignments: number
}

/** Cleans a search box's value: one line, trimmed, capped. */
export function cleanQuery(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, SEARCH_LIMIT)
}

/** What an account id can look like (Better Auth's, the demo seed's, the tests'): anything else is nobody. */
export const ACCOUNT_ID = /^[\w-]{1,200}$/

/**
 * Lists sort by the account's name, which onboarding keeps equal to the profile's: an index
 * (user_name_sort_idx) serves it, so a page costs the same with ten people or ten thousand.
 */
const byName = [asc(sql`lower(${userTable.name})`), asc(userTable.id)]
/**
 * The same order for the people of one role, from user_roles.sort_name (lower(user.name), kept by
 * trigger): user_roles_role_name_idx walks that role's people only, not everyone else between them.
 */
const byNameInRole = [asc(userRoles.sortName), asc(userRoles.userId)]

function matches(q: string): SQL | undefined {
  if (!q) return undefined
  const pattern = containsPattern(q)
  return or(
    ilike(userTable.name, pattern),
    ilike(userTable.email, pattern),
    ilike(profiles.name, pattern),
    ilike(profiles.company, pattern),
  )
}

function activeCount(role: PickerRole) {
  const column = role === 'writer' ? writerFounderAssignments.writerId : writerFounderAssignments.founderId
  return sql<number>`(select count(*)::int from ${writerFounderAssignments}
    where ${column} = ${userTable.id} and ${writerFounderAssignments.isActive})`
}

function selectPeople(db: Database, role: PickerRole) {
  return db
    .select({
      id: userTable.id,
      name: displayName,
      email: userTable.email,
      company: profiles.company,
      specialties: profiles.specialties,
      activeAssignments: activeCount(role),
    })
    .from(userRoles)
    .innerJoin(userTable, eq(userTable.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
}

const summary = (row: {
  id: string
  name: string
  email: string
  company: string | null
  specialties: string[] | null
  activeAssignments: number
}): PersonSummary => ({ ...row, specialties: row.specialties ?? [], activeAssignments: Number(row.activeAssignments) })

/** People holding `role` whose name, e-mail or company contains `q`, by name, a page at a time. */
export async function searchPeople(db: Database, options: { role: PickerRole; q?: string; page?: number; pageSize?: number }) {
  const pageSize = options.pageSize ?? PEOPLE_PAGE_SIZE
  const page = options.page ?? 1
  const rows = await selectPeople(db, options.role)
    .where(and(eq(userRoles.role, options.role), matches(cleanQuery(options.q))))
    .orderBy(...byNameInRole)
    .limit(pageSize + 1)
    .offset(pageOffset(page, pageSize))
  return { people: rows.slice(0, pageSize).map(summary), page, hasMore: rows.length > pageSize }
}

/** One person holding `role`, or null (no such user, or not in that role). */
export async function findPerson(db: Database, role: PickerRole, id: string): Promise<PersonSummary | null> {
  if (!ACCOUNT_ID.test(id)) return null
  const [row] = await selectPeople(db, role)
    .where(and(eq(userRoles.role, role), eq(userRoles.userId, id)))
    .limit(1)
  return row ? summary(row) : null
}

const rolesOf = sql<
  Role[]
>`coalesce((select array_agg(r.role order by r.role) from ${userRoles} r where r.user_id = ${userTable.id}), '{}')`

/** The Users & roles list's filter: everyone, or only suspended accounts. */
export const USER_STATUS_FILTERS = ['all', 'suspended'] as const
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number]
export const parseUserStatus = (value: string | null): UserStatusFilter => (value === 'suspended' ? 'suspended' : 'all')

/**
 * Every account whose name, e-mail or company contains `q` (only the suspended ones with
 * `status: 'suspended'`), with its roles, by name, a page at a time.
 */
export async function searchUsers(db: Database, options: { q?: string; page?: number; status?: UserStatusFilter }) {
  const page = options.page ?? 1
  const rows = await db
    .select({
      id: userTable.id,
      name: displayName,
      email: userTable.email,
      company: profiles.company,
      roles: rolesOf,
      suspended: userTable.banned,
      createdAt: userTable.createdAt,
    })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.id, userTable.id))
    .where(and(matches(cleanQuery(options.q)), options.status === 'suspended' ? eq(userTable.banned, true) : undefined))
    .orderBy(...byName)
    .limit(USERS_PAGE_SIZE + 1)
    .offset(pageOffset(page, USERS_PAGE_SIZE))
  return {
    users: rows.slice(0, USERS_PAGE_SIZE).map((row) => ({ ...row, roles: row.roles ?? [], createdAt: row.createdAt.toISOString() })),
    page,
    hasMore: rows.length > USERS_PAGE_SIZE,
  }
}

/** One account with its roles and profile (writers: specialties and experience), or null. */
export async function getUserDetail(db: Database, id: string) {
  if (!ACCOUNT_ID.test(id)) return null
  const [row] = await db
    .select({
      id: userTable.id,
      name: displayName,
      email: userTable.email,
      emailVerified: userTable.emailVerified,
      createdAt: userTable.createdAt,
      company: profiles.company,
      bio: profiles.bio,
      portfolioUrl: profiles.portfolioUrl,
      experienceYears: profiles.experienceYears,
      specialties: profiles.specialties,
      roles: rolesOf,
      suspended: userTable.banned,
      suspendReason: userTable.banReason,
      writing: activeCount('writer'),
      writtenFor: activeCount('founder'),
    })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.id, userTable.id))
    .where(eq(userTable.id, id))
    .limit(1)
  if (!row) return null
  return {
    ...row,
    roles: row.roles ?? [],
    specialties: row.specialties ?? [],
    createdAt: row.createdAt.toISOString(),
    writing: Number(row.writing),
    writtenFor: Number(row.writtenFor),
  }
}
