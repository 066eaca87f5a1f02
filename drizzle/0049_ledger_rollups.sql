-- The sales tally's money from the ledger (issue 36; decision 0032's rollups, fed by ledger_entries
-- instead of orders, lines, refunds and upgrades). One daily rollup of the ledger's rows that count
-- (flagged ones do not), per day in America/Los_Angeles (sales_rollup_day), currency, event (0: none,
-- a program bought on the virtual page), source (tickets, upgrades, programs), tier ('' : none), kind,
-- discount code of a discount row ('' : none), and the order's codes and campaign tags as stored
-- (a subscription's rows: none). Sharded like the others (sales_rollup_shard); readers sum the
-- shards of a key. The figures (gross, discounts, credits, refunds, net) are made from the kinds in
-- TypeScript (app/domain/ledger.ts), from these rows and from the raw ledger alike.
CREATE TABLE "ledger_daily" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"event_id" integer NOT NULL,
	"source" text NOT NULL,
	"tier_key" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"codes" text[] NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"entries" bigint DEFAULT 0 NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "currency", "event_id", "source", "tier_key", "kind", "code", "codes", "utm_source", "utm_medium", "utm_campaign", "shard")
);
--> statement-breakpoint
-- The tally's row a ledger row belongs to: a charge is its own source; a refund, discount, credit,
-- dispute or fee follows the upgrade or subscription it names, else the order's tickets.
-- The same rule as sourceOfEntry in app/domain/ledger.ts.
CREATE OR REPLACE FUNCTION ledger_entry_source(p_kind text, p_upgrade_id integer, p_subscription_id integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_kind
    WHEN 'ticket_charge' THEN 'tickets'
    WHEN 'upgrade_charge' THEN 'upgrades'
    WHEN 'subscription_charge' THEN 'programs'
    ELSE CASE WHEN p_subscription_id IS NOT NULL THEN 'programs' WHEN p_upgrade_id IS NOT NULL THEN 'upgrades' ELSE 'tickets' END
  END
$$;
--> statement-breakpoint
-- An order counts once, on its first ticket charge (all of an order's charges share its payment time).
CREATE OR REPLACE FUNCTION ledger_entry_opens_order(e ledger_entries) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN e.kind = 'ticket_charge' AND e.order_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM ledger_entries p WHERE p.order_id = e.order_id AND p.kind = 'ticket_charge' AND p.id < e.id) THEN 1 ELSE 0 END
$$;
--> statement-breakpoint
-- Each row as it is written: one statement, into its connection's shard. The order's codes and
-- tags are read as they stand (a payment's rows are written at its commit, decision 0041).
CREATE OR REPLACE FUNCTION ledger_daily_entry_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily AS t (day, currency, event_id, source, tier_key, kind, code, codes, utm_source, utm_medium, utm_campaign, shard, entries, amount_minor, quantity, orders)
  SELECT sales_rollup_day(NEW.occurred_at), NEW.currency, coalesce(NEW.event_id, 0), ledger_entry_source(NEW.kind, NEW.upgrade_id, NEW.subscription_id),
    coalesce(NEW.tier_key, ''), NEW.kind, coalesce(NEW.code, ''), coalesce(o.codes, '{}'::text[]),
    sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'), sales_rollup_shard(),
    1, NEW.amount_minor, coalesce(NEW.quantity, 0), ledger_entry_opens_order(NEW)
  FROM (SELECT NEW.order_id AS id) x LEFT JOIN orders o ON o.id = x.id
  ON CONFLICT (day, currency, event_id, source, tier_key, kind, code, codes, utm_source, utm_medium, utm_campaign, shard) DO UPDATE SET
    entries = t.entries + excluded.entries, amount_minor = t.amount_minor + excluded.amount_minor,
    quantity = t.quantity + excluded.quantity, orders = t.orders + excluded.orders;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_daily" AFTER INSERT ON "ledger_entries" FOR EACH ROW WHEN (NOT NEW.flagged) EXECUTE FUNCTION ledger_daily_entry_trigger();
--> statement-breakpoint
-- An order's rows taken back under one set of codes and tags (sa = -1) and added under another
-- (sb = 1), in one statement with keys in sorted order; a sign of 0 leaves that side out.
CREATE OR REPLACE FUNCTION ledger_daily_move_order(p_order_id integer, a_codes text[], a_utm jsonb, sa integer, b_codes text[], b_utm jsonb, sb integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily AS t (day, currency, event_id, source, tier_key, kind, code, codes, utm_source, utm_medium, utm_campaign, shard, entries, amount_minor, quantity, orders)
  SELECT sales_rollup_day(e.occurred_at), e.currency, coalesce(e.event_id, 0), ledger_entry_source(e.kind, e.upgrade_id, e.subscription_id),
    coalesce(e.tier_key, ''), e.kind, coalesce(e.code, ''), v.codes,
    sales_rollup_utm(v.utm, 'utmSource'), sales_rollup_utm(v.utm, 'utmMedium'), sales_rollup_utm(v.utm, 'utmCampaign'), sales_rollup_shard(),
    sum(v.s), sum(v.s * e.amount_minor), sum(v.s * coalesce(e.quantity, 0)), sum(v.s * ledger_entry_opens_order(e))
  FROM ledger_entries e CROSS JOIN (VALUES (a_codes, a_utm, sa), (b_codes, b_utm, sb)) v(codes, utm, s)
  WHERE e.order_id = p_order_id AND NOT e.flagged AND v.s <> 0
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
  ON CONFLICT (day, currency, event_id, source, tier_key, kind, code, codes, utm_source, utm_medium, utm_campaign, shard) DO UPDATE SET
    entries = t.entries + excluded.entries, amount_minor = t.amount_minor + excluded.amount_minor,
    quantity = t.quantity + excluded.quantity, orders = t.orders + excluded.orders;
END;
$$;
--> statement-breakpoint
-- The order's side: its rows follow it when the team edits its codes or campaign tags, and go with
-- it when it is deleted (BEFORE: its rows, deleted by the cascade, are still there to take back).
CREATE OR REPLACE FUNCTION ledger_daily_orders_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM ledger_daily_move_order(OLD.id, OLD.codes, OLD.utm, -1, OLD.codes, OLD.utm, 0);
    RETURN OLD;
  END IF;
  PERFORM ledger_daily_move_order(NEW.id, OLD.codes, OLD.utm, -1, NEW.codes, NEW.utm, 1);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_ledger_daily_retag" AFTER UPDATE OF "codes", "utm" ON "orders" FOR EACH ROW
  WHEN ((OLD.codes, OLD.utm) IS DISTINCT FROM (NEW.codes, NEW.utm)) EXECUTE FUNCTION ledger_daily_orders_trigger();
--> statement-breakpoint
CREATE TRIGGER "orders_ledger_daily_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION ledger_daily_orders_trigger();
--> statement-breakpoint
-- A subscription deleted (test fixtures do; the site never does) takes its rows back with it.
CREATE OR REPLACE FUNCTION ledger_daily_subscriptions_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily AS t (day, currency, event_id, source, tier_key, kind, code, codes, utm_source, utm_medium, utm_campaign, shard, entries, amount_minor, quantity, orders)
  SELECT sales_rollup_day(e.occurred_at), e.currency, coalesce(e.event_id, 0), ledger_entry_source(e.kind, e.upgrade_id, e.subscription_id),
    coalesce(e.tier_key, ''), e.kind, coalesce(e.code, ''), '{}'::text[], '', '', '', sales_rollup_shard(),
    -count(*), -sum(e.amount_minor), -sum(coalesce(e.quantity, 0)), 0
  FROM ledger_entries e
  WHERE e.subscription_id = OLD.id AND e.order_id IS NULL AND NOT e.flagged
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
  ON CONFLICT (day, currency, event_id, source, tier_key, kind, code, codes, utm_source, utm_medium, utm_campaign, shard) DO UPDATE SET
    entries = t.entries + excluded.entries, amount_minor = t.amount_minor + excluded.amount_minor,
    quantity = t.quantity + excluded.quantity, orders = t.orders + excluded.orders;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_ledger_daily_delete" BEFORE DELETE ON "subscriptions" FOR EACH ROW EXECUTE FUNCTION ledger_daily_subscriptions_trigger();
--> statement-breakpoint
-- Recomputed from the ledger (the backfill below; a bulk load with triggers off; a TRUNCATE). The
-- writers are held off first (SHARE waits for those in flight), sources before the rollup; all in shard 0.
CREATE OR REPLACE FUNCTION ledger_daily_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, subscriptions, ledger_entries IN SHARE MODE;
  LOCK TABLE ledger_daily IN EXCLUSIVE MODE;
  DELETE FROM ledger_daily;
  INSERT INTO ledger_daily (day, currency, event_id, source, tier_key, kind, code, codes, utm_source, utm_medium, utm_campaign, entries, amount_minor, quantity, orders)
  SELECT sales_rollup_day(e.occurred_at), e.currency, coalesce(e.event_id, 0), ledger_entry_source(e.kind, e.upgrade_id, e.subscription_id),
    coalesce(e.tier_key, ''), e.kind, coalesce(e.code, ''), coalesce(o.codes, '{}'::text[]),
    sales_rollup_utm(o.utm, 'utmSource'), sales_rollup_utm(o.utm, 'utmMedium'), sales_rollup_utm(o.utm, 'utmCampaign'),
    count(*), sum(e.amount_minor), sum(coalesce(e.quantity, 0)), sum(e.opens)
  FROM (
    -- ledger_entry_opens_order for every row at once: the order's first ticket charge.
    SELECT x.*, CASE WHEN x.kind = 'ticket_charge' AND x.order_id IS NOT NULL
      AND x.id = min(x.id) FILTER (WHERE x.kind = 'ticket_charge') OVER (PARTITION BY x.order_id) THEN 1 ELSE 0 END AS opens
    FROM ledger_entries x
  ) e LEFT JOIN orders o ON o.id = e.order_id
  WHERE NOT e.flagged
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11;
END;
$$;
--> statement-breakpoint
-- Every rollup the tally reads, recomputed: the checkout funnel (migration 0031) and the ledger's.
CREATE OR REPLACE FUNCTION sales_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE checkout_events, orders, subscriptions, ledger_entries IN SHARE MODE;
  LOCK TABLE sales_daily_funnel, ledger_daily IN EXCLUSIVE MODE;
  DELETE FROM sales_daily_funnel;
  INSERT INTO sales_daily_funnel (day, event_id, started, created, paid)
  SELECT sales_rollup_day(created_at), event_id, count(*) FILTER (WHERE kind = 'initiate_checkout'), count(*) FILTER (WHERE kind = 'order_created'), count(*) FILTER (WHERE kind = 'purchase')
  FROM checkout_events WHERE event_id IS NOT NULL AND kind IN ('initiate_checkout', 'order_created', 'purchase') GROUP BY 1, 2;
  PERFORM ledger_daily_rebuild();
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_daily_truncate" AFTER TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_after_truncate();
--> statement-breakpoint
-- The money rollups of orders, lines, refunds and upgrades (migrations 0031, 0034, 0036, 0040) are
-- read by nothing now: their triggers, functions and tables go. The funnel's stay.
DROP TRIGGER IF EXISTS "orders_sales_rollup_write" ON "orders";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_sales_rollup_delete" ON "orders";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_sales_rollup_truncate" ON "orders";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_lines_sales_rollup" ON "order_lines";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_lines_sales_rollup_truncate" ON "order_lines";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "refunds_sales_rollup" ON "refunds";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "refunds_sales_rollup_truncate" ON "refunds";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_upgrades_sales_rollup" ON "order_upgrades";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "order_upgrades_sales_rollup_truncate" ON "order_upgrades";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_upgrades_sales_rollup_write" ON "orders";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_upgrades_sales_rollup_delete" ON "orders";
--> statement-breakpoint
DROP FUNCTION IF EXISTS orders_sales_rollup();
--> statement-breakpoint
DROP FUNCTION IF EXISTS order_lines_sales_rollup();
--> statement-breakpoint
DROP FUNCTION IF EXISTS refunds_sales_rollup();
--> statement-breakpoint
DROP FUNCTION IF EXISTS order_upgrades_sales_rollup();
--> statement-breakpoint
DROP FUNCTION IF EXISTS orders_upgrades_sales_rollup();
--> statement-breakpoint
DROP FUNCTION IF EXISTS sales_rollup_move_order(orders, integer, orders, integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS sales_rollup_move_order_lines(orders, integer, orders, integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS sales_rollup_move_order_refunds(orders, integer, orders, integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS sales_rollup_move_order_upgrades(orders, integer, orders, integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS sales_rollup_add_lines(orders, integer, text, boolean, bigint, bigint, bigint);
--> statement-breakpoint
DROP FUNCTION IF EXISTS sales_rollup_add_refund(orders, integer, timestamptz, text, bigint, bigint);
--> statement-breakpoint
DROP FUNCTION IF EXISTS sales_rollup_add_upgrade(orders, integer, timestamptz, text, bigint);
--> statement-breakpoint
DROP FUNCTION IF EXISTS sales_rollup_discounts(jsonb);
--> statement-breakpoint
DROP TABLE IF EXISTS "sales_daily_orders", "sales_daily_lines", "sales_daily_code_discounts", "sales_daily_refunds", "sales_daily_upgrades";
--> statement-breakpoint
SELECT ledger_daily_rebuild();
