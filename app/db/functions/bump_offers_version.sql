CREATE OR REPLACE FUNCTION public.bump_offers_version()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE "site_state" SET "offers_version" = "offers_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$function$;
