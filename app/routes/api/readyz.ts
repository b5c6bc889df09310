import { getDb, pingDatabase } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/** The database answers. */
export async function loader() {
  try {
    await pingDatabase(getDb())
    return Response.json({ status: 'ready' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logger.warn({ err: error }, 'readiness check failed')
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
