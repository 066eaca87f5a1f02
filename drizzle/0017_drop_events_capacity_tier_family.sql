-- events.capacity was never read: seats are counted per seat pool (seat_pools.capacity).
ALTER TABLE "events" DROP CONSTRAINT "events_capacity_positive";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "capacity";--> statement-breakpoint
-- A tier's family is data from now on. The seeded tiers get theirs by key; a tier the team added
-- keeps what its key used to say (the last use of that naming rule), else 'other'.
ALTER TABLE "tiers" ADD COLUMN "family" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
UPDATE "tiers" SET "family" = CASE
  WHEN "key" IN ('core', 'core_day1', 'core_day2', 'boston_core', 'hudson_nh_core') THEN 'core'
  WHEN "key" IN ('pro', 'boston_pro_track', 'hudson_nh_pro_track', 'nh_protrack_vip') THEN 'pro'
  WHEN "key" IN ('weekend_pass', 'nh_full_weekend', 'nh_balance_payment') THEN 'weekend'
  WHEN "key" IN ('masterclass', 'masterclass_only', 'victoria_one_class_only') THEN 'class'
  WHEN "key" = 'audition_only' THEN 'audition'
  WHEN "key" IN ('elite', 'protrack', 'unlimited', 'mentorship_building', 'mentorship_growth', 'mentorship_elite') THEN 'mentorship'
  WHEN "key" IN ('afd_private_session', 'afd_3pack', 'afd_starter', 'afd_steady_growth') THEN 'acting'
  WHEN "key" ~ '(^|_)core(_|$)' THEN 'core'
  WHEN "key" ~ '(^|_)pro(_track)?$' OR "key" ~ '(^|_)protrack_vip$' THEN 'pro'
  ELSE 'other'
END;--> statement-breakpoint
ALTER TABLE "tiers" ALTER COLUMN "family" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tiers" ADD CONSTRAINT "tiers_family" CHECK ("tiers"."family" in ('core', 'pro', 'weekend', 'class', 'audition', 'mentorship', 'acting', 'other'));
