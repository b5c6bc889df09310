CREATE TABLE "public_content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"bumped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_content_version_single_row" CHECK ("public_content_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sending', 'sent', 'failed'));--> statement-breakpoint
INSERT INTO "public_content_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Public pages are cached until this version changes; any change to the prices they show bumps it,
-- in the same transaction as the change.
CREATE FUNCTION "bump_public_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public_content_version" SET "version" = "version" + 1, "bumped_at" = now() WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plan_prices_bump_public_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
-- updated_at follows every update, whoever makes it; an update that sets it explicitly keeps its value.
CREATE FUNCTION "set_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" THEN
    NEW."updated_at" := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_set_updated_at" BEFORE UPDATE ON "user" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "session_set_updated_at" BEFORE UPDATE ON "session" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "account_set_updated_at" BEFORE UPDATE ON "account" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "verification_set_updated_at" BEFORE UPDATE ON "verification" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "profiles_set_updated_at" BEFORE UPDATE ON "profiles" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "plan_prices_set_updated_at" BEFORE UPDATE ON "plan_prices" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_set_updated_at" BEFORE UPDATE ON "subscriptions" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "payment_data_set_updated_at" BEFORE UPDATE ON "payment_data" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "content_pieces_set_updated_at" BEFORE UPDATE ON "content_pieces" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "content_revisions_set_updated_at" BEFORE UPDATE ON "content_revisions" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();
