CREATE OR REPLACE FUNCTION public.fulfil_test_card_order(p_token text, p_audition_tier text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_order record;
  v_answer jsonb;
BEGIN
  SELECT o.id, o.number, o.provider, o.status, o.total_minor, o.currency INTO v_order FROM orders o WHERE o.token = p_token;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 'not_found');
  END IF;
  IF v_order.provider <> 'test' THEN
    RETURN jsonb_build_object('status', 'wrong_provider', 'orderId', v_order.id);
  END IF;
  IF v_order.status = 'paid' THEN
    RETURN jsonb_build_object('status', 'already_done', 'orderId', v_order.id);
  END IF;
  IF v_order.status IN ('refunded', 'cancelled') THEN
    RETURN jsonb_build_object('status', 'closed', 'orderId', v_order.id, 'closed', v_order.status);
  END IF;
  v_answer := fulfil_order(
    jsonb_build_object('provider', 'test', 'event_id', 'test-charge:' || v_order.id, 'order_id', v_order.id, 'payment_ref', 'test_ch_' || v_order.number,
      'amount_minor', v_order.total_minor, 'currency', v_order.currency),
    p_audition_tier, p_now);
  -- A second click that came while the first was paying: its charge event is already recorded, and
  -- fulfil_order names no order for it; it is this one.
  IF v_answer->>'status' = 'already_done' THEN
    v_answer := jsonb_set(v_answer, '{orderId}', to_jsonb(v_order.id));
  END IF;
  RETURN v_answer;
END;
$function$;
