CREATE OR REPLACE FUNCTION public.checkout_drafts_paid_since_refresh(ev integer, email text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM checkout_drafts_paid_since x USING checkout_drafts d
  WHERE x.draft_id = d.id AND d.event_id = ev AND lower(d.buyer_email) = email
    AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.event_id = ev AND lower(p.buyer_email) = email AND p.paid_at IS NOT NULL AND p.created_at > d.created_at);
  INSERT INTO checkout_drafts_paid_since (draft_id)
  SELECT d.id FROM checkout_drafts d
  WHERE d.event_id = ev AND lower(d.buyer_email) = email
    AND EXISTS (SELECT 1 FROM orders p WHERE p.event_id = ev AND lower(p.buyer_email) = email AND p.paid_at IS NOT NULL AND p.created_at > d.created_at)
  ORDER BY d.id
  ON CONFLICT DO NOTHING;
END;
$function$;
