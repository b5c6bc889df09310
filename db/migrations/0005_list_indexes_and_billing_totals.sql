CREATE TABLE "billing_daily_totals" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"transaction_type" text NOT NULL,
	"status" text NOT NULL,
	"transactions" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "billing_daily_totals_day_currency_transaction_type_status_pk" PRIMARY KEY("day","currency","transaction_type","status")
);
--> statement-breakpoint
CREATE TABLE "payment_attempt_totals" (
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "payment_attempt_totals_status_outcome_pk" PRIMARY KEY("status","outcome")
);
--> statement-breakpoint
DROP INDEX "assignments_assigned_at_idx";--> statement-breakpoint
DROP INDEX "billing_transactions_created_at_idx";--> statement-breakpoint
DROP INDEX "admin_activity_log_created_at_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "content_packs_created_at_idx";--> statement-breakpoint
DROP INDEX "content_pieces_writer_idx";--> statement-breakpoint
DROP INDEX "content_pieces_founder_idx";--> statement-breakpoint
DROP INDEX "content_pieces_created_at_idx";--> statement-breakpoint
DROP INDEX "content_revisions_content_idx";--> statement-breakpoint
DROP INDEX "content_revisions_updated_at_idx";--> statement-breakpoint
DROP INDEX "billing_transactions_user_idx";--> statement-breakpoint
DROP INDEX "billing_transactions_type_created_idx";--> statement-breakpoint
DROP INDEX "billing_transactions_currency_created_idx";--> statement-breakpoint
DROP INDEX "coupon_codes_created_at_idx";--> statement-breakpoint
DROP INDEX "invoices_user_idx";--> statement-breakpoint
DROP INDEX "payment_data_timestamp_idx";--> statement-breakpoint
DROP INDEX "payment_data_user_idx";--> statement-breakpoint
DROP INDEX "webhook_events_received_at_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "email_outbox_created_at_idx";--> statement-breakpoint
CREATE INDEX "user_name_sort_idx" ON "user" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "assignments_newest_idx" ON "writer_founder_assignments" USING btree ("assigned_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_pieces_writer_decided_idx" ON "content_pieces" USING btree ("writer_id","status",coalesce("decided_at", "created_at"));--> statement-breakpoint
CREATE INDEX "billing_transactions_newest_idx" ON "billing_transactions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_transactions_user_payout_idx" ON "billing_transactions" USING btree ("user_id","transaction_type","currency","status","amount_minor");--> statement-breakpoint
CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_ended_idx" ON "subscriptions" USING btree (coalesce("canceled_at", "updated_at")) WHERE "subscriptions"."status" in ('canceled', 'expired');--> statement-breakpoint
CREATE INDEX "admin_activity_log_created_at_idx" ON "admin_activity_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_packs_created_at_idx" ON "content_packs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_pieces_writer_idx" ON "content_pieces" USING btree ("writer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_pieces_founder_idx" ON "content_pieces" USING btree ("founder_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_pieces_created_at_idx" ON "content_pieces" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_revisions_content_idx" ON "content_revisions" USING btree ("content_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_revisions_updated_at_idx" ON "content_revisions" USING btree ("updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_transactions_user_idx" ON "billing_transactions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_transactions_type_created_idx" ON "billing_transactions" USING btree ("transaction_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_transactions_currency_created_idx" ON "billing_transactions" USING btree ("currency","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "coupon_codes_created_at_idx" ON "coupon_codes" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_data_timestamp_idx" ON "payment_data" USING btree ("timestamp" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_data_user_idx" ON "payment_data" USING btree ("user_id","timestamp" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_events_received_at_idx" ON "webhook_events" USING btree ("received_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE FUNCTION "billing_daily_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "billing_daily_totals" AS t ("day", "currency", "transaction_type", "status", "transactions", "amount_minor")
    VALUES ((OLD."created_at" AT TIME ZONE 'UTC')::date, OLD."currency", OLD."transaction_type", OLD."status", -1, -OLD."amount_minor")
    ON CONFLICT ("day", "currency", "transaction_type", "status")
    DO UPDATE SET "transactions" = t."transactions" + excluded."transactions", "amount_minor" = t."amount_minor" + excluded."amount_minor";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "billing_daily_totals" AS t ("day", "currency", "transaction_type", "status", "transactions", "amount_minor")
    VALUES ((NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."currency", NEW."transaction_type", NEW."status", 1, NEW."amount_minor")
    ON CONFLICT ("day", "currency", "transaction_type", "status")
    DO UPDATE SET "transactions" = t."transactions" + excluded."transactions", "amount_minor" = t."amount_minor" + excluded."amount_minor";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "billing_transactions_daily_totals" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "currency", "transaction_type", "status", "amount_minor"
  ON "billing_transactions" FOR EACH ROW EXECUTE FUNCTION "billing_daily_totals_apply"();--> statement-breakpoint
CREATE FUNCTION "billing_daily_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "billing_daily_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "billing_transactions_daily_totals_truncate" AFTER TRUNCATE ON "billing_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "billing_daily_totals_clear"();--> statement-breakpoint
INSERT INTO "billing_daily_totals" ("day", "currency", "transaction_type", "status", "transactions", "amount_minor")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "currency", "transaction_type", "status", count(*)::int, sum("amount_minor")
FROM "billing_transactions" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE FUNCTION "payment_attempt_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "payment_attempt_totals" AS t ("status", "outcome", "attempts") VALUES (OLD."status", OLD."outcome", -1)
    ON CONFLICT ("status", "outcome") DO UPDATE SET "attempts" = t."attempts" + excluded."attempts";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "payment_attempt_totals" AS t ("status", "outcome", "attempts") VALUES (NEW."status", NEW."outcome", 1)
    ON CONFLICT ("status", "outcome") DO UPDATE SET "attempts" = t."attempts" + excluded."attempts";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_data_attempt_totals" AFTER INSERT OR DELETE OR UPDATE OF "status", "outcome"
  ON "payment_data" FOR EACH ROW EXECUTE FUNCTION "payment_attempt_totals_apply"();--> statement-breakpoint
CREATE FUNCTION "payment_attempt_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "payment_attempt_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_data_attempt_totals_truncate" AFTER TRUNCATE ON "payment_data"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_attempt_totals_clear"();--> statement-breakpoint
INSERT INTO "payment_attempt_totals" ("status", "outcome", "attempts")
SELECT "status", "outcome", count(*)::int FROM "payment_data" GROUP BY 1, 2;
