CREATE OR REPLACE FUNCTION public.ledger_daily_rebuild()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
