-- A sale's burst of test card payments sent one statement each: with 50 buyers paying at once, most
-- waited for a pooled connection behind the others, and the next buyers' seat holds waited behind
-- them. Payments that arrive while one is on its way now go together (fulfil-test-card-order.server.ts),
-- each as {token, now}, paid by fulfil_test_card_order (migration 0045) under its own savepoint, so one that fails
-- is answered with its error alone (the server pays that one again on its own), in the orders' id
-- order, so two batches lock the orders they share in the same order. The answers are in the
-- batch's order. One commit for the batch.
CREATE OR REPLACE FUNCTION fulfil_test_card_orders(p_payments jsonb, p_audition_tier text)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_answers jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_payments)]);
  v_pay record;
BEGIN
  FOR v_pay IN
    SELECT t.k::integer AS k, t.payment->>'token' AS token, (t.payment->>'now')::timestamptz AS paid_at
    FROM jsonb_array_elements(p_payments) WITH ORDINALITY AS t(payment, k)
    LEFT JOIN orders o ON o.token = t.payment->>'token'
    ORDER BY o.id NULLS FIRST, t.k
  LOOP
    BEGIN
      v_answers[v_pay.k] := fulfil_test_card_order(v_pay.token, p_audition_tier, v_pay.paid_at);
    EXCEPTION WHEN others THEN
      v_answers[v_pay.k] := jsonb_build_object('status', 'error', 'error', SQLERRM);
    END;
  END LOOP;
  RETURN to_jsonb(v_answers);
END;
$$;
