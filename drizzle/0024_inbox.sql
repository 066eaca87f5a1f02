CREATE TABLE "inbox_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer,
	"audition_registration_id" integer,
	"waitlist_entry_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_items_submissionId_unique" UNIQUE("submission_id"),
	CONSTRAINT "inbox_items_auditionRegistrationId_unique" UNIQUE("audition_registration_id"),
	CONSTRAINT "inbox_items_waitlistEntryId_unique" UNIQUE("waitlist_entry_id"),
	CONSTRAINT "inbox_items_one_source" CHECK (num_nonnulls("inbox_items"."submission_id", "inbox_items"."audition_registration_id", "inbox_items"."waitlist_entry_id") = 1),
	CONSTRAINT "inbox_items_audition_statuses" CHECK ("inbox_items"."status" not in ('attended', 'callback') or "inbox_items"."audition_registration_id" is not null),
	CONSTRAINT "inbox_items_status" CHECK ("inbox_items"."status" in ('new', 'reviewed', 'shortlisted', 'accepted', 'declined', 'attended', 'callback'))
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"author_user_id" text,
	"author_email" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_notes_text_length" CHECK (length("inbox_notes"."text") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "inbox_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"template_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"outbox_id" integer,
	"discount_code" text,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_replies_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "inbox_replies_template_key" CHECK ("inbox_replies"."template_key" in ('callback_invitation', 'scholarship_granted', 'scholarship_declined', 'thank_you'))
);
--> statement-breakpoint
CREATE TABLE "inbox_reply_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_reply_templates_key" CHECK ("inbox_reply_templates"."key" in ('callback_invitation', 'scholarship_granted', 'scholarship_declined', 'thank_you')),
	CONSTRAINT "inbox_reply_templates_lengths" CHECK (length("inbox_reply_templates"."subject") between 1 and 200 and length("inbox_reply_templates"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_audition_registration_id_audition_registrations_id_fk" FOREIGN KEY ("audition_registration_id") REFERENCES "public"."audition_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_items_status_idx" ON "inbox_items" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inbox_notes_item_idx" ON "inbox_notes" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "inbox_replies_item_idx" ON "inbox_replies" USING btree ("item_id");