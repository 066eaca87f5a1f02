CREATE OR REPLACE FUNCTION public.ledger_subscription_payments_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.status = 'paid' AND (TG_OP = 'INSERT' OR OLD.status <> 'paid') THEN PERFORM ledger_record_subscription_payment(NEW); END IF;
  RETURN NULL;
END;
$function$;
