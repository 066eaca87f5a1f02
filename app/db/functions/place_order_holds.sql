CREATE OR REPLACE FUNCTION public.place_order_holds(p_holds jsonb, p_audition_tier text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_event_id integer := (p_holds->0->'order'->>'event_id')::integer;
  v_count integer := jsonb_array_length(p_holds);
  v_answers jsonb[] := array_fill(NULL::jsonb, ARRAY[v_count]);
  v_placed integer[] := '{}';
  v_left jsonb;
  v_hold record;
  v_ids integer[];
BEGIN
  IF EXISTS (
    SELECT 1 FROM jsonb_array_elements(p_holds) AS h(hold)
    WHERE (h.hold->'order'->>'event_id')::integer IS DISTINCT FROM v_event_id
      OR (jsonb_typeof(h.hold->'order'->'codes') = 'array' AND jsonb_array_length(h.hold->'order'->'codes') > 0)
      OR h.hold->'order'->>'credit_code' IS NOT NULL
  ) THEN
    RETURN place_order_holds_one_by_one(p_holds, p_audition_tier, p_now);
  END IF;

  -- The pools locked and their seats counted once; each hold placed below takes its seats off the count.
  v_left := order_holds_lock_seats(p_holds, v_event_id, p_audition_tier, p_now);

  -- First come, first served: each hold in turn is placed if every pool it draws from has its seats.
  FOR v_hold IN SELECT h.hold, h.k::integer AS k FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS h(hold, k) LOOP
    v_answers[v_hold.k] := order_hold_short_of_seats(v_left, v_hold.hold->'lines');
    IF v_answers[v_hold.k] IS NULL THEN
      v_placed := v_placed || v_hold.k;
      v_left := order_hold_take_seats(v_left, v_hold.hold->'lines');
    END IF;
  END LOOP;

  IF cardinality(v_placed) > 0 THEN
    BEGIN
      v_ids := insert_order_holds_rows(v_event_id, (SELECT jsonb_agg(p_holds->(p.k - 1) ORDER BY p.n) FROM unnest(v_placed) WITH ORDINALITY AS p(k, n)), p_now);
    EXCEPTION WHEN others THEN
      -- A hold broke one of the tables' rules: nothing above was written; one hold at a time, so it fails alone.
      RETURN place_order_holds_one_by_one(p_holds, p_audition_tier, p_now);
    END;
    FOR i IN 1..cardinality(v_placed) LOOP
      v_answers[v_placed[i]] := jsonb_build_object('orderId', v_ids[i]);
    END LOOP;
  END IF;
  RETURN to_jsonb(v_answers);
END;
$function$;
