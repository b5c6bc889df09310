import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres'
import type { PgDatabase } from 'drizzle-orm/pg-core'
import type * as schema from './schema/index.ts'

/**
 * A Drizzle database (or transaction) over the whole schema. Both databases are reached through
 * node-postgres (PGlite from its own thread, decision 019), so raw queries (`db.execute`) answer
 * node-postgres's typed `QueryResult<Row>`.
 */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>
