ALTER TABLE "site_state" ADD COLUMN "offers_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_offers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "site_state" SET "offers_version" = "offers_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "venues_bump_offers_version" AFTER INSERT OR UPDATE OR DELETE ON "venues" FOR EACH STATEMENT EXECUTE FUNCTION bump_offers_version();--> statement-breakpoint
CREATE TRIGGER "tiers_bump_offers_version" AFTER INSERT OR UPDATE OR DELETE ON "tiers" FOR EACH STATEMENT EXECUTE FUNCTION bump_offers_version();--> statement-breakpoint
CREATE TRIGGER "events_bump_offers_version" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION bump_offers_version();--> statement-breakpoint
CREATE TRIGGER "seat_pools_bump_offers_version" AFTER INSERT OR UPDATE OR DELETE ON "seat_pools" FOR EACH STATEMENT EXECUTE FUNCTION bump_offers_version();--> statement-breakpoint
CREATE TRIGGER "offers_bump_offers_version" AFTER INSERT OR UPDATE OR DELETE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION bump_offers_version();--> statement-breakpoint
-- Seats taken in each pool of an event at p_now: the lines of paid orders and of pending orders whose
-- hold has not expired, one seat per open waitlist offer (in its tier's pool), one per free audition
-- registration (in the pool of the event's audition offer). The one definition of a taken seat.
CREATE OR REPLACE FUNCTION pool_seats_taken(p_event_id integer, p_now timestamptz, p_audition_tier text, p_except_order integer, p_except_waitlist_offer integer)
RETURNS TABLE (pool_id integer, taken integer) LANGUAGE sql STABLE AS $$
  SELECT s.pool_id, sum(s.n)::integer
  FROM (
    SELECT l.pool_id, l.quantity AS n
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE o.event_id = p_event_id AND l.pool_id IS NOT NULL
      AND (o.status = 'paid' OR (o.status = 'pending' AND o.hold_expires_at > p_now))
      AND (p_except_order IS NULL OR o.id <> p_except_order)
    UNION ALL
    SELECT f.pool_id, 1
    FROM waitlist_offers w JOIN offers f ON f.event_id = w.event_id AND f.tier_key = w.tier_key
    WHERE w.event_id = p_event_id AND w.status = 'open' AND w.expires_at > p_now AND f.pool_id IS NOT NULL
      AND (p_except_waitlist_offer IS NULL OR w.id <> p_except_waitlist_offer)
    UNION ALL
    SELECT f.pool_id, 1
    FROM audition_registrations r JOIN offers f ON f.event_id = r.event_id AND f.tier_key = p_audition_tier
    WHERE r.event_id = p_event_id AND f.pool_id IS NOT NULL
  ) s
  GROUP BY s.pool_id
$$;--> statement-breakpoint
-- Place an order priced by the server, in one statement so the pools' row locks are held only while
-- PostgreSQL runs it: claim the waitlist offer it uses, lock its pools in id order and count their
-- seats (each statement of a volatile function sees what committed before it), lock its limited
-- codes and count their unexpired holds, then insert the order, its lines, students and funnel event.
-- Returns {"orderId": n} or {"refused": "waitlist_offer" | "seats" | "code", ...}; refusing writes nothing.
CREATE OR REPLACE FUNCTION place_order_hold(p_order jsonb, p_lines jsonb, p_students jsonb, p_waitlist_offer_id integer, p_audition_tier text, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_event_id integer := (p_order->>'event_id')::integer;
  v_order_id integer;
  v_pool record;
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

  PERFORM 1 FROM seat_pools
  WHERE id IN (SELECT l.pool_id FROM jsonb_to_recordset(p_lines) AS l(pool_id integer) WHERE l.pool_id IS NOT NULL)
  ORDER BY id FOR UPDATE;
  FOR v_pool IN
    SELECT w.pool_id, w.wanted, sp.capacity, coalesce(t.taken, 0) AS taken
    FROM (
      SELECT l.pool_id, sum(l.quantity)::integer AS wanted
      FROM jsonb_to_recordset(p_lines) AS l(pool_id integer, quantity integer)
      WHERE l.pool_id IS NOT NULL GROUP BY l.pool_id
    ) w
    JOIN seat_pools sp ON sp.id = w.pool_id
    LEFT JOIN pool_seats_taken(v_event_id, p_now, p_audition_tier, NULL, p_waitlist_offer_id) t ON t.pool_id = w.pool_id
    ORDER BY w.pool_id
  LOOP
    IF v_pool.capacity IS NOT NULL AND v_pool.wanted > v_pool.capacity - v_pool.taken THEN
      RETURN jsonb_build_object('refused', 'seats', 'poolId', v_pool.pool_id, 'left', greatest(0, v_pool.capacity - v_pool.taken));
    END IF;
  END LOOP;

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
