-- The day a piece sits on in a content calendar, kept by PostgreSQL (db/schema/content.ts): a person's
-- month is then one range of their calendar index, instead of every piece of theirs read and filtered.
-- Adding a stored column rewrites the table: until autovacuum has been through it (or `VACUUM ANALYZE
-- content_pieces` after the upgrade), counts that read only an index visit the table's pages as well.
DROP INDEX "content_pieces_founder_calendar_idx";--> statement-breakpoint
DROP INDEX "content_pieces_writer_calendar_idx";--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "calendar_day" date GENERATED ALWAYS AS (coalesce((published_at at time zone 'UTC')::date, planned_publish_date, case when status in ('requested', 'draft') then due_date end)) STORED;--> statement-breakpoint
CREATE INDEX "content_pieces_founder_calendar_idx" ON "content_pieces" USING btree ("founder_id","calendar_day");--> statement-breakpoint
CREATE INDEX "content_pieces_writer_calendar_idx" ON "content_pieces" USING btree ("writer_id","calendar_day");