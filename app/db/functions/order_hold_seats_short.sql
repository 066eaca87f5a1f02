CREATE OR REPLACE FUNCTION public.order_hold_seats_short(p_event_id integer, p_lines jsonb, p_now timestamp with time zone, p_audition_tier text, p_waitlist_offer_id integer)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_pool record;
BEGIN
  FOR v_pool IN
    SELECT w.pool_id, w.wanted, sp.capacity, coalesce(t.taken, 0) AS taken
    FROM (
      SELECT l.pool_id, sum(l.quantity)::integer AS wanted
      FROM jsonb_to_recordset(p_lines) AS l(pool_id integer, quantity integer)
      WHERE l.pool_id IS NOT NULL GROUP BY l.pool_id
    ) w
    JOIN seat_pools sp ON sp.id = w.pool_id
    LEFT JOIN pool_seats_taken(p_event_id, p_now, p_audition_tier, NULL, p_waitlist_offer_id) t ON t.pool_id = w.pool_id
    ORDER BY w.pool_id
  LOOP
    IF v_pool.capacity IS NOT NULL AND v_pool.wanted > v_pool.capacity - v_pool.taken THEN
      RETURN jsonb_build_object('refused', 'seats', 'poolId', v_pool.pool_id, 'left', greatest(0, v_pool.capacity - v_pool.taken));
    END IF;
  END LOOP;

  RETURN NULL;
END;
$function$;
