CREATE TABLE "brand_profiles" (
	"founder_id" text PRIMARY KEY NOT NULL,
	"brand_and_audience" text,
	"voice_words" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"topics" text,
	"avoid" text,
	"liked_examples" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"competitors" text,
	"linkedin_url" text,
	"goals" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writer_payout_details" (
	"user_id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"account_holder" text NOT NULL,
	"upi_id" text,
	"bank_name" text,
	"bank_account_number" text,
	"bank_routing_code" text,
	"paypal_email" text,
	"country" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "writer_payout_details_method_check" CHECK ("writer_payout_details"."method" in ('bank', 'upi', 'paypal'))
);
--> statement-breakpoint
CREATE TABLE "writer_rates" (
	"writer_id" text PRIMARY KEY NOT NULL,
	"rate_type" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "writer_rates_type_check" CHECK ("writer_rates"."rate_type" in ('per_piece', 'per_month')),
	CONSTRAINT "writer_rates_amount_check" CHECK ("writer_rates"."amount_minor" > 0),
	CONSTRAINT "writer_rates_currency_check" CHECK ("writer_rates"."currency" in ('USD', 'INR'))
);
--> statement-breakpoint
CREATE TABLE "content_action_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"content_id" uuid NOT NULL,
	"founder_id" text NOT NULL,
	"action" text NOT NULL,
	"round" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_action_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "content_action_tokens_action_check" CHECK ("content_action_tokens"."action" in ('approve', 'request-changes'))
);
--> statement-breakpoint
CREATE TABLE "content_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_settings" (
	"plan_slug" text PRIMARY KEY NOT NULL,
	"sold_out" boolean NOT NULL,
	"availability" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_pieces" DROP CONSTRAINT "content_pieces_status_check";--> statement-breakpoint
ALTER TABLE "content_revisions" DROP CONSTRAINT "content_revisions_status_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "experience_years" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "specialties" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "revision_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "planned_publish_date" date;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "published_url" text;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_founder_id_user_id_fk" FOREIGN KEY ("founder_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_payout_details" ADD CONSTRAINT "writer_payout_details_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_rates" ADD CONSTRAINT "writer_rates_writer_id_user_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_rates" ADD CONSTRAINT "writer_rates_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_action_tokens" ADD CONSTRAINT "content_action_tokens_content_id_content_pieces_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_action_tokens" ADD CONSTRAINT "content_action_tokens_founder_id_user_id_fk" FOREIGN KEY ("founder_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_content_id_content_pieces_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "content_action_tokens_content_idx" ON "content_action_tokens" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_comments_content_idx" ON "content_comments" USING btree ("content_id","created_at");--> statement-breakpoint
ALTER TABLE "content_pieces" ADD CONSTRAINT "content_pieces_assignment_id_writer_founder_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."writer_founder_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pieces_founder_status_idx" ON "content_pieces" USING btree ("founder_id","status");--> statement-breakpoint
CREATE INDEX "content_pieces_writer_status_idx" ON "content_pieces" USING btree ("writer_id","status");--> statement-breakpoint
CREATE INDEX "content_pieces_founder_calendar_idx" ON "content_pieces" USING btree ("founder_id","planned_publish_date");--> statement-breakpoint
CREATE INDEX "content_pieces_writer_calendar_idx" ON "content_pieces" USING btree ("writer_id","planned_publish_date");--> statement-breakpoint
CREATE INDEX "content_pieces_pending_idx" ON "content_pieces" USING btree ("submitted_at") WHERE "content_pieces"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "billing_transactions_type_created_idx" ON "billing_transactions" USING btree ("transaction_type","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "content_pieces" ADD CONSTRAINT "content_pieces_round_check" CHECK ("content_pieces"."revision_round" >= 0);--> statement-breakpoint
ALTER TABLE "content_pieces" ADD CONSTRAINT "content_pieces_status_check" CHECK ("content_pieces"."status" in ('draft', 'pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_status_check" CHECK ("content_revisions"."status" in ('draft', 'pending', 'approved', 'rejected'));--> statement-breakpoint
UPDATE "content_pieces" SET "submitted_at" = "created_at" WHERE "submitted_at" IS NULL AND "status" <> 'draft';--> statement-breakpoint
UPDATE "content_pieces" SET "decided_at" = "updated_at" WHERE "decided_at" IS NULL AND "status" IN ('approved', 'rejected');--> statement-breakpoint
UPDATE "content_pieces" SET "assignment_id" = (
  SELECT "id" FROM "writer_founder_assignments" a
  WHERE a."writer_id" = "content_pieces"."writer_id" AND a."founder_id" = "content_pieces"."founder_id"
  ORDER BY a."is_active" DESC, a."assigned_at" DESC LIMIT 1
) WHERE "assignment_id" IS NULL;--> statement-breakpoint
UPDATE "profiles" SET "onboarded_at" = "created_at" WHERE "onboarded_at" IS NULL
  AND EXISTS (SELECT 1 FROM "user_roles" r WHERE r."user_id" = "profiles"."id");--> statement-breakpoint
CREATE TRIGGER "plan_settings_bump_public_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_public_content_version"();--> statement-breakpoint
CREATE TRIGGER "plan_settings_set_updated_at" BEFORE UPDATE ON "plan_settings" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "brand_profiles_set_updated_at" BEFORE UPDATE ON "brand_profiles" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "writer_payout_details_set_updated_at" BEFORE UPDATE ON "writer_payout_details" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();--> statement-breakpoint
CREATE TRIGGER "writer_rates_set_updated_at" BEFORE UPDATE ON "writer_rates" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();
