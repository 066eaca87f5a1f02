CREATE OR REPLACE FUNCTION public.ledger_daily_move_order(p_order_id integer, a_codes text[], a_utm jsonb, sa integer, b_codes text[], b_utm jsonb, sb integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
