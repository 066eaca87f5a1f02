CREATE TABLE "site_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"catalog_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_state_single_row" CHECK ("site_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "site_state" ("id", "catalog_version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "site_state" SET "catalog_version" = "catalog_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "venues_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "venues" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER "tiers_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "tiers" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER "events_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER "seat_pools_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "seat_pools" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER "offers_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER "discount_codes_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "discount_codes" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER "audition_registrations_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "audition_registrations" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER "opportunities_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "opportunities" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
