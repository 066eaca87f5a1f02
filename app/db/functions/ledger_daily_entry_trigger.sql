CREATE OR REPLACE FUNCTION public.ledger_daily_entry_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
