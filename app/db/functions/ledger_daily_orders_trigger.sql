CREATE OR REPLACE FUNCTION public.ledger_daily_orders_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM ledger_daily_move_order(OLD.id, OLD.codes, OLD.utm, -1, OLD.codes, OLD.utm, 0);
    RETURN OLD;
  END IF;
  PERFORM ledger_daily_move_order(NEW.id, OLD.codes, OLD.utm, -1, NEW.codes, NEW.utm, 1);
  RETURN NULL;
END;
$function$;
