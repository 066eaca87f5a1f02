CREATE OR REPLACE FUNCTION public.place_order_holds_one_by_one(p_holds jsonb, p_audition_tier text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_hold jsonb;
  v_answer jsonb;
  v_answers jsonb := '[]'::jsonb;
  v_event_id integer := (p_holds->0->'order'->>'event_id')::integer;
  v_left jsonb;
BEGIN
  -- The pools locked and their seats counted once; each hold placed below takes its seats off the count.
  v_left := order_holds_lock_seats(p_holds, v_event_id, p_audition_tier, p_now);

  FOR v_hold IN SELECT value FROM jsonb_array_elements(p_holds) LOOP
    IF (v_hold->'order'->>'event_id')::integer IS DISTINCT FROM v_event_id
      OR (jsonb_typeof(v_hold->'order'->'codes') = 'array' AND jsonb_array_length(v_hold->'order'->'codes') > 0)
      OR v_hold->'order'->>'credit_code' IS NOT NULL THEN
      -- Never sent in a batch (the server batches one event's holds without codes or credits): placed
      -- on its own terms, with its own counts.
      BEGIN
        v_answer := place_order_hold(v_hold->'order', v_hold->'lines', v_hold->'students', NULL, p_audition_tier, p_now);
      EXCEPTION WHEN others THEN
        v_answer := jsonb_build_object('error', SQLERRM);
      END;
      v_answers := v_answers || jsonb_build_array(v_answer);
      -- Its seats came off the pools' own count, not off this batch's: count again for the holds after it.
      IF v_answer ? 'orderId' THEN
        v_left := order_holds_lock_seats(p_holds, v_event_id, p_audition_tier, p_now);
      END IF;
      CONTINUE;
    END IF;

    v_answer := order_hold_short_of_seats(v_left, v_hold->'lines');
    IF v_answer IS NULL THEN
      BEGIN
        v_answer := jsonb_build_object('orderId', insert_order_hold_rows(v_event_id, v_hold->'order', v_hold->'lines', v_hold->'students', p_now));
        -- Last in the block: a hold that failed above never takes seats off the counts.
        v_left := order_hold_take_seats(v_left, v_hold->'lines');
      EXCEPTION WHEN others THEN
        v_answer := jsonb_build_object('error', SQLERRM);
      END;
    END IF;
    v_answers := v_answers || jsonb_build_array(v_answer);
  END LOOP;
  RETURN v_answers;
END;
$function$;
