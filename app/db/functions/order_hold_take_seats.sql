CREATE OR REPLACE FUNCTION public.order_hold_take_seats(p_left jsonb, p_lines jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT p_left || coalesce(jsonb_object_agg(w.pool_id::text, (p_left->>w.pool_id::text)::integer - w.wanted), '{}'::jsonb)
  FROM (
    SELECT l.pool_id, sum(l.quantity)::integer AS wanted
    FROM jsonb_to_recordset(p_lines) AS l(pool_id integer, quantity integer)
    WHERE l.pool_id IS NOT NULL GROUP BY l.pool_id
  ) w
  WHERE p_left ? w.pool_id::text
$function$;
