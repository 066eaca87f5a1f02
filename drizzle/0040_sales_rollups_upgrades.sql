-- Upgrades paid after their order (order_upgrades, decision 0038) in the daily sales rollups: on the
-- day each was paid, grouped like its order (event, currency, codes, campaign tags), sharded like the
-- others (decision 0032); readers sum the shards. Their refunds are refunds rows of the order already.
CREATE TABLE "sales_daily_upgrades" (
	"day" date NOT NULL,
	"event_id" integer NOT NULL,
	"currency" text NOT NULL,
	"codes" text[] NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"upgrades" bigint DEFAULT 0 NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "event_id", "currency", "codes", "utm_source", "utm_medium", "utm_campaign", "shard")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add_upgrade(o orders, s integer, at timestamptz, cur text, amount bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily_upgrades AS t (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, shard, upgrades, amount_minor)
  VALUES (sales_rollup_day(at), o.event_id, cur, o.codes, sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'),
    sales_rollup_shard(), s, s * amount)
  ON CONFLICT (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, shard) DO UPDATE SET
    upgrades = t.upgrades + excluded.upgrades, amount_minor = t.amount_minor + excluded.amount_minor;
END;
$$;
--> statement-breakpoint
-- An order's upgrades taken back (a, sa = -1) and added (b, sb = 1), keys in sorted order.
CREATE OR REPLACE FUNCTION sales_rollup_move_order_upgrades(a orders, sa integer, b orders, sb integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily_upgrades AS t (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, shard, upgrades, amount_minor)
  SELECT sales_rollup_day(u.paid_at), (v.o).event_id, u.currency, (v.o).codes,
    sales_rollup_utm((v.o).utm, 'utmSource'), sales_rollup_utm((v.o).utm, 'utmMedium'), sales_rollup_utm((v.o).utm, 'utmCampaign'), sales_rollup_shard(),
    sum(v.s), sum(v.s * u.amount_minor)
  FROM (VALUES (a, sa), (b, sb)) v(o, s) JOIN order_upgrades u ON u.order_id = (v.o).id
  WHERE v.s <> 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, shard) DO UPDATE SET
    upgrades = t.upgrades + excluded.upgrades, amount_minor = t.amount_minor + excluded.amount_minor;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_upgrades_sales_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  -- Not found: deleted with its order, whose BEFORE DELETE trigger took its upgrades back.
  IF TG_OP <> 'INSERT' THEN
    SELECT * INTO o FROM orders WHERE id = OLD.order_id;
    IF FOUND THEN PERFORM sales_rollup_add_upgrade(o, -1, OLD.paid_at, OLD.currency, OLD.amount_minor); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT * INTO o FROM orders WHERE id = NEW.order_id;
    IF FOUND THEN PERFORM sales_rollup_add_upgrade(o, 1, NEW.paid_at, NEW.currency, NEW.amount_minor); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The order's side: its upgrades follow it when its event, codes or campaign tags change, and go
-- with it when it is deleted. The UPDATE trigger's WHEN keeps it off the payment's path.
CREATE OR REPLACE FUNCTION orders_upgrades_sales_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM sales_rollup_move_order_upgrades(OLD, -1, OLD, 0);
    RETURN OLD;
  END IF;
  PERFORM sales_rollup_move_order_upgrades(OLD, -1, NEW, 1);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "order_upgrades_sales_rollup" AFTER INSERT OR UPDATE OR DELETE ON "order_upgrades" FOR EACH ROW EXECUTE FUNCTION order_upgrades_sales_rollup();
--> statement-breakpoint
CREATE TRIGGER "orders_upgrades_sales_rollup_write" AFTER UPDATE OF "event_id", "codes", "utm" ON "orders" FOR EACH ROW
  WHEN ((OLD.event_id, OLD.codes, OLD.utm) IS DISTINCT FROM (NEW.event_id, NEW.codes, NEW.utm)) EXECUTE FUNCTION orders_upgrades_sales_rollup();
--> statement-breakpoint
CREATE TRIGGER "orders_upgrades_sales_rollup_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION orders_upgrades_sales_rollup();
--> statement-breakpoint
CREATE TRIGGER "order_upgrades_sales_rollup_truncate" AFTER TRUNCATE ON "order_upgrades" FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_after_truncate();
--> statement-breakpoint
-- 0034's rebuild, restated in full (CREATE OR REPLACE must), with order_upgrades locked and counted.
CREATE OR REPLACE FUNCTION sales_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_lines, refunds, checkout_events, order_upgrades IN SHARE MODE;
  LOCK TABLE sales_daily_orders, sales_daily_lines, sales_daily_code_discounts, sales_daily_refunds, sales_daily_funnel, sales_daily_upgrades IN EXCLUSIVE MODE;
  DELETE FROM sales_daily_orders;
  DELETE FROM sales_daily_lines;
  DELETE FROM sales_daily_code_discounts;
  DELETE FROM sales_daily_refunds;
  DELETE FROM sales_daily_funnel;
  DELETE FROM sales_daily_upgrades;
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
  INSERT INTO sales_daily_upgrades (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, upgrades, amount_minor)
  SELECT sales_rollup_day(u.paid_at), o.event_id, u.currency, o.codes, sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'),
    count(*), sum(u.amount_minor)
  FROM order_upgrades u JOIN orders o ON o.id = u.order_id GROUP BY 1, 2, 3, 4, 5, 6, 7;
END;
$$;
--> statement-breakpoint
INSERT INTO sales_daily_upgrades (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, upgrades, amount_minor)
SELECT sales_rollup_day(u.paid_at), o.event_id, u.currency, o.codes, sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'),
  count(*), sum(u.amount_minor)
FROM order_upgrades u JOIN orders o ON o.id = u.order_id GROUP BY 1, 2, 3, 4, 5, 6, 7;
