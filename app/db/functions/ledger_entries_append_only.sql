CREATE OR REPLACE FUNCTION public.ledger_entries_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
  RAISE EXCEPTION 'ledger_entries is append-only: write the inverse movement instead of changing a row' USING ERRCODE = 'P0001';
END;
$function$;
