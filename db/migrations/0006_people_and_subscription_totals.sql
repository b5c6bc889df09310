CREATE TABLE "assignment_totals" (
	"is_active" boolean PRIMARY KEY NOT NULL,
	"assignments" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_totals" (
	"role" text PRIMARY KEY NOT NULL,
	"people" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_monthly_totals" (
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"transaction_type" text NOT NULL,
	"status" text NOT NULL,
	"transactions" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "billing_monthly_totals_month_currency_transaction_type_status_pk" PRIMARY KEY("month","currency","transaction_type","status")
);
--> statement-breakpoint
CREATE TABLE "subscription_monthly_totals" (
	"month" date PRIMARY KEY NOT NULL,
	"started" integer NOT NULL,
	"ended" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_status_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"subscriptions" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- user_roles.sort_name is lower(user.name), whoever writes either table: filled on every insert and
-- update of a role (the value written is ignored), and followed when a name changes.
CREATE FUNCTION "user_roles_sort_name_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An unknown user leaves '' here and the foreign key refuses the row with its own message.
  NEW."sort_name" := coalesce((SELECT lower("name") FROM "user" WHERE "id" = NEW."user_id"), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_sort_name" BEFORE INSERT OR UPDATE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "user_roles_sort_name_fill"();--> statement-breakpoint
CREATE FUNCTION "user_roles_sort_name_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_roles" SET "sort_name" = lower(NEW."name") WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_sort_name_follow" AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "user_roles_sort_name_follow"();--> statement-breakpoint
UPDATE "user_roles" SET "sort_name" = lower("user"."name") FROM "user" WHERE "user"."id" = "user_roles"."user_id";--> statement-breakpoint
-- Replaced by user_roles_role_name_idx, which starts with the role too.
DROP INDEX "user_roles_role_idx";--> statement-breakpoint
CREATE INDEX "user_roles_role_name_idx" ON "user_roles" USING btree ("role","sort_name","user_id");--> statement-breakpoint
-- The counters below follow billing_daily_totals (0005): a row trigger applies each change in the same
-- transaction as the write, a statement trigger empties them on truncation, and the migration fills
-- them from the rows already there. Each change is one upsert of the keys it moves, summed and in key
-- order (two concurrent writes lock the counter rows in the same order, so they cannot deadlock on
-- them), and skipped when it moves nothing (an update of another column locks no counter row).
CREATE FUNCTION "role_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "role_totals" AS t ("role", "people")
  SELECT "role", sum("delta")::int FROM (
    SELECT OLD."role", -1 WHERE TG_OP <> 'INSERT'
    UNION ALL SELECT NEW."role", 1 WHERE TG_OP <> 'DELETE'
  ) AS change ("role", "delta")
  GROUP BY 1 HAVING sum("delta") <> 0 ORDER BY 1
  ON CONFLICT ("role") DO UPDATE SET "people" = t."people" + excluded."people";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_role_totals" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "role_totals_apply"();--> statement-breakpoint
CREATE FUNCTION "role_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "role_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_role_totals_truncate" AFTER TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "role_totals_clear"();--> statement-breakpoint
INSERT INTO "role_totals" ("role", "people") SELECT "role", count(*)::int FROM "user_roles" GROUP BY 1;--> statement-breakpoint
CREATE FUNCTION "assignment_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "assignment_totals" AS t ("is_active", "assignments")
  SELECT "is_active", sum("delta")::int FROM (
    SELECT OLD."is_active", -1 WHERE TG_OP <> 'INSERT'
    UNION ALL SELECT NEW."is_active", 1 WHERE TG_OP <> 'DELETE'
  ) AS change ("is_active", "delta")
  GROUP BY 1 HAVING sum("delta") <> 0 ORDER BY 1
  ON CONFLICT ("is_active") DO UPDATE SET "assignments" = t."assignments" + excluded."assignments";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "writer_founder_assignments_totals" AFTER INSERT OR UPDATE OR DELETE ON "writer_founder_assignments"
  FOR EACH ROW EXECUTE FUNCTION "assignment_totals_apply"();--> statement-breakpoint
CREATE FUNCTION "assignment_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "assignment_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "writer_founder_assignments_totals_truncate" AFTER TRUNCATE ON "writer_founder_assignments"
  FOR EACH STATEMENT EXECUTE FUNCTION "assignment_totals_clear"();--> statement-breakpoint
INSERT INTO "assignment_totals" ("is_active", "assignments")
SELECT "is_active", count(*)::int FROM "writer_founder_assignments" GROUP BY 1;--> statement-breakpoint
-- A subscription counts as started in the UTC month of created_at and, once canceled or expired, as
-- ended in the UTC month of coalesce(canceled_at, updated_at). updated_at moves on every update (the
-- set_updated_at trigger runs before this one), so the trigger watches every update, not a column list.
CREATE FUNCTION "subscription_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "subscription_status_totals" AS t ("status", "subscriptions")
  SELECT "status", sum("delta")::int FROM (
    SELECT OLD."status", -1 WHERE TG_OP <> 'INSERT'
    UNION ALL SELECT NEW."status", 1 WHERE TG_OP <> 'DELETE'
  ) AS change ("status", "delta")
  GROUP BY 1 HAVING sum("delta") <> 0 ORDER BY 1
  ON CONFLICT ("status") DO UPDATE SET "subscriptions" = t."subscriptions" + excluded."subscriptions";
  INSERT INTO "subscription_monthly_totals" AS t ("month", "started", "ended")
  SELECT "month", sum("started")::int, sum("ended")::int FROM (
    SELECT date_trunc('month', OLD."created_at" AT TIME ZONE 'UTC')::date, -1, 0 WHERE TG_OP <> 'INSERT'
    UNION ALL SELECT date_trunc('month', NEW."created_at" AT TIME ZONE 'UTC')::date, 1, 0 WHERE TG_OP <> 'DELETE'
    UNION ALL SELECT date_trunc('month', coalesce(OLD."canceled_at", OLD."updated_at") AT TIME ZONE 'UTC')::date, 0, -1
      WHERE TG_OP <> 'INSERT' AND OLD."status" IN ('canceled', 'expired')
    UNION ALL SELECT date_trunc('month', coalesce(NEW."canceled_at", NEW."updated_at") AT TIME ZONE 'UTC')::date, 0, 1
      WHERE TG_OP <> 'DELETE' AND NEW."status" IN ('canceled', 'expired')
  ) AS change ("month", "started", "ended")
  GROUP BY 1 HAVING sum("started") <> 0 OR sum("ended") <> 0 ORDER BY 1
  ON CONFLICT ("month") DO UPDATE SET "started" = t."started" + excluded."started", "ended" = t."ended" + excluded."ended";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_totals" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "subscription_totals_apply"();--> statement-breakpoint
CREATE FUNCTION "subscription_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "subscription_status_totals";
  DELETE FROM "subscription_monthly_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_totals_truncate" AFTER TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "subscription_totals_clear"();--> statement-breakpoint
INSERT INTO "subscription_status_totals" ("status", "subscriptions")
SELECT "status", count(*)::int FROM "subscriptions" GROUP BY 1;--> statement-breakpoint
INSERT INTO "subscription_monthly_totals" ("month", "started", "ended")
SELECT "month", sum("started")::int, sum("ended")::int FROM (
  SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, 1, 0 FROM "subscriptions"
  UNION ALL SELECT date_trunc('month', coalesce("canceled_at", "updated_at") AT TIME ZONE 'UTC')::date, 0, 1
  FROM "subscriptions" WHERE "status" IN ('canceled', 'expired')
) AS existing ("month", "started", "ended")
GROUP BY 1;
--> statement-breakpoint
-- billing_monthly_totals follows billing_daily_totals row by row (the daily rows' changes, whoever makes
-- them: the billing_transactions trigger, its truncation, an operator), so a month is always the sum of its days.
CREATE FUNCTION "billing_monthly_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "billing_monthly_totals" AS t ("month", "currency", "transaction_type", "status", "transactions", "amount_minor")
  SELECT "month", "currency", "transaction_type", "status", sum("transactions")::int, sum("amount_minor") FROM (
    SELECT date_trunc('month', OLD."day")::date, OLD."currency", OLD."transaction_type", OLD."status", -OLD."transactions", -OLD."amount_minor"
    WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT date_trunc('month', NEW."day")::date, NEW."currency", NEW."transaction_type", NEW."status", NEW."transactions", NEW."amount_minor"
    WHERE TG_OP <> 'DELETE'
  ) AS change ("month", "currency", "transaction_type", "status", "transactions", "amount_minor")
  GROUP BY 1, 2, 3, 4 HAVING sum("transactions") <> 0 OR sum("amount_minor") <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("month", "currency", "transaction_type", "status")
  DO UPDATE SET "transactions" = t."transactions" + excluded."transactions", "amount_minor" = t."amount_minor" + excluded."amount_minor";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "billing_daily_totals_monthly" AFTER INSERT OR UPDATE OR DELETE ON "billing_daily_totals"
  FOR EACH ROW EXECUTE FUNCTION "billing_monthly_totals_apply"();--> statement-breakpoint
CREATE FUNCTION "billing_monthly_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "billing_monthly_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "billing_daily_totals_monthly_truncate" AFTER TRUNCATE ON "billing_daily_totals"
  FOR EACH STATEMENT EXECUTE FUNCTION "billing_monthly_totals_clear"();--> statement-breakpoint
INSERT INTO "billing_monthly_totals" ("month", "currency", "transaction_type", "status", "transactions", "amount_minor")
SELECT date_trunc('month', "day")::date, "currency", "transaction_type", "status", sum("transactions")::int, sum("amount_minor")
FROM "billing_daily_totals" GROUP BY 1, 2, 3, 4;
