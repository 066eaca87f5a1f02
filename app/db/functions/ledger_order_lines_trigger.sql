CREATE OR REPLACE FUNCTION public.ledger_order_lines_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  o orders;
  l order_lines;
BEGIN
  SELECT * INTO o FROM orders WHERE id = NEW.order_id;
  IF NOT FOUND OR o.paid_at IS NULL THEN RETURN NULL; END IF;
  SELECT * INTO l FROM order_lines WHERE id = NEW.id;
  IF NOT FOUND OR EXISTS (SELECT 1 FROM order_upgrades u WHERE u.order_id = NEW.order_id AND u.line_id = NEW.id) THEN RETURN NULL; END IF;
  IF NOT EXISTS (SELECT 1 FROM ledger_entries WHERE order_id = o.id AND kind = 'ticket_charge') THEN
    PERFORM ledger_record_order_payment(o);
  ELSE
    PERFORM ledger_record_order_line(o, l);
  END IF;
  RETURN NULL;
END;
$function$;
