CREATE OR REPLACE FUNCTION public.ledger_record_credit_issue(c credits)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, credit_id, event_id, actor_kind, actor, occurred_at)
  VALUES ('credit:' || c.id || ':issued', 'credit_issued', c.amount_minor, c.currency, c.source_order_id, c.id,
    (SELECT o.event_id FROM orders o WHERE o.id = c.source_order_id), CASE WHEN c.actor_user_id IS NULL THEN 'system' ELSE 'team' END, c.actor_email, c.created_at)
  ON CONFLICT (entry_key) DO NOTHING;
END;
$function$;
