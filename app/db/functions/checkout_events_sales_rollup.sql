CREATE OR REPLACE FUNCTION public.checkout_events_sales_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM sales_rollup_add_funnel(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM sales_rollup_add_funnel(NEW, 1); END IF;
  RETURN NULL;
END;
$function$;
