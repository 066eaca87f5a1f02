ALTER TABLE "subscriptions" ADD COLUMN "card_links_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "attention" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "attention_raised_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_email_tier" ON "subscriptions" USING btree (lower("buyer_email"),"tier_key") WHERE "subscriptions"."status" in ('active', 'past_due');