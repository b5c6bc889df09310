import { eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { hasPermission, type Role } from './permissions.ts'

/** Who is asking: the signed-in user as the guards return it. */
export type Actor = { id: string; roles: readonly Role[] }

/** The columns that name a row's owners, by the role that owns it through them ('user': whoever it is). */
export type Owners = Partial<Record<Role | 'user', AnyPgColumn>>

/** An actor in a prepared query: the id is a placeholder (`sql.placeholder('userId')`) filled in at each execution. */
export type PreparedActor = { id: Placeholder; roles: readonly Role[] }

/**
 * The rows of an area an actor may see, as a SQL condition: everything for a role that may read any
 * row ('read:any': admins); otherwise the rows one of the actor's roles owns (a writer's as writer, a
 * founder's as founder); nothing at all for anyone else. Every owner-scoped query of an area goes
 * through it, so "writers see only their own" holds in SQL, whichever page asks.
 */
export function visibleTo(actor: Actor | PreparedActor, owners: Owners): SQL | undefined {
  if (hasPermission(actor.roles, 'read:any')) return undefined
  const conditions: SQL[] = []
  for (const [owner, column] of Object.entries(owners) as [Role | 'user', AnyPgColumn][]) {
    if (owner === 'user' || actor.roles.includes(owner)) conditions.push(eq(column, actor.id))
  }
  return conditions.length === 0 ? sql`false` : or(...conditions)
}
