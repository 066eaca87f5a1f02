CREATE OR REPLACE FUNCTION public.ledger_daily_subscriptions_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
