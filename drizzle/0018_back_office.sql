CREATE TABLE "credit_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_redemptions_credit_order" UNIQUE("credit_id","order_id"),
	CONSTRAINT "credit_redemptions_amount_positive" CHECK ("credit_redemptions"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"holder_email" text NOT NULL,
	"source_order_id" integer,
	"amount_minor" integer NOT NULL,
	"balance_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"note" text,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credits_code_unique" UNIQUE("code"),
	CONSTRAINT "credits_amounts" CHECK ("credits"."amount_minor" > 0 and "credits"."balance_minor" >= 0 and "credits"."balance_minor" <= "credits"."amount_minor"),
	CONSTRAINT "credits_currency" CHECK ("credits"."currency" in ('USD', 'GBP', 'CAD'))
);
--> statement-breakpoint
CREATE TABLE "order_attention" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text,
	CONSTRAINT "order_attention_resolved" CHECK (("order_attention"."resolved_at" is null) = ("order_attention"."resolved_by" is null))
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_user_id" text,
	"author_email" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notes_text_length" CHECK (length("order_notes"."text") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_providerRefundId_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" > 0),
	CONSTRAINT "refunds_currency" CHECK ("refunds"."currency" in ('USD', 'GBP', 'CAD')),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "refunds_provider" CHECK ("refunds"."provider" in ('test', 'stripe'))
);
--> statement-breakpoint
ALTER TABLE "audition_registrations" ADD COLUMN "ticket_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "audition_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audition_registrations" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "order_students" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "order_students" ADD COLUMN "ticket_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "order_students" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_students" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "credit_redemptions" ADD CONSTRAINT "credit_redemptions_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_redemptions" ADD CONSTRAINT "credit_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attention" ADD CONSTRAINT "order_attention_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credits_holder_idx" ON "credits" USING btree ("holder_email");--> statement-breakpoint
CREATE UNIQUE INDEX "order_attention_one_open" ON "order_attention" USING btree ("order_id") WHERE "order_attention"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_students" ADD CONSTRAINT "order_students_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_students_line_idx" ON "order_students" USING btree ("order_line_id");--> statement-breakpoint
ALTER TABLE "audition_registrations" ADD CONSTRAINT "audition_registrations_ticketCode_unique" UNIQUE("ticket_code");--> statement-breakpoint
ALTER TABLE "order_students" ADD CONSTRAINT "order_students_ticketCode_unique" UNIQUE("ticket_code");--> statement-breakpoint
-- Existing students take their order's seat lines in order (by line id), each line holding as many students as its quantity.
UPDATE "order_students" AS s SET "order_line_id" = l."id"
FROM (
  SELECT "id", "order_id", "quantity",
    sum("quantity") OVER (PARTITION BY "order_id" ORDER BY "id") AS "through"
  FROM "order_lines" WHERE NOT "is_add_on"
) AS l
WHERE l."order_id" = s."order_id" AND s."position" > l."through" - l."quantity" AND s."position" <= l."through";--> statement-breakpoint
-- The free-text flag becomes an open attention item with the same words.
INSERT INTO "order_attention" ("order_id", "reason", "raised_at") SELECT "id", "needs_attention", "updated_at" FROM "orders" WHERE "needs_attention" IS NOT NULL;
--> statement-breakpoint
-- A student added later (the hold, the signed students link) takes the seat line its position falls in.
CREATE OR REPLACE FUNCTION assign_student_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.order_line_id IS NULL THEN
    SELECT l.id INTO NEW.order_line_id
    FROM (
      SELECT id, quantity, sum(quantity) OVER (ORDER BY id) AS through
      FROM order_lines WHERE order_id = NEW.order_id AND NOT is_add_on
    ) AS l
    WHERE NEW.position > l.through - l.quantity AND NEW.position <= l.through;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_students_assign_line BEFORE INSERT ON order_students FOR EACH ROW EXECUTE FUNCTION assign_student_line();
