CREATE OR REPLACE FUNCTION public.checkout_drafts_paid_since_after_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM checkout_drafts_paid_since_rebuild();
  RETURN NULL;
END;
$function$;
