CREATE OR REPLACE FUNCTION public.ledger_credits_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM ledger_record_credit_issue(NEW);
  RETURN NULL;
END;
$function$;
