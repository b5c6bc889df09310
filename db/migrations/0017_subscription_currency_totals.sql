CREATE TABLE "subscription_currency_monthly_totals" (
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"started" integer NOT NULL,
	"ended" integer NOT NULL,
	"started_annual_minor" bigint NOT NULL,
	"ended_annual_minor" bigint NOT NULL,
	CONSTRAINT "subscription_currency_monthly_totals_month_currency_pk" PRIMARY KEY("month","currency")
);
--> statement-breakpoint
CREATE INDEX "subscriptions_newest_idx" ON "subscriptions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Per currency, the subscriptions started (UTC month of created_at) and ended (canceled or expired, UTC
-- month of coalesce(canceled_at, updated_at)), as in subscription_monthly_totals, with their recurring
-- revenue over a year: a monthly price twelve times, a yearly price once, a one-time product nothing.
-- A subscription counts at its current price over its whole life (a plan change re-prices its months),
-- so the counter is a function of the rows and a fresh group by can check it (docs/decisions/033).
CREATE FUNCTION "subscription_annual_minor"("period" text, "amount" integer) RETURNS bigint
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE "period" WHEN 'monthly' THEN "amount"::bigint * 12 WHEN 'yearly' THEN "amount"::bigint ELSE 0 END
$$;--> statement-breakpoint
CREATE FUNCTION "subscription_currency_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "subscription_currency_monthly_totals" AS t
    ("month", "currency", "started", "ended", "started_annual_minor", "ended_annual_minor")
  SELECT "month", "currency", sum("started")::int, sum("ended")::int, sum("started_annual"), sum("ended_annual") FROM (
    SELECT date_trunc('month', OLD."created_at" AT TIME ZONE 'UTC')::date, OLD."currency",
        -1, 0, -subscription_annual_minor(OLD."billing_period", OLD."amount_minor"), 0::bigint
      WHERE TG_OP <> 'INSERT'
    UNION ALL SELECT date_trunc('month', NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."currency",
        1, 0, subscription_annual_minor(NEW."billing_period", NEW."amount_minor"), 0::bigint
      WHERE TG_OP <> 'DELETE'
    UNION ALL SELECT date_trunc('month', coalesce(OLD."canceled_at", OLD."updated_at") AT TIME ZONE 'UTC')::date, OLD."currency",
        0, -1, 0::bigint, -subscription_annual_minor(OLD."billing_period", OLD."amount_minor")
      WHERE TG_OP <> 'INSERT' AND OLD."status" IN ('canceled', 'expired')
    UNION ALL SELECT date_trunc('month', coalesce(NEW."canceled_at", NEW."updated_at") AT TIME ZONE 'UTC')::date, NEW."currency",
        0, 1, 0::bigint, subscription_annual_minor(NEW."billing_period", NEW."amount_minor")
      WHERE TG_OP <> 'DELETE' AND NEW."status" IN ('canceled', 'expired')
  ) AS change ("month", "currency", "started", "ended", "started_annual", "ended_annual")
  GROUP BY 1, 2
  HAVING sum("started") <> 0 OR sum("ended") <> 0 OR sum("started_annual") <> 0 OR sum("ended_annual") <> 0
  ORDER BY 1, 2
  ON CONFLICT ("month", "currency") DO UPDATE SET
    "started" = t."started" + excluded."started",
    "ended" = t."ended" + excluded."ended",
    "started_annual_minor" = t."started_annual_minor" + excluded."started_annual_minor",
    "ended_annual_minor" = t."ended_annual_minor" + excluded."ended_annual_minor";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_currency_totals" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "subscription_currency_totals_apply"();--> statement-breakpoint
CREATE FUNCTION "subscription_currency_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "subscription_currency_monthly_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_currency_totals_truncate" AFTER TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "subscription_currency_totals_clear"();--> statement-breakpoint
INSERT INTO "subscription_currency_monthly_totals"
  ("month", "currency", "started", "ended", "started_annual_minor", "ended_annual_minor")
SELECT "month", "currency", sum("started")::int, sum("ended")::int, sum("started_annual"), sum("ended_annual") FROM (
  SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, "currency",
      1, 0, subscription_annual_minor("billing_period", "amount_minor"), 0::bigint
    FROM "subscriptions"
  UNION ALL SELECT date_trunc('month', coalesce("canceled_at", "updated_at") AT TIME ZONE 'UTC')::date, "currency",
      0, 1, 0::bigint, subscription_annual_minor("billing_period", "amount_minor")
    FROM "subscriptions" WHERE "status" IN ('canceled', 'expired')
) AS existing ("month", "currency", "started", "ended", "started_annual", "ended_annual")
GROUP BY 1, 2;
