CREATE OR REPLACE FUNCTION public.ledger_record_order_line(o orders, l order_lines)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_tier text := ledger_line_sold_tier(l);
  v_codes text[];
  v_code_amounts bigint[];
  v_shares bigint[];
  i integer;
BEGIN
  INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, order_line_id, event_id, tier_key, quantity, provider, provider_ref, actor_kind, actor, occurred_at)
  VALUES ('order:' || o.id || ':line:' || l.id || ':charge', 'ticket_charge', l.subtotal_minor, o.currency, o.id, l.id, o.event_id, v_tier, l.quantity, o.provider, o.payment_ref, 'buyer', o.buyer_email, o.paid_at)
  ON CONFLICT (entry_key) DO NOTHING;
  IF l.discount_minor <= 0 THEN RETURN; END IF;
  SELECT array_agg(d->>'code' ORDER BY ord), array_agg(greatest((d->>'amountMinor')::bigint, 0) ORDER BY ord)
    INTO v_codes, v_code_amounts
    FROM jsonb_array_elements(coalesce(o.discounts, '[]'::jsonb)) WITH ORDINALITY AS x(d, ord);
  IF coalesce(array_length(v_codes, 1), 0) = 0 THEN
    v_codes := ARRAY[NULL::text];
    v_code_amounts := ARRAY[1::bigint];
  END IF;
  v_shares := ledger_split(l.discount_minor, v_code_amounts);
  FOR i IN 1..array_length(v_shares, 1) LOOP
    CONTINUE WHEN v_shares[i] = 0;
    INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, order_line_id, event_id, tier_key, code, provider, provider_ref, actor_kind, actor, occurred_at)
    VALUES ('order:' || o.id || ':line:' || l.id || ':discount:' || i, 'discount', -v_shares[i], o.currency, o.id, l.id, o.event_id, v_tier, v_codes[i], o.provider, o.payment_ref, 'buyer', o.buyer_email, o.paid_at)
    ON CONFLICT (entry_key) DO NOTHING;
  END LOOP;
END;
$function$;
