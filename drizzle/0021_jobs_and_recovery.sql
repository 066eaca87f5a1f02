CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"last_error" text,
	"dedupe_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_dedupe_key" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_attempts" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1),
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('queued', 'running', 'succeeded', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "team_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"event_id" integer NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_name" text,
	"lines" jsonb NOT NULL,
	"codes" text[] DEFAULT '{}' NOT NULL,
	"value_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"order_id" integer,
	"recovered_order_id" integer,
	"recovered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_drafts_clientKey_unique" UNIQUE("client_key"),
	CONSTRAINT "checkout_drafts_currency" CHECK ("checkout_drafts"."currency" in ('USD', 'GBP', 'CAD'))
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_source" CHECK ("email_suppressions"."source" in ('one_click', 'link', 'team'))
);
--> statement-breakpoint
CREATE TABLE "recovery_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"job_id" integer,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"skip_reason" text,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_sends_trigger" CHECK ("recovery_sends"."trigger" in ('manual', 'first_reminder', 'second_reminder')),
	CONSTRAINT "recovery_sends_status" CHECK ("recovery_sends"."status" in ('sent', 'skipped', 'failed')),
	CONSTRAINT "recovery_sends_skip_reason" CHECK ("recovery_sends"."skip_reason" in ('sent_recently', 'unsubscribed', 'paid_since', 'not_abandoned', 'event_over'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_sends" ADD CONSTRAINT "recovery_sends_draft_id_checkout_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."checkout_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_sends" ADD CONSTRAINT "recovery_sends_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_sends" ADD CONSTRAINT "recovery_sends_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_kind_idx" ON "jobs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "checkout_drafts_event_idx" ON "checkout_drafts" USING btree ("event_id","updated_at");--> statement-breakpoint
CREATE INDEX "checkout_drafts_email_idx" ON "checkout_drafts" USING btree ("buyer_email");--> statement-breakpoint
CREATE INDEX "checkout_drafts_updated_idx" ON "checkout_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "checkout_drafts_order_idx" ON "checkout_drafts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "recovery_sends_draft_idx" ON "recovery_sends" USING btree ("draft_id","created_at");--> statement-breakpoint
CREATE INDEX "recovery_sends_job_idx" ON "recovery_sends" USING btree ("job_id");