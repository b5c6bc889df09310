CREATE TABLE "billing_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company" text,
	"address" text,
	"gst_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cgst_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sgst_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "igst_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sac" text;--> statement-breakpoint
ALTER TABLE "payment_data" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_gst_split_check" CHECK ("invoices"."cgst_minor" >= 0 and "invoices"."sgst_minor" >= 0 and "invoices"."igst_minor" >= 0 and "invoices"."cgst_minor" + "invoices"."sgst_minor" + "invoices"."igst_minor" in (0, "invoices"."gst_minor") and ("invoices"."igst_minor" = 0 or "invoices"."cgst_minor" + "invoices"."sgst_minor" = 0));--> statement-breakpoint
-- A billing profile's updated_at moves with every change, whoever makes it (as on every table that has one).
CREATE TRIGGER "billing_profiles_set_updated_at" BEFORE UPDATE ON "billing_profiles" FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();
