CREATE OR REPLACE FUNCTION public.ledger_record_subscription_payment(p subscription_payments)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, subscription_id, subscription_payment_id, event_id, tier_key, quantity, provider, provider_ref, actor_kind, actor, occurred_at)
  SELECT 'subscription-payment:' || p.id || ':charge', 'subscription_charge', p.amount_minor, p.currency, p.subscription_id, p.id, s.event_id, s.tier_key, 1, s.provider, p.provider_ref, 'buyer', s.buyer_email, coalesce(p.paid_at, p.updated_at)
  FROM subscriptions s WHERE s.id = p.subscription_id
  ON CONFLICT (entry_key) DO NOTHING;
END;
$function$;
