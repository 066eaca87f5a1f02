CREATE OR REPLACE FUNCTION public.checkout_drafts_paid_since_own()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.event_id, lower(OLD.buyer_email), OLD.created_at) IS NOT DISTINCT FROM (NEW.event_id, lower(NEW.buyer_email), NEW.created_at) THEN RETURN NULL; END IF;
    DELETE FROM checkout_drafts_paid_since WHERE draft_id = NEW.id;
  END IF;
  IF EXISTS (SELECT 1 FROM orders p WHERE p.event_id = NEW.event_id AND lower(p.buyer_email) = lower(NEW.buyer_email) AND p.paid_at IS NOT NULL AND p.created_at > NEW.created_at) THEN
    INSERT INTO checkout_drafts_paid_since (draft_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$function$;
