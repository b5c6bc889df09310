// Reading the admin activity log (decision 036): filtered by actor, action and days, newest first, a
// page at a time over the whole history, and as a CSV streamed in batches. Each entry comes with the
// people and the record it names and where they lead. The caller checks 'read:activity-log'.
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { couponCodes, billingTransactions, subscriptions } from '#db/schema/billing.ts'
import { contentPacks, contentPieces } from '#db/schema/content.ts'
import { adminActivityLog as log, profiles, userRoles, writerFounderAssignments } from '#db/schema/people.ts'
import { getPlan } from '#app/domain/plans.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import { dayStart, shiftDay } from '#app/domain/periods.ts'
import { CSV_BATCH, csvStream, olderThan } from '#app/utils/csv-export.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { displayName } from '#app/utils/person-name.server.ts'
import { activityLabel, sentenceText, type ActivityEntry, type Named } from './activity-actions.ts'
import type { ActivityFilters } from './activity-filters.ts'

/** The spec's "last 100": the first page's size. */
export const ACTIVITY_PAGE_SIZE = 100

/** The target id as a uuid when it is one (records' ids), else null: never a failed cast. */
const targetUuid = sql`(case when ${log.targetId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${log.targetId}::uuid end)`

/** The person an entry is about, found from its target: read for the rows of one page only. */
const personId = sql<string | null>`case ${log.targetType}
  when 'user' then ${log.targetId}
  when 'assignment' then (select ${writerFounderAssignments.writerId} from ${writerFounderAssignments} where ${writerFounderAssignments.id} = ${targetUuid})
  when 'subscription' then (select ${subscriptions.userId} from ${subscriptions} where ${subscriptions.id} = ${targetUuid})
  when 'billing_transaction' then (select ${billingTransactions.userId} from ${billingTransactions} where ${billingTransactions.id} = ${targetUuid})
end`
const otherPersonId = sql<
  string | null
>`case when ${log.targetType} = 'assignment' then (select ${writerFounderAssignments.founderId} from ${writerFounderAssignments} where ${writerFounderAssignments.id} = ${targetUuid}) end`
const recordName = sql<string | null>`case ${log.targetType}
  when 'coupon' then (select ${couponCodes.code} from ${couponCodes} where ${couponCodes.id} = ${targetUuid})
  when 'content' then (select ${contentPieces.title} from ${contentPieces} where ${contentPieces.id} = ${targetUuid})
  when 'content_pack' then (select ${contentPacks.title} from ${contentPacks} where ${contentPacks.id} = ${targetUuid})
end`

function whereOf(filters: ActivityFilters): SQL | undefined {
  return and(
    filters.actor ? eq(log.actorId, filters.actor) : undefined,
    filters.action ? eq(log.action, filters.action) : undefined,
    filters.from ? gte(log.createdAt, dayStart(filters.from)) : undefined,
    filters.to ? lt(log.createdAt, dayStart(shiftDay(filters.to, 1))) : undefined,
  )
}

const rowColumns = {
  id: log.id,
  action: log.action,
  targetType: log.targetType,
  targetId: log.targetId,
  details: log.details,
  createdAt: log.createdAt,
  actorId: log.actorId,
  actorName: displayName,
  personId,
  otherPersonId,
  recordName,
}

function selectRows(db: Database, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(log)
    .leftJoin(userTable, eq(userTable.id, log.actorId))
    .leftJoin(profiles, eq(profiles.id, log.actorId))
    .where(where)
    .orderBy(desc(log.createdAt), desc(log.id))
}

type Row = Awaited<ReturnType<typeof selectRows>>[number]

const userHref = (id: string) => `/dashboard/admin/users?user=${encodeURIComponent(id)}`

/** Where the person an entry names leads: their payouts for a writer's pay, their customer page for a subscription. */
function personHref(row: Row, id: string) {
  if (row.action.startsWith('payout.')) return `/dashboard/admin/payouts/${encodeURIComponent(id)}`
  if (row.targetType === 'subscription' || row.action.startsWith('refund.')) return `/dashboard/admin/customers/${encodeURIComponent(id)}`
  return userHref(id)
}

