ALTER TABLE "refunds" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason_code" text;--> statement-breakpoint
-- Refunds the system made before this migration hold its English sentence: they take its code.
UPDATE "refunds" SET "reason_code" = CASE "reason"
    WHEN 'Event cancelled' THEN 'event_cancelled'
    WHEN 'Date change: the buyer asked for a full refund' THEN 'date_change_refund'
    WHEN 'Refunded in Stripe''s dashboard' THEN 'provider_dashboard'
  END, "reason" = NULL
  WHERE "reason" IN ('Event cancelled', 'Date change: the buyer asked for a full refund', 'Refunded in Stripe''s dashboard');--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_code" CHECK ("refunds"."reason_code" in ('event_cancelled', 'date_change_refund', 'provider_dashboard'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_one_reason" CHECK (("refunds"."reason_code" is null) <> ("refunds"."reason" is null));
