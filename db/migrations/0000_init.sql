CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "request_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"bio" text,
	"company" text,
	"portfolio_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('admin', 'writer', 'founder'))
);
--> statement-breakpoint
CREATE TABLE "writer_founder_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"writer_id" text NOT NULL,
	"founder_id" text NOT NULL,
	"assigned_by" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "assignments_distinct_people" CHECK ("writer_founder_assignments"."writer_id" <> "writer_founder_assignments"."founder_id")
);
--> statement-breakpoint
CREATE TABLE "content_pack_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pack_id" uuid NOT NULL,
	"file_id" uuid,
	"user_id" text,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pack_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pack_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pack_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "content_pack_files_mime_check" CHECK ("content_pack_files"."mime_type" in ('application/pdf', 'application/zip')),
	CONSTRAINT "content_pack_files_size_check" CHECK ("content_pack_files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"kind" text DEFAULT 'pack' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_packs_price_check" CHECK ("content_packs"."price_minor" >= 0),
	CONSTRAINT "content_packs_currency_check" CHECK ("content_packs"."currency" in ('USD', 'INR')),
	CONSTRAINT "content_packs_kind_check" CHECK ("content_packs"."kind" in ('pack', 'starter'))
);
--> statement-breakpoint
CREATE TABLE "content_pieces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT 'blog' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"feedback" text,
	"writer_id" text NOT NULL,
	"founder_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pieces_status_check" CHECK ("content_pieces"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "content_pieces_type_check" CHECK ("content_pieces"."content_type" in ('blog', 'linkedin', 'pr', 'strategy'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"editor_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_status_check" CHECK ("content_revisions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "billing_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"transaction_type" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payment_id" uuid,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_transactions_amount_check" CHECK ("billing_transactions"."amount_minor" >= 0),
	CONSTRAINT "billing_transactions_currency_check" CHECK ("billing_transactions"."currency" in ('USD', 'INR')),
	CONSTRAINT "billing_transactions_status_check" CHECK ("billing_transactions"."status" in ('completed', 'paid', 'pending', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"expiry_date" timestamp with time zone,
	"max_usage_limit" integer,
	"current_usage" integer DEFAULT 0 NOT NULL,
	"applicable_to" text[] DEFAULT ARRAY['founder','writer']::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_codes_upper_check" CHECK ("coupon_codes"."code" = upper("coupon_codes"."code")),
	CONSTRAINT "coupon_codes_type_check" CHECK ("coupon_codes"."discount_type" in ('flat', 'percentage')),
	CONSTRAINT "coupon_codes_amount_check" CHECK ("coupon_codes"."discount_amount" > 0),
	CONSTRAINT "coupon_codes_percentage_check" CHECK ("coupon_codes"."discount_type" <> 'percentage' or "coupon_codes"."discount_amount" <= 100),
	CONSTRAINT "coupon_codes_usage_check" CHECK ("coupon_codes"."current_usage" >= 0 and ("coupon_codes"."max_usage_limit" is null or "coupon_codes"."max_usage_limit" > 0)),
	CONSTRAINT "coupon_codes_audience_check" CHECK ("coupon_codes"."applicable_to" <@ ARRAY['founder','writer']::text[] and cardinality("coupon_codes"."applicable_to") > 0),
	CONSTRAINT "coupon_codes_currency_check" CHECK ("coupon_codes"."currency" in ('USD', 'INR'))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"discount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"plan" text NOT NULL,
	"email" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"billing_period" text NOT NULL,
	"status" text DEFAULT 'dropped' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"coupon_id" uuid,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"gst_minor" integer DEFAULT 0 NOT NULL,
	"gst_number" text,
	"failure_reason" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_data_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "payment_data_amount_check" CHECK ("payment_data"."amount_minor" > 0),
	CONSTRAINT "payment_data_status_check" CHECK ("payment_data"."status" in ('dropped', 'success', 'failed')),
	CONSTRAINT "payment_data_currency_check" CHECK ("payment_data"."currency" in ('USD', 'INR')),
	CONSTRAINT "payment_data_period_check" CHECK ("payment_data"."billing_period" in ('monthly', 'yearly', 'one_time')),
	CONSTRAINT "payment_data_provider_check" CHECK ("payment_data"."provider" in ('stripe', 'phonepe', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan_slug" text NOT NULL,
	"billing_period" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_prices_amount_check" CHECK ("plan_prices"."amount_minor" >= 0),
	CONSTRAINT "plan_prices_currency_check" CHECK ("plan_prices"."currency" in ('USD', 'INR')),
	CONSTRAINT "plan_prices_period_check" CHECK ("plan_prices"."billing_period" in ('monthly', 'yearly', 'one_time'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_slug" text NOT NULL,
	"billing_period" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'past_due', 'canceled', 'expired')),
	CONSTRAINT "subscriptions_currency_check" CHECK ("subscriptions"."currency" in ('USD', 'INR')),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."billing_period" in ('monthly', 'yearly', 'one_time')),
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('stripe', 'phonepe', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_provider_check" CHECK ("webhook_events"."provider" in ('stripe', 'phonepe', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sending', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_activity_log" ADD CONSTRAINT "admin_activity_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_founder_assignments" ADD CONSTRAINT "writer_founder_assignments_writer_id_user_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_founder_assignments" ADD CONSTRAINT "writer_founder_assignments_founder_id_user_id_fk" FOREIGN KEY ("founder_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_founder_assignments" ADD CONSTRAINT "writer_founder_assignments_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pack_downloads" ADD CONSTRAINT "content_pack_downloads_pack_id_content_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."content_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pack_downloads" ADD CONSTRAINT "content_pack_downloads_file_id_content_pack_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."content_pack_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pack_downloads" ADD CONSTRAINT "content_pack_downloads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pack_files" ADD CONSTRAINT "content_pack_files_pack_id_content_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."content_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_packs" ADD CONSTRAINT "content_packs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD CONSTRAINT "content_pieces_writer_id_user_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD CONSTRAINT "content_pieces_founder_id_user_id_fk" FOREIGN KEY ("founder_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_content_id_content_pieces_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_editor_id_user_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_payment_id_payment_data_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_data"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupon_codes_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_payment_id_payment_data_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_data" ADD CONSTRAINT "payment_data_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_data" ADD CONSTRAINT "payment_data_coupon_id_coupon_codes_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "admin_activity_log_created_at_idx" ON "admin_activity_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "assignments_writer_idx" ON "writer_founder_assignments" USING btree ("writer_id","is_active");--> statement-breakpoint
CREATE INDEX "assignments_founder_idx" ON "writer_founder_assignments" USING btree ("founder_id","is_active");--> statement-breakpoint
CREATE INDEX "assignments_assigned_at_idx" ON "writer_founder_assignments" USING btree ("assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_active_pair_uq" ON "writer_founder_assignments" USING btree ("writer_id","founder_id") WHERE "writer_founder_assignments"."is_active";--> statement-breakpoint
CREATE INDEX "content_pack_downloads_pack_idx" ON "content_pack_downloads" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "content_pack_downloads_at_idx" ON "content_pack_downloads" USING btree ("downloaded_at");--> statement-breakpoint
CREATE INDEX "content_pack_files_pack_idx" ON "content_pack_files" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "content_packs_created_at_idx" ON "content_packs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_pieces_writer_idx" ON "content_pieces" USING btree ("writer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_pieces_founder_idx" ON "content_pieces" USING btree ("founder_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_pieces_status_idx" ON "content_pieces" USING btree ("status");--> statement-breakpoint
CREATE INDEX "content_pieces_created_at_idx" ON "content_pieces" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_revisions_content_idx" ON "content_revisions" USING btree ("content_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_revisions_updated_at_idx" ON "content_revisions" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_transactions_user_idx" ON "billing_transactions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_transactions_created_at_idx" ON "billing_transactions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_transactions_status_idx" ON "billing_transactions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "coupon_codes_created_at_idx" ON "coupon_codes" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "payment_data_timestamp_idx" ON "payment_data" USING btree ("timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_data_user_idx" ON "payment_data" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_data_status_idx" ON "payment_data" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_pk" ON "plan_prices" USING btree ("plan_slug","billing_period","currency");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_provider_event_uq" ON "webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address");