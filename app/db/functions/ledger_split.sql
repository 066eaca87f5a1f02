CREATE OR REPLACE FUNCTION public.ledger_split(p_total bigint, p_weights bigint[])
 RETURNS bigint[]
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
DECLARE
  n integer := coalesce(array_length(p_weights, 1), 0);
  w bigint[] := p_weights;
  sumw bigint;
  shares bigint[] := '{}';
  rem bigint;
  i integer;
BEGIN
  IF n = 0 THEN RETURN shares; END IF;
  SELECT coalesce(sum(greatest(x, 0)), 0) INTO sumw FROM unnest(w) AS x;
  IF sumw <= 0 THEN
    w := array_fill(1::bigint, ARRAY[n]);
    sumw := n;
  END IF;
  FOR i IN 1..n LOOP
    shares := shares || ((p_total * greatest(w[i], 0)) / sumw);
  END LOOP;
  SELECT p_total - sum(x) INTO rem FROM unnest(shares) AS x;
  FOR i IN SELECT k FROM generate_subscripts(w, 1) AS k ORDER BY (p_total * greatest(w[k], 0)) % sumw DESC, k LIMIT greatest(rem, 0) LOOP
    shares[i] := shares[i] + 1;
  END LOOP;
  RETURN shares;
END;
$function$;
