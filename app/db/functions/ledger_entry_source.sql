CREATE OR REPLACE FUNCTION public.ledger_entry_source(p_kind text, p_upgrade_id integer, p_subscription_id integer)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE p_kind
    WHEN 'ticket_charge' THEN 'tickets'
    WHEN 'upgrade_charge' THEN 'upgrades'
    WHEN 'subscription_charge' THEN 'programs'
    ELSE CASE WHEN p_subscription_id IS NOT NULL THEN 'programs' WHEN p_upgrade_id IS NOT NULL THEN 'upgrades' ELSE 'tickets' END
  END
$function$;
