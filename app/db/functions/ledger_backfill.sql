CREATE OR REPLACE FUNCTION public.ledger_backfill()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  o orders;
  u order_upgrades;
  r refunds;
  p subscription_payments;
  c credits;
BEGIN
  FOR o IN SELECT * FROM orders WHERE paid_at IS NOT NULL ORDER BY paid_at, id LOOP
    PERFORM ledger_record_order_payment(o);
  END LOOP;
  FOR u IN SELECT * FROM order_upgrades ORDER BY paid_at, id LOOP PERFORM ledger_record_upgrade(u); END LOOP;
  FOR r IN SELECT * FROM refunds WHERE status = 'succeeded' ORDER BY created_at, id LOOP PERFORM ledger_record_refund(r, r.created_at); END LOOP;
  FOR p IN SELECT * FROM subscription_payments WHERE status = 'paid' ORDER BY coalesce(paid_at, updated_at), id LOOP PERFORM ledger_record_subscription_payment(p); END LOOP;
  FOR c IN SELECT * FROM credits ORDER BY created_at, id LOOP PERFORM ledger_record_credit_issue(c); END LOOP;
  FOR o IN SELECT * FROM orders WHERE paid_at IS NOT NULL AND status IN ('refunded', 'cancelled') ORDER BY id LOOP
    PERFORM ledger_record_order_close(o);
  END LOOP;
END;
$function$;
