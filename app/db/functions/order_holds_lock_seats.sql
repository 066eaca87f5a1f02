CREATE OR REPLACE FUNCTION public.order_holds_lock_seats(p_holds jsonb, p_event_id integer, p_audition_tier text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM 1 FROM seat_pools
  WHERE id IN (
    SELECT (l->>'pool_id')::integer
    FROM jsonb_array_elements(p_holds) AS h, jsonb_array_elements(h->'lines') AS l
    WHERE l->>'pool_id' IS NOT NULL
  )
  ORDER BY id FOR UPDATE;
  RETURN (
    SELECT coalesce(jsonb_object_agg(sp.id::text, sp.capacity - coalesce(t.taken, 0)), '{}'::jsonb)
    FROM seat_pools sp
    LEFT JOIN pool_seats_taken(p_event_id, p_now, p_audition_tier, NULL, NULL) t ON t.pool_id = sp.id
    WHERE sp.capacity IS NOT NULL AND sp.id IN (
      SELECT (l->>'pool_id')::integer
      FROM jsonb_array_elements(p_holds) AS h, jsonb_array_elements(h->'lines') AS l
      WHERE l->>'pool_id' IS NOT NULL
    )
  );
END;
$function$;
