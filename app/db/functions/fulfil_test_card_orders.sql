CREATE OR REPLACE FUNCTION public.fulfil_test_card_orders(p_payments jsonb, p_audition_tier text)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
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
$function$;
