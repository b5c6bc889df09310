CREATE TABLE "payout_settlements" (
	"payout_id" uuid NOT NULL,
	"earning_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "payout_settlements_payout_id_earning_id_pk" PRIMARY KEY("payout_id","earning_id"),
	CONSTRAINT "payout_settlements_amount_check" CHECK ("payout_settlements"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "writer_default_rates" (
	"currency" text NOT NULL,
	"content_type" text NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "writer_default_rates_currency_content_type_pk" PRIMARY KEY("currency","content_type"),
	CONSTRAINT "writer_default_rates_amount_check" CHECK ("writer_default_rates"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "writer_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"writer_id" text NOT NULL,
	"content_id" uuid,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"settled_minor" integer DEFAULT 0 NOT NULL,
	"accrued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "writer_earnings_content_uq" UNIQUE("content_id"),
	CONSTRAINT "writer_earnings_amount_check" CHECK ("writer_earnings"."amount_minor" > 0),
	CONSTRAINT "writer_earnings_settled_check" CHECK ("writer_earnings"."settled_minor" >= 0 and "writer_earnings"."settled_minor" <= "writer_earnings"."amount_minor"),
	CONSTRAINT "writer_earnings_currency_check" CHECK ("writer_earnings"."currency" in ('USD', 'INR'))
);
--> statement-breakpoint
CREATE TABLE "writer_type_rates" (
	"writer_id" text NOT NULL,
	"content_type" text NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "writer_type_rates_writer_id_content_type_pk" PRIMARY KEY("writer_id","content_type"),
	CONSTRAINT "writer_type_rates_amount_check" CHECK ("writer_type_rates"."amount_minor" > 0),
	CONSTRAINT "writer_type_rates_type_check" CHECK ("writer_type_rates"."content_type" in ('blog', 'linkedin', 'pr', 'strategy'))
);
--> statement-breakpoint
ALTER TABLE "writer_rates" DROP CONSTRAINT "writer_rates_type_check";--> statement-breakpoint
ALTER TABLE "writer_rates" DROP CONSTRAINT "writer_rates_amount_check";--> statement-breakpoint
ALTER TABLE "payout_settlements" ADD CONSTRAINT "payout_settlements_payout_id_billing_transactions_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."billing_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_settlements" ADD CONSTRAINT "payout_settlements_earning_id_writer_earnings_id_fk" FOREIGN KEY ("earning_id") REFERENCES "public"."writer_earnings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_earnings" ADD CONSTRAINT "writer_earnings_writer_id_user_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_earnings" ADD CONSTRAINT "writer_earnings_content_id_content_pieces_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_pieces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_type_rates" ADD CONSTRAINT "writer_type_rates_writer_id_writer_rates_writer_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."writer_rates"("writer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_settlements_earning_idx" ON "payout_settlements" USING btree ("earning_id");--> statement-breakpoint
CREATE INDEX "writer_earnings_owed_idx" ON "writer_earnings" USING btree ("writer_id","currency","accrued_at","id") WHERE "writer_earnings"."settled_minor" < "writer_earnings"."amount_minor";--> statement-breakpoint
CREATE INDEX "writer_earnings_writer_idx" ON "writer_earnings" USING btree ("writer_id","accrued_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- A writer paid per piece keeps that rate for every content type; every piece they had approved gets its
-- owed line at it, and the payouts already recorded settle those lines oldest first in their currency,
-- so what each writer is owed is what the payouts page showed before. A per-month rate keeps only its
-- currency: pay now accrues per approved piece, at the default rates of that currency.
INSERT INTO "writer_type_rates" ("writer_id", "content_type", "amount_minor")
SELECT r."writer_id", t."content_type", r."amount_minor"
FROM "writer_rates" r CROSS JOIN (VALUES ('blog'), ('linkedin'), ('pr'), ('strategy')) AS t ("content_type")
WHERE r."rate_type" = 'per_piece';--> statement-breakpoint
INSERT INTO "writer_earnings" ("writer_id", "content_id", "content_type", "title", "amount_minor", "currency", "accrued_at")
SELECT p."writer_id", p."id", p."content_type", p."title", r."amount_minor", r."currency", coalesce(p."decided_at", p."created_at")
FROM "content_pieces" p JOIN "writer_rates" r ON r."writer_id" = p."writer_id" AND r."rate_type" = 'per_piece'
WHERE p."status" = 'approved';--> statement-breakpoint
INSERT INTO "payout_settlements" ("payout_id", "earning_id", "amount_minor")
SELECT o."payout_id", o."earning_id", o."amount"::int FROM (
  SELECT p."id" AS "payout_id", l."id" AS "earning_id",
    least(l."line_end", p."pay_end") - greatest(l."line_end" - l."amount_minor", p."pay_end" - p."amount_minor") AS "amount"
  FROM (
    SELECT e."id", e."writer_id", e."currency", e."amount_minor",
      sum(e."amount_minor") OVER (PARTITION BY e."writer_id", e."currency" ORDER BY e."accrued_at", e."id") AS "line_end"
    FROM "writer_earnings" e
  ) l
  JOIN (
    SELECT b."id", b."user_id", b."currency", b."amount_minor",
      sum(b."amount_minor") OVER (PARTITION BY b."user_id", b."currency" ORDER BY b."created_at", b."id") AS "pay_end"
    FROM "billing_transactions" b
    WHERE b."transaction_type" = 'payout' AND b."status" IN ('paid', 'pending', 'completed') AND b."amount_minor" > 0
  ) p ON p."user_id" = l."writer_id" AND p."currency" = l."currency"
) o
WHERE o."amount" > 0;--> statement-breakpoint
UPDATE "writer_earnings" e SET
  "settled_minor" = s."total",
  "settled_at" = CASE WHEN s."total" = e."amount_minor" THEN s."paid_at" END
FROM (
  SELECT ps."earning_id", sum(ps."amount_minor")::int AS "total", max(b."created_at") AS "paid_at"
  FROM "payout_settlements" ps JOIN "billing_transactions" b ON b."id" = ps."payout_id" GROUP BY 1
) s
WHERE s."earning_id" = e."id";--> statement-breakpoint
ALTER TABLE "writer_rates" DROP COLUMN "rate_type";--> statement-breakpoint
ALTER TABLE "writer_rates" DROP COLUMN "amount_minor";--> statement-breakpoint
-- The currency a writer is paid in: their rate card's (an admin set it), else INR when their payout
-- details are in India (UPI, or the country India), else USD.
CREATE FUNCTION "writer_pay_currency"(p_writer text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT r."currency" FROM "writer_rates" r WHERE r."writer_id" = p_writer),
    (SELECT CASE WHEN d."method" = 'upi' OR lower(btrim(d."country")) IN ('india', 'in', 'bharat') THEN 'INR' ELSE 'USD' END
       FROM "writer_payout_details" d WHERE d."user_id" = p_writer),
    'USD')
$$;--> statement-breakpoint
-- What an approved piece of a type earns the writer now, and in which currency: their own rate for the
-- type, else the default rate of their currency (writer_default_rates, written at start-up).
CREATE FUNCTION "writer_rate"(p_writer text, p_type text) RETURNS TABLE ("amount_minor" integer, "currency" text)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(t."amount_minor", d."amount_minor"), c."currency"
  FROM (SELECT "writer_pay_currency"(p_writer) AS "currency") c
  LEFT JOIN "writer_type_rates" t ON t."writer_id" = p_writer AND t."content_type" = p_type
  LEFT JOIN "writer_default_rates" d ON d."currency" = c."currency" AND d."content_type" = p_type
$$;--> statement-breakpoint
-- A piece that becomes approved earns its writer one owed line at the rate then in force, in the
-- approving transaction, whichever way it was approved (the dashboard, a review link, SQL). The
-- piece's row lock serialises its approvals and the unique content_id keeps it to one line.
CREATE FUNCTION "writer_earnings_accrue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "writer_earnings" ("writer_id", "content_id", "content_type", "title", "amount_minor", "currency", "accrued_at")
  SELECT NEW."writer_id", NEW."id", NEW."content_type", NEW."title", r."amount_minor", r."currency", coalesce(NEW."decided_at", now())
  FROM "writer_rate"(NEW."writer_id", NEW."content_type") r
  WHERE r."amount_minor" IS NOT NULL
  ON CONFLICT ("content_id") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_pieces_writer_earnings" AFTER INSERT OR UPDATE OF "status" ON "content_pieces"
  FOR EACH ROW WHEN (NEW."status" = 'approved') EXECUTE FUNCTION "writer_earnings_accrue"();
