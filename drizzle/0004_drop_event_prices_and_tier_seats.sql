DROP TABLE "event_prices" CASCADE;--> statement-breakpoint
DROP TABLE "event_tier_seats" CASCADE;--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "price_multiplier_bp";