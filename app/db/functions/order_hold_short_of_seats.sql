CREATE OR REPLACE FUNCTION public.order_hold_short_of_seats(p_left jsonb, p_lines jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT jsonb_build_object('refused', 'seats', 'poolId', w.pool_id, 'left', greatest(0, (p_left->>w.pool_id::text)::integer))
  FROM (
    SELECT l.pool_id, sum(l.quantity)::integer AS wanted
    FROM jsonb_to_recordset(p_lines) AS l(pool_id integer, quantity integer)
    WHERE l.pool_id IS NOT NULL GROUP BY l.pool_id
  ) w
  WHERE p_left ? w.pool_id::text AND w.wanted > (p_left->>w.pool_id::text)::integer
  ORDER BY w.pool_id LIMIT 1
$function$;
