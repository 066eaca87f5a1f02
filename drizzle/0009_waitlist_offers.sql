CREATE TABLE "waitlist_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"waitlist_entry_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"tier_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_token_unique" UNIQUE("token"),
	CONSTRAINT "waitlist_offers_entry" UNIQUE("waitlist_entry_id")
);
--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_offers_event_idx" ON "waitlist_offers" USING btree ("event_id","tier_key","status","expires_at");--> statement-breakpoint
-- Deferred to commit time, one row at a time: a hold does not keep site_state locked while it runs, so holds for different pools never queue on it.
CREATE CONSTRAINT TRIGGER "waitlist_offers_bump_catalog_version" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "waitlist_offers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
