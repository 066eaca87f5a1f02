CREATE OR REPLACE FUNCTION public.ledger_record_refund(r refunds, p_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  o orders;
  v_gen integer;
  v_prefix text;
  v_actor_kind text := CASE WHEN r.actor_email IS NULL THEN 'provider' WHEN r.actor_user_id IS NULL THEN 'buyer' ELSE 'team' END;
  v_ids integer[];
  v_tiers text[];
  v_weights bigint[];
  v_shares bigint[];
  i integer;
BEGIN
  SELECT * INTO o FROM orders WHERE id = r.order_id;
  SELECT count(DISTINCT split_part(entry_key, ':', 3)) INTO v_gen FROM ledger_entries WHERE order_id = r.order_id AND refund_id = r.id AND kind = 'refund';
  v_prefix := 'refund:' || r.id || ':' || v_gen;
  IF r.upgrade_id IS NOT NULL THEN
    INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, order_line_id, upgrade_id, refund_id, event_id, tier_key, provider, provider_ref, actor_kind, actor, occurred_at)
    SELECT v_prefix || ':upgrade', 'refund', -r.amount_minor, r.currency, r.order_id, u.line_id, u.id, r.id, o.event_id, u.to_tier, r.provider, r.provider_refund_id, v_actor_kind, r.actor_email, p_at
    FROM order_upgrades u WHERE u.id = r.upgrade_id
    ON CONFLICT (entry_key) DO NOTHING;
    RETURN;
  END IF;
  SELECT coalesce(array_agg(ol.id ORDER BY ol.id), '{}'), coalesce(array_agg(ledger_line_sold_tier(ol) ORDER BY ol.id), '{}'), coalesce(array_agg(ol.total_minor::bigint ORDER BY ol.id), '{}')
    INTO v_ids, v_tiers, v_weights
    FROM order_lines ol WHERE ol.order_id = r.order_id AND ol.total_minor > 0;
  IF coalesce(array_length(v_ids, 1), 0) = 0 THEN
    INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, refund_id, event_id, provider, provider_ref, actor_kind, actor, occurred_at)
    VALUES (v_prefix || ':order', 'refund', -r.amount_minor, r.currency, r.order_id, r.id, o.event_id, r.provider, r.provider_refund_id, v_actor_kind, r.actor_email, p_at)
    ON CONFLICT (entry_key) DO NOTHING;
    RETURN;
  END IF;
  v_shares := ledger_split(r.amount_minor, v_weights);
  FOR i IN 1..array_length(v_shares, 1) LOOP
    CONTINUE WHEN v_shares[i] = 0;
    INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, order_line_id, refund_id, event_id, tier_key, provider, provider_ref, actor_kind, actor, occurred_at)
    VALUES (v_prefix || ':line:' || v_ids[i], 'refund', -v_shares[i], r.currency, r.order_id, v_ids[i], r.id, o.event_id, v_tiers[i], r.provider, r.provider_refund_id, v_actor_kind, r.actor_email, p_at)
    ON CONFLICT (entry_key) DO NOTHING;
  END LOOP;
END;
$function$;
