// Reading content: every query that returns pieces, their history, comments or calendar goes
// through `visible` below, so "writers see what they wrote, founders what was written for them,
// admins all, drafts only their writer" holds in SQL whichever page asks (spec §6).
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { user as userTable } from '#db/schema/auth.ts'
import { contentComments, contentEvents, contentPieces, contentRevisions } from '#db/schema/content.ts'
import { profiles } from '#db/schema/people.ts'
import { pageOffset, parsePage } from '#app/domain/pagination.ts'
import type { Database } from '#app/utils/db.server.ts'
import { visibleTo, type Actor } from '#app/utils/ownership.server.ts'
import { companyOf, displayName, nameOf } from '#app/utils/person-name.server.ts'
import { parseContentStatus, type ContentStatus } from '#app/domain/content.ts'

export type { ContentStatus }

export const CONTENT_PAGE_SIZE = 25

/**
 * The pieces an actor may see: their own as writer or founder (admins: all), and a draft of a
 * writer's own piece only by its writer (a request's draft is "in progress" to its founder and to
 * admins, who see that it has started but not its text). `as` narrows a person with several roles to
 * one side (the writer's list, the founder's review).
 */
export function visibleContent(actor: Actor, as?: 'writer' | 'founder'): SQL | undefined {
  const scoped: Actor = as ? { id: actor.id, roles: actor.roles.includes(as) ? [as] : [] } : actor
  return and(
    visibleTo(scoped, { writer: contentPieces.writerId, founder: contentPieces.founderId }),
    or(ne(contentPieces.status, 'draft'), eq(contentPieces.writerId, actor.id), isNotNull(contentPieces.requestedAt)),
  )
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Ids are UUIDs: anything else names no piece (and must not reach PostgreSQL as one). */
export const isUuid = (value: string) => UUID.test(value)

/** Null for a request still waiting for an admin to pick its writer. */
const writerName = nameOf(contentPieces.writerId)
const founderName = sql<string>`${nameOf(contentPieces.founderId)}`

/** What every view of a piece shows: what it is, whose, and where it stands. */
const pieceColumns = {
  id: contentPieces.id,
  title: contentPieces.title,
  contentType: contentPieces.contentType,
  status: contentPieces.status,
  writerId: contentPieces.writerId,
  founderId: contentPieces.founderId,
  revisionRound: contentPieces.revisionRound,
  submittedAt: contentPieces.submittedAt,
  createdAt: contentPieces.createdAt,
  requestedAt: contentPieces.requestedAt,
  dueDate: contentPieces.dueDate,
  extra: contentPieces.extra,
}

/** A piece as its own page shows it. */
const columns = {
  ...pieceColumns,
  plannedPublishDate: contentPieces.plannedPublishDate,
  publishedAt: contentPieces.publishedAt,
  updatedAt: contentPieces.updatedAt,
  founderCompany: companyOf(contentPieces.founderId),
}

/** A piece as a list shows it (ContentList); the ids let a caller check whose pieces came back. */
const listColumns = { ...pieceColumns, published: sql<boolean>`${contentPieces.publishedAt} is not null` }

export function withPeople<T extends SelectedFields>(db: Database, fields: T) {
  return db.select({ ...fields, writerName, founderName }).from(contentPieces)
}

/**
 * The names a few people go by (their profile's name, else their account's), in one query: a founder's
 * writers, say. For many ids PostgreSQL reads the whole user table instead (a page of pieces joins its
 * two people to each row, see withPeople: index lookups that cost the same at any size).
 */
export async function namesOf(db: Database, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({ id: userTable.id, name: displayName })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.id, userTable.id))
    .where(inArray(userTable.id, wanted))
  return new Map(rows.map((row) => [row.id, row.name]))
}

type ListOptions = { status?: ContentStatus | null; as?: 'writer' | 'founder'; limit?: number; offset?: number }

/**
 * The content this actor may see, newest first, a page at a time. The page's ids are picked first
 * (an index walk on the actor's side), then joined to the people: joining first made PostgreSQL
 * hash the whole user table for every page once the agency grew.
 */
export function listContentFor(db: Database, actor: Actor, options: ListOptions = {}) {
  const page = db
    .select({ pageId: contentPieces.id })
    .from(contentPieces)
    .where(and(visibleContent(actor, options.as), options.status ? eq(contentPieces.status, options.status) : undefined))
    .orderBy(desc(contentPieces.createdAt), desc(contentPieces.id))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0)
    .as('page')
  return withPeople(db, listColumns)
    .innerJoin(page, eq(page.pageId, contentPieces.id))
    .orderBy(desc(contentPieces.createdAt), desc(contentPieces.id))
}

/** What a writer's My Content or a founder's Content Review shows for its URL (`?status=`, `?page=`). */
export async function loadContentListPage(db: Database, actor: Actor, as: 'writer' | 'founder', params: URLSearchParams) {
  const status = parseContentStatus(params.get('status'))
  const page = parsePage(params.get('page'))
  const { rows, total } = await pageOfContentFor(db, actor, { as, status, page })
  return { pageSize: CONTENT_PAGE_SIZE, status, page, total, rows }
}

