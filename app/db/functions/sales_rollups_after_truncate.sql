CREATE OR REPLACE FUNCTION public.sales_rollups_after_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM sales_rollups_rebuild();
  RETURN NULL;
END;
$function$;
