ALTER TABLE "content_pieces" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "body_html" text;--> statement-breakpoint
CREATE INDEX "content_pieces_unrendered_idx" ON "content_pieces" USING btree ("id") WHERE "content_pieces"."body_html" is null;--> statement-breakpoint
CREATE INDEX "content_revisions_unrendered_idx" ON "content_revisions" USING btree ("id") WHERE "content_revisions"."body_html" is null;--> statement-breakpoint
-- The HTML stays the rendering of the body it sits beside: an update that changes a body and leaves its
-- HTML as it was (SQL run by hand, or an instance of the previous version during a rolling deploy)
-- clears the HTML, and the piece is rendered again (on view until the next start's backfill) instead
-- of showing an older version. The app writes both in one statement.
CREATE FUNCTION "content_body_html_follows_body"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."body" IS DISTINCT FROM OLD."body" AND NEW."body_html" IS NOT DISTINCT FROM OLD."body_html" THEN
    NEW."body_html" := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_pieces_body_html" BEFORE UPDATE ON "content_pieces"
  FOR EACH ROW EXECUTE FUNCTION "content_body_html_follows_body"();--> statement-breakpoint
CREATE TRIGGER "content_revisions_body_html" BEFORE UPDATE ON "content_revisions"
  FOR EACH ROW EXECUTE FUNCTION "content_body_html_follows_body"();