/** One page of a list (25, newest first), as the list shows it, and how many there are in all. */
async function pageOfContentFor(
  db: Database,
  actor: Actor,
  options: { status?: ContentStatus | null; as: 'writer' | 'founder'; page: number },
) {
  const where = and(visibleContent(actor, options.as), options.status ? eq(contentPieces.status, options.status) : undefined)
  const [rows, [total]] = await Promise.all([
    listContentFor(db, actor, { ...options, limit: CONTENT_PAGE_SIZE, offset: pageOffset(options.page, CONTENT_PAGE_SIZE) }),
    db.select({ n: count() }).from(contentPieces).where(where),
  ])
  return {
    rows: rows.map((row) => ({
      ...row,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      requestedAt: row.requestedAt?.toISOString() ?? null,
    })),
    total: Number(total?.n ?? 0),
  }
}

/** One piece with its body and feedback, or null when it does not exist or is not this actor's to see. */
export async function getContentFor(db: Database, actor: Actor, id: string) {
  if (!isUuid(id)) return null
  const [row] = await withPeople(db, {
    ...columns,
    body: contentPieces.body,
    bodyHtml: contentPieces.bodyHtml,
    feedback: contentPieces.feedback,
    publishedUrl: contentPieces.publishedUrl,
    decidedAt: contentPieces.decidedAt,
    assignmentId: contentPieces.assignmentId,
    brief: contentPieces.brief,
    briefHtml: contentPieces.briefHtml,
    wantedBy: contentPieces.wantedBy,
    cancelledAt: contentPieces.cancelledAt,
  })
    .where(and(eq(contentPieces.id, id), visibleContent(actor)))
    .limit(1)
  return row ?? null
}

/** Every earlier round of a piece, oldest first (the caller has checked the piece is visible). */
export function listRevisions(db: Database, contentId: string) {
  return db
    .select({
      id: contentRevisions.id,
      round: contentRevisions.round,
      title: contentRevisions.title,
      body: contentRevisions.body,
      bodyHtml: contentRevisions.bodyHtml,
      feedback: contentRevisions.feedback,
      note: contentRevisions.note,
      editorId: contentRevisions.editorId,
      updatedAt: contentRevisions.updatedAt,
    })
    .from(contentRevisions)
    .where(eq(contentRevisions.contentId, contentId))
    .orderBy(asc(contentRevisions.round), asc(contentRevisions.updatedAt))
    .limit(200)
}

export const COMMENTS_LIMIT = 200

/** The conversation on a piece, oldest first (the caller has checked the piece is visible). */
export function listComments(db: Database, contentId: string) {
  return db
    .select({
      id: contentComments.id,
      body: contentComments.body,
      authorId: contentComments.authorId,
      authorName: nameOf(contentComments.authorId),
      createdAt: contentComments.createdAt,
    })
    .from(contentComments)
    .where(eq(contentComments.contentId, contentId))
    .orderBy(asc(contentComments.createdAt), asc(contentComments.id))
    .limit(COMMENTS_LIMIT)
}

/** At most this many pieces a month in a calendar (a person plans a few dozen). */
export const CALENDAR_LIMIT = 500

/**
 * The calendar of a month: the actor's pieces whose calendar day (content_pieces.calendar_day: the day
 * it went live, else its planned date, else the due date of one not delivered yet) is in [from, to), as
 * writer or as founder. Drafts only for their writer (visibleContent).
 */
export async function listCalendarFor(db: Database, actor: Actor, range: { from: string; to: string }) {
  return db
    .select({
      id: contentPieces.id,
      title: contentPieces.title,
      status: contentPieces.status,
      contentType: contentPieces.contentType,
      published: sql<boolean>`${contentPieces.publishedAt} is not null`,
      day: sql<string>`to_char(${contentPieces.calendarDay}, 'YYYY-MM-DD')`,
      dueDate: contentPieces.dueDate,
      // A request's draft reads "In progress" to everyone but its writer, as on the lists and the piece's page.
      inProgress: sql<boolean>`${contentPieces.requestedAt} is not null and ${contentPieces.writerId} is distinct from ${actor.id}`,
    })
    .from(contentPieces)
    .where(and(visibleContent(actor), gte(contentPieces.calendarDay, range.from), lt(contentPieces.calendarDay, range.to)))
    .orderBy(asc(contentPieces.calendarDay), asc(contentPieces.title))
    .limit(CALENDAR_LIMIT)
}

/** A piece's status changes, oldest first, with who made them (the caller has checked the piece is visible). */
export function listStatusChanges(db: Database, contentId: string) {
  return db
    .select({
      id: contentEvents.id,
      from: contentEvents.fromStatus,
      to: contentEvents.toStatus,
      note: contentEvents.note,
      actorName: nameOf(contentEvents.actorId),
      createdAt: contentEvents.createdAt,
    })
    .from(contentEvents)
    .where(eq(contentEvents.contentId, contentId))
    .orderBy(asc(contentEvents.createdAt), asc(contentEvents.id))
    .limit(200)
}
