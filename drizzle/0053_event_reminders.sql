ALTER TABLE "events" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "what_to_bring" text[] DEFAULT '{}'::text[] NOT NULL;