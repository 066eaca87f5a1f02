-- Functions from app/db/functions/ (npm run db:functions): fulfil_order.
CREATE OR REPLACE FUNCTION public.fulfil_order(p_payment jsonb, p_audition_tier text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_order orders%ROWTYPE;
  v_recorded integer;
  v_refusal jsonb;
  v_code record;
  v_holding integer;
  v_redemption record;
  v_credit record;
  v_cleared text;
BEGIN
  -- The order's lock first: the event's row references it, and a reference taken before the lock
  -- would let two payments of one order each wait for the other.
  SELECT * INTO v_order FROM orders WHERE id = (p_payment->>'order_id')::integer FOR UPDATE;
  INSERT INTO payment_events (provider, event_id, type, order_id, received_at)
  VALUES (p_payment->>'provider', p_payment->>'event_id', 'payment_succeeded', v_order.id, p_now)
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS v_recorded = ROW_COUNT;
  IF v_recorded = 0 THEN
    RETURN jsonb_build_object('status', 'already_done', 'orderId', NULL);
  END IF;
  IF v_order.id IS NULL THEN
    -- Money arrived for no order (issue 36): kept as a flagged ledger row, counted in no figure, never dropped.
    INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, provider, provider_ref, flagged, flag_reason, actor_kind, occurred_at)
    VALUES ('unfit-payment:' || (p_payment->>'provider') || ':' || (p_payment->>'payment_ref'), 'ticket_charge', (p_payment->>'amount_minor')::integer, upper(p_payment->>'currency'),
      p_payment->>'provider', p_payment->>'payment_ref', true, 'unknown_reference', 'provider', p_now)
    ON CONFLICT (entry_key) DO NOTHING;
    RETURN jsonb_build_object('status', 'rejected', 'orderId', NULL, 'reason', 'no_order');
  END IF;
  IF v_order.status = 'paid' THEN
    RETURN jsonb_build_object('status', 'already_done', 'orderId', v_order.id);
  END IF;

  IF (p_payment->>'amount_minor')::numeric <> v_order.total_minor OR upper(p_payment->>'currency') <> v_order.currency THEN
    -- A reason code with its data, as raiseOrderAttention stores one (app/domain/order-attention.ts); the team's pages word it.
    UPDATE order_attention SET resolved_at = p_now, resolved_by = 'system', resolution = 'superseded' WHERE order_id = v_order.id AND resolved_at IS NULL;
    INSERT INTO order_attention (order_id, reason, data, raised_at) VALUES (v_order.id, 'payment_mismatch', jsonb_build_object(
      'paid', jsonb_build_object('amountMinor', (p_payment->>'amount_minor')::numeric, 'currency', upper(p_payment->>'currency')),
      'expected', jsonb_build_object('amountMinor', v_order.total_minor, 'currency', v_order.currency)), p_now);
    -- The money that arrived is kept as a flagged ledger row on the order (issue 36), counted in no figure.
    INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, event_id, provider, provider_ref, flagged, flag_reason, actor_kind, actor, occurred_at)
    VALUES ('unfit-payment:' || (p_payment->>'provider') || ':' || (p_payment->>'payment_ref'), 'ticket_charge', (p_payment->>'amount_minor')::integer, upper(p_payment->>'currency'),
      v_order.id, v_order.event_id, p_payment->>'provider', p_payment->>'payment_ref', true,
      CASE WHEN upper(p_payment->>'currency') <> v_order.currency THEN 'currency_mismatch' ELSE 'provider_difference' END, 'provider', v_order.buyer_email, p_now)
    ON CONFLICT (entry_key) DO NOTHING;
    UPDATE orders SET updated_at = p_now WHERE id = v_order.id;
    RETURN jsonb_build_object('status', 'rejected', 'orderId', v_order.id, 'number', v_order.number, 'reason', 'payment_mismatch');
  END IF;

  IF v_order.status <> 'pending' OR v_order.hold_expires_at <= p_now THEN
    -- A lapsed hold: are its seats free now, counted under the pools' locks (its own hold left out)?
    PERFORM 1 FROM seat_pools
    WHERE id IN (SELECT l.pool_id FROM order_lines l WHERE l.order_id = v_order.id AND l.pool_id IS NOT NULL)
    ORDER BY id FOR UPDATE;
    IF EXISTS (
      SELECT 1
      FROM (SELECT l.pool_id, sum(l.quantity) AS n FROM order_lines l WHERE l.order_id = v_order.id AND l.pool_id IS NOT NULL GROUP BY l.pool_id) w
      JOIN seat_pools p ON p.id = w.pool_id
      LEFT JOIN pool_seats_taken(v_order.event_id, p_now, p_audition_tier, v_order.id, NULL) t ON t.pool_id = w.pool_id
      WHERE p.capacity IS NOT NULL AND w.n > p.capacity - coalesce(t.taken, 0)
    ) THEN
      v_refusal := jsonb_build_object('kind', 'seats_gone');
    END IF;
  END IF;

  -- A limited code reserves a use for an order only while its hold runs: under the codes' locks, the
  -- first with its paid uses plus other unexpired holds already at its limit refuses the payment.
  IF v_refusal IS NULL AND cardinality(v_order.codes) > 0 THEN
    FOR v_code IN
      SELECT c.code, c.max_uses, c.uses_count FROM discount_codes c
      WHERE c.code = ANY(v_order.codes) AND c.max_uses IS NOT NULL
      ORDER BY c.id FOR UPDATE
    LOOP
      SELECT count(*)::integer INTO v_holding FROM orders o
      WHERE o.status = 'pending' AND o.hold_expires_at > p_now AND o.id <> v_order.id AND o.codes @> ARRAY[v_code.code];
      IF v_code.uses_count + v_holding >= v_code.max_uses THEN
        v_refusal := jsonb_build_object('kind', 'code_used_up', 'code', v_code.code);
        EXIT;
      END IF;
    END LOOP;
  END IF;

  -- The order's credit part comes off the credit's balance under its lock (decision 0028), unless
  -- other unexpired holds keep so much of it that this part is no longer covered.
  IF v_refusal IS NULL AND v_order.credit_minor > 0 THEN
    SELECT r.credit_id, r.amount_minor INTO v_redemption FROM credit_redemptions r WHERE r.order_id = v_order.id LIMIT 1;
    IF FOUND THEN
      SELECT c.id, c.code, c.balance_minor INTO v_credit FROM credits c WHERE c.id = v_redemption.credit_id FOR UPDATE;
      IF FOUND THEN
        SELECT coalesce(sum(r.amount_minor), 0)::integer INTO v_holding
        FROM credit_redemptions r JOIN orders o ON o.id = r.order_id
        WHERE r.credit_id = v_credit.id AND o.id <> v_order.id AND o.status = 'pending' AND o.hold_expires_at > p_now;
        IF v_credit.balance_minor - v_holding < v_redemption.amount_minor THEN
          v_refusal := jsonb_build_object('kind', 'credit_used_up', 'code', v_credit.code);
        ELSE
          UPDATE credits SET balance_minor = balance_minor - v_redemption.amount_minor WHERE id = v_credit.id;
        END IF;
      END IF;
    END IF;
  END IF;

  IF v_refusal IS NOT NULL THEN
    UPDATE orders SET status = 'refunded', payment_ref = p_payment->>'payment_ref', closed_at = p_now, updated_at = p_now WHERE id = v_order.id;
    UPDATE order_attention SET resolved_at = p_now, resolved_by = 'system', resolution = 'superseded' WHERE order_id = v_order.id AND resolved_at IS NULL;
    INSERT INTO order_attention (order_id, reason, data, raised_at) VALUES (v_order.id, 'late_payment_refund_pending', jsonb_build_object('cause', v_refusal), p_now);
    INSERT INTO checkout_events (kind, event_id, order_id, value_minor, currency, created_at)
    VALUES ('late_payment_refunded', v_order.event_id, v_order.id, v_order.total_minor, v_order.currency, p_now);
    -- The money came in and bought nothing: its ledger row is written now, in the payment's own
    -- transaction, flagged and counted in no figure (the key of unappliedPaymentKeys.order); its refund
    -- and the resolution follow once the provider gave the money back (refund-late-payment.server.ts).
    INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, event_id, provider, provider_ref, flagged, flag_reason, actor_kind, actor, occurred_at)
    VALUES ('late-payment:order:' || v_order.id, 'ticket_charge', v_order.total_minor, v_order.currency, v_order.id, v_order.event_id,
      p_payment->>'provider', p_payment->>'payment_ref', true, 'payment_not_applied', 'buyer', v_order.buyer_email, p_now)
    ON CONFLICT (entry_key) DO NOTHING;
    RETURN jsonb_build_object('status', 'refund_needed', 'orderId', v_order.id, 'number', v_order.number, 'reason', v_refusal);
  END IF;

  -- A wrong-amount payment's flag no longer applies once a matching payment pays the order (the wrong
  -- one stays in payment_events). A refunded order's flag is about money to give back: kept.
  IF v_order.status <> 'refunded' THEN
    WITH settled AS (
      UPDATE order_attention SET resolved_at = p_now, resolved_by = 'system', resolution = 'paid_by_matching_payment'
      WHERE order_id = v_order.id AND resolved_at IS NULL
      RETURNING reason
    )
    SELECT reason INTO v_cleared FROM settled LIMIT 1;
  END IF;
  UPDATE orders SET status = 'paid', paid_at = p_now, payment_ref = p_payment->>'payment_ref', last_payment_error = NULL, last_payment_problem = NULL, closed_at = NULL, updated_at = p_now
  WHERE id = v_order.id;
  IF cardinality(v_order.codes) > 0 THEN
    UPDATE discount_codes SET uses_count = uses_count + 1 WHERE code = ANY(v_order.codes);
  END IF;
  UPDATE order_students SET enrolled_at = p_now WHERE order_id = v_order.id;
  INSERT INTO checkout_events (kind, event_id, order_id, item_count, value_minor, currency, created_at)
  VALUES ('purchase', v_order.event_id, v_order.id,
    (SELECT coalesce(sum(l.quantity), 0)::integer FROM order_lines l WHERE l.order_id = v_order.id),
    v_order.total_minor, v_order.currency, p_now);
  -- Its confirmation, the students' notes, the team's notice and its extras are rendered and queued by
  -- this job (decision 0040), which commits with the payment, so none is lost. Real time, not p_now:
  -- the job runner runs on real time (an APP_NOW preview must not hold it back).
  INSERT INTO jobs (kind, payload, run_at, dedupe_key, max_attempts)
  VALUES ('paid-order-extras', jsonb_build_object('orderId', v_order.id), now(), 'paid-order-extras:' || v_order.id, 5)
  ON CONFLICT (dedupe_key) DO NOTHING;
  -- An order placed through a reminder's link marks its kept checkout recovered, once.
  IF v_order.context ->> 'recoveredFrom' IS NOT NULL THEN
    UPDATE checkout_drafts SET recovered_order_id = v_order.id, recovered_at = p_now
    WHERE id = (v_order.context ->> 'recoveredFrom')::integer AND recovered_order_id IS NULL;
  END IF;
  RETURN jsonb_build_object('status', 'fulfilled', 'orderId', v_order.id, 'number', v_order.number, 'cleared', v_cleared);
END;
$function$;
