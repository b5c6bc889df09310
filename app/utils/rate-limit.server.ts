import { sql } from 'drizzle-orm'
import type { Database } from './db.server.ts'

export type RateLimitRule = { limit: number; windowSeconds: number }
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

/**
 * Counts one request against `key` in a fixed window. The counter is a row in PostgreSQL,
 * updated in one statement, so every app instance sees the same count.
 */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const window = `${rule.windowSeconds} seconds`
  const result = await db.execute<{ count: number; window_start: Date | string }>(sql`
    insert into request_counters (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when request_counters.window_start <= now() - ${window}::interval then 1 else request_counters.count + 1 end,
      window_start = case when request_counters.window_start <= now() - ${window}::interval then now() else request_counters.window_start end
    returning count, window_start`)
  const row = result.rows[0]
  if (!row) return { allowed: true, retryAfterSeconds: 0 }
  const windowEnds = new Date(row.window_start).getTime() + rule.windowSeconds * 1000
  return {
    allowed: Number(row.count) <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000)),
  }
}

/** Checks every key; all are counted, and the strictest answer wins. */
export async function consumeRateLimits(db: Database, checks: { key: string; rule: RateLimitRule }[]): Promise<RateLimitResult> {
  let verdict: RateLimitResult = { allowed: true, retryAfterSeconds: 0 }
  for (const check of checks) {
    const result = await consumeRateLimit(db, check.key, check.rule)
    if (!result.allowed) {
      verdict = { allowed: false, retryAfterSeconds: Math.max(verdict.retryAfterSeconds, result.retryAfterSeconds) }
    }
  }
  return verdict
}

/**
 * Gives back one request counted against each key: for a request that was counted before it could
 * be judged (so a burst cannot outrun the count) and then turned out not to count.
 */
export async function releaseRateLimits(db: Database, keys: string[]) {
  for (const key of keys) await db.execute(sql`update request_counters set count = greatest(count - 1, 0) where key = ${key}`)
}

/**
 * What the next request against these keys would be answered, without counting it: refused while a
 * key's count has reached its limit in the current window.
 */
export async function peekRateLimits(db: Database, checks: { key: string; rule: RateLimitRule }[]): Promise<RateLimitResult> {
  let verdict: RateLimitResult = { allowed: true, retryAfterSeconds: 0 }
  for (const check of checks) {
    const result = await db.execute<{ count: number; window_start: Date | string }>(
      sql`select count, window_start from request_counters where key = ${check.key}`,
    )
    const row = result.rows[0]
    if (!row) continue
    const windowEnds = new Date(row.window_start).getTime() + check.rule.windowSeconds * 1000
    if (windowEnds <= Date.now() || Number(row.count) < check.rule.limit) continue
    verdict = {
      allowed: false,
      retryAfterSeconds: Math.max(verdict.retryAfterSeconds, Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000))),
    }
  }
  return verdict
}

/** Forgets everything counted against these keys. */
export async function clearRateLimits(db: Database, keys: string[]) {
  for (const key of keys) await db.execute(sql`delete from request_counters where key = ${key}`)
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`
  return `Too many attempts. Please wait ${wait} and try again.`
}

/** The client's address as the HTTP server determined it (see server/index.ts). */
export function getClientIp(request: Request): string {
  return request.headers.get('x-agency-client-ip') ?? 'unknown'
}

/** Removes counters whose window ended long ago; run periodically. */
export async function pruneRateLimits(db: Database, olderThanHours = 24) {
  await db.execute(sql`delete from request_counters where window_start < now() - ${`${olderThanHours} hours`}::interval`)
  await db.execute(sql`delete from rate_limit where last_request < ${Date.now() - olderThanHours * 3600 * 1000}`)
}
