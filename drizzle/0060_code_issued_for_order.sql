ALTER TABLE "discount_codes" ADD COLUMN "issued_for_order_id" integer;--> statement-breakpoint
-- The free-month codes issued before this column name their order in their description (issueFreeMonthCode's text then).
UPDATE "discount_codes" d SET "issued_for_order_id" = o.id FROM "orders" o
WHERE d.code LIKE 'AFDFREE-%' AND d.description = 'Free month of Acting for Dancers with order ' || o.number AND d.issued_for_order_id IS NULL;
