-- A burst of buyers for a pool that has just sold out is refused without waiting for the pool's lock.
-- Seats short for an order's lines: null when every pool has room, else the refusal. Called once
-- without locks (a pool already full refuses at once, in parallel, instead of queueing on its row
-- lock behind every other buyer of a sale) and again under the pools' locks, which is what decides.
CREATE OR REPLACE FUNCTION order_hold_seats_short(p_event_id integer, p_lines jsonb, p_now timestamptz, p_audition_tier text, p_waitlist_offer_id integer)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_order_hold(p_order jsonb, p_lines jsonb, p_students jsonb, p_waitlist_offer_id integer, p_audition_tier text, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_event_id integer := (p_order->>'event_id')::integer;
  v_order_id integer;
  v_short jsonb;
  v_code record;
  v_holding integer;
BEGIN
  IF p_waitlist_offer_id IS NOT NULL THEN
    PERFORM 1 FROM waitlist_offers
    WHERE id = p_waitlist_offer_id AND event_id = v_event_id AND status = 'open' AND expires_at > p_now
    FOR UPDATE;
    IF NOT FOUND THEN
      RETURN jsonb_build_object('refused', 'waitlist_offer');
    END IF;
  END IF;

  v_short := order_hold_seats_short(v_event_id, p_lines, p_now, p_audition_tier, p_waitlist_offer_id);
  IF v_short IS NOT NULL THEN
    RETURN v_short;
  END IF;

  PERFORM 1 FROM seat_pools
  WHERE id IN (SELECT l.pool_id FROM jsonb_to_recordset(p_lines) AS l(pool_id integer) WHERE l.pool_id IS NOT NULL)
  ORDER BY id FOR UPDATE;
  v_short := order_hold_seats_short(v_event_id, p_lines, p_now, p_audition_tier, p_waitlist_offer_id);
  IF v_short IS NOT NULL THEN
    RETURN v_short;
  END IF;

  FOR v_code IN
    SELECT c.code, c.max_uses, c.uses_count FROM discount_codes c
    WHERE c.code IN (SELECT jsonb_array_elements_text(p_order->'codes')) AND c.max_uses IS NOT NULL
    ORDER BY c.id FOR UPDATE
  LOOP
    SELECT count(*)::integer INTO v_holding FROM orders o
    WHERE o.status = 'pending' AND o.hold_expires_at > p_now AND v_code.code = ANY(o.codes);
    IF v_code.uses_count + v_holding >= v_code.max_uses THEN
      RETURN jsonb_build_object('refused', 'code', 'code', v_code.code);
    END IF;
  END LOOP;

  INSERT INTO orders (number, token, event_id, currency, buyer_name, buyer_email, buyer_phone, subtotal_minor, discount_minor, total_minor, codes, discounts, context, hold_expires_at, provider, created_at, updated_at)
  SELECT r.number, r.token, v_event_id, r.currency, r.buyer_name, r.buyer_email, r.buyer_phone, r.subtotal_minor, r.discount_minor, r.total_minor, r.codes, r.discounts, r.context, r.hold_expires_at, r.provider, p_now, p_now
  FROM jsonb_to_record(p_order) AS r(number text, token text, currency text, buyer_name text, buyer_email text, buyer_phone text, subtotal_minor integer, discount_minor integer, total_minor integer, codes text[], discounts jsonb, context jsonb, hold_expires_at timestamptz, provider text)
  RETURNING id INTO v_order_id;

  INSERT INTO order_lines (order_id, tier_key, label, pool_id, is_add_on, quantity, unit_price_minor, subtotal_minor, discount_minor, total_minor)
  SELECT v_order_id, l.tier_key, l.label, l.pool_id, l.is_add_on, l.quantity, l.unit_price_minor, l.subtotal_minor, l.discount_minor, l.total_minor
  FROM jsonb_to_recordset(p_lines) AS l(tier_key text, label text, pool_id integer, is_add_on boolean, quantity integer, unit_price_minor integer, subtotal_minor integer, discount_minor integer, total_minor integer);

  INSERT INTO order_students (order_id, position, full_name, age, age_group, parent_name, guardian_consent, email, created_at)
  SELECT v_order_id, s.position, s.full_name, s.age, s.age_group, s.parent_name, s.guardian_consent, s.email, p_now
  FROM jsonb_to_recordset(p_students) AS s(position integer, full_name text, age integer, age_group text, parent_name text, guardian_consent text, email text);

  IF p_waitlist_offer_id IS NOT NULL THEN
    UPDATE waitlist_offers SET status = 'claimed', order_id = v_order_id WHERE id = p_waitlist_offer_id;
  END IF;

  INSERT INTO checkout_events (kind, event_id, order_id, item_count, value_minor, currency, created_at)
  SELECT 'order_created', v_event_id, v_order_id, r.item_count, r.total_minor, r.currency, p_now
  FROM jsonb_to_record(p_order) AS r(item_count integer, total_minor integer, currency text);

  RETURN jsonb_build_object('orderId', v_order_id);
END;
$$;
