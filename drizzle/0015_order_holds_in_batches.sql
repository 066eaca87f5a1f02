-- A sale's burst of buyers for one event, placed by one server process in one statement: the pools
-- are locked once for the batch and it commits once, instead of each buyer waiting for the one before
-- to commit and hand the lock on. Each hold is decided by place_order_hold as before, in the order
-- given, and under a savepoint: one that fails is answered with its error without undoing the others.
-- Batches carry no waitlist offers and no limited codes, so a batch only ever locks seat pools, in id
-- order, and cannot deadlock with a single hold.
CREATE OR REPLACE FUNCTION place_order_holds(p_holds jsonb, p_audition_tier text, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_hold jsonb;
  v_answer jsonb;
  v_answers jsonb := '[]'::jsonb;
BEGIN
  PERFORM 1 FROM seat_pools
  WHERE id IN (
    SELECT (l->>'pool_id')::integer
    FROM jsonb_array_elements(p_holds) AS h, jsonb_array_elements(h->'lines') AS l
    WHERE l->>'pool_id' IS NOT NULL
  )
  ORDER BY id FOR UPDATE;

  FOR v_hold IN SELECT value FROM jsonb_array_elements(p_holds) LOOP
    BEGIN
      v_answer := place_order_hold(v_hold->'order', v_hold->'lines', v_hold->'students', NULL, p_audition_tier, p_now);
    EXCEPTION WHEN others THEN
      v_answer := jsonb_build_object('error', SQLERRM);
    END;
    v_answers := v_answers || jsonb_build_array(v_answer);
  END LOOP;
  RETURN v_answers;
END;
$$;
