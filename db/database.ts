import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema/index.ts'

/** A Drizzle database (or transaction) over the whole schema, on PGlite or node-postgres alike. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
