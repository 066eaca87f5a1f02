CREATE TABLE "date_change_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"date_change_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_email" text NOT NULL,
	"email_queued_at" timestamp with time zone,
	"respond_by" timestamp with time zone,
	"choice" text,
	"answered_at" timestamp with time zone,
	"credit_id" integer,
	CONSTRAINT "date_change_responses_order" UNIQUE("date_change_id","order_id"),
	CONSTRAINT "date_change_responses_choice" CHECK ("date_change_responses"."choice" in ('keep', 'credit')),
	CONSTRAINT "date_change_responses_answered" CHECK (("date_change_responses"."choice" is null) = ("date_change_responses"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "event_cancellation_refunds" (
	"cancellation_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_cancellation_refunds_cancellation_id_order_id_pk" PRIMARY KEY("cancellation_id","order_id"),
	CONSTRAINT "event_cancellation_refunds_status" CHECK ("event_cancellation_refunds"."status" in ('pending', 'refunded', 'awaiting_provider', 'attention', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "event_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"reason" text,
	"affected" jsonb NOT NULL,
	"job_id" integer,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_cancellations_eventId_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "event_date_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"previous" jsonb NOT NULL,
	"date_text" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"start_time" text,
	"end_time" text,
	"time_zone" text NOT NULL,
	"job_id" integer,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "date_change_responses" ADD CONSTRAINT "date_change_responses_date_change_id_event_date_changes_id_fk" FOREIGN KEY ("date_change_id") REFERENCES "public"."event_date_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_responses" ADD CONSTRAINT "date_change_responses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_responses" ADD CONSTRAINT "date_change_responses_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellation_refunds" ADD CONSTRAINT "event_cancellation_refunds_cancellation_id_event_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."event_cancellations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellation_refunds" ADD CONSTRAINT "event_cancellation_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_date_changes" ADD CONSTRAINT "event_date_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_date_changes" ADD CONSTRAINT "event_date_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_date_changes_event_idx" ON "event_date_changes" USING btree ("event_id","created_at");