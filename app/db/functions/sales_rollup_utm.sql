CREATE OR REPLACE FUNCTION public.sales_rollup_utm(utm jsonb, tag text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE WHEN jsonb_typeof(utm -> tag) = 'string' THEN utm ->> tag ELSE '' END
$function$;
