CREATE OR REPLACE FUNCTION public.ledger_upgrades_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM ledger_record_upgrade(NEW);
  RETURN NULL;
END;
$function$;
