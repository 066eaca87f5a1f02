CREATE OR REPLACE FUNCTION public.ledger_line_sold_tier(l order_lines)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce(
    (SELECT u.from_tier FROM order_upgrades u WHERE u.order_id = l.order_id AND u.line_id = l.id ORDER BY u.id LIMIT 1),
    l.tier_key);
$function$;
