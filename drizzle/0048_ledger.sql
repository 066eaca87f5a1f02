CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"order_id" integer,
	"order_line_id" integer,
	"upgrade_id" integer,
	"subscription_id" integer,
	"subscription_payment_id" integer,
	"refund_id" integer,
	"credit_id" integer,
	"event_id" integer,
	"tier_key" text,
	"quantity" integer,
	"code" text,
	"provider" text,
	"provider_ref" text,
	"actor_kind" text NOT NULL,
	"actor" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_entryKey_unique" UNIQUE("entry_key"),
	CONSTRAINT "ledger_entries_flag" CHECK ("ledger_entries"."flagged" = ("ledger_entries"."flag_reason" is not null)),
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('ticket_charge', 'upgrade_charge', 'subscription_charge', 'discount', 'credit_spent', 'refund', 'refund_reversed', 'dispute', 'fee', 'credit_issued', 'credit_released')),
	CONSTRAINT "ledger_entries_currency" CHECK ("ledger_entries"."flagged" or "ledger_entries"."currency" in ('USD', 'GBP', 'CAD')),
	CONSTRAINT "ledger_entries_provider" CHECK ("ledger_entries"."provider" in ('test', 'stripe')),
	CONSTRAINT "ledger_entries_actor_kind" CHECK ("ledger_entries"."actor_kind" in ('buyer', 'provider', 'team', 'system')),
	CONSTRAINT "ledger_entries_flag_reason" CHECK ("ledger_entries"."flag_reason" in ('exceeds_remaining', 'currency_mismatch', 'unknown_reference', 'provider_difference'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_subscription_idx" ON "ledger_entries" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_occurred_idx" ON "ledger_entries" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_flagged_idx" ON "ledger_entries" USING btree ("occurred_at") WHERE "ledger_entries"."flagged";--> statement-breakpoint
-- The ledger (decision 0041): one row per movement of money, written by triggers in the movement's
-- own transaction, never updated or deleted. Functions here are the only writers besides the
-- payments feature's flagged rows.
-- A delete cascaded from its own order or subscription (pg_trigger_depth() > 1: the foreign key's
-- action) is let through: the site never removes those rows, test fixtures do.
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
  RAISE EXCEPTION 'ledger_entries is append-only: write the inverse movement instead of changing a row' USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- Shares of a whole in proportion to weights (all equal when they sum to nothing), whole minor units
-- that add up to the whole: the remainder goes to the largest fractions, ties to the earlier weight.
CREATE OR REPLACE FUNCTION ledger_split(p_total bigint, p_weights bigint[]) RETURNS bigint[] LANGUAGE plpgsql IMMUTABLE AS $$
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
$$;
--> statement-breakpoint
-- The tier a line was sold as: an upgraded line keeps its original tier for the money its order paid.
CREATE OR REPLACE FUNCTION ledger_line_sold_tier(l order_lines) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT u.from_tier FROM order_upgrades u WHERE u.order_id = l.order_id AND u.line_id = l.id ORDER BY u.id LIMIT 1),
    l.tier_key);
$$;
--> statement-breakpoint
-- One line of a paid order: its charge as the tier it was sold as, and its discount split between the
-- order's codes in proportion to what each took off the order.
CREATE OR REPLACE FUNCTION ledger_record_order_line(o orders, l order_lines) RETURNS void LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
-- An order's payment, recorded once: each line (upgrades' own lines excepted: their money is the
-- upgrade's) and what each credit paid, split across the lines by what each cost after discounts.
CREATE OR REPLACE FUNCTION ledger_record_order_payment(o orders) RETURNS void LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
-- A paid order closed (refunded or turned into credit): what credits paid of it goes back on them.
CREATE OR REPLACE FUNCTION ledger_record_order_close(o orders) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, credit_id, event_id, actor_kind, actor, occurred_at)
  SELECT 'order:' || o.id || ':credit-release:' || r.credit_id, 'credit_released', r.amount_minor, o.currency, o.id, r.credit_id, o.event_id, 'system', NULL, coalesce(o.closed_at, o.updated_at)
  FROM credit_redemptions r WHERE r.order_id = o.id
  ORDER BY r.id
  ON CONFLICT (entry_key) DO NOTHING;
END;
$$;
--> statement-breakpoint
-- Deferred to the commit, so an order written paid with its lines after it (an import, a fixture)
-- is recorded whole; reads the row as it stands then, so several changes in one transaction count once.
CREATE OR REPLACE FUNCTION ledger_orders_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE id = NEW.id;
  IF NOT FOUND OR o.paid_at IS NULL THEN RETURN NULL; END IF;
  PERFORM ledger_record_order_payment(o);
  IF o.status IN ('refunded', 'cancelled') THEN PERFORM ledger_record_order_close(o); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_ledger AFTER INSERT OR UPDATE OF status, paid_at ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL) EXECUTE FUNCTION ledger_orders_trigger();
--> statement-breakpoint
-- A line written into an order already paid (a fixture or an import writing the order first) is
-- recorded too; an upgrade's own line is not (its money is the upgrade's, decision 0038).
CREATE OR REPLACE FUNCTION ledger_order_lines_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
  l order_lines;
