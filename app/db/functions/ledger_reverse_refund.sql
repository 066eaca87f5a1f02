CREATE OR REPLACE FUNCTION public.ledger_reverse_refund(r refunds, p_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_gen integer;
BEGIN
  SELECT count(DISTINCT split_part(entry_key, ':', 3)) INTO v_gen FROM ledger_entries WHERE order_id = r.order_id AND refund_id = r.id AND kind = 'refund_reversed';
  INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, order_line_id, upgrade_id, refund_id, event_id, tier_key, provider, provider_ref, actor_kind, actor, occurred_at)
  SELECT 'refund:' || r.id || ':' || v_gen || ':reversed:' || e.id, 'refund_reversed', -e.amount_minor, e.currency, e.order_id, e.order_line_id, e.upgrade_id, e.refund_id, e.event_id, e.tier_key, e.provider, e.provider_ref, 'provider', NULL, p_at
  FROM ledger_entries e
  WHERE e.order_id = r.order_id AND e.refund_id = r.id AND e.kind = 'refund' AND split_part(e.entry_key, ':', 3) = v_gen::text
  ORDER BY e.id
  ON CONFLICT (entry_key) DO NOTHING;
END;
$function$;
