CREATE TABLE "notification_preferences" (
	"user_id" text NOT NULL,
	"topic" text NOT NULL,
	"in_app" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_topic_pk" PRIMARY KEY("user_id","topic"),
	CONSTRAINT "notification_preferences_topic_check" CHECK ("notification_preferences"."topic" in ('reviews', 'comments', 'reminders', 'billing', 'payouts'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "notification_preferences_set_updated_at" BEFORE UPDATE ON "notification_preferences" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
-- One company per person: the profile's. The company given at the last checkout (what invoices showed) wins over the onboarding one.
INSERT INTO "profiles" ("id", "company")
  SELECT "user_id", "company" FROM "billing_profiles" WHERE "company" IS NOT NULL AND "company" <> ''
  ON CONFLICT ("id") DO UPDATE SET "company" = EXCLUDED."company";--> statement-breakpoint
ALTER TABLE "billing_profiles" DROP COLUMN "company";