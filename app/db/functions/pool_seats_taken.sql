CREATE OR REPLACE FUNCTION public.pool_seats_taken(p_event_id integer, p_now timestamp with time zone, p_audition_tier text, p_except_order integer, p_except_waitlist_offer integer)
 RETURNS TABLE(pool_id integer, taken integer)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT s.pool_id, sum(s.n)::integer
  FROM (
    SELECT l.pool_id, l.quantity AS n
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE o.event_id = p_event_id AND l.pool_id IS NOT NULL
      AND (o.status = 'paid' OR (o.status = 'pending' AND o.hold_expires_at > p_now))
      AND (p_except_order IS NULL OR o.id <> p_except_order)
    UNION ALL
    SELECT f.pool_id, 1
    FROM waitlist_offers w JOIN offers f ON f.event_id = w.event_id AND f.tier_key = w.tier_key
    WHERE w.event_id = p_event_id AND w.status = 'open' AND w.expires_at > p_now AND f.pool_id IS NOT NULL
      AND (p_except_waitlist_offer IS NULL OR w.id <> p_except_waitlist_offer)
    UNION ALL
    SELECT f.pool_id, 1
    FROM audition_registrations r JOIN offers f ON f.event_id = r.event_id AND f.tier_key = p_audition_tier
    WHERE r.event_id = p_event_id AND f.pool_id IS NOT NULL
    UNION ALL
    SELECT u.to_pool_id, 1
    FROM upgrade_checkouts u
    WHERE u.event_id = p_event_id AND u.status = 'open' AND u.expires_at > p_now AND u.to_pool_id IS NOT NULL
  ) s
  GROUP BY s.pool_id
$function$;
