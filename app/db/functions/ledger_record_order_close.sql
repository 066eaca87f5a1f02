CREATE OR REPLACE FUNCTION public.ledger_record_order_close(o orders)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, credit_id, event_id, actor_kind, actor, occurred_at)
  SELECT 'order:' || o.id || ':credit-release:' || r.credit_id, 'credit_released', r.amount_minor, o.currency, o.id, r.credit_id, o.event_id, 'system', NULL, coalesce(o.closed_at, o.updated_at)
  FROM credit_redemptions r WHERE r.order_id = o.id
  ORDER BY r.id
  ON CONFLICT (entry_key) DO NOTHING;
END;
$function$;
