CREATE OR REPLACE FUNCTION public.orders_checkout_drafts_paid_since()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.paid_at IS NOT NULL THEN PERFORM checkout_drafts_paid_since_refresh(NEW.event_id, lower(NEW.buyer_email)); END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF OLD.paid_at IS NOT NULL THEN PERFORM checkout_drafts_paid_since_refresh(OLD.event_id, lower(OLD.buyer_email)); END IF;
    RETURN NULL;
  END IF;
  IF OLD.paid_at IS NULL AND NEW.paid_at IS NULL THEN RETURN NULL; END IF;
  IF (OLD.paid_at IS NULL, OLD.event_id, lower(OLD.buyer_email), OLD.created_at) IS NOT DISTINCT FROM (NEW.paid_at IS NULL, NEW.event_id, lower(NEW.buyer_email), NEW.created_at) THEN
    RETURN NULL;
  END IF;
  PERFORM checkout_drafts_paid_since_refresh(OLD.event_id, lower(OLD.buyer_email));
  IF (OLD.event_id, lower(OLD.buyer_email)) IS DISTINCT FROM (NEW.event_id, lower(NEW.buyer_email)) THEN
    PERFORM checkout_drafts_paid_since_refresh(NEW.event_id, lower(NEW.buyer_email));
  END IF;
  RETURN NULL;
END;
$function$;
