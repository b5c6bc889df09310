CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"user_id" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"payment_id" uuid,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"gst_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('USD', 'INR')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."total_minor" = "invoices"."subtotal_minor" - "invoices"."discount_minor" + "invoices"."gst_minor" and "invoices"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"client_reference" text NOT NULL,
	"mode" text NOT NULL,
	"description" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"renewal_amount_minor" integer,
	"currency" text NOT NULL,
	"interval" text,
	"customer_email" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"paid_at" timestamp with time zone,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkouts_client_reference_unique" UNIQUE("client_reference"),
	CONSTRAINT "sandbox_checkouts_status_check" CHECK ("sandbox_checkouts"."status" in ('open', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "sandbox_checkouts_amount_check" CHECK ("sandbox_checkouts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_email" text NOT NULL,
	"description" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"last_invoice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_data" DROP CONSTRAINT "payment_data_amount_check";--> statement-breakpoint
ALTER TABLE "payment_data" DROP CONSTRAINT "payment_data_provider_check";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_provider_check";--> statement-breakpoint
DROP INDEX "payment_data_user_idx";--> statement-breakpoint
DROP INDEX "subscriptions_status_idx";--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "payment_data" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "payment_data" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "payment_data" ADD COLUMN "contact_number" text;--> statement-breakpoint
ALTER TABLE "payment_data" ADD COLUMN "purpose" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_data" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_data" ADD COLUMN "subtotal_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_data" ADD COLUMN "outcome" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_data" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "payment_data" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_data" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "amount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "gst_number" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_slug" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_billing_period" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminder_sent_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transaction_id_billing_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."billing_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payment_data_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_data"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_uq" ON "invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_due_idx" ON "sandbox_subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_data" ADD CONSTRAINT "payment_data_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_data_pending_idx" ON "payment_data" USING btree ("outcome","timestamp") WHERE "payment_data"."outcome" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_data_coupon_idx" ON "payment_data" USING btree ("coupon_id","outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_user_uq" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE INDEX "webhook_events_received_at_idx" ON "webhook_events" USING btree ("received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_data_user_idx" ON "payment_data" USING btree ("user_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_provider_reference_unique" UNIQUE("provider_reference");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id");--> statement-breakpoint
UPDATE "billing_transactions" SET "transaction_type" = CASE
  WHEN "transaction_type" IN ('writer_payout', 'payout') THEN 'payout'
  WHEN "transaction_type" IN ('subscription_payment', 'subscription') THEN 'subscription'
  WHEN "transaction_type" IN ('renewal', 'refund') THEN "transaction_type"
  ELSE 'one_time' END
  WHERE "transaction_type" NOT IN ('subscription', 'renewal', 'one_time', 'refund', 'payout');--> statement-breakpoint
UPDATE "payment_data" SET "subtotal_minor" = "amount_minor" + "discount_minor" - "gst_minor",
  "outcome" = CASE "status" WHEN 'success' THEN 'paid' WHEN 'failed' THEN 'failed' ELSE 'expired' END;--> statement-breakpoint
UPDATE "subscriptions" SET "amount_minor" = "plan_prices"."amount_minor"
  FROM "plan_prices"
  WHERE "plan_prices"."plan_slug" = "subscriptions"."plan_slug" AND "plan_prices"."billing_period" = "subscriptions"."billing_period"
    AND "plan_prices"."currency" = "subscriptions"."currency" AND "subscriptions"."amount_minor" = 0;--> statement-breakpoint
UPDATE "subscriptions" SET "current_period_start" = "current_period_end" - CASE "billing_period" WHEN 'yearly' THEN interval '1 year' ELSE interval '1 month' END
  WHERE "current_period_start" IS NULL AND "current_period_end" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_type_check" CHECK ("billing_transactions"."transaction_type" in ('subscription', 'renewal', 'one_time', 'refund', 'payout'));--> statement-breakpoint
ALTER TABLE "payment_data" ADD CONSTRAINT "payment_data_outcome_check" CHECK ("payment_data"."outcome" in ('pending', 'paid', 'failed', 'expired'));--> statement-breakpoint
ALTER TABLE "payment_data" ADD CONSTRAINT "payment_data_purpose_check" CHECK ("payment_data"."purpose" in ('purchase', 'renewal', 'plan_change'));--> statement-breakpoint
ALTER TABLE "payment_data" ADD CONSTRAINT "payment_data_amount_check" CHECK ("payment_data"."amount_minor" >= 0 and "payment_data"."subtotal_minor" >= 0 and "payment_data"."discount_minor" >= 0 and "payment_data"."gst_minor" >= 0);--> statement-breakpoint
ALTER TABLE "payment_data" ADD CONSTRAINT "payment_data_provider_check" CHECK ("payment_data"."provider" in ('stripe', 'phonepe', 'sandbox', 'free'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pending_period_check" CHECK ("subscriptions"."pending_billing_period" is null or "subscriptions"."pending_billing_period" in ('monthly', 'yearly'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_amount_check" CHECK ("subscriptions"."amount_minor" >= 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('stripe', 'phonepe', 'sandbox', 'free'));