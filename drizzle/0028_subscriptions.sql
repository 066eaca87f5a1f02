CREATE TABLE "subscription_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"provider_ref" text,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_payments_period" UNIQUE("subscription_id","period_start"),
	CONSTRAINT "subscription_payments_currency" CHECK ("subscription_payments"."currency" in ('USD', 'GBP', 'CAD')),
	CONSTRAINT "subscription_payments_status" CHECK ("subscription_payments"."status" in ('paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "subscription_provider_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_name" text NOT NULL,
	"user_id" text,
	"event_id" integer,
	"tier_key" text NOT NULL,
	"tier_label" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"provider_checkout_id" text,
	"test_card_number" text,
	"card_last4" text,
	"starts_at" timestamp with time zone NOT NULL,
	"minimum_term_ends_at" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"ends_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_token_unique" UNIQUE("token"),
	CONSTRAINT "subscriptions_providerSubscriptionId_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_providerCheckoutId_unique" UNIQUE("provider_checkout_id"),
	CONSTRAINT "subscriptions_price_positive" CHECK ("subscriptions"."price_minor" > 0),
	CONSTRAINT "subscriptions_periods" CHECK ("subscriptions"."current_period_end" > "subscriptions"."current_period_start" and "subscriptions"."minimum_term_ends_at" >= "subscriptions"."starts_at"),
	CONSTRAINT "subscriptions_currency" CHECK ("subscriptions"."currency" in ('USD', 'GBP', 'CAD')),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('incomplete', 'active', 'past_due', 'cancelled', 'ended')),
	CONSTRAINT "subscriptions_provider" CHECK ("subscriptions"."provider" in ('test', 'stripe'))
);
--> statement-breakpoint
ALTER TABLE "tiers" ADD COLUMN "subscription_starts_on" date;--> statement-breakpoint
ALTER TABLE "tiers" ADD COLUMN "minimum_term_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tier_key_tiers_key_fk" FOREIGN KEY ("tier_key") REFERENCES "public"."tiers"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_payments_status_idx" ON "subscription_payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree (lower("buyer_email"));--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
ALTER TABLE "tiers" ADD CONSTRAINT "tiers_minimum_term" CHECK ("tiers"."minimum_term_months" between 0 and 36);--> statement-breakpoint
-- The mentorship cohort already seeded: first period December 2025, 3-month minimum (new catalogs get it from the seed).
UPDATE "tiers" SET "subscription_starts_on" = '2025-12-01', "minimum_term_months" = 3 WHERE "billing" = 'monthly' AND "key" LIKE 'mentorship\_%';
