CREATE OR REPLACE FUNCTION public.sales_rollups_rebuild()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  LOCK TABLE checkout_events, orders, subscriptions, ledger_entries IN SHARE MODE;
  LOCK TABLE sales_daily_funnel, ledger_daily IN EXCLUSIVE MODE;
  DELETE FROM sales_daily_funnel;
  INSERT INTO sales_daily_funnel (day, event_id, started, created, paid)
  SELECT sales_rollup_day(created_at), event_id, count(*) FILTER (WHERE kind = 'initiate_checkout'), count(*) FILTER (WHERE kind = 'order_created'), count(*) FILTER (WHERE kind = 'purchase')
  FROM checkout_events WHERE event_id IS NOT NULL AND kind IN ('initiate_checkout', 'order_created', 'purchase') GROUP BY 1, 2;
  PERFORM ledger_daily_rebuild();
END;
$function$;
