CREATE OR REPLACE FUNCTION public.ledger_record_upgrade(u order_upgrades)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, order_line_id, upgrade_id, event_id, tier_key, quantity, provider, provider_ref, actor_kind, actor, occurred_at)
  SELECT 'upgrade:' || u.id || ':charge', 'upgrade_charge', u.amount_minor, u.currency, u.order_id, u.line_id, u.id, o.event_id, u.to_tier, 1, u.provider, u.payment_ref, 'buyer', o.buyer_email, u.paid_at
  FROM orders o WHERE o.id = u.order_id
  ON CONFLICT (entry_key) DO NOTHING;
END;
$function$;
