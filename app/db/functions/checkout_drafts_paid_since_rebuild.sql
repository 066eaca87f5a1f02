CREATE OR REPLACE FUNCTION public.checkout_drafts_paid_since_rebuild()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM checkout_drafts_paid_since;
  INSERT INTO checkout_drafts_paid_since (draft_id)
  SELECT d.id FROM checkout_drafts d
  WHERE EXISTS (SELECT 1 FROM orders p WHERE p.event_id = d.event_id AND lower(p.buyer_email) = lower(d.buyer_email) AND p.paid_at IS NOT NULL AND p.created_at > d.created_at);
END;
$function$;
