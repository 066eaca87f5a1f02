-- The order triggers' helpers return before any statement when neither side is a paid order, as
-- the functions they replaced did (migration 0034): placing a hold inserts an unpaid order.
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_move_order(a orders, sa integer, b orders, sb integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- An unpaid order (a hold being placed) has nothing to count: no statement on the hot path.
  IF (sa = 0 OR a.paid_at IS NULL) AND (sb = 0 OR b.paid_at IS NULL) THEN RETURN; END IF;
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
  -- An unpaid order (a hold being placed) has nothing to count: no statement on the hot path.
  IF (sa = 0 OR a.paid_at IS NULL) AND (sb = 0 OR b.paid_at IS NULL) THEN RETURN; END IF;
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
