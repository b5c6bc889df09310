ALTER TABLE "writer_totals" ADD COLUMN "owed_usd_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_totals" ADD COLUMN "owed_inr_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What each writer is owed per currency follows writer_earnings row by row, in the same transaction, like
-- the other writer_totals columns (0007): the payouts page reads one row per writer, and the agency's
-- total adds one row per writer, instead of summing every owed line.
CREATE FUNCTION "writer_totals_owed_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "writer_totals" SET
      "owed_usd_minor" = "owed_usd_minor" - CASE WHEN OLD."currency" = 'USD' THEN OLD."amount_minor" - OLD."settled_minor" ELSE 0 END,
      "owed_inr_minor" = "owed_inr_minor" - CASE WHEN OLD."currency" = 'INR' THEN OLD."amount_minor" - OLD."settled_minor" ELSE 0 END
    WHERE "writer_id" = OLD."writer_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "writer_totals" AS t ("writer_id", "owed_usd_minor", "owed_inr_minor")
    VALUES (
      NEW."writer_id",
      CASE WHEN NEW."currency" = 'USD' THEN NEW."amount_minor" - NEW."settled_minor" ELSE 0 END,
      CASE WHEN NEW."currency" = 'INR' THEN NEW."amount_minor" - NEW."settled_minor" ELSE 0 END
    )
    ON CONFLICT ("writer_id") DO UPDATE SET
      "owed_usd_minor" = t."owed_usd_minor" + excluded."owed_usd_minor",
      "owed_inr_minor" = t."owed_inr_minor" + excluded."owed_inr_minor";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "writer_earnings_writer_totals" AFTER INSERT OR UPDATE OR DELETE ON "writer_earnings"
  FOR EACH ROW EXECUTE FUNCTION "writer_totals_owed_apply"();--> statement-breakpoint
CREATE FUNCTION "writer_totals_owed_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "writer_totals" SET "owed_usd_minor" = 0, "owed_inr_minor" = 0 WHERE "owed_usd_minor" <> 0 OR "owed_inr_minor" <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "writer_earnings_writer_totals_truncate" AFTER TRUNCATE ON "writer_earnings"
  FOR EACH STATEMENT EXECUTE FUNCTION "writer_totals_owed_clear"();--> statement-breakpoint
INSERT INTO "writer_totals" AS t ("writer_id", "owed_usd_minor", "owed_inr_minor")
SELECT "writer_id",
  sum(CASE WHEN "currency" = 'USD' THEN "amount_minor" - "settled_minor" ELSE 0 END),
  sum(CASE WHEN "currency" = 'INR' THEN "amount_minor" - "settled_minor" ELSE 0 END)
FROM "writer_earnings" GROUP BY 1
ON CONFLICT ("writer_id") DO UPDATE SET "owed_usd_minor" = excluded."owed_usd_minor", "owed_inr_minor" = excluded."owed_inr_minor";
