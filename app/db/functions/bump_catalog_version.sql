CREATE OR REPLACE FUNCTION public.bump_catalog_version()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "site_state" SET "catalog_version" = "catalog_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$function$;
