// How a query names a person: the name they go by (their profile's, else their account's), their
// e-mail and their company. One definition for every list and page that shows people.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { user } from '#db/schema/auth.ts'
import { profiles } from '#db/schema/people.ts'

/** For a query that joins the user table and, left, the profiles table: the profile's name unless it is empty. */
export const displayName = sql<string>`coalesce(nullif(${profiles.name}, ''), ${user.name})`

/**
 * For a query of another table (pieces, pairings): the name of the person whose id is in `id`, looked
 * up by primary key for each row, as displayName reads it. Scalar subqueries rather than joins:
 * PostgreSQL plans a page joined to two people (four more relations) in 1–2.5 ms, longer than it runs
 * it; this way the plan is one table. The account's name is read only when the profile has none
 * (coalesce stops at the first value): one index lookup per person instead of two and a join, about a
 * quarter less time for a page of 25 pieces and their two people.
 */
export const nameOf = (id: AnyColumn) =>
  nested(
    sql`coalesce((select nullif(${profiles.name}, '') from ${profiles} where ${profiles.id} = ${id}), (select ${user.name} from ${user} where ${user.id} = ${id}))`,
  )

export const emailOf = (id: AnyColumn) => nested(sql`(select ${user.email} from ${user} where ${user.id} = ${id})`)

export const companyOf = (id: AnyColumn) => nested(sql`(select ${profiles.company} from ${profiles} where ${profiles.id} = ${id})`)

/**
 * Drizzle writes the columns directly inside a selected field of a one-table select without their
 * table ("id"), which in these subqueries would be ambiguous; the columns of an SQL nested in the
 * field keep it.
 */
const nested = (subquery: SQL) => sql<string | null>`${subquery}`
