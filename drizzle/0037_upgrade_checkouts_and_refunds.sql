CREATE TABLE "upgrade_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"student_id" integer,
	"from_tier" text NOT NULL,
	"to_tier" text NOT NULL,
	"to_pool_id" integer,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"session_id" text,
	"session_url" text,
	"payment_ref" text,
	"expires_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_checkouts_sessionId_unique" UNIQUE("session_id"),
	CONSTRAINT "upgrade_checkouts_amount" CHECK ("upgrade_checkouts"."amount_minor" > 0),
	CONSTRAINT "upgrade_checkouts_currency" CHECK ("upgrade_checkouts"."currency" in ('USD', 'GBP', 'CAD')),
	CONSTRAINT "upgrade_checkouts_status" CHECK ("upgrade_checkouts"."status" in ('open', 'paid', 'expired', 'refunded', 'attention'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "upgrade_id" integer;--> statement-breakpoint
ALTER TABLE "upgrade_checkouts" ADD CONSTRAINT "upgrade_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_checkouts" ADD CONSTRAINT "upgrade_checkouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_checkouts_open_link" ON "upgrade_checkouts" USING btree ("link_key") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "upgrade_checkouts_open_event_idx" ON "upgrade_checkouts" USING btree ("event_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "upgrade_checkouts_order_idx" ON "upgrade_checkouts" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_upgrade_id_order_upgrades_id_fk" FOREIGN KEY ("upgrade_id") REFERENCES "public"."order_upgrades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- An upgrade being paid at Stripe holds one seat of its higher pool until its session expires, as a
-- pending order's hold does (the rest is 0011's definition, unchanged).
CREATE OR REPLACE FUNCTION pool_seats_taken(p_event_id integer, p_now timestamptz, p_audition_tier text, p_except_order integer, p_except_waitlist_offer integer)
RETURNS TABLE (pool_id integer, taken integer) LANGUAGE sql STABLE AS $$
  SELECT s.pool_id, sum(s.n)::integer
  FROM (
    SELECT l.pool_id, l.quantity AS n
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE o.event_id = p_event_id AND l.pool_id IS NOT NULL
      AND (o.status = 'paid' OR (o.status = 'pending' AND o.hold_expires_at > p_now))
      AND (p_except_order IS NULL OR o.id <> p_except_order)
    UNION ALL
    SELECT f.pool_id, 1
    FROM waitlist_offers w JOIN offers f ON f.event_id = w.event_id AND f.tier_key = w.tier_key
    WHERE w.event_id = p_event_id AND w.status = 'open' AND w.expires_at > p_now AND f.pool_id IS NOT NULL
      AND (p_except_waitlist_offer IS NULL OR w.id <> p_except_waitlist_offer)
    UNION ALL
    SELECT f.pool_id, 1
    FROM audition_registrations r JOIN offers f ON f.event_id = r.event_id AND f.tier_key = p_audition_tier
    WHERE r.event_id = p_event_id AND f.pool_id IS NOT NULL
    UNION ALL
    SELECT u.to_pool_id, 1
    FROM upgrade_checkouts u
    WHERE u.event_id = p_event_id AND u.status = 'open' AND u.expires_at > p_now AND u.to_pool_id IS NOT NULL
  ) s
  GROUP BY s.pool_id
$$;
