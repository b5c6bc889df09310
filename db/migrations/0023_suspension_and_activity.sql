ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_check";--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "impersonated_by" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ban_expires" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "roles_managed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_banned_name_idx" ON "user" USING btree (lower("name"),"id") WHERE "user"."banned";--> statement-breakpoint
CREATE INDEX "admin_activity_log_actor_idx" ON "admin_activity_log" USING btree ("actor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_activity_log_action_idx" ON "admin_activity_log" USING btree ("action","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'cancelled'));--> statement-breakpoint
-- Accounts whose roles an admin has already changed are the admins' to manage from now on.
UPDATE "profiles" SET "roles_managed_at" = changed.first_at
FROM (
  SELECT "target_id", min("created_at") AS first_at FROM "admin_activity_log"
  WHERE "action" IN ('role.grant', 'role.remove') AND "target_type" = 'user' AND "target_id" IS NOT NULL
  GROUP BY "target_id"
) AS changed
WHERE "profiles"."id" = changed."target_id";
