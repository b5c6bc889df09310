import { and, eq, exists, inArray, or, sql } from 'drizzle-orm'
import { brandProfiles, writerFounderAssignments } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'
import { visibleTo, type Actor } from '#app/utils/ownership.server.ts'
import { hasPermission } from '#app/utils/permissions.ts'
import type { BrandProfileView } from './brand-profile.ts'
import type { BrandProfileValues } from './brand-profile-schema.ts'

const columns = {
  founderId: brandProfiles.founderId,
  brandAndAudience: brandProfiles.brandAndAudience,
  voiceWords: brandProfiles.voiceWords,
  topics: brandProfiles.topics,
  avoid: brandProfiles.avoid,
  likedExamples: brandProfiles.likedExamples,
  competitors: brandProfiles.competitors,
  linkedinUrl: brandProfiles.linkedinUrl,
  goals: brandProfiles.goals,
  updatedAt: brandProfiles.updatedAt,
}

type Row = Omit<BrandProfileView, 'updatedAt'> & { updatedAt: Date }
const view = (row: Row | undefined): BrandProfileView | null => (row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null)

/**
 * Who may read a founder's brand profile, in SQL: admins all; a founder their own; a writer the
 * profiles of the founders they are actively assigned to (spec §6); nobody else any.
 */
function readableBy(db: Database, actor: Actor) {
  if (hasPermission(actor.roles, 'read:any')) return undefined
  const own = visibleTo(actor, { founder: brandProfiles.founderId })
  const assigned = actor.roles.includes('writer')
    ? exists(
        db
          .select({ one: sql`1` })
          .from(writerFounderAssignments)
          .where(
            and(
              eq(writerFounderAssignments.writerId, actor.id),
              eq(writerFounderAssignments.founderId, brandProfiles.founderId),
              eq(writerFounderAssignments.isActive, true),
            ),
          ),
      )
    : undefined
  return or(own, assigned)
}

/**
 * A founder's brand profile for the person asking: that founder, an admin, or a writer with an
 * active assignment to that founder. Null for anyone else, and when the founder has not filled it in.
 */
export async function getBrandProfileForReader(db: Database, actor: Actor, founderId: string): Promise<BrandProfileView | null> {
  return (await getBrandProfilesForReader(db, actor, [founderId])).get(founderId) ?? null
}

/** The brand profiles of these founders (at most 100) that the actor may read, by founder id. */
export async function getBrandProfilesForReader(db: Database, actor: Actor, founderIds: string[]): Promise<Map<string, BrandProfileView>> {
  const ids = [...new Set(founderIds)].slice(0, 100)
  if (ids.length === 0) return new Map()
  const rows = await db
    .select(columns)
    .from(brandProfiles)
    .where(and(inArray(brandProfiles.founderId, ids), readableBy(db, actor)))
  return new Map(rows.map((row) => [row.founderId, view(row)!]))
}

/** The signed-in founder's own profile (null before the first save). The caller must have checked they are a founder. */
export async function loadOwnBrandProfile(db: Database, founderId: string): Promise<BrandProfileView | null> {
  const [row] = await db.select(columns).from(brandProfiles).where(eq(brandProfiles.founderId, founderId)).limit(1)
  return view(row)
}

/** Saves the whole questionnaire (every section, emptied ones included). The caller must have checked the founder. */
export async function saveBrandProfile(db: Database, founderId: string, values: BrandProfileValues) {
  await db
    .insert(brandProfiles)
    .values({ founderId, ...values })
    .onConflictDoUpdate({ target: brandProfiles.founderId, set: values })
}
