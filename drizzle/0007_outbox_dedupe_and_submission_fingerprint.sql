ALTER TABLE "email_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "fingerprint" text;--> statement-breakpoint
CREATE INDEX "submissions_fingerprint_idx" ON "submissions" USING btree ("fingerprint","created_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_dedupe_key" UNIQUE("dedupe_key");