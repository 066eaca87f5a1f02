-- A batch of seat holds (place_order_holds, decision 0023) inserted each hold's rows on its own, four
-- statements a hold, each in its own subtransaction so that a hold breaking a table's rule failed
-- alone: about 0.35 ms of the database's time per buyer, with the pools locked. The batch now decides
-- every hold first (the seats counted once, as in 0044), then inserts the placed holds' orders, lines,
-- students and funnel events with one statement each (insert_order_holds_rows): about half the time.
-- Should that insert fail (a hold breaking a table's rule, which the server's checks leave to nothing
-- but chance), the batch is placed one hold at a time as before (place_order_holds_one_by_one, the
-- body of 0044's place_order_holds), so only the bad hold fails. A batch holding what is never sent
-- batched (another event's order, codes or a credit) is placed that way too; such a hold's seats are
-- now counted again for the holds after it (0044 left them on the batch's count).
-- Every column insert_order_hold_rows writes, insert_order_holds_rows writes (database-rules test).
-- The lock and count, a hold's seat check and its taking of seats are each one function, shared by both paths.
-- Lock the pools a batch of holds draws from (in id order) and count the seats left in each limited
-- one, by pool id (as text): 0044's lock and count, shared by the batch and its one-at-a-time path.
CREATE OR REPLACE FUNCTION order_holds_lock_seats(p_holds jsonb, p_event_id integer, p_audition_tier text, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
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
$$;
--> statement-breakpoint
-- The first pool (by id) without the seats a hold's lines want on the batch's count, refused as
-- place_order_hold refuses it; null when every pool has them.
CREATE OR REPLACE FUNCTION order_hold_short_of_seats(p_left jsonb, p_lines jsonb)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('refused', 'seats', 'poolId', w.pool_id, 'left', greatest(0, (p_left->>w.pool_id::text)::integer))
  FROM (
    SELECT l.pool_id, sum(l.quantity)::integer AS wanted
    FROM jsonb_to_recordset(p_lines) AS l(pool_id integer, quantity integer)
    WHERE l.pool_id IS NOT NULL GROUP BY l.pool_id
  ) w
  WHERE p_left ? w.pool_id::text AND w.wanted > (p_left->>w.pool_id::text)::integer
  ORDER BY w.pool_id LIMIT 1
$$;
--> statement-breakpoint
-- The batch's count with a placed hold's seats taken off.
CREATE OR REPLACE FUNCTION order_hold_take_seats(p_left jsonb, p_lines jsonb)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT p_left || coalesce(jsonb_object_agg(w.pool_id::text, (p_left->>w.pool_id::text)::integer - w.wanted), '{}'::jsonb)
  FROM (
    SELECT l.pool_id, sum(l.quantity)::integer AS wanted
    FROM jsonb_to_recordset(p_lines) AS l(pool_id integer, quantity integer)
    WHERE l.pool_id IS NOT NULL GROUP BY l.pool_id
  ) w
  WHERE p_left ? w.pool_id::text
$$;
--> statement-breakpoint
-- The rows of a batch of holds that place_order_holds placed, in the batch's order; their order ids in that order.
CREATE OR REPLACE FUNCTION insert_order_holds_rows(p_event_id integer, p_holds jsonb, p_now timestamptz)
RETURNS integer[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_ids integer[];
BEGIN
  WITH placed AS (
    INSERT INTO orders (number, token, event_id, currency, buyer_name, buyer_email, buyer_phone, subtotal_minor, discount_minor, credit_minor, total_minor, codes, discounts, context, hold_expires_at, provider, created_at, updated_at)
    SELECT r.number, r.token, p_event_id, r.currency, r.buyer_name, r.buyer_email, r.buyer_phone, r.subtotal_minor, r.discount_minor, coalesce(r.credit_minor, 0), r.total_minor, r.codes, r.discounts, r.context, r.hold_expires_at, r.provider, p_now, p_now
    FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS h(hold, k),
      jsonb_to_record(h.hold->'order') AS r(number text, token text, currency text, buyer_name text, buyer_email text, buyer_phone text, subtotal_minor integer, discount_minor integer, credit_minor integer, total_minor integer, codes text[], discounts jsonb, context jsonb, hold_expires_at timestamptz, provider text)
    ORDER BY h.k
    RETURNING id, number
  )
  SELECT array_agg(p.id ORDER BY h.k) INTO v_ids
  FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS h(hold, k) JOIN placed p ON p.number = h.hold->'order'->>'number';

  INSERT INTO order_lines (order_id, tier_key, label, pool_id, is_add_on, quantity, unit_price_minor, subtotal_minor, discount_minor, total_minor)
  SELECT v_ids[h.k], l.tier_key, l.label, l.pool_id, l.is_add_on, l.quantity, l.unit_price_minor, l.subtotal_minor, l.discount_minor, l.total_minor
  FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS h(hold, k),
    ROWS FROM (jsonb_to_recordset(h.hold->'lines') AS (tier_key text, label text, pool_id integer, is_add_on boolean, quantity integer, unit_price_minor integer, subtotal_minor integer, discount_minor integer, total_minor integer)) WITH ORDINALITY AS l(tier_key, label, pool_id, is_add_on, quantity, unit_price_minor, subtotal_minor, discount_minor, total_minor, n)
  ORDER BY h.k, l.n;

  INSERT INTO order_students (order_id, position, full_name, age, age_group, parent_name, guardian_consent, email, created_at)
  SELECT v_ids[h.k], s.position, s.full_name, s.age, s.age_group, s.parent_name, s.guardian_consent, s.email, p_now
  FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS h(hold, k),
    ROWS FROM (jsonb_to_recordset(h.hold->'students') AS (position integer, full_name text, age integer, age_group text, parent_name text, guardian_consent text, email text)) WITH ORDINALITY AS s(position, full_name, age, age_group, parent_name, guardian_consent, email, n)
  ORDER BY h.k, s.n;

  INSERT INTO checkout_events (kind, event_id, order_id, item_count, value_minor, currency, created_at)
  SELECT 'order_created', p_event_id, v_ids[h.k], r.item_count, r.total_minor, r.currency, p_now
  FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS h(hold, k), jsonb_to_record(h.hold->'order') AS r(item_count integer, total_minor integer, currency text)
  ORDER BY h.k;
  RETURN v_ids;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_order_holds_one_by_one(p_holds jsonb, p_audition_tier text, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_order_holds(p_holds jsonb, p_audition_tier text, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
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
$$;
