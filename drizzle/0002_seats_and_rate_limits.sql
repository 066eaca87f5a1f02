CREATE TABLE "event_tier_seats" (
	"event_id" integer NOT NULL,
	"tier_key" text NOT NULL,
	"capacity" integer,
	"sold_out" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_tier_seats_event_id_tier_key_pk" PRIMARY KEY("event_id","tier_key"),
	CONSTRAINT "event_tier_seats_capacity_positive" CHECK ("event_tier_seats"."capacity" is null or "event_tier_seats"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_windows_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "event_tier_seats" ADD CONSTRAINT "event_tier_seats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tier_seats" ADD CONSTRAINT "event_tier_seats_tier_key_tiers_key_fk" FOREIGN KEY ("tier_key") REFERENCES "public"."tiers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start_idx" ON "rate_limit_windows" USING btree ("window_start");