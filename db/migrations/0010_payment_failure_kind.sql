ALTER TABLE "payment_data" ADD COLUMN "failure_kind" text;--> statement-breakpoint
-- Earlier attempts said why they failed only in failure_reason: read the kind from the texts the app wrote.
-- A hand-off that failed never reached the provider; after a hand-off, every failure the app recorded that
-- was neither a mismatch nor a cancellation was the provider declining the payment.
UPDATE "payment_data" SET "failure_kind" = CASE
    WHEN "outcome" = 'expired' THEN 'expired'
    WHEN "failure_reason" LIKE 'Amount mismatch%' THEN 'amount-mismatch'
    WHEN "failure_reason" = 'The payment was cancelled on the payment page.' THEN 'cancelled'
    WHEN "status" = 'failed' THEN 'provider-error'
    ELSE 'declined'
  END
  WHERE "outcome" IN ('failed', 'expired');--> statement-breakpoint
ALTER TABLE "payment_data" ADD CONSTRAINT "payment_data_failure_kind_check" CHECK ("payment_data"."failure_kind" is null or ("payment_data"."failure_kind" in ('declined', 'cancelled', 'expired', 'amount-mismatch', 'provider-error') and "payment_data"."outcome" in ('failed', 'expired')));
