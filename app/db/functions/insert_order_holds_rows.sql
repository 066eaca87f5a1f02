CREATE OR REPLACE FUNCTION public.insert_order_holds_rows(p_event_id integer, p_holds jsonb, p_now timestamp with time zone)
 RETURNS integer[]
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_ids integer[];
BEGIN
  WITH placed AS (
    INSERT INTO orders (number, token, event_id, currency, buyer_name, buyer_email, buyer_phone, subtotal_minor, discount_minor, credit_minor, total_minor, codes, discounts, context, hold_expires_at, provider, created_at, updated_at)
    SELECT r.number, r.token, p_event_id, r.currency, r.buyer_name, r.buyer_email, r.buyer_phone, r.subtotal_minor, r.discount_minor, coalesce(r.credit_minor, 0), r.total_minor, r.codes, r.discounts, r.context, r.hold_expires_at, r.provider, p_now, p_now
    FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS h(hold, k),
      jsonb_to_record(h.hold->'order') AS r(number text, token text, currency text, buyer_name text, buyer_email text, buyer_phone text, subtotal_minor integer, discount_minor integer, credit_minor integer, total_minor integer, codes text[], discounts jsonb, context jsonb, hold_expires_at timestamptz, provider text)
    ORDER BY h.k
    RETURNING id, number
  )
  SELECT array_agg(p.id ORDER BY h.k) INTO v_ids
  FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS h(hold, k) JOIN placed p ON p.number = h.hold->'order'->>'number';

  INSERT INTO order_lines (order_id, tier_key, label, pool_id, is_add_on, quantity, unit_price_minor, subtotal_minor, discount_minor, total_minor)
  SELECT v_ids[h.k], l.tier_key, l.label, l.pool_id, l.is_add_on, l.quantity, l.unit_price_minor, l.subtotal_minor, l.discount_minor, l.total_minor
  FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS h(hold, k),
    ROWS FROM (jsonb_to_recordset(h.hold->'lines') AS (tier_key text, label text, pool_id integer, is_add_on boolean, quantity integer, unit_price_minor integer, subtotal_minor integer, discount_minor integer, total_minor integer)) WITH ORDINALITY AS l(tier_key, label, pool_id, is_add_on, quantity, unit_price_minor, subtotal_minor, discount_minor, total_minor, n)
  ORDER BY h.k, l.n;

  INSERT INTO order_students (order_id, position, full_name, age, age_group, parent_name, guardian_consent, email, created_at)
  SELECT v_ids[h.k], s.position, s.full_name, s.age, s.age_group, s.parent_name, s.guardian_consent, s.email, p_now
  FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS h(hold, k),
    ROWS FROM (jsonb_to_recordset(h.hold->'students') AS (position integer, full_name text, age integer, age_group text, parent_name text, guardian_consent text, email text)) WITH ORDINALITY AS s(position, full_name, age, age_group, parent_name, guardian_consent, email, n)
  ORDER BY h.k, s.n;

  INSERT INTO checkout_events (kind, event_id, order_id, item_count, value_minor, currency, created_at)
  SELECT 'order_created', p_event_id, v_ids[h.k], r.item_count, r.total_minor, r.currency, p_now
  FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS h(hold, k), jsonb_to_record(h.hold->'order') AS r(item_count integer, total_minor integer, currency text)
  ORDER BY h.k;
  RETURN v_ids;
END;
$function$;
