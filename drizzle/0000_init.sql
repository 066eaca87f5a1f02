CREATE TABLE "event_prices" (
	"event_id" integer NOT NULL,
	"tier_key" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "event_prices_event_id_tier_key_pk" PRIMARY KEY("event_id","tier_key"),
	CONSTRAINT "event_prices_nonnegative" CHECK ("event_prices"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text DEFAULT 'intensive' NOT NULL,
	"city_name" text NOT NULL,
	"date_text" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"venue_id" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price_multiplier_bp" integer DEFAULT 10000 NOT NULL,
	"capacity" integer,
	"has_page" boolean DEFAULT true NOT NULL,
	"listed_on_tour" boolean DEFAULT false NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"is_masterclass" boolean DEFAULT false NOT NULL,
	"page" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_capacity_positive" CHECK ("events"."capacity" is null or "events"."capacity" > 0),
	CONSTRAINT "events_multiplier_positive" CHECK ("events"."price_multiplier_bp" > 0),
	CONSTRAINT "events_dates_ordered" CHECK ("events"."ends_on" is null or "events"."ends_on" >= "events"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"base_price_minor" integer NOT NULL,
	"billing" text DEFAULT 'one_time' NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"description" text,
	"note" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tiers_base_price_nonnegative" CHECK ("tiers"."base_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"notes" text,
	CONSTRAINT "venues_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "event_prices" ADD CONSTRAINT "event_prices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prices" ADD CONSTRAINT "event_prices_tier_key_tiers_key_fk" FOREIGN KEY ("tier_key") REFERENCES "public"."tiers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_tour_idx" ON "events" USING btree ("listed_on_tour","starts_on");