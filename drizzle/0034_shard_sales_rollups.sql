-- Rollups sharded by backend (decision record: sales rollups kept by triggers). With one row per
-- day and event (funnel) or per day, event and common key (orders, lines), every checkout start,
-- hold and payment of an on-sale rush queued on the same row locks until commit. Each connection
-- now writes the rows of its own shard (pg_backend_pid() % 64, like catalog_version_shards); a
-- delta may land in any shard, and readers sum the shards of a key.
ALTER TABLE "sales_daily_orders" DROP CONSTRAINT "sales_daily_orders_pkey", ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL,
	ADD PRIMARY KEY ("day", "event_id", "currency", "codes", "utm_source", "utm_medium", "utm_campaign", "shard");
--> statement-breakpoint
ALTER TABLE "sales_daily_lines" DROP CONSTRAINT "sales_daily_lines_pkey", ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL,
	ADD PRIMARY KEY ("day", "event_id", "currency", "codes", "utm_source", "utm_medium", "utm_campaign", "tier_key", "is_add_on", "shard");
--> statement-breakpoint
ALTER TABLE "sales_daily_code_discounts" DROP CONSTRAINT "sales_daily_code_discounts_pkey", ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL,
	ADD PRIMARY KEY ("day", "event_id", "currency", "code", "shard");
--> statement-breakpoint
ALTER TABLE "sales_daily_refunds" DROP CONSTRAINT "sales_daily_refunds_pkey", ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL,
	ADD PRIMARY KEY ("day", "event_id", "currency", "codes", "utm_source", "utm_medium", "utm_campaign", "shard");
--> statement-breakpoint
ALTER TABLE "sales_daily_funnel" DROP CONSTRAINT "sales_daily_funnel_pkey", ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL,
	ADD PRIMARY KEY ("day", "event_id", "shard");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_shard() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 64)::smallint
