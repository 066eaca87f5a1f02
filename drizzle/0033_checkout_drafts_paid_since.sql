-- Kept checkouts whose buyer (same email, any case) has paid an order for the checkout's event
-- placed after the checkout was made: the abandoned list's "paid since" test, kept by triggers on
-- orders and checkout_drafts instead of grouping every paid order at each read (decision record:
-- sales rollups kept by triggers).
CREATE TABLE "checkout_drafts_paid_since" (
	"draft_id" integer PRIMARY KEY NOT NULL REFERENCES "checkout_drafts"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_event_email_lower_idx" ON "orders" ("event_id", lower("buyer_email"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "checkout_drafts_event_email_lower_idx" ON "checkout_drafts" ("event_id", lower("buyer_email"));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION checkout_drafts_paid_since_refresh(ev integer, email text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM checkout_drafts_paid_since x USING checkout_drafts d
  WHERE x.draft_id = d.id AND d.event_id = ev AND lower(d.buyer_email) = email
    AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.event_id = ev AND lower(p.buyer_email) = email AND p.paid_at IS NOT NULL AND p.created_at > d.created_at);
  INSERT INTO checkout_drafts_paid_since (draft_id)
  SELECT d.id FROM checkout_drafts d
  WHERE d.event_id = ev AND lower(d.buyer_email) = email
    AND EXISTS (SELECT 1 FROM orders p WHERE p.event_id = ev AND lower(p.buyer_email) = email AND p.paid_at IS NOT NULL AND p.created_at > d.created_at)
  ORDER BY d.id
  ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_checkout_drafts_paid_since() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.paid_at IS NOT NULL THEN PERFORM checkout_drafts_paid_since_refresh(NEW.event_id, lower(NEW.buyer_email)); END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF OLD.paid_at IS NOT NULL THEN PERFORM checkout_drafts_paid_since_refresh(OLD.event_id, lower(OLD.buyer_email)); END IF;
    RETURN NULL;
  END IF;
  IF OLD.paid_at IS NULL AND NEW.paid_at IS NULL THEN RETURN NULL; END IF;
  IF (OLD.paid_at IS NULL, OLD.event_id, lower(OLD.buyer_email), OLD.created_at) IS NOT DISTINCT FROM (NEW.paid_at IS NULL, NEW.event_id, lower(NEW.buyer_email), NEW.created_at) THEN
    RETURN NULL;
  END IF;
  PERFORM checkout_drafts_paid_since_refresh(OLD.event_id, lower(OLD.buyer_email));
  IF (OLD.event_id, lower(OLD.buyer_email)) IS DISTINCT FROM (NEW.event_id, lower(NEW.buyer_email)) THEN
    PERFORM checkout_drafts_paid_since_refresh(NEW.event_id, lower(NEW.buyer_email));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION checkout_drafts_paid_since_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.event_id, lower(OLD.buyer_email), OLD.created_at) IS NOT DISTINCT FROM (NEW.event_id, lower(NEW.buyer_email), NEW.created_at) THEN RETURN NULL; END IF;
    DELETE FROM checkout_drafts_paid_since WHERE draft_id = NEW.id;
  END IF;
  IF EXISTS (SELECT 1 FROM orders p WHERE p.event_id = NEW.event_id AND lower(p.buyer_email) = lower(NEW.buyer_email) AND p.paid_at IS NOT NULL AND p.created_at > NEW.created_at) THEN
    INSERT INTO checkout_drafts_paid_since (draft_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION checkout_drafts_paid_since_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM checkout_drafts_paid_since;
  INSERT INTO checkout_drafts_paid_since (draft_id)
  SELECT d.id FROM checkout_drafts d
  WHERE EXISTS (SELECT 1 FROM orders p WHERE p.event_id = d.event_id AND lower(p.buyer_email) = lower(d.buyer_email) AND p.paid_at IS NOT NULL AND p.created_at > d.created_at);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION checkout_drafts_paid_since_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM checkout_drafts_paid_since_rebuild();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_checkout_drafts_paid_since" AFTER INSERT OR UPDATE OF "paid_at", "event_id", "buyer_email", "created_at" OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION orders_checkout_drafts_paid_since();
--> statement-breakpoint
CREATE TRIGGER "checkout_drafts_paid_since_own" AFTER INSERT OR UPDATE OF "event_id", "buyer_email", "created_at" ON "checkout_drafts" FOR EACH ROW EXECUTE FUNCTION checkout_drafts_paid_since_own();
--> statement-breakpoint
CREATE TRIGGER "orders_checkout_drafts_paid_since_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION checkout_drafts_paid_since_after_truncate();
--> statement-breakpoint
SELECT checkout_drafts_paid_since_rebuild();
