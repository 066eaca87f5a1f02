CREATE TABLE "order_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer,
	"student_id" integer,
	"from_tier" text NOT NULL,
	"to_tier" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"payment_ref" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_upgrades_linkKey_unique" UNIQUE("link_key"),
	CONSTRAINT "order_upgrades_amount" CHECK ("order_upgrades"."amount_minor" >= 0),
	CONSTRAINT "order_upgrades_currency" CHECK ("order_upgrades"."currency" in ('USD', 'GBP', 'CAD')),
	CONSTRAINT "order_upgrades_provider" CHECK ("order_upgrades"."provider" in ('test', 'stripe'))
);
--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_student_id_order_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."order_students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_upgrades_order_idx" ON "order_upgrades" USING btree ("order_id");