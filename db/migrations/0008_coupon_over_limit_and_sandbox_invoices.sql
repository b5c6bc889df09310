CREATE TABLE "sandbox_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "over_limit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_invoices" ADD CONSTRAINT "sandbox_invoices_subscription_id_sandbox_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."sandbox_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_invoices_subscription_idx" ON "sandbox_invoices" USING btree ("subscription_id");--> statement-breakpoint
-- The invoice each sandbox subscription last charged, so a delivery of its webhook still being retried is recognised.
INSERT INTO "sandbox_invoices" ("id", "subscription_id", "amount_minor", "currency", "period_start", "period_end")
  SELECT "last_invoice_id", "id", "amount_minor", "currency", "current_period_start", "current_period_end"
  FROM "sandbox_subscriptions" WHERE "last_invoice_id" IS NOT NULL;--> statement-breakpoint
-- Uses taken beyond a coupon's limit before the limit held at fulfilment: the earliest uses stay within
-- the limit, the later ones are marked over it, and the coupon's usage counts only those within.
UPDATE "coupon_redemptions" SET "over_limit" = true
  FROM (
    SELECT r."id", row_number() OVER (PARTITION BY r."coupon_id" ORDER BY r."created_at", r."id") AS "n", c."max_usage_limit"
    FROM "coupon_redemptions" r JOIN "coupon_codes" c ON c."id" = r."coupon_id"
    WHERE c."max_usage_limit" IS NOT NULL AND c."current_usage" > c."max_usage_limit"
  ) ranked
  WHERE "coupon_redemptions"."id" = ranked."id" AND ranked."n" > ranked."max_usage_limit";--> statement-breakpoint
UPDATE "coupon_codes" SET "current_usage" = "max_usage_limit"
  WHERE "max_usage_limit" IS NOT NULL AND "current_usage" > "max_usage_limit";
