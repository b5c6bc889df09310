// The people and expectations of the authorization matrix (tests/integration/authorization.test.ts),
// shared with the per-area row files in tests/integration/authorization/*.rows.ts.

export const WHO = ['anonymous', 'founder', 'founder2', 'writer', 'writer2', 'admin'] as const
export type Who = (typeof WHO)[number]
/** The demo accounts each person signs in as. */
export const ACCOUNTS: Record<Exclude<Who, 'anonymous'>, string> = {
  founder: 'founder@agency.test',
  founder2: 'founder2@agency.test',
  writer: 'writer@agency.test',
  writer2: 'writer2@agency.test',
  admin: 'admin@agency.test',
}

/** A status, or a redirect with its target. `refused` rows must leave the database unchanged. */
export type Outcome = { status: number; location?: string; refused?: boolean }
export type Expectations = Record<Who, Outcome>

export const all = (outcome: Outcome): Expectations => Object.fromEntries(WHO.map((who) => [who, outcome])) as Expectations
export const ok = all({ status: 200 })
/** Anyone signed in gets `allowed`; anonymous visitors are sent to log in. */
export const signedIn = (allowed: Outcome, anonymousLocation: string): Expectations => ({
  ...all(allowed),
  anonymous: { status: 302, location: anonymousLocation, refused: true },
})
export const anonymousOnly = (allowed: Outcome): Expectations => ({
  ...all({ status: 302, location: '/dashboard', refused: true }),
  anonymous: allowed,
})
/** Founders only: others are refused with 403; anonymous visitors are handled per row. */
export const founderOnly = (allowed: Outcome): Expectations => ({
  ...all({ status: 403, refused: true }),
  founder: allowed,
  founder2: allowed,
})
/** Writers only: others are refused with 403; anonymous visitors are handled per row. */
export const writerOnly = (allowed: Outcome): Expectations => ({
  ...all({ status: 403, refused: true }),
  writer: allowed,
  writer2: allowed,
})
export const adminOnly = (allowed: Outcome, anonymousLocation: string): Expectations => ({
  ...all({ status: 403, refused: true }),
  admin: allowed,
  anonymous: { status: 302, location: anonymousLocation, refused: true },
})
/** The redirect an anonymous visitor gets from a guarded path. */
export const toLogin = (path: string): Outcome => ({
  status: 302,
  location: `/login?redirectTo=${encodeURIComponent(path)}`,
  refused: true,
})

let unique = 0
/** A fresh e-mail address for rows that create accounts or messages. */
export const fresh = (label: string) => `${label}-${Date.now().toString(36)}-${++unique}@example.test`

/** A GET of a route of app/routes.ts. */
export type PageRow = { pattern: string; path: string; expect: Expectations }

/** An action (POST or another method) of a route, one row per intent. */
export type ActionRow = {
  /** The route pattern of app/routes.ts this action belongs to. */
  pattern: string
  /** The form's `intent` field, when the route has several forms. */
  intent?: string
  path: string
  method?: string
  body?: (who: Who) => Record<string, string>
  json?: unknown
  origin?: string
  expect: Expectations
}

/** A route whose module has no action: a POST is refused with 405 and changes nothing. */
export type NoActionRow = { pattern: string; path: string }

/** What an area's row file (tests/integration/authorization/<area>.rows.ts) exports as `rows`. */
export type AreaRows = { pages?: PageRow[]; actions?: ActionRow[]; noAction?: NoActionRow[] }
