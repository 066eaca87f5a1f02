CREATE OR REPLACE FUNCTION public.assign_student_line()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.order_line_id IS NULL THEN
    SELECT l.id INTO NEW.order_line_id
    FROM (
      SELECT id, quantity, sum(quantity) OVER (ORDER BY id) AS through
      FROM order_lines WHERE order_id = NEW.order_id AND NOT is_add_on
    ) AS l
    WHERE NEW.position > l.through - l.quantity AND NEW.position <= l.through;
  END IF;
  RETURN NEW;
END;
$function$;
