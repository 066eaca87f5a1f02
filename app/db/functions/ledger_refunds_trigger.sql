CREATE OR REPLACE FUNCTION public.ledger_refunds_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.status = 'succeeded' AND (TG_OP = 'INSERT' OR OLD.status <> 'succeeded') THEN
    PERFORM ledger_record_refund(NEW, NEW.created_at);
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'succeeded' AND NEW.status <> 'succeeded' THEN
    PERFORM ledger_reverse_refund(NEW, NEW.updated_at);
  END IF;
  RETURN NULL;
END;
$function$;