function record(row: Row): Named | null {
  const id = row.targetId ? encodeURIComponent(row.targetId) : ''
  switch (row.targetType) {
    case 'coupon':
      return row.recordName ? { name: row.recordName, href: '/dashboard/admin/coupons' } : null
    case 'content':
      return row.recordName ? { name: `“${row.recordName}”`, href: `/dashboard/content/${id}` } : null
    case 'content_pack':
      return row.recordName ? { name: row.recordName, href: '/admin' } : null
    case 'plan': {
      const plan = row.targetId ? getPlan(row.targetId) : undefined
      return plan ? { name: plan.name, href: '/dashboard/admin/pricing' } : null
    }
    case 'job':
      return { name: 'job', href: '/dashboard/admin/jobs' }
    default:
      return null
  }
}

/** The names of the people a batch of rows mentions, in one query. */
async function peopleNames(db: Database, rows: Row[]) {
  const ids = [...new Set(rows.flatMap((row) => [row.personId, row.otherPersonId]).filter((id): id is string => Boolean(id)))]
  if (ids.length === 0) return new Map<string, string>()
  const found = await db
    .select({ id: userTable.id, name: displayName })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.id, userTable.id))
    .where(inArray(userTable.id, ids))
  return new Map(found.map((person) => [person.id, person.name]))
}

async function toEntries(db: Database, rows: Row[]): Promise<ActivityEntry[]> {
  const names = await peopleNames(db, rows)
  const person = (row: Row, id: string | null): Named | null => {
    const name = id ? names.get(id) : undefined
    return id && name ? { name, href: personHref(row, id) } : null
  }
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    createdAt: row.createdAt.toISOString(),
    details: row.details,
    actor: row.actorId && row.actorName ? { name: row.actorName, href: userHref(row.actorId) } : null,
    person: person(row, row.personId),
    otherPerson: person(row, row.otherPersonId),
    record: record(row),
  }))
}

/** One page of the log under the filters, newest first, and whether an older page follows. */
export async function listActivity(db: Database, filters: ActivityFilters) {
  const rows = await selectRows(db, whereOf(filters))
    .limit(ACTIVITY_PAGE_SIZE + 1)
    .offset(pageOffset(filters.page, ACTIVITY_PAGE_SIZE))
  return { entries: await toEntries(db, rows.slice(0, ACTIVITY_PAGE_SIZE)), hasMore: rows.length > ACTIVITY_PAGE_SIZE }
}

/** Whom the actor filter offers: today's admins, by name, and whoever the filter names already. */
export async function activityActors(db: Database, chosen: string | undefined) {
  const admins = await db
    .select({ id: userTable.id, name: displayName })
    .from(userRoles)
    .innerJoin(userTable, eq(userTable.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(asc(userRoles.sortName), asc(userRoles.userId))
    .limit(200)
  if (!chosen || admins.some((admin) => admin.id === chosen)) return admins
  const [former] = await db
    .select({ id: userTable.id, name: displayName })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.id, userTable.id))
    .where(eq(userTable.id, chosen))
  return former ? [...admins, former] : admins
}

const CSV_HEADER = ['When (UTC)', 'Action', 'What happened', 'Details', 'By', 'Record type', 'Record id']

/** The filtered log as CSV, newest first, streamed while it is read (csvStream). */
export function activityCsvStream(db: Database, filters: ActivityFilters): ReadableStream<Uint8Array> {
  const where = whereOf(filters)
  return csvStream({
    header: CSV_HEADER,
    readBatch: (cursor) =>
      db
        .select({ ...rowColumns, cursorAt: sql<string>`${log.createdAt}::text` })
        .from(log)
        .leftJoin(userTable, eq(userTable.id, log.actorId))
        .leftJoin(profiles, eq(profiles.id, log.actorId))
        .where(and(where, olderThan(log.createdAt, log.id, cursor)))
        .orderBy(desc(log.createdAt), desc(log.id))
        .limit(CSV_BATCH),
    cells: async (rows) =>
      (await toEntries(db, rows)).map((entry, index) => [
        entry.createdAt.replace('T', ' ').slice(0, 19),
        activityLabel(entry.action),
        sentenceText(entry),
        entry.details,
        entry.actor?.name ?? 'A deleted account',
        rows[index]!.targetType,
        rows[index]!.targetId,
      ]),
  })
}

/** What the activity page shows: a page of entries and the admins to filter by. */
export async function loadActivityPage(db: Database, filters: ActivityFilters) {
  const [list, actors] = await Promise.all([listActivity(db, filters), activityActors(db, filters.actor)])
  return { ...list, actors, page: filters.page }
}
