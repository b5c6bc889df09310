// Setting up the content workflow's world directly in the e2e server's database: pairings, plans,
// brand profiles and pieces in a given state, and the review links of the newest submission mail.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import pg from 'pg'
import { expect, type TestUser } from './fixtures.ts'

let pool: pg.Pool | undefined
function database() {
  const url = process.env.E2E_DATABASE_URL
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser tests with Playwright, whose global setup starts the server')
  pool ??= new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true })
  return pool
}

/** An active pairing of a writer with a founder (as an admin's assignment leaves it). */
export async function assign(writer: TestUser, founder: TestUser, options: { active?: boolean } = {}) {
  const { rows } = await database().query<{ id: string }>(
    'insert into writer_founder_assignments (writer_id, founder_id, is_active) values ($1, $2, $3) returning id',
    [writer.id, founder.id, options.active ?? true],
  )
  return rows[0]!.id
}

/** An unread notification for `user`, as the app leaves one when their writer submits (the bell counts it). */
export async function unreadNotification(user: TestUser, title = 'Your writer submitted a piece') {
  await database().query(`insert into notifications (user_id, kind, title) values ($1, 'piece-submitted', $2)`, [user.id, title])
}

/** A live plan whose current period started `startedDaysAgo` days ago. */
export async function subscribe(founder: TestUser, planSlug: string, startedDaysAgo = 2) {
  await database().query(
    `insert into subscriptions (user_id, plan_slug, billing_period, currency, status, provider, amount_minor, current_period_start, current_period_end)
     values ($1, $2, 'monthly', 'USD', 'active', 'sandbox', 19900, now() - make_interval(days => $3), now() - make_interval(days => $3) + interval '30 days')`,
    [founder.id, planSlug, startedDaysAgo],
  )
}

export async function brandProfile(founder: TestUser, values: { brandAndAudience: string; voiceWords: string[]; avoid?: string }) {
  await database().query('insert into brand_profiles (founder_id, brand_and_audience, voice_words, avoid) values ($1, $2, $3, $4)', [
    founder.id,
    values.brandAndAudience,
    values.voiceWords,
    values.avoid ?? null,
  ])
}

export type PieceSetup = {
  title: string
  status?: 'draft' | 'pending' | 'approved' | 'rejected'
  contentType?: 'blog' | 'linkedin' | 'pr' | 'strategy'
  body?: string
  plannedPublishDate?: string | null
  revisionRound?: number
  submittedDaysAgo?: number
  /** Asked for by the founder (a request), rather than offered by the writer. */
  requested?: boolean
}

/** A piece as the workflow would have left it (no mail: for pages that only show it). */
export async function piece(writer: TestUser, founder: TestUser, setup: PieceSetup) {
  const id = randomUUID()
  const status = setup.status ?? 'pending'
  await database().query(
    `insert into content_pieces (id, title, body, content_type, status, writer_id, founder_id, revision_round, planned_publish_date, submitted_at, requested_at, requested_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, case when $5 = 'draft' then null else now() - make_interval(days => $10) end,
       case when $11 then now() end, case when $11 then $7 end)`,
    [
      id,
      setup.title,
      setup.body ?? `The text of ${setup.title}.`,
      setup.contentType ?? 'blog',
      status,
      writer.id,
      founder.id,
      setup.revisionRound ?? 0,
      setup.plannedPublishDate ?? null,
      setup.submittedDaysAgo ?? 0,
      setup.requested ?? false,
    ],
  )
  return id
}

export async function pieceStatus(id: string) {
  const { rows } = await database().query<{ status: string }>('select status from content_pieces where id = $1', [id])
  return rows[0]?.status
}

/** The Approve and Request changes links of the newest submission mail to `email` about `title`. */
export async function reviewLinks(email: string, title: string) {
  const { rows } = await database().query<{ text: string }>(
    `select text from email_outbox where to_address = $1 and template in ('content-submitted', 'content-revised') and text like $2
     order by created_at desc limit 1`,
    [email.toLowerCase(), `%${title}%`],
  )
  const text = rows[0]?.text
  if (!text) throw new Error(`no submission mail to ${email} about ${title}`)
  return { approve: /Approve: (\S+)/.exec(text)![1]!, requestChanges: /Request changes: (\S+)/.exec(text)![1]! }
}

/** YYYY-MM-DD of a day of the month after this one (UTC), and that month as YYYY-MM. */
export function dayNextMonth(day: number) {
  const now = new Date()
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day))
  const month = next.toISOString().slice(0, 7)
  return { date: next.toISOString().slice(0, 10), month }
}

/** Nothing wider than the viewport (a 390 px phone scrolls only down). */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0)
}

export { expectNoAxeViolations } from './fixtures.ts'
