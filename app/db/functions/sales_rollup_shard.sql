CREATE OR REPLACE FUNCTION public.sales_rollup_shard()
 RETURNS smallint
 LANGUAGE sql
 STABLE
AS $function$
  SELECT (pg_backend_pid() % 64)::smallint
$function$;
