// How a query names a person: the name they go by (their profile's, else their account's), their
// e-mail and their company. One definition for every list and page that shows people.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { user } from '#db/schema/auth.ts'
import { profiles } from '#db/schema/people.ts'

/** For a query that joins the user table and, left, the profiles table: the profile's name unless it is empty. */
export const displayName = sql<string>`coalesce(nullif(${profiles.name}, ''), ${user.name})`

/**
 * For a query of another table (pieces, pairings): the person whose id is in `id`, looked up by primary
 * key for each row. A scalar subquery rather than joins: PostgreSQL plans a page joined to two people
 * (four more relations) in 1–2.5 ms, longer than it runs it; this way the plan is one table and the
 * lookups are the same.
 */
export const nameOf = (id: AnyColumn) =>
  nested(sql`(select ${displayName} from ${user} left join ${profiles} on ${profiles.id} = ${user.id} where ${user.id} = ${id})`)

export const emailOf = (id: AnyColumn) => nested(sql`(select ${user.email} from ${user} where ${user.id} = ${id})`)

export const companyOf = (id: AnyColumn) => nested(sql`(select ${profiles.company} from ${profiles} where ${profiles.id} = ${id})`)

/**
 * Drizzle writes the columns directly inside a selected field of a one-table select without their
 * table ("id"), which in these subqueries would be ambiguous; the columns of an SQL nested in the
 * field keep it.
 */
const nested = (subquery: SQL) => sql<string | null>`${subquery}`
