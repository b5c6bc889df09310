CREATE TABLE "sandbox_portal_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempt_totals" DROP CONSTRAINT "payment_attempt_totals_status_outcome_pk";--> statement-breakpoint
ALTER TABLE "payment_attempt_totals" ADD COLUMN "failure_kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempt_totals" ADD CONSTRAINT "payment_attempt_totals_status_outcome_failure_kind_pk" PRIMARY KEY("status","outcome","failure_kind");--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "card_label" text DEFAULT 'Visa ending 4242' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_portal_sessions" ADD CONSTRAINT "sandbox_portal_sessions_subscription_id_sandbox_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."sandbox_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- drizzle-kit wrote the primary key before its column; the column now comes first (above).
-- The attempt totals count each failure kind apart, so the admin's figures tell a declined card from a
-- buyer who cancelled; counted again from payment_data in this transaction.
CREATE OR REPLACE FUNCTION "payment_attempt_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "payment_attempt_totals" AS t ("status", "outcome", "failure_kind", "attempts")
    VALUES (OLD."status", OLD."outcome", coalesce(OLD."failure_kind", ''), -1)
    ON CONFLICT ("status", "outcome", "failure_kind") DO UPDATE SET "attempts" = t."attempts" + excluded."attempts";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "payment_attempt_totals" AS t ("status", "outcome", "failure_kind", "attempts")
    VALUES (NEW."status", NEW."outcome", coalesce(NEW."failure_kind", ''), 1)
    ON CONFLICT ("status", "outcome", "failure_kind") DO UPDATE SET "attempts" = t."attempts" + excluded."attempts";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "payment_data_attempt_totals" ON "payment_data";--> statement-breakpoint
CREATE TRIGGER "payment_data_attempt_totals" AFTER INSERT OR DELETE OR UPDATE OF "status", "outcome", "failure_kind"
  ON "payment_data" FOR EACH ROW EXECUTE FUNCTION "payment_attempt_totals_apply"();--> statement-breakpoint
DELETE FROM "payment_attempt_totals";--> statement-breakpoint
INSERT INTO "payment_attempt_totals" ("status", "outcome", "failure_kind", "attempts")
SELECT "status", "outcome", coalesce("failure_kind", ''), count(*)::int FROM "payment_data" GROUP BY 1, 2, 3;
