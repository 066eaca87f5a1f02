CREATE OR REPLACE FUNCTION public.place_order_hold(p_order jsonb, p_lines jsonb, p_students jsonb, p_waitlist_offer_id integer, p_audition_tier text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_event_id integer := (p_order->>'event_id')::integer;
  v_order_id integer;
  v_short jsonb;
  v_code record;
  v_holding integer;
  v_credit_code text := p_order->>'credit_code';
  v_credit_minor integer := coalesce((p_order->>'credit_minor')::integer, 0);
  v_credit record;
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

  IF v_credit_code IS NOT NULL AND v_credit_minor > 0 THEN
    SELECT c.id, c.balance_minor, c.currency INTO v_credit FROM credits c WHERE c.code = v_credit_code FOR UPDATE;
    IF NOT FOUND OR v_credit.currency <> p_order->>'currency' THEN
      RETURN jsonb_build_object('refused', 'credit', 'code', v_credit_code, 'left', 0);
    END IF;
    SELECT coalesce(sum(r.amount_minor), 0)::integer INTO v_holding
    FROM credit_redemptions r JOIN orders o ON o.id = r.order_id
    WHERE r.credit_id = v_credit.id AND o.status = 'pending' AND o.hold_expires_at > p_now;
    IF v_credit.balance_minor - v_holding < v_credit_minor THEN
      RETURN jsonb_build_object('refused', 'credit', 'code', v_credit_code, 'left', greatest(0, v_credit.balance_minor - v_holding));
    END IF;
  END IF;

  v_order_id := insert_order_hold_rows(v_event_id, p_order, p_lines, p_students, p_now);

  IF v_credit_code IS NOT NULL AND v_credit_minor > 0 THEN
    INSERT INTO credit_redemptions (credit_id, order_id, amount_minor, created_at)
    VALUES (v_credit.id, v_order_id, v_credit_minor, p_now);
  END IF;

  IF p_waitlist_offer_id IS NOT NULL THEN
    UPDATE waitlist_offers SET status = 'claimed', order_id = v_order_id WHERE id = p_waitlist_offer_id;
  END IF;

  RETURN jsonb_build_object('orderId', v_order_id);
END;
$function$;
