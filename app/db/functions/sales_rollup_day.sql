CREATE OR REPLACE FUNCTION public.sales_rollup_day(at timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT (at AT TIME ZONE 'America/Los_Angeles')::date
$function$;
