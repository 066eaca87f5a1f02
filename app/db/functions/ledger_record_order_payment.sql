CREATE OR REPLACE FUNCTION public.ledger_record_order_payment(o orders)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  l order_lines;
  r record;
  v_shares bigint[];
  v_line_ids integer[] := '{}';
  v_line_tiers text[] := '{}';
  v_line_totals bigint[] := '{}';
  i integer;
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_entries WHERE order_id = o.id AND kind = 'ticket_charge') THEN RETURN; END IF;
  FOR l IN
    SELECT ol.* FROM order_lines ol
    WHERE ol.order_id = o.id AND NOT (ol.is_add_on AND ol.subtotal_minor = 0 AND EXISTS (SELECT 1 FROM order_upgrades u WHERE u.order_id = o.id AND u.line_id = ol.id))
    ORDER BY ol.id
  LOOP
    PERFORM ledger_record_order_line(o, l);
    v_line_ids := v_line_ids || l.id;
    v_line_tiers := v_line_tiers || ledger_line_sold_tier(l);
    v_line_totals := v_line_totals || l.total_minor::bigint;
  END LOOP;
  FOR r IN SELECT * FROM credit_redemptions WHERE order_id = o.id ORDER BY id LOOP
    IF coalesce(array_length(v_line_ids, 1), 0) = 0 THEN
      INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, credit_id, event_id, provider, provider_ref, actor_kind, actor, occurred_at)
      VALUES ('order:' || o.id || ':credit:' || r.credit_id, 'credit_spent', -r.amount_minor, o.currency, o.id, r.credit_id, o.event_id, o.provider, o.payment_ref, 'buyer', o.buyer_email, o.paid_at)
      ON CONFLICT (entry_key) DO NOTHING;
      CONTINUE;
    END IF;
    v_shares := ledger_split(r.amount_minor, v_line_totals);
    FOR i IN 1..array_length(v_shares, 1) LOOP
      CONTINUE WHEN v_shares[i] = 0;
      INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, order_line_id, credit_id, event_id, tier_key, provider, provider_ref, actor_kind, actor, occurred_at)
      VALUES ('order:' || o.id || ':line:' || v_line_ids[i] || ':credit:' || r.credit_id, 'credit_spent', -v_shares[i], o.currency, o.id, v_line_ids[i], r.credit_id, o.event_id, v_line_tiers[i], o.provider, o.payment_ref, 'buyer', o.buyer_email, o.paid_at)
      ON CONFLICT (entry_key) DO NOTHING;
    END LOOP;
  END LOOP;
END;
$function$;