$$;
--> statement-breakpoint
-- An order's rows taken back (a, sa = -1) and added (b, sb = 1) in one statement per table, keys in
-- sorted order, so two writers that share a shard lock a table's rows in the same order. A sign of
-- 0 leaves that side out.
CREATE OR REPLACE FUNCTION sales_rollup_move_order(a orders, sa integer, b orders, sb integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily_orders AS t (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, shard, orders, gross_minor, discount_minor, credit_minor, total_minor)
  SELECT sales_rollup_day((v.o).paid_at), (v.o).event_id, (v.o).currency, (v.o).codes,
    sales_rollup_utm((v.o).utm, 'utmSource'), sales_rollup_utm((v.o).utm, 'utmMedium'), sales_rollup_utm((v.o).utm, 'utmCampaign'), sales_rollup_shard(),
    sum(v.s), sum(v.s * (v.o).subtotal_minor), sum(v.s * (v.o).discount_minor), sum(v.s * (v.o).credit_minor), sum(v.s * (v.o).total_minor)
  FROM (VALUES (a, sa), (b, sb)) v(o, s) WHERE v.s <> 0 AND (v.o).paid_at IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, shard) DO UPDATE SET
    orders = t.orders + excluded.orders, gross_minor = t.gross_minor + excluded.gross_minor, discount_minor = t.discount_minor + excluded.discount_minor,
    credit_minor = t.credit_minor + excluded.credit_minor, total_minor = t.total_minor + excluded.total_minor;
  INSERT INTO sales_daily_code_discounts AS t (day, event_id, currency, code, shard, entries, discount_minor)
  SELECT sales_rollup_day((v.o).paid_at), (v.o).event_id, (v.o).currency, x.code, sales_rollup_shard(), sum(v.s), sum(v.s * x.amount)
  FROM (VALUES (a, sa), (b, sb)) v(o, s) CROSS JOIN LATERAL sales_rollup_discounts((v.o).discounts) x
  WHERE v.s <> 0 AND (v.o).paid_at IS NOT NULL AND (v.o).discount_minor > 0
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, event_id, currency, code, shard) DO UPDATE SET entries = t.entries + excluded.entries, discount_minor = t.discount_minor + excluded.discount_minor;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_move_order_lines(a orders, sa integer, b orders, sb integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily_lines AS t (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, tier_key, is_add_on, shard, lines, quantity, total_minor)
  SELECT sales_rollup_day((v.o).paid_at), (v.o).event_id, (v.o).currency, (v.o).codes,
    sales_rollup_utm((v.o).utm, 'utmSource'), sales_rollup_utm((v.o).utm, 'utmMedium'), sales_rollup_utm((v.o).utm, 'utmCampaign'), l.tier_key, l.is_add_on, sales_rollup_shard(),
    sum(v.s), sum(v.s * l.quantity), sum(v.s * l.total_minor)
  FROM (VALUES (a, sa), (b, sb)) v(o, s) JOIN order_lines l ON l.order_id = (v.o).id
  WHERE v.s <> 0 AND (v.o).paid_at IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, tier_key, is_add_on, shard) DO UPDATE SET
    lines = t.lines + excluded.lines, quantity = t.quantity + excluded.quantity, total_minor = t.total_minor + excluded.total_minor;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_move_order_refunds(a orders, sa integer, b orders, sb integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily_refunds AS t (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, shard, refunds, refund_minor)
  SELECT sales_rollup_day(r.created_at), (v.o).event_id, r.currency, (v.o).codes,
    sales_rollup_utm((v.o).utm, 'utmSource'), sales_rollup_utm((v.o).utm, 'utmMedium'), sales_rollup_utm((v.o).utm, 'utmCampaign'), sales_rollup_shard(),
    sum(v.s), sum(v.s * r.amount_minor)
  FROM (VALUES (a, sa), (b, sb)) v(o, s) JOIN refunds r ON r.order_id = (v.o).id AND r.status = 'succeeded'
  WHERE v.s <> 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, shard) DO UPDATE SET
    refunds = t.refunds + excluded.refunds, refund_minor = t.refund_minor + excluded.refund_minor;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add_lines(o orders, s integer, tier text, add_on boolean, n bigint, qty bigint, total bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o.paid_at IS NULL OR n = 0 THEN RETURN; END IF;
  INSERT INTO sales_daily_lines AS t (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, tier_key, is_add_on, shard, lines, quantity, total_minor)
  VALUES (sales_rollup_day(o.paid_at), o.event_id, o.currency, o.codes, sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'),
    tier, add_on, sales_rollup_shard(), s * n, s * qty, s * total)
  ON CONFLICT (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, tier_key, is_add_on, shard) DO UPDATE SET
    lines = t.lines + excluded.lines, quantity = t.quantity + excluded.quantity, total_minor = t.total_minor + excluded.total_minor;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add_refund(o orders, s integer, at timestamptz, cur text, n bigint, amount bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF n = 0 THEN RETURN; END IF;
  INSERT INTO sales_daily_refunds AS t (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, shard, refunds, refund_minor)
  VALUES (sales_rollup_day(at), o.event_id, cur, o.codes, sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'),
    sales_rollup_shard(), s * n, s * amount)
  ON CONFLICT (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, shard) DO UPDATE SET
    refunds = t.refunds + excluded.refunds, refund_minor = t.refund_minor + excluded.refund_minor;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add_funnel(e checkout_events, s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF e.event_id IS NULL OR e.kind NOT IN ('initiate_checkout', 'order_created', 'purchase') THEN RETURN; END IF;
  INSERT INTO sales_daily_funnel AS t (day, event_id, shard, started, created, paid)
  VALUES (sales_rollup_day(e.created_at), e.event_id, sales_rollup_shard(),
    CASE WHEN e.kind = 'initiate_checkout' THEN s ELSE 0 END, CASE WHEN e.kind = 'order_created' THEN s ELSE 0 END, CASE WHEN e.kind = 'purchase' THEN s ELSE 0 END)
  ON CONFLICT (day, event_id, shard) DO UPDATE SET started = t.started + excluded.started, created = t.created + excluded.created, paid = t.paid + excluded.paid;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sales_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- No line or refund can name the order yet.
    PERFORM sales_rollup_move_order(NEW, 0, NEW, 1);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- BEFORE DELETE: the lines (cascaded) and refunds are still there to take back.
    PERFORM sales_rollup_move_order(OLD, -1, OLD, 0);
    PERFORM sales_rollup_move_order_lines(OLD, -1, OLD, 0);
    PERFORM sales_rollup_move_order_refunds(OLD, -1, OLD, 0);
    RETURN OLD;
  END IF;
  IF (OLD.paid_at, OLD.event_id, OLD.currency, OLD.codes, OLD.utm, OLD.subtotal_minor, OLD.discount_minor, OLD.credit_minor, OLD.total_minor, OLD.discounts)
     IS NOT DISTINCT FROM (NEW.paid_at, NEW.event_id, NEW.currency, NEW.codes, NEW.utm, NEW.subtotal_minor, NEW.discount_minor, NEW.credit_minor, NEW.total_minor, NEW.discounts) THEN
    RETURN NULL;
  END IF;
  PERFORM sales_rollup_move_order(OLD, -1, NEW, 1);
  IF (OLD.paid_at, OLD.event_id, OLD.currency, OLD.codes, OLD.utm) IS DISTINCT FROM (NEW.paid_at, NEW.event_id, NEW.currency, NEW.codes, NEW.utm) THEN
    PERFORM sales_rollup_move_order_lines(OLD, -1, NEW, 1);
  END IF;
  IF (OLD.event_id, OLD.codes, OLD.utm) IS DISTINCT FROM (NEW.event_id, NEW.codes, NEW.utm) THEN
    PERFORM sales_rollup_move_order_refunds(OLD, -1, NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS sales_rollup_add_order(orders, integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS sales_rollup_add_order_lines(orders, integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS sales_rollup_add_order_refunds(orders, integer);
--> statement-breakpoint
-- The tables' writers held off (SHARE waits for those in flight and blocks new ones; readers go on)
-- so none adds a row between the DELETE and the INSERT; locked in the writers' order, sources first.
-- Everything lands in shard 0.
CREATE OR REPLACE FUNCTION sales_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_lines, refunds, checkout_events IN SHARE MODE;
  LOCK TABLE sales_daily_orders, sales_daily_lines, sales_daily_code_discounts, sales_daily_refunds, sales_daily_funnel IN EXCLUSIVE MODE;
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
