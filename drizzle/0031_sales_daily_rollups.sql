-- Daily sales rollups (decision record: sales rollups kept by triggers). Days are calendar days in
-- America/Los_Angeles (sales_rollup_day); every write to orders, order_lines, refunds and
-- checkout_events adjusts them in its own transaction, so any writer keeps them right.
CREATE TABLE "sales_daily_orders" (
	"day" date NOT NULL,
	"event_id" integer NOT NULL,
	"currency" text NOT NULL,
	"codes" text[] NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"credit_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "event_id", "currency", "codes", "utm_source", "utm_medium", "utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_lines" (
	"day" date NOT NULL,
	"event_id" integer NOT NULL,
	"currency" text NOT NULL,
	"codes" text[] NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"tier_key" text NOT NULL,
	"is_add_on" boolean NOT NULL,
	"lines" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "event_id", "currency", "codes", "utm_source", "utm_medium", "utm_campaign", "tier_key", "is_add_on")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_code_discounts" (
	"day" date NOT NULL,
	"event_id" integer NOT NULL,
	"currency" text NOT NULL,
	"code" text NOT NULL,
	"entries" bigint DEFAULT 0 NOT NULL,
	"discount_minor" numeric DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "event_id", "currency", "code")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_refunds" (
	"day" date NOT NULL,
	"event_id" integer NOT NULL,
	"currency" text NOT NULL,
	"codes" text[] NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "event_id", "currency", "codes", "utm_source", "utm_medium", "utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_funnel" (
	"day" date NOT NULL,
	"event_id" integer NOT NULL,
	"started" bigint DEFAULT 0 NOT NULL,
	"created" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "event_id")
);
--> statement-breakpoint
-- The rollups' zone. Changing it means changing the app's SALES_ROLLUP_TIME_ZONE and calling sales_rollups_rebuild().
CREATE OR REPLACE FUNCTION sales_rollup_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'America/Los_Angeles')::date
$$;
--> statement-breakpoint
-- A campaign tag as the tally reads it (salesChannel): a string, or nothing ('').
CREATE OR REPLACE FUNCTION sales_rollup_utm(utm jsonb, tag text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(utm -> tag) = 'string' THEN utm ->> tag ELSE '' END
$$;
--> statement-breakpoint
-- The discounts as quoted; never an error inside a payment's transaction (a malformed entry counts as 0).
CREATE OR REPLACE FUNCTION sales_rollup_discounts(discounts jsonb) RETURNS TABLE (code text, amount numeric) LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(e ->> 'code', ''), CASE WHEN jsonb_typeof(e -> 'amountMinor') = 'number' THEN (e ->> 'amountMinor')::numeric ELSE 0 END
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(discounts) = 'array' THEN discounts ELSE '[]'::jsonb END) e
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add_order(o orders, s integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
BEGIN
  IF o.paid_at IS NULL THEN RETURN; END IF;
  d := sales_rollup_day(o.paid_at);
  INSERT INTO sales_daily_orders AS t (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, orders, gross_minor, discount_minor, credit_minor, total_minor)
  VALUES (d, o.event_id, o.currency, o.codes, sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'),
    s, s * o.subtotal_minor, s * o.discount_minor, s * o.credit_minor, s * o.total_minor)
  ON CONFLICT (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign) DO UPDATE SET
    orders = t.orders + excluded.orders, gross_minor = t.gross_minor + excluded.gross_minor, discount_minor = t.discount_minor + excluded.discount_minor,
    credit_minor = t.credit_minor + excluded.credit_minor, total_minor = t.total_minor + excluded.total_minor;
  IF o.discount_minor > 0 THEN
    INSERT INTO sales_daily_code_discounts AS t (day, event_id, currency, code, entries, discount_minor)
    SELECT d, o.event_id, o.currency, x.code, s * count(*), s * sum(x.amount) FROM sales_rollup_discounts(o.discounts) x GROUP BY x.code ORDER BY x.code
    ON CONFLICT (day, event_id, currency, code) DO UPDATE SET entries = t.entries + excluded.entries, discount_minor = t.discount_minor + excluded.discount_minor;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add_lines(o orders, s integer, tier text, add_on boolean, n bigint, qty bigint, total bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o.paid_at IS NULL OR n = 0 THEN RETURN; END IF;
  INSERT INTO sales_daily_lines AS t (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, tier_key, is_add_on, lines, quantity, total_minor)
  VALUES (sales_rollup_day(o.paid_at), o.event_id, o.currency, o.codes, sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'),
    tier, add_on, s * n, s * qty, s * total)
  ON CONFLICT (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, tier_key, is_add_on) DO UPDATE SET
    lines = t.lines + excluded.lines, quantity = t.quantity + excluded.quantity, total_minor = t.total_minor + excluded.total_minor;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add_order_lines(o orders, s integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  l record;
BEGIN
  IF o.paid_at IS NULL THEN RETURN; END IF;
  FOR l IN SELECT tier_key, is_add_on, count(*) AS n, sum(quantity) AS qty, sum(total_minor) AS total FROM order_lines WHERE order_id = o.id GROUP BY 1, 2 ORDER BY 1, 2 LOOP
    PERFORM sales_rollup_add_lines(o, s, l.tier_key, l.is_add_on, l.n, l.qty, l.total);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add_refund(o orders, s integer, at timestamptz, cur text, n bigint, amount bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF n = 0 THEN RETURN; END IF;
  INSERT INTO sales_daily_refunds AS t (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, refunds, refund_minor)
  VALUES (sales_rollup_day(at), o.event_id, cur, o.codes, sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'), s * n, s * amount)
  ON CONFLICT (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign) DO UPDATE SET
    refunds = t.refunds + excluded.refunds, refund_minor = t.refund_minor + excluded.refund_minor;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add_order_refunds(o orders, s integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT sales_rollup_day(created_at) AS day, min(created_at) AS at, currency, count(*) AS n, sum(amount_minor) AS amount
    FROM refunds WHERE order_id = o.id AND status = 'succeeded' GROUP BY 1, 3 ORDER BY 1, 3 LOOP
    PERFORM sales_rollup_add_refund(o, s, r.at, r.currency, r.n, r.amount);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sales_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- No line or refund can name the order yet.
    PERFORM sales_rollup_add_order(NEW, 1);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- BEFORE DELETE: the lines (cascaded) and refunds are still there to take back.
    PERFORM sales_rollup_add_order(OLD, -1);
    PERFORM sales_rollup_add_order_lines(OLD, -1);
    PERFORM sales_rollup_add_order_refunds(OLD, -1);
    RETURN OLD;
  END IF;
  IF (OLD.paid_at, OLD.event_id, OLD.currency, OLD.codes, OLD.utm, OLD.subtotal_minor, OLD.discount_minor, OLD.credit_minor, OLD.total_minor, OLD.discounts)
     IS NOT DISTINCT FROM (NEW.paid_at, NEW.event_id, NEW.currency, NEW.codes, NEW.utm, NEW.subtotal_minor, NEW.discount_minor, NEW.credit_minor, NEW.total_minor, NEW.discounts) THEN
    RETURN NULL;
  END IF;
  PERFORM sales_rollup_add_order(OLD, -1);
  PERFORM sales_rollup_add_order(NEW, 1);
  IF (OLD.paid_at, OLD.event_id, OLD.currency, OLD.codes, OLD.utm) IS DISTINCT FROM (NEW.paid_at, NEW.event_id, NEW.currency, NEW.codes, NEW.utm) THEN
    PERFORM sales_rollup_add_order_lines(OLD, -1);
    PERFORM sales_rollup_add_order_lines(NEW, 1);
  END IF;
  IF (OLD.event_id, OLD.codes, OLD.utm) IS DISTINCT FROM (NEW.event_id, NEW.codes, NEW.utm) THEN
    PERFORM sales_rollup_add_order_refunds(OLD, -1);
    PERFORM sales_rollup_add_order_refunds(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_lines_sales_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT * INTO o FROM orders WHERE id = OLD.order_id;
    IF FOUND THEN PERFORM sales_rollup_add_lines(o, -1, OLD.tier_key, OLD.is_add_on, 1, OLD.quantity, OLD.total_minor); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT * INTO o FROM orders WHERE id = NEW.order_id;
    IF FOUND THEN PERFORM sales_rollup_add_lines(o, 1, NEW.tier_key, NEW.is_add_on, 1, NEW.quantity, NEW.total_minor); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refunds_sales_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'succeeded' THEN
    SELECT * INTO o FROM orders WHERE id = OLD.order_id;
    IF FOUND THEN PERFORM sales_rollup_add_refund(o, -1, OLD.created_at, OLD.currency, 1, OLD.amount_minor); END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'succeeded' THEN
    SELECT * INTO o FROM orders WHERE id = NEW.order_id;
    IF FOUND THEN PERFORM sales_rollup_add_refund(o, 1, NEW.created_at, NEW.currency, 1, NEW.amount_minor); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add_funnel(e checkout_events, s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF e.event_id IS NULL OR e.kind NOT IN ('initiate_checkout', 'order_created', 'purchase') THEN RETURN; END IF;
  INSERT INTO sales_daily_funnel AS t (day, event_id, started, created, paid)
  VALUES (sales_rollup_day(e.created_at), e.event_id,
    CASE WHEN e.kind = 'initiate_checkout' THEN s ELSE 0 END, CASE WHEN e.kind = 'order_created' THEN s ELSE 0 END, CASE WHEN e.kind = 'purchase' THEN s ELSE 0 END)
  ON CONFLICT (day, event_id) DO UPDATE SET started = t.started + excluded.started, created = t.created + excluded.created, paid = t.paid + excluded.paid;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION checkout_events_sales_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM sales_rollup_add_funnel(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM sales_rollup_add_funnel(NEW, 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every rollup recomputed from the tables (the backfill below; a bulk load with triggers off; a TRUNCATE).
CREATE OR REPLACE FUNCTION sales_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_daily_orders;
  DELETE FROM sales_daily_lines;
  DELETE FROM sales_daily_code_discounts;
  DELETE FROM sales_daily_refunds;
  DELETE FROM sales_daily_funnel;
  INSERT INTO sales_daily_orders (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, orders, gross_minor, discount_minor, credit_minor, total_minor)
  SELECT sales_rollup_day(paid_at), event_id, currency, codes, sales_rollup_utm(utm, 'utmSource'), sales_rollup_utm(utm, 'utmMedium'), sales_rollup_utm(utm, 'utmCampaign'),
    count(*), sum(subtotal_minor), sum(discount_minor), sum(credit_minor), sum(total_minor)
  FROM orders WHERE paid_at IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO sales_daily_lines (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, tier_key, is_add_on, lines, quantity, total_minor)
  SELECT sales_rollup_day(o.paid_at), o.event_id, o.currency, o.codes, sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'),
    l.tier_key, l.is_add_on, count(*), sum(l.quantity), sum(l.total_minor)
  FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.paid_at IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  INSERT INTO sales_daily_code_discounts (day, event_id, currency, code, entries, discount_minor)
  SELECT sales_rollup_day(o.paid_at), o.event_id, o.currency, x.code, count(*), sum(x.amount)
  FROM orders o CROSS JOIN LATERAL sales_rollup_discounts(o.discounts) x WHERE o.paid_at IS NOT NULL AND o.discount_minor > 0 GROUP BY 1, 2, 3, 4;
  INSERT INTO sales_daily_refunds (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, refunds, refund_minor)
  SELECT sales_rollup_day(r.created_at), o.event_id, r.currency, o.codes, sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'),
    count(*), sum(r.amount_minor)
  FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.status = 'succeeded' GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO sales_daily_funnel (day, event_id, started, created, paid)
  SELECT sales_rollup_day(created_at), event_id, count(*) FILTER (WHERE kind = 'initiate_checkout'), count(*) FILTER (WHERE kind = 'order_created'), count(*) FILTER (WHERE kind = 'purchase')
  FROM checkout_events WHERE event_id IS NOT NULL AND kind IN ('initiate_checkout', 'order_created', 'purchase') GROUP BY 1, 2;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollups_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollups_rebuild();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_rollup_write" AFTER INSERT OR UPDATE OF "paid_at", "event_id", "currency", "codes", "utm", "subtotal_minor", "discount_minor", "credit_minor", "total_minor", "discounts" ON "orders" FOR EACH ROW EXECUTE FUNCTION orders_sales_rollup();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_rollup_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION orders_sales_rollup();
--> statement-breakpoint
CREATE TRIGGER "order_lines_sales_rollup" AFTER INSERT OR UPDATE OR DELETE ON "order_lines" FOR EACH ROW EXECUTE FUNCTION order_lines_sales_rollup();
--> statement-breakpoint
CREATE TRIGGER "refunds_sales_rollup" AFTER INSERT OR UPDATE OR DELETE ON "refunds" FOR EACH ROW EXECUTE FUNCTION refunds_sales_rollup();
--> statement-breakpoint
CREATE TRIGGER "checkout_events_sales_rollup" AFTER INSERT OR UPDATE OR DELETE ON "checkout_events" FOR EACH ROW EXECUTE FUNCTION checkout_events_sales_rollup();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_rollup_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_after_truncate();
--> statement-breakpoint
CREATE TRIGGER "order_lines_sales_rollup_truncate" AFTER TRUNCATE ON "order_lines" FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_after_truncate();
--> statement-breakpoint
CREATE TRIGGER "refunds_sales_rollup_truncate" AFTER TRUNCATE ON "refunds" FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_after_truncate();
--> statement-breakpoint
CREATE TRIGGER "checkout_events_sales_rollup_truncate" AFTER TRUNCATE ON "checkout_events" FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_after_truncate();
--> statement-breakpoint
SELECT sales_rollups_rebuild();
