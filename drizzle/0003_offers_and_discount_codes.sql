CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"percent_off" integer,
	"amount_minor" integer,
	"currency" text,
	"eligible_tiers" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_id" integer,
	"customer_tag" text,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_early_bird" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_normalised" CHECK ("discount_codes"."code" = upper(btrim("discount_codes"."code")) and length("discount_codes"."code") between 1 and 40),
	CONSTRAINT "discount_codes_value" CHECK (("discount_codes"."discount_type" = 'percentage' and "discount_codes"."percent_off" between 1 and 100 and "discount_codes"."amount_minor" is null and "discount_codes"."currency" is null)
        or ("discount_codes"."discount_type" = 'fixed' and "discount_codes"."amount_minor" > 0 and "discount_codes"."currency" is not null and "discount_codes"."percent_off" is null)),
	CONSTRAINT "discount_codes_uses" CHECK ("discount_codes"."uses_count" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."max_uses" > 0)),
	CONSTRAINT "discount_codes_window" CHECK ("discount_codes"."ends_at" is null or "discount_codes"."starts_at" is null or "discount_codes"."ends_at" > "discount_codes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"tier_key" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"compare_at_minor" integer,
	"in_cart" boolean DEFAULT true NOT NULL,
	"sales_start_at" timestamp with time zone,
	"sales_end_at" timestamp with time zone,
	"max_per_order" integer DEFAULT 10 NOT NULL,
	"pool_id" integer,
	"sold_out" boolean DEFAULT false NOT NULL,
	"requires_one_of" text[] DEFAULT '{}'::text[] NOT NULL,
	"excludes" text[] DEFAULT '{}'::text[] NOT NULL,
	"suggests_before_checkout" text,
	"upgrade_to_tier" text,
	"upgrade_price_minor" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offers_event_tier" UNIQUE("event_id","tier_key"),
	CONSTRAINT "offers_price_nonnegative" CHECK ("offers"."price_minor" >= 0),
	CONSTRAINT "offers_compare_at_positive" CHECK ("offers"."compare_at_minor" is null or "offers"."compare_at_minor" > 0),
	CONSTRAINT "offers_max_per_order" CHECK ("offers"."max_per_order" between 1 and 100),
	CONSTRAINT "offers_sales_window" CHECK ("offers"."sales_end_at" is null or "offers"."sales_start_at" is null or "offers"."sales_end_at" > "offers"."sales_start_at"),
	CONSTRAINT "offers_upgrade_complete" CHECK (("offers"."upgrade_to_tier" is null) = ("offers"."upgrade_price_minor" is null) and ("offers"."upgrade_price_minor" is null or "offers"."upgrade_price_minor" > 0))
);
--> statement-breakpoint
CREATE TABLE "seat_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"key" text NOT NULL,
	"capacity" integer,
	CONSTRAINT "seat_pools_event_key" UNIQUE("event_id","key"),
	CONSTRAINT "seat_pools_capacity_positive" CHECK ("seat_pools"."capacity" is null or "seat_pools"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_multiplier_positive";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_id_currency" UNIQUE("id","currency");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tier_key_tiers_key_fk" FOREIGN KEY ("tier_key") REFERENCES "public"."tiers"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_pool_id_seat_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."seat_pools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_event_currency_fk" FOREIGN KEY ("event_id","currency") REFERENCES "public"."events"("id","currency") ON DELETE cascade ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "seat_pools" ADD CONSTRAINT "seat_pools_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill for catalogs seeded before offers existed: what each event's page showed becomes what it sells,
-- at the price it showed (its own price, else base x its multiplier rounded to whole units).
INSERT INTO "seat_pools" ("event_id", "key", "capacity")
SELECT "event_id", "tier_key", "capacity" FROM "event_tier_seats" WHERE "capacity" IS NOT NULL;--> statement-breakpoint
INSERT INTO "offers" ("event_id", "tier_key", "price_minor", "currency", "in_cart", "pool_id", "sold_out", "sort_order")
SELECT e."id", k."tier_key",
  COALESCE(ep."amount_minor", CASE WHEN e."price_multiplier_bp" = 10000 THEN t."base_price_minor"
    ELSE (round(t."base_price_minor" * e."price_multiplier_bp" / 1000000.0) * 100)::integer END),
  e."currency", k."tier_key" <> 'audition_only', sp."id", COALESCE(ts."sold_out", false), k."ord"
FROM "events" e
CROSS JOIN LATERAL (
  SELECT "tier_key", min("ord") AS "ord" FROM (
    SELECT x."tier_key", x."ord" FROM jsonb_array_elements_text(COALESCE(e."page"->'pricing'->'tiers', '[]'::jsonb)) WITH ORDINALITY AS x("tier_key", "ord")
    UNION ALL
    SELECT x."tier_key", 100 + x."ord" FROM jsonb_array_elements_text(COALESCE(e."page"->'pricing'->'mentorshipTiers', '[]'::jsonb)) WITH ORDINALITY AS x("tier_key", "ord")
    UNION ALL
    SELECT 'audition_only', 50 WHERE COALESCE((e."page"->'pricing'->>'showAuditionOnly')::boolean, true)
  ) shown GROUP BY "tier_key"
) k
JOIN "tiers" t ON t."key" = k."tier_key"
LEFT JOIN "event_prices" ep ON ep."event_id" = e."id" AND ep."tier_key" = k."tier_key"
LEFT JOIN "event_tier_seats" ts ON ts."event_id" = e."id" AND ts."tier_key" = k."tier_key"
LEFT JOIN "seat_pools" sp ON sp."event_id" = e."id" AND sp."key" = k."tier_key";--> statement-breakpoint
-- The studio weekend's rules between tiers, and its 'save' figures, now data on its offers.
UPDATE "offers" SET "requires_one_of" = '{nh_full_weekend,nh_balance_payment}', "compare_at_minor" = 30000 WHERE "tier_key" = 'nh_protrack_vip';--> statement-breakpoint
UPDATE "offers" SET "excludes" = '{nh_balance_payment}' WHERE "tier_key" = 'nh_full_weekend';--> statement-breakpoint
UPDATE "offers" SET "excludes" = '{nh_full_weekend}', "suggests_before_checkout" = 'nh_protrack_vip', "compare_at_minor" = 30000 WHERE "tier_key" = 'nh_balance_payment';--> statement-breakpoint
UPDATE "events" SET "page" = jsonb_set(jsonb_set("page", '{pricing,callouts,nh_balance_payment}', '"For families who already paid the {saving} deposit"'), '{pricing,callouts,nh_protrack_vip}', '"Save {saving} vs. the regular {compareAt} Pro Track"')
WHERE "page"->'pricing'->'callouts' ? 'nh_balance_payment' AND "page"->'pricing'->'callouts' ? 'nh_protrack_vip';--> statement-breakpoint
-- An upgrade offered in the page layout moves to the offer it upgrades from.
UPDATE "offers" o SET "upgrade_to_tier" = e."page"->'pricing'->'upgrade'->>'to',
  "upgrade_price_minor" = round((e."page"->'pricing'->'upgrade'->>'price')::numeric * 100)::integer
FROM "events" e
WHERE o."event_id" = e."id" AND e."page"->'pricing'->'upgrade' IS NOT NULL AND o."tier_key" = e."page"->'pricing'->'upgrade'->>'from';--> statement-breakpoint
-- An early bird offered in the page layout becomes a discount code the banner reads.
INSERT INTO "discount_codes" ("code", "discount_type", "percent_off", "eligible_tiers", "event_id", "description", "ends_at", "is_early_bird")
SELECT upper(btrim(e."page"->'earlyBird'->>'code')), 'percentage', (e."page"->'earlyBird'->>'percentOff')::integer,
  ARRAY(SELECT jsonb_array_elements_text(e."page"->'earlyBird'->'tiers')), e."id",
  'Early bird: ' || (e."page"->'earlyBird'->>'percentOff') || '% off', (e."page"->'earlyBird'->>'endsAt')::timestamptz, true
FROM "events" e WHERE e."page"->'earlyBird' ? 'code'
ON CONFLICT ("code") DO NOTHING;
