UPDATE "content_packs" SET "kind" = 'pack' WHERE "kind" = 'starter' AND "id" <> (
  SELECT "id" FROM "content_packs" WHERE "kind" = 'starter' ORDER BY "created_at" DESC, "id" LIMIT 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "content_packs_one_starter_uq" ON "content_packs" USING btree ("kind") WHERE "content_packs"."kind" = 'starter';--> statement-breakpoint
CREATE INDEX "billing_transactions_currency_created_idx" ON "billing_transactions" USING btree ("currency","created_at" DESC NULLS LAST);