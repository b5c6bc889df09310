// What the auth jobs answer, and how they read Better Auth's answers. Its endpoints are called on the
// server with `asResponse: true`: the cookies it sets are passed on by the route's redirect.
import { rateLimitMessage } from '#app/utils/rate-limit.server.ts'

/** Done, with the cookies to pass on; or refused with the status, the message to show and Better Auth's code. */
export type AuthOutcome =
  | { ok: true; headers: Headers; /** The password was right; the code step comes next. */ twoFactorRequired?: boolean }
  | { ok: false; status: number; message: string; code?: string; retryAfterSeconds?: number; headers?: Headers }

export const done = (headers = new Headers()): AuthOutcome => ({ ok: true, headers })

/** A refusal by the rate limits: 429 with the wait. */
export const tooMany = (verdict: { retryAfterSeconds: number }): AuthOutcome => ({
  ok: false,
  status: 429,
  message: rateLimitMessage(verdict.retryAfterSeconds),
  retryAfterSeconds: verdict.retryAfterSeconds,
})

/** The Set-Cookie headers of Better Auth's answer. */
export function cookiesOf(response: Response) {
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return headers
}

/** Better Auth's error body, { code, message }, whatever way it came back, as a refusal with its status. */
export async function refusalOf(
  response: Response,
  fallback = 'Something went wrong. Please try again.',
): Promise<Extract<AuthOutcome, { ok: false }>> {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null
  return { ok: false, status: response.status, code: body?.code, message: body?.message || fallback }
}
