CREATE OR REPLACE FUNCTION public.sales_rollup_add_funnel(e checkout_events, s integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF e.event_id IS NULL OR e.kind NOT IN ('initiate_checkout', 'order_created', 'purchase') THEN RETURN; END IF;
  INSERT INTO sales_daily_funnel AS t (day, event_id, shard, started, created, paid)
  VALUES (sales_rollup_day(e.created_at), e.event_id, sales_rollup_shard(),
    CASE WHEN e.kind = 'initiate_checkout' THEN s ELSE 0 END, CASE WHEN e.kind = 'order_created' THEN s ELSE 0 END, CASE WHEN e.kind = 'purchase' THEN s ELSE 0 END)
  ON CONFLICT (day, event_id, shard) DO UPDATE SET started = t.started + excluded.started, created = t.created + excluded.created, paid = t.paid + excluded.paid;
END;
$function$;
