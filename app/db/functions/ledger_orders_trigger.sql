CREATE OR REPLACE FUNCTION public.ledger_orders_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE id = NEW.id;
  IF NOT FOUND OR o.paid_at IS NULL THEN RETURN NULL; END IF;
  PERFORM ledger_record_order_payment(o);
  IF o.status IN ('refunded', 'cancelled') THEN PERFORM ledger_record_order_close(o); END IF;
  RETURN NULL;
END;
$function$;
