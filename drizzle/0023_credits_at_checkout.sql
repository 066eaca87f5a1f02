ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts";--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_redemptions_order_idx" ON "credit_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credits_source_order_idx" ON "credits" USING btree ("source_order_id");--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_idempotencyKey_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal_minor" >= 0 and "orders"."discount_minor" >= 0 and "orders"."credit_minor" >= 0 and "orders"."total_minor" >= 0 and "orders"."total_minor" = "orders"."subtotal_minor" - "orders"."discount_minor" - "orders"."credit_minor");--> statement-breakpoint
-- Credits at checkout (decision 0028): an order may spend part of a credit's balance. place_order_hold
-- now writes orders.credit_minor and, for an order with a credit, locks the credit's row after the
-- pools and codes, checks that its balance less what other unexpired holds keep of it still covers
-- this order's part, and records the redemption with the order. The balance itself is debited when
-- the order is paid (fulfilOrder, under the same lock); a hold that lapses keeps nothing.
CREATE OR REPLACE FUNCTION place_order_hold(p_order jsonb, p_lines jsonb, p_students jsonb, p_waitlist_offer_id integer, p_audition_tier text, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
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

  INSERT INTO orders (number, token, event_id, currency, buyer_name, buyer_email, buyer_phone, subtotal_minor, discount_minor, credit_minor, total_minor, codes, discounts, context, hold_expires_at, provider, created_at, updated_at)
  SELECT r.number, r.token, v_event_id, r.currency, r.buyer_name, r.buyer_email, r.buyer_phone, r.subtotal_minor, r.discount_minor, coalesce(r.credit_minor, 0), r.total_minor, r.codes, r.discounts, r.context, r.hold_expires_at, r.provider, p_now, p_now
  FROM jsonb_to_record(p_order) AS r(number text, token text, currency text, buyer_name text, buyer_email text, buyer_phone text, subtotal_minor integer, discount_minor integer, credit_minor integer, total_minor integer, codes text[], discounts jsonb, context jsonb, hold_expires_at timestamptz, provider text)
  RETURNING id INTO v_order_id;

  INSERT INTO order_lines (order_id, tier_key, label, pool_id, is_add_on, quantity, unit_price_minor, subtotal_minor, discount_minor, total_minor)
  SELECT v_order_id, l.tier_key, l.label, l.pool_id, l.is_add_on, l.quantity, l.unit_price_minor, l.subtotal_minor, l.discount_minor, l.total_minor
  FROM jsonb_to_recordset(p_lines) AS l(tier_key text, label text, pool_id integer, is_add_on boolean, quantity integer, unit_price_minor integer, subtotal_minor integer, discount_minor integer, total_minor integer);

  INSERT INTO order_students (order_id, position, full_name, age, age_group, parent_name, guardian_consent, email, created_at)
  SELECT v_order_id, s.position, s.full_name, s.age, s.age_group, s.parent_name, s.guardian_consent, s.email, p_now
  FROM jsonb_to_recordset(p_students) AS s(position integer, full_name text, age integer, age_group text, parent_name text, guardian_consent text, email text);

  IF v_credit_code IS NOT NULL AND v_credit_minor > 0 THEN
    INSERT INTO credit_redemptions (credit_id, order_id, amount_minor, created_at)
    VALUES (v_credit.id, v_order_id, v_credit_minor, p_now);
  END IF;

  IF p_waitlist_offer_id IS NOT NULL THEN
    UPDATE waitlist_offers SET status = 'claimed', order_id = v_order_id WHERE id = p_waitlist_offer_id;
  END IF;

  INSERT INTO checkout_events (kind, event_id, order_id, item_count, value_minor, currency, created_at)
  SELECT 'order_created', v_event_id, v_order_id, r.item_count, r.total_minor, r.currency, p_now
  FROM jsonb_to_record(p_order) AS r(item_count integer, total_minor integer, currency text);

  RETURN jsonb_build_object('orderId', v_order_id);
END;
$$;
