CREATE TABLE "content_due_reminders" (
	"content_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_due_reminders_content_id_due_date_kind_pk" PRIMARY KEY("content_id","due_date","kind"),
	CONSTRAINT "content_due_reminders_kind_check" CHECK ("content_due_reminders"."kind" in ('day-before', 'due-today', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "content_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"actor_id" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_pieces" DROP CONSTRAINT "content_pieces_status_check";--> statement-breakpoint
ALTER TABLE "content_pieces" ALTER COLUMN "writer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "brief" text;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "brief_html" text;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "wanted_by" date;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "extra" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD COLUMN "counted_at" timestamp with time zone GENERATED ALWAYS AS (case when extra or status = 'cancelled' then null else coalesce(requested_at, submitted_at) end) STORED;--> statement-breakpoint
ALTER TABLE "content_due_reminders" ADD CONSTRAINT "content_due_reminders_content_id_content_pieces_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_content_id_content_pieces_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_events_content_idx" ON "content_events" USING btree ("content_id","created_at");--> statement-breakpoint
ALTER TABLE "content_pieces" ADD CONSTRAINT "content_pieces_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD CONSTRAINT "content_pieces_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pieces_counted_idx" ON "content_pieces" USING btree ("founder_id","content_type","counted_at") WHERE "content_pieces"."counted_at" is not null;--> statement-breakpoint
CREATE INDEX "content_pieces_due_idx" ON "content_pieces" USING btree ("due_date") WHERE "content_pieces"."status" in ('requested', 'draft') and "content_pieces"."due_date" is not null;--> statement-breakpoint
ALTER TABLE "content_pieces" ADD CONSTRAINT "content_pieces_writer_check" CHECK ("content_pieces"."writer_id" is not null or "content_pieces"."status" in ('requested', 'cancelled'));--> statement-breakpoint
ALTER TABLE "content_pieces" ADD CONSTRAINT "content_pieces_status_check" CHECK ("content_pieces"."status" in ('requested', 'draft', 'pending', 'approved', 'rejected', 'cancelled'));--> statement-breakpoint
-- Pieces from before: in their status since their last decision, submission or creation.
UPDATE "content_pieces" SET "status_changed_at" = coalesce("decided_at", "submitted_at", "created_at");--> statement-breakpoint
-- "Age in its state" stays true whichever statement changes a status: the app's, or SQL run by hand
-- (an update that sets status_changed_at itself, as the demo seed does, keeps its value).
CREATE FUNCTION "content_status_changed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IS DISTINCT FROM OLD."status" AND NEW."status_changed_at" IS NOT DISTINCT FROM OLD."status_changed_at" THEN
    NEW."status_changed_at" := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_pieces_status_changed_at" BEFORE UPDATE ON "content_pieces"
  FOR EACH ROW EXECUTE FUNCTION "content_status_changed_at"();
