CREATE OR REPLACE FUNCTION public.ledger_entry_opens_order(e ledger_entries)
 RETURNS integer
 LANGUAGE sql
 STABLE
AS $function$
  SELECT CASE WHEN e.kind = 'ticket_charge' AND e.order_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM ledger_entries p WHERE p.order_id = e.order_id AND p.kind = 'ticket_charge' AND p.id < e.id) THEN 1 ELSE 0 END
$function$;
