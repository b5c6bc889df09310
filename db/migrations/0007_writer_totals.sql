CREATE TABLE "writer_totals" (
	"writer_id" text PRIMARY KEY NOT NULL,
	"approved_pieces" integer DEFAULT 0 NOT NULL,
	"last_approved_at" timestamp with time zone,
	"paid_usd_minor" bigint DEFAULT 0 NOT NULL,
	"paid_inr_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "writer_totals" ADD CONSTRAINT "writer_totals_writer_id_user_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_writer_active_since_idx" ON "writer_founder_assignments" USING btree ("writer_id","assigned_at") WHERE "writer_founder_assignments"."is_active";--> statement-breakpoint
-- writer_totals follows content_pieces and billing_transactions row by row, in the writer's transaction,
-- like the counters of 0005 and 0006. A change that adds to a writer is one upsert; one that takes away
-- only updates a row (an account being deleted takes its row with it, and nothing may recreate it).
-- The latest approval cannot be taken back by subtraction: when an approved piece leaves (deleted,
-- no longer approved, moved, or its date changed), the writer's row is locked first and the latest is
-- then read afresh, so an approval committed meanwhile by another transaction is seen.
CREATE FUNCTION "writer_totals_pieces_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := TG_OP <> 'INSERT' AND OLD."status" = 'approved';
  new_counts boolean := TG_OP <> 'DELETE' AND NEW."status" = 'approved';
BEGIN
  IF old_counts AND new_counts AND OLD."writer_id" = NEW."writer_id"
    AND coalesce(OLD."decided_at", OLD."created_at") = coalesce(NEW."decided_at", NEW."created_at") THEN
    RETURN NULL;
  END IF;
  IF old_counts THEN
    PERFORM 1 FROM "writer_totals"
      WHERE "writer_id" IN (OLD."writer_id", CASE WHEN new_counts THEN NEW."writer_id" END)
      ORDER BY "writer_id" FOR UPDATE;
    UPDATE "writer_totals" SET
      "approved_pieces" = "approved_pieces" - 1,
      "last_approved_at" = (SELECT max(coalesce(p."decided_at", p."created_at")) FROM "content_pieces" p
        WHERE p."writer_id" = OLD."writer_id" AND p."status" = 'approved')
    WHERE "writer_id" = OLD."writer_id";
  END IF;
  IF new_counts THEN
    INSERT INTO "writer_totals" AS t ("writer_id", "approved_pieces", "last_approved_at")
    VALUES (NEW."writer_id", 1, coalesce(NEW."decided_at", NEW."created_at"))
    ON CONFLICT ("writer_id") DO UPDATE SET
      "approved_pieces" = t."approved_pieces" + 1,
      "last_approved_at" = greatest(t."last_approved_at", excluded."last_approved_at");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_pieces_writer_totals" AFTER INSERT OR UPDATE OR DELETE ON "content_pieces"
  FOR EACH ROW EXECUTE FUNCTION "writer_totals_pieces_apply"();--> statement-breakpoint
CREATE FUNCTION "writer_totals_pieces_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "writer_totals" SET "approved_pieces" = 0, "last_approved_at" = NULL
  WHERE "approved_pieces" <> 0 OR "last_approved_at" IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_pieces_writer_totals_truncate" AFTER TRUNCATE ON "content_pieces"
  FOR EACH STATEMENT EXECUTE FUNCTION "writer_totals_pieces_clear"();--> statement-breakpoint
-- A payout counts against what the writer is owed once it is paid, pending or completed (payouts.server.ts).
CREATE FUNCTION "writer_totals_payouts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := TG_OP <> 'INSERT' AND OLD."transaction_type" = 'payout' AND OLD."status" IN ('paid', 'pending', 'completed');
  new_counts boolean := TG_OP <> 'DELETE' AND NEW."transaction_type" = 'payout' AND NEW."status" IN ('paid', 'pending', 'completed');
BEGIN
  IF old_counts AND new_counts AND OLD."user_id" = NEW."user_id" AND OLD."currency" = NEW."currency"
    AND OLD."amount_minor" = NEW."amount_minor" THEN
    RETURN NULL;
  END IF;
  IF old_counts THEN
    UPDATE "writer_totals" SET
      "paid_usd_minor" = "paid_usd_minor" - CASE WHEN OLD."currency" = 'USD' THEN OLD."amount_minor" ELSE 0 END,
      "paid_inr_minor" = "paid_inr_minor" - CASE WHEN OLD."currency" = 'INR' THEN OLD."amount_minor" ELSE 0 END
    WHERE "writer_id" = OLD."user_id";
  END IF;
  IF new_counts THEN
    INSERT INTO "writer_totals" AS t ("writer_id", "paid_usd_minor", "paid_inr_minor")
    VALUES (
      NEW."user_id",
      CASE WHEN NEW."currency" = 'USD' THEN NEW."amount_minor" ELSE 0 END,
      CASE WHEN NEW."currency" = 'INR' THEN NEW."amount_minor" ELSE 0 END
    )
    ON CONFLICT ("writer_id") DO UPDATE SET
      "paid_usd_minor" = t."paid_usd_minor" + excluded."paid_usd_minor",
      "paid_inr_minor" = t."paid_inr_minor" + excluded."paid_inr_minor";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "billing_transactions_writer_totals" AFTER INSERT OR UPDATE OR DELETE ON "billing_transactions"
  FOR EACH ROW EXECUTE FUNCTION "writer_totals_payouts_apply"();--> statement-breakpoint
CREATE FUNCTION "writer_totals_payouts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "writer_totals" SET "paid_usd_minor" = 0, "paid_inr_minor" = 0 WHERE "paid_usd_minor" <> 0 OR "paid_inr_minor" <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "billing_transactions_writer_totals_truncate" AFTER TRUNCATE ON "billing_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "writer_totals_payouts_clear"();--> statement-breakpoint
INSERT INTO "writer_totals" ("writer_id", "approved_pieces", "last_approved_at", "paid_usd_minor", "paid_inr_minor")
SELECT "writer_id", sum("pieces")::int, max("approved_at"), sum("usd"), sum("inr") FROM (
  SELECT "writer_id", count(*) AS "pieces", max(coalesce("decided_at", "created_at")) AS "approved_at", 0 AS "usd", 0 AS "inr"
  FROM "content_pieces" WHERE "status" = 'approved' GROUP BY 1
  UNION ALL
  SELECT "user_id", 0, NULL,
    sum(CASE WHEN "currency" = 'USD' THEN "amount_minor" ELSE 0 END),
    sum(CASE WHEN "currency" = 'INR' THEN "amount_minor" ELSE 0 END)
  FROM "billing_transactions"
  WHERE "transaction_type" = 'payout' AND "status" IN ('paid', 'pending', 'completed') GROUP BY 1
) AS existing ("writer_id", "pieces", "approved_at", "usd", "inr")
GROUP BY 1;
