DROP INDEX "content_pieces_status_idx";--> statement-breakpoint
CREATE INDEX "content_pieces_status_type_age_idx" ON "content_pieces" USING btree ("status","content_type","status_changed_at","id");