BEGIN
  SELECT * INTO o FROM orders WHERE id = NEW.order_id;
  IF NOT FOUND OR o.paid_at IS NULL THEN RETURN NULL; END IF;
  SELECT * INTO l FROM order_lines WHERE id = NEW.id;
  IF NOT FOUND OR EXISTS (SELECT 1 FROM order_upgrades u WHERE u.order_id = NEW.order_id AND u.line_id = NEW.id) THEN RETURN NULL; END IF;
  IF NOT EXISTS (SELECT 1 FROM ledger_entries WHERE order_id = o.id AND kind = 'ticket_charge') THEN
    PERFORM ledger_record_order_payment(o);
  ELSE
    PERFORM ledger_record_order_line(o, l);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_lines_ledger AFTER INSERT ON order_lines DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_order_lines_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_record_upgrade(u order_upgrades) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, order_line_id, upgrade_id, event_id, tier_key, quantity, provider, provider_ref, actor_kind, actor, occurred_at)
  SELECT 'upgrade:' || u.id || ':charge', 'upgrade_charge', u.amount_minor, u.currency, u.order_id, u.line_id, u.id, o.event_id, u.to_tier, 1, u.provider, u.payment_ref, 'buyer', o.buyer_email, u.paid_at
  FROM orders o WHERE o.id = u.order_id
  ON CONFLICT (entry_key) DO NOTHING;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_upgrades_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_record_upgrade(NEW);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_upgrades_ledger AFTER INSERT ON order_upgrades FOR EACH ROW EXECUTE FUNCTION ledger_upgrades_trigger();
--> statement-breakpoint
-- A refund that succeeded: given back from the upgrade's payment it names, else from the order's,
-- split across its lines by what each line cost. `generation` counts the times it succeeded, so a
-- refund the provider reversed and then completed again is recorded each time.
CREATE OR REPLACE FUNCTION ledger_record_refund(r refunds, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o orders;
  v_gen integer;
  v_prefix text;
  v_actor_kind text := CASE WHEN r.actor_email IS NULL THEN 'provider' ELSE 'team' END;
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
$$;
--> statement-breakpoint
-- The inverse of ledger_record_refund: a succeeded refund the provider reports failed after all puts
-- back exactly what its latest success took, row for row.
CREATE OR REPLACE FUNCTION ledger_reverse_refund(r refunds, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_refunds_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'succeeded' AND (TG_OP = 'INSERT' OR OLD.status <> 'succeeded') THEN
    PERFORM ledger_record_refund(NEW, NEW.created_at);
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'succeeded' AND NEW.status <> 'succeeded' THEN
    PERFORM ledger_reverse_refund(NEW, NEW.updated_at);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refunds_ledger AFTER INSERT OR UPDATE OF status ON refunds FOR EACH ROW EXECUTE FUNCTION ledger_refunds_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_record_subscription_payment(p subscription_payments) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, subscription_id, subscription_payment_id, event_id, tier_key, quantity, provider, provider_ref, actor_kind, actor, occurred_at)
  SELECT 'subscription-payment:' || p.id || ':charge', 'subscription_charge', p.amount_minor, p.currency, p.subscription_id, p.id, s.event_id, s.tier_key, 1, s.provider, p.provider_ref, 'buyer', s.buyer_email, coalesce(p.paid_at, p.updated_at)
  FROM subscriptions s WHERE s.id = p.subscription_id
  ON CONFLICT (entry_key) DO NOTHING;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_subscription_payments_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' AND (TG_OP = 'INSERT' OR OLD.status <> 'paid') THEN PERFORM ledger_record_subscription_payment(NEW); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER subscription_payments_ledger AFTER INSERT OR UPDATE OF status ON subscription_payments FOR EACH ROW EXECUTE FUNCTION ledger_subscription_payments_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_record_credit_issue(c credits) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_entries (entry_key, kind, amount_minor, currency, order_id, credit_id, event_id, actor_kind, actor, occurred_at)
  VALUES ('credit:' || c.id || ':issued', 'credit_issued', c.amount_minor, c.currency, c.source_order_id, c.id,
    (SELECT o.event_id FROM orders o WHERE o.id = c.source_order_id), CASE WHEN c.actor_user_id IS NULL THEN 'system' ELSE 'team' END, c.actor_email, c.created_at)
  ON CONFLICT (entry_key) DO NOTHING;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_credits_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_record_credit_issue(NEW);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER credits_ledger AFTER INSERT ON credits FOR EACH ROW EXECUTE FUNCTION ledger_credits_trigger();
--> statement-breakpoint
-- Backfill: what the tables hold today, as the triggers would have written it. Rebuilt only here.
CREATE OR REPLACE FUNCTION ledger_backfill() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o orders;
  u order_upgrades;
  r refunds;
  p subscription_payments;
  c credits;
BEGIN
  FOR o IN SELECT * FROM orders WHERE paid_at IS NOT NULL ORDER BY paid_at, id LOOP
    PERFORM ledger_record_order_payment(o);
  END LOOP;
  FOR u IN SELECT * FROM order_upgrades ORDER BY paid_at, id LOOP PERFORM ledger_record_upgrade(u); END LOOP;
  FOR r IN SELECT * FROM refunds WHERE status = 'succeeded' ORDER BY created_at, id LOOP PERFORM ledger_record_refund(r, r.created_at); END LOOP;
  FOR p IN SELECT * FROM subscription_payments WHERE status = 'paid' ORDER BY coalesce(paid_at, updated_at), id LOOP PERFORM ledger_record_subscription_payment(p); END LOOP;
  FOR c IN SELECT * FROM credits ORDER BY created_at, id LOOP PERFORM ledger_record_credit_issue(c); END LOOP;
  FOR o IN SELECT * FROM orders WHERE paid_at IS NOT NULL AND status IN ('refunded', 'cancelled') ORDER BY id LOOP
    PERFORM ledger_record_order_close(o);
  END LOOP;
END;
$$;
--> statement-breakpoint
SELECT ledger_backfill();
