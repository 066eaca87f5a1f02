CREATE TABLE "catalog_version_shards" (
	"shard" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Orders and seat offers raised site_state's one row at every commit, so every buyer's commit across
-- the site queued on that row's lock for the length of the commit. Each connection now raises its
-- own row; the version read is site_state.catalog_version plus the sum of these rows.
INSERT INTO "catalog_version_shards" ("shard", "version") SELECT g, 0 FROM generate_series(0, 63) AS g ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_version_shard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version_shards" SET "version" = "version" + 1 WHERE "shard" = pg_backend_pid() % 64;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_bump_catalog_version" ON "orders";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_bump_catalog_version" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version_shard();--> statement-breakpoint
DROP TRIGGER IF EXISTS "waitlist_offers_bump_catalog_version" ON "waitlist_offers";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "waitlist_offers_bump_catalog_version" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "waitlist_offers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version_shard();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "audition_registrations_bump_catalog_version" ON "audition_registrations";--> statement-breakpoint
CREATE TRIGGER "audition_registrations_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "audition_registrations" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_shard();